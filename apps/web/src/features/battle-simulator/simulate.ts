import { type AttackSequenceResult, resolveCheckedAttackSequence, type Weapon } from '@muster/dice';
import { weaponFamily } from '@muster/roster-import/weapon-names';
import type { SimulatorState } from './simulator-state';

export type Simulation = {
  result: AttackSequenceResult;
  /** For each weapon with several profiles (Krak / Frag), the one fired at this target. */
  chosen: { weapon: string; profile: string }[];
};

/**
 * The attack of every weapon on the page. Profiles of one weapon ("Plasma incinerator – Standard",
 * "… – Supercharge") are alternatives: the one that does the most damage to this target is fired,
 * never both.
 */
// The state was checked against simulatorStateSchema, whose parts are the dice engine's own schemas.
export function simulate(state: SimulatorState): Simulation {
  const families = new Map<string, Weapon[]>();
  for (const weapon of state.weapons) {
    const family = weaponFamily(weapon.name) || weapon.name;
    families.set(family, [...(families.get(family) ?? []), weapon]);
  }
  const chosen: Simulation['chosen'] = [];
  const fired = [...families].map(([family, profiles]) => {
    if (profiles.length === 1) return profiles[0] as Weapon;
    let best = profiles[0] as Weapon;
    let bestDamage = -1;
    for (const profile of profiles) {
      const damage = resolveCheckedAttackSequence(
        [profile],
        state.target,
        state.context,
        state.edition,
      ).meanDamage;
      if (damage > bestDamage) {
        best = profile;
        bestDamage = damage;
      }
    }
    chosen.push({ weapon: family, profile: best.name });
    return best;
  });
  return { result: resolveCheckedAttackSequence(fired, state.target, state.context, state.edition), chosen };
}
