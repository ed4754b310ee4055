import {
  type AttackSequenceResult,
  type CountMethod,
  costOperations,
  estimateAttackSequenceCost,
  resolveCheckedAttackSequence,
  type Weapon,
} from '@muster/dice';
import { weaponFamily } from '@muster/roster-import/weapon-names';
import { TOO_BIG_MESSAGE } from './simulation-messages';
import type { SimulatorState } from './simulator-state';

export type Simulation =
  | {
      /** 'approximate': the numbers of attacks and wounds are normal approximations (see below). */
      method: CountMethod;
      result: AttackSequenceResult;
      /** For each weapon with several profiles (Krak / Frag), the one fired at this target. */
      chosen: { weapon: string; profile: string }[];
    }
  | { method: 'too-big'; message: string };

/**
 * The most work one simulation may take, in the dice engine's operations
 * (`estimateAttackSequenceCost`, `costOperations`): about half a second in Node on a desktop (2 ns
 * an operation, measured), one to two seconds on a mid-range phone. Every datasheet volley is far
 * below it (20 models × 20 attacks with Sustained Hits D3 is under 10 million); 100 models × 10D6
 * is 360 million and took 0.9 s exact.
 */
export const WORK_BUDGET = 250_000_000;

/** One weapon of each family (Krak / Frag), as `simulate` fires them. */
function familiesOf(state: SimulatorState): Map<string, Weapon[]> {
  const families = new Map<string, Weapon[]>();
  for (const weapon of state.weapons) {
    const family = weaponFamily(weapon.name) || weapon.name;
    families.set(family, [...(families.get(family) ?? []), weapon]);
  }
  return families;
}

/**
 * The work `simulate` would do with this count method, counted before any of it: each profile of a
 * weapon with several alone (to choose one), then one profile of each weapon together (the costliest,
 * as which one is chosen is not known yet).
 */
export function simulationCost(state: SimulatorState, counts: CountMethod): number {
  const cost = (weapons: Weapon[]) =>
    costOperations(estimateAttackSequenceCost(weapons, state.target, state.context, state.edition, counts));
  let total = 0;
  const fired: Weapon[] = [];
  for (const profiles of familiesOf(state).values()) {
    if (profiles.length === 1) {
      fired.push(profiles[0] as Weapon);
      continue;
    }
    let costliest = profiles[0] as Weapon;
    let most = -1;
    for (const profile of profiles) {
      const work = cost([profile]);
      total += work;
      if (work > most) {
        costliest = profile;
        most = work;
      }
    }
    fired.push(costliest);
  }
  return total + cost(fired);
}

/**
 * Exact odds when they fit the budget; approximate counts when those do; else nothing (too big).
 * Decided from the cost estimate, before anything is worked out, never from a timer.
 */
export function chooseMethod(state: SimulatorState): Simulation['method'] {
  if (simulationCost(state, 'exact') <= WORK_BUDGET) return 'exact';
  if (simulationCost(state, 'approximate') <= WORK_BUDGET) return 'approximate';
  return 'too-big';
}

/**
 * The attack of every weapon on the page. Profiles of one weapon ("Plasma incinerator – Standard",
 * "… – Supercharge") are alternatives: the one that does the most damage to this target is fired,
 * never both.
 */
// The state was checked against simulatorStateSchema, whose parts are the dice engine's own schemas.
export function simulate(
  state: SimulatorState,
  method: Simulation['method'] = chooseMethod(state),
): Simulation {
  if (method === 'too-big') return { method, message: TOO_BIG_MESSAGE };
  const resolve = (weapons: Weapon[]) =>
    resolveCheckedAttackSequence(weapons, state.target, state.context, state.edition, { counts: method });
  const chosen: { weapon: string; profile: string }[] = [];
  const fired = [...familiesOf(state)].map(([family, profiles]) => {
    if (profiles.length === 1) return profiles[0] as Weapon;
    let best = profiles[0] as Weapon;
    let bestDamage = -1;
    for (const profile of profiles) {
      const damage = resolve([profile]).meanDamage;
      if (damage > bestDamage) {
        best = profile;
        bestDamage = damage;
      }
    }
    chosen.push({ weapon: family, profile: best.name });
    return best;
  });
  return { method, result: resolve(fired), chosen };
}
