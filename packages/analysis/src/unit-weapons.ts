import {
  type AttackContext,
  type AttackSequenceResult,
  DatasheetError,
  resolveAttackSequence,
  type TargetInput,
  unmodelledKeywords,
  type WeaponInput,
  weaponFromDatasheet,
} from '@muster/dice';
import { nameKey, type RosterUnit, weaponFamily } from '@muster/roster-import';

/** A unit's weapons of one kind; each entry holds a weapon's alternative profiles (Krak / Frag). */
export type WeaponGroups = Map<string, WeaponInput[]>;

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

/** Engine input for a unit's ranged or melee weapons; what cannot be read is noted, not guessed. */
export function unitWeapons(unit: RosterUnit, kind: 'ranged' | 'melee', notes: string[]): WeaponGroups {
  const groups: WeaponGroups = new Map();
  for (const profile of unit.weapons.filter((w) => w.kind === kind)) {
    const count = carriers(unit, profile);
    if (count === 0) continue;
    try {
      const weapon = weaponFromDatasheet(profile, count);
      const family = weaponFamily(profile.name);
      groups.set(family, [...(groups.get(family) ?? []), weapon]);
      const unmodelled = unmodelledKeywords(profile.keywords);
      if (unmodelled.length > 0) notes.push(`${profile.name}: ${unmodelled.join(', ')} not modelled`);
    } catch (error) {
      if (error instanceof DatasheetError) notes.push(error.message);
      else throw error;
    }
  }
  return groups;
}

/**
 * Everything the weapons fire at one target, each weapon with its best profile against it; null
 * when the unit has no weapons of this kind.
 */
export function bestVolley(
  groups: WeaponGroups,
  target: TargetInput,
  context: Partial<AttackContext>,
  edition: string,
): AttackSequenceResult | null {
  if (groups.size === 0) return null;
  const chosen = [...groups.values()].map((profiles) => {
    let best = profiles[0] as WeaponInput;
    let bestDamage = -1;
    for (const profile of profiles) {
      const damage = resolveAttackSequence([profile], target, context, edition).meanDamage;
      if (damage > bestDamage) {
        best = profile;
        bestDamage = damage;
      }
    }
    return best;
  });
  return resolveAttackSequence(chosen, target, context, edition);
}
