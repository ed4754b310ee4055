import { gameDataCredit } from '@muster/contracts/game-data-credit';
import { type TargetInput, targetFromDatasheet, type WeaponInput } from '@muster/dice';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import styles from './BattleSimulator.module.css';
import { useCatalogueUnit, useCatalogueUnitSearch } from './battle-simulator-api';
import { weaponsOfUnit } from './RosterUnitPicker';

/** Any unit of the data set as attacker or defender, found by name. */
export function CatalogueUnitPicker({
  onAttacker,
  onDefender,
}: {
  onAttacker: (unitName: string, weapons: WeaponInput[], note: string | null) => void;
  onDefender: (target: TargetInput) => void;
}) {
  const [query, setQuery] = useState('');
  // "faction/id": datasheet ids recur across factions (shared chassis).
  const [unitKey, setUnitKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const searchId = useId();
  const resultId = useId();
  const term = useDebouncedValue(query.trim(), 250);
  const search = useCatalogueUnitSearch(term);
  const detail = useCatalogueUnit(unitKey);
  const unit = detail.data?.unit;

  const attackWith = (kind: 'ranged' | 'melee') => {
    if (!unit) return;
    const { weapons, skipped } = weaponsOfUnit(unit, kind);
    if (weapons.length === 0) {
      setProblem(`${unit.name} has no ${kind} weapons in the data set.`);
      return;
    }
    setProblem(null);
    onAttacker(unit.name, weapons, skipped.length > 0 ? skipped.join(' ') : null);
  };

  return (
    <div className={styles.picker}>
      <div className={fieldStyles.row}>
        <div className={fieldStyles.field}>
          <label htmlFor={searchId}>Search units</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder="e.g. Kharn, Riptide"
            onChange={(event) => {
              setQuery(event.target.value);
              setUnitKey('');
            }}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={resultId}>Data-set unit</label>
          <select
            id={resultId}
            value={unitKey}
            disabled={!search.data || search.data.units.length === 0}
            onChange={(event) => setUnitKey(event.target.value)}
          >
            <option value="">
              {term.length < 2
                ? 'Type two letters…'
                : search.data?.units.length === 0
                  ? 'No unit found'
                  : 'Choose a unit…'}
            </option>
            {search.data?.units.map((u) => (
              <option key={`${u.factionId}/${u.id}`} value={`${u.factionId}/${u.id}`}>
                {u.name} ({u.faction}, {u.points} pts)
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
        <Button
          variant="secondary"
          size="sm"
          disabled={!unit}
          onClick={() => {
            if (!unit) return;
            try {
              onDefender(targetFromDatasheet({ ...unit, models: unit.count }));
              setProblem(null);
            } catch (error) {
              setProblem(error instanceof Error ? error.message : String(error));
            }
          }}
        >
          Use as defender
        </Button>
      </div>
      <FormError
        message={
          problem ?? (search.error || detail.error ? 'The data set could not be searched. Try again.' : null)
        }
      />
      <p className={styles.hint}>
        {detail.data
          ? `${detail.data.edition} edition profiles at the unit's smallest size, with its default loadout. `
          : ''}
        Unit data: <a href={gameDataCredit.url}>{gameDataCredit.label}</a> ({gameDataCredit.attribution}, CC
        BY 4.0).
      </p>
    </div>
  );
}
