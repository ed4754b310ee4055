import {
  type AttackContext,
  type AttackSequenceResult,
  DatasheetError,
  firingGroups,
  resolveAttackSequence,
  type TargetInput,
  unmodelledKeywords,
  type WeaponInput,
  weaponFromDatasheet,
} from '@muster/dice';
import { nameKey, type RosterUnit, weaponFamily } from '@muster/roster-import';

/**
 * A unit's weapons of one kind, keyed by the models that carry them and the weapon: each entry
 * holds the weapon's alternative profiles (Krak / Frag), of which one is fired per target.
 */
export type WeaponGroups = Map<string, WeaponInput[]>;

/** The unit's keywords travel with its weapons: they decide which weapons fire together. */
export type UnitWeapons = WeaponGroups & { attackerKeywords?: string[] };

/**
 * How many copies of a weapon the unit fires: the count army resolution gave it; for a roster
 * saved before resolution, its wargear line's count, else the whole unit.
 */
function carriers(unit: RosterUnit, profile: RosterUnit['weapons'][number]): number {
  if (profile.count !== undefined) return Math.min(profile.count, 1000);
  const family = nameKey(weaponFamily(profile.name));
  const entry = unit.wargear.find(
    (item) => nameKey(item.name) === family || nameKey(item.name) === nameKey(profile.name),
  );
  return Math.max(1, Math.min(entry?.count ?? unit.count, 1000));
}

/**
 * Who carries what: the resolution's model groups ("7 Berzerkers: bolt pistol, chainblade") when
 * they account for every copy of every weapon, so that a model's pistol and its other guns, or its
 * two melee weapons, are alternatives for that model only. Otherwise the unit as one bearer.
 */
function bearersOf(unit: RosterUnit, kind: 'ranged' | 'melee') {
  const lines = unit.weapons.filter((w) => w.kind === kind);
  const groups = unit.resolution?.groups ?? [];
  type Carried = { bearer: string; profile: RosterUnit['weapons'][number]; count: number };
  const carried: Carried[] = [];
  const counted = new Map<string, number>();
  groups.forEach((group, index) => {
    for (const item of group.weapons) {
      const family = nameKey(item.name);
      const profiles = lines.filter((line) => nameKey(weaponFamily(line.name)) === family);
      if (profiles.length === 0) continue;
      counted.set(family, (counted.get(family) ?? 0) + group.count * item.count);
      for (const profile of profiles)
        carried.push({ bearer: `group ${index + 1}`, profile, count: group.count * item.count });
    }
  });
  const whole = lines.every((line) => {
    const total = carriers(unit, line);
    return total === 0 || counted.get(nameKey(weaponFamily(line.name))) === total;
  });
  if (groups.length > 0 && whole && carried.length > 0) return carried;
  return lines.map((profile) => ({ bearer: '', profile, count: carriers(unit, profile) }));
}

/** Engine input for a unit's ranged or melee weapons; what cannot be read is noted, not guessed. */
export function unitWeapons(unit: RosterUnit, kind: 'ranged' | 'melee', notes: string[]): UnitWeapons {
  const groups: UnitWeapons = new Map();
  groups.attackerKeywords = unit.keywords;
  const noted = new Set<string>();
  for (const { bearer, profile, count } of bearersOf(unit, kind)) {
    if (count === 0) continue;
    try {
      const weapon = { ...weaponFromDatasheet(profile, count), bearer };
      const key = `${bearer}|${weaponFamily(profile.name)}`;
      groups.set(key, [...(groups.get(key) ?? []), weapon]);
      const unmodelled = unmodelledKeywords(profile.keywords);
      if (unmodelled.length > 0 && !noted.has(profile.name)) {
        noted.add(profile.name);
        notes.push(`${profile.name}: ${unmodelled.join(', ')} not modelled`);
      }
    } catch (error) {
      if (!(error instanceof DatasheetError)) throw error;
      if (!noted.has(profile.name)) {
        noted.add(profile.name);
        notes.push(error.message);
      }
    }
  }
  return groups;
}

/**
 * Everything the unit can fire at one target in one activation: each weapon with its best profile
 * against it, then the best legal set of weapons (a model fires its pistol or its other guns, and
 * fights with one melee weapon plus any Extra Attacks weapon); null when it has no weapons of the kind.
 */
export function bestVolley(
  groups: UnitWeapons,
  target: TargetInput,
  context: Partial<AttackContext>,
  edition: string,
): AttackSequenceResult | null {
  if (groups.size === 0) return null;
  // The unit's own keywords decide its Hazardous cost (Monsters and Vehicles suffer more).
  const attacking = context.attackerKeywords?.length
    ? context
    : { ...context, attackerKeywords: groups.attackerKeywords ?? [] };
  const chosen = [...groups.values()].map((profiles) => {
    let best = profiles[0] as WeaponInput;
    let bestDamage = -1;
    for (const profile of profiles) {
      const damage = resolveAttackSequence([profile], target, attacking, edition).meanDamage;
      if (damage > bestDamage) {
        best = profile;
        bestDamage = damage;
      }
    }
    return best;
  });
  // Each group of models chooses its own weapons; choosing group by group (each its best legal set
  // against this target) keeps the work linear in the number of groups. Without model groups (a
  // list without a per-model breakdown) the unit is one group: it fires its pistols or its other
  // guns, never both (unless a Monster or Vehicle), which may understate a unit whose pistols and
  // guns are carried by different models but never counts a shot a model could not take.
  const phase = chosen.every((w) => w.kind === 'melee') ? 'fight' : 'shooting';
  const situation = { phase, attackerKeywords: attacking.attackerKeywords } as const;
  const byBearer = new Map<string, WeaponInput[]>();
  for (const weapon of chosen)
    byBearer.set(weapon.bearer ?? '', [...(byBearer.get(weapon.bearer ?? '') ?? []), weapon]);
  const fired = [...byBearer.values()].flatMap((weapons) => {
    const options = firingGroups(weapons, situation);
    if (options.length <= 1) return options[0] ?? [];
    return (
      options
        .map((option) => ({
          option,
          damage: resolveAttackSequence(option, target, attacking, edition).meanDamage,
        }))
        .sort((a, b) => b.damage - a.damage)[0]?.option ?? []
    );
  });
  return fired.length > 0 ? resolveAttackSequence(fired, target, attacking, edition) : null;
}
