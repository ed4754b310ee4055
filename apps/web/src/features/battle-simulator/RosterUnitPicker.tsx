import type { RosterUnit } from '@muster/contracts';
import {
  DatasheetError,
  type TargetInput,
  targetFromDatasheet,
  unmodelledKeywords,
  type WeaponInput,
  weaponFromDatasheet,
} from '@muster/dice';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { useRoster, useRosterList } from '../rosters/rosters-api';
import styles from './BattleSimulator.module.css';
import { MAX_WEAPONS } from './simulator-state';

const family = (name: string) => (name.split(' – ')[0] ?? name).toLowerCase();
const isPistol = (profile: RosterUnit['weapons'][number]) =>
  profile.keywords.some((k) => /^(pistol|close[- ]quarters)$/i.test(k.trim()));

/**
 * Pistols that stay silent when the unit shoots: a model with a pistol and another gun fires the
 * gun (Monsters and Vehicles fire both). Counted from the resolution's model groups.
 */
function silentPistols(unit: RosterUnit): Map<string, number> {
  const silent = new Map<string, number>();
  if (unit.keywords.some((k) => /^(monster|vehicle)$/i.test(k))) return silent;
  const ranged = unit.weapons.filter((w) => w.kind === 'ranged');
  const pistols = new Set(ranged.filter(isPistol).map((w) => family(w.name)));
  const guns = new Set(ranged.filter((w) => !isPistol(w)).map((w) => family(w.name)));
  for (const group of unit.resolution?.groups ?? []) {
    const names = group.weapons.map((w) => w.name.toLowerCase());
    if (!names.some((name) => guns.has(name))) continue;
    for (const weapon of group.weapons) {
      const name = weapon.name.toLowerCase();
      if (pistols.has(name)) silent.set(name, (silent.get(name) ?? 0) + weapon.count * group.count);
    }
  }
  return silent;
}

/**
 * How many copies of a weapon the unit fires: the count army resolution gave it (the models that
 * carry it), else, for a list saved before resolution, the whole unit.
 */
function carriers(unit: RosterUnit, profile: RosterUnit['weapons'][number]): number {
  return Math.min(profile.count ?? unit.count, 1000);
}

/**
 * A unit's weapons of one kind as engine input, every profile of every weapon it carries (profiles
 * of one weapon are alternatives: the simulation fires the best one at the target).
 */
export function weaponsOfUnit(
  unit: RosterUnit,
  kind: 'ranged' | 'melee',
): { weapons: WeaponInput[]; skipped: string[] } {
  const weapons: WeaponInput[] = [];
  const skipped: string[] = [];
  const silent = kind === 'ranged' ? silentPistols(unit) : new Map<string, number>();
  for (const profile of unit.weapons.filter((weapon) => weapon.kind === kind)) {
    const quiet = silent.get(family(profile.name)) ?? 0;
    const count = Math.max(0, carriers(unit, profile) - quiet);
    if (quiet > 0 && !skipped.some((s) => s.startsWith(`${family(profile.name)}:`)))
      skipped.push(`${family(profile.name)}: ${quiet} left out, their models fire their other guns.`);
    if (count === 0) continue;
    try {
      weapons.push(weaponFromDatasheet(profile, count));
      const unmodelled = unmodelledKeywords(profile.keywords);
      if (unmodelled.length > 0) skipped.push(`${profile.name}: ${unmodelled.join(', ')} not modelled.`);
    } catch (error) {
      if (error instanceof DatasheetError) skipped.push(`Not loaded: ${error.message}`);
      else throw error;
    }
  }
  return { weapons: weapons.slice(0, MAX_WEAPONS), skipped };
}

/** Load an attacker's weapons or a defender's profile from one of your saved rosters. */
export function RosterUnitPicker({
  onAttacker,
  onDefender,
}: {
  onAttacker: (unitName: string, weapons: WeaponInput[], note: string | null) => void;
  onDefender: (target: TargetInput) => void;
}) {
  const rosters = useRosterList();
  const [rosterId, setRosterId] = useState('');
  const [unitId, setUnitId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const roster = useRoster(rosterId);
  const rosterSelect = useId();
  const unitSelect = useId();
  const units = rosterId && roster.data ? roster.data.roster.units : [];
  const unit = units.find((u) => u.id === unitId);

  if (rosters.data?.length === 0) {
    return <p className={styles.hint}>Import a roster on My Rosters to load units from it here.</p>;
  }

  const attackWith = (kind: 'ranged' | 'melee') => {
    if (!unit) return;
    const { weapons, skipped } = weaponsOfUnit(unit, kind);
    if (weapons.length === 0) {
      setProblem(
        unit.resolution?.profiles === 'none'
          ? `${unit.name} matched no datasheet, so it has no profiles. Choose its datasheet on the roster’s page, or type them in.`
          : `${unit.name} carries no ${kind} weapons.`,
      );
      return;
    }
    setProblem(null);
    onAttacker(unit.name, weapons, skipped.length > 0 ? skipped.join(' ') : null);
  };
  const defendWith = () => {
    if (!unit) return;
    try {
      // A leader attached to this unit defends with it: bodyguard models first, then the leader.
      const leaderName = roster.data?.roster.attachedLeaders.find((pair) => pair.unit === unit.name)?.leader;
      const leader = units.find((u) => u.name === leaderName);
      const target = targetFromDatasheet({ ...unit, models: unit.count });
      const character = leader ? targetFromDatasheet({ ...leader, models: 1 }) : null;
      onDefender(
        character
          ? {
              ...target,
              name: `${unit.name} with ${leader?.name}`,
              character: {
                name: leader?.name ?? 'Character',
                wounds: character.wounds,
                save: character.save,
                invulnerable: character.invulnerable ?? null,
                feelNoPain: character.feelNoPain ?? null,
                toughness: character.toughness === target.toughness ? null : character.toughness,
              },
            }
          : target,
      );
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className={styles.picker}>
      <div className={fieldStyles.row}>
        <div className={fieldStyles.field}>
          <label htmlFor={rosterSelect}>Roster</label>
          <select
            id={rosterSelect}
            value={rosterId}
            onChange={(event) => {
              setRosterId(event.target.value);
              setUnitId('');
            }}
          >
            <option value="">Choose a roster…</option>
            {rosters.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} ({r.faction})
              </option>
            ))}
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={unitSelect}>Unit</label>
          <select
            id={unitSelect}
            value={unitId}
            disabled={units.length === 0}
            onChange={(event) => setUnitId(event.target.value)}
          >
            <option value="">Choose a unit…</option>
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.count} {u.count === 1 ? 'model' : 'models'})
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" disabled={!unit} onClick={() => attackWith('ranged')}>
          Attack with its shooting
        </Button>
        <Button variant="secondary" size="sm" disabled={!unit} onClick={() => attackWith('melee')}>
          Attack with its melee
        </Button>
        <Button variant="secondary" size="sm" disabled={!unit} onClick={defendWith}>
          Use as defender
        </Button>
      </div>
      <FormError message={problem} />
    </div>
  );
}
