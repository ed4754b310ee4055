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
import type { RosterUnit } from '@muster/roster-import';

/** A unit's weapons of one kind; each entry holds a weapon's alternative profiles (Krak / Frag). */
export type WeaponGroups = Map<string, WeaponInput[]>;

/** How many models carry a weapon: its wargear count, else the whole unit. */
function carriers(unit: RosterUnit, weapon: string): number {
  const base = weapon.split(' – ')[0]?.toLowerCase() ?? '';
  const entry = unit.wargear.find(
    (item) => item.name.toLowerCase() === base || item.name.toLowerCase() === weapon.toLowerCase(),
  );
  return Math.max(1, Math.min(entry?.count ?? unit.count, 100));
}

/** Engine input for a unit's ranged or melee weapons; what cannot be read is noted, not guessed. */
export function unitWeapons(unit: RosterUnit, kind: 'ranged' | 'melee', notes: string[]): WeaponGroups {
  const groups: WeaponGroups = new Map();
  for (const profile of unit.weapons.filter((w) => w.kind === kind)) {
    try {
      const weapon = weaponFromDatasheet(profile, carriers(unit, profile.name));
      const family = profile.name.split(' – ')[0] ?? profile.name;
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
