import type { AttackContext, Target, Weapon } from './attack-profile';
import {
  bodyguardProfile,
  type CountMethod,
  characterProfile,
  DENSE_BUDGET,
  damageAgainst,
  devastatingGroupKey,
  kernelMarginals,
  shapeWeapon,
} from './attack-sequence';
import {
  compoundMoments,
  type Distribution,
  type Moments,
  momentsOf,
  NORMAL_REACH,
  sumMoments,
} from './distribution';
import { defaultEdition, editionRules } from './edition-rules';

/**
 * The work `resolveCheckedAttackSequence` does, counted before it starts (a few microseconds: no
 * distribution of a count is built), for each way of working out the counts.
 *
 * - `countOps`: multiply-adds building the distributions of counts in plain arrays: the attacks
 *   (A², A the number of values the attacks can take), and the wounds or Devastating Wounds they
 *   make (about A²·(E−1)(E+1)/2 for E outcomes per attack). None when the counts are approximate.
 * - `chainOps`: steps of the model-by-model allocation (one per wound that needs a save, up to the
 *   most there can be: NORMAL_REACH standard deviations above the mean when approximate) × the
 *   unit's states (wounds lost by each model kind × Devastating Wounds waiting) × the damage values,
 *   dearer past CACHED_STATES; and building each weapon's transition (TRANSITION_WEIGHT a state).
 *
 * Upper bounds in the shape of the engine's loops, not a timing: the exact engine often stops
 * earlier (a count's far tail underflows to 0).
 */
export type AttackSequenceCost = { countOps: number; chainOps: number };

/**
 * A plain-array multiply-add (the counts) costs about this many typed-array ones (the chain):
 * measured with the simulator's volleys in Node 20 (about 12 ns against 3 ns).
 */
export const COUNT_OP_WEIGHT = 4;

/** The cost as one number, in typed-array multiply-adds. */
export const costOperations = (cost: AttackSequenceCost) => cost.countOps * COUNT_OP_WEIGHT + cost.chainOps;

/** Σ_k P(N = k)·X^{*k} by repeated convolution (`compound`): N takes `values` values, X `each`. */
const compoundOps = (values: number, each: number) => (values * values * (each - 1) * (each + 1)) / 2;

/** NORMAL_REACH standard deviations above the mean, or the maximum when that is lower. */
const farEnd = (moments: Moments, max: number) =>
  Math.min(max, Math.ceil(moments.mean + NORMAL_REACH * Math.sqrt(Math.max(0, moments.variance))));
/** The largest value a count may reach: its maximum when exact, its far end when approximate. */
const reach = (moments: Moments, max: number, counts: CountMethod) =>
  counts === 'exact' ? max : farEnd(moments, max);

/**
 * Building a transition (one per weapon and per group of Devastating Wounds) costs about this many
 * chain operations per state and outcome: it allocates each outcome model by model, in a Map
 * (measured: 300–450 ns per state and outcome for a defender of a million states).
 */
const TRANSITION_WEIGHT = 200;

/**
 * Past this many states a chain's vectors (8 bytes a state) no longer fit the processor's caches,
 * and each operation on them costs about LARGE_CHAIN_WEIGHT times as much (measured: 7.5 ns a
 * state and outcome at a million states, 2 to 2.5 ns below 50,000).
 */
const CACHED_STATES = 65_536;
const LARGE_CHAIN_WEIGHT = 3;

const nonZero = (d: Distribution) => d.filter((p) => p > 0).length;

export function estimateAttackSequenceCost(
  weapons: Weapon[],
  target: Target,
  context: AttackContext,
  edition: string = defaultEdition,
  counts: CountMethod = 'exact',
): AttackSequenceCost {
  const rules = editionRules[edition];
  if (!rules) throw new Error(`Unknown edition "${edition}".`);
  const bodyguard = bodyguardProfile(target);
  const character = target.character ? characterProfile(target.character) : null;
  const bodyguardPool = target.models * target.wounds;
  const size = (bodyguardPool + 1) * ((character?.wounds ?? 0) + 1);
  const maxLost = bodyguardPool + (character?.wounds ?? 0);
  const alwaysHurts = bodyguard.feelNoPain === null && (character?.feelNoPain ?? null) === null;
  /** Transitions out of one unit state for this damage: staying, or one per damage value. */
  const outcomes = (weapon: Weapon) => {
    const onBodyguard = nonZero(damageAgainst(weapon, bodyguard, context, rules));
    const onCharacter = character ? nonZero(damageAgainst(weapon, character, context, rules)) : 1;
    return 1 + Math.max(onBodyguard, onCharacter);
  };

  if (rules.devastatingWoundsAfter === 'weapon') {
    // weapon-by-weapon.ts: per weapon (twice when an attached Character has its own Toughness),
    // the saves of each count of Devastating Wounds, then those Devastating Wounds one by one.
    // Saves rolled together cost a step per die per face that can fail (six at most) for every
    // count of dice still unresolved: about 3·W² steps, against W one at a time.
    const parts =
      target.character?.toughness != null && target.character.toughness !== target.toughness ? 2 : 1;
    let countOps = 0;
    let steps = 0;
    let transitions = 0;
    for (const input of weapons) {
      const shape = shapeWeapon(input, target, context, rules);
      if (!shape.firing.fires) continue;
      const maxAttacks = (shape.perModel.length - 1) * shape.weapon.models;
      const attackMoments = sumMoments(momentsOf(shape.perModel), shape.weapon.models);
      const { n, m } = kernelMarginals(shape.kernel);
      const cells = shape.kernel.reduce((sum, row) => sum + row.filter((p) => p > 0).length, 0);
      const weaponOutcomes = outcomes(shape.weapon);
      const wounds = reach(compoundMoments(attackMoments, momentsOf(n)), maxAttacks * (n.length - 1), counts);
      const devastating =
        m.length < 2
          ? 0
          : reach(compoundMoments(attackMoments, momentsOf(m)), maxAttacks * (m.length - 1), counts);
      if (counts === 'exact') {
        countOps += (maxAttacks + 1) ** 2;
        countOps +=
          m.length < 2
            ? compoundOps(maxAttacks + 1, n.length)
            : ((maxAttacks * (maxAttacks + 1)) / 2) * (n.length - 1) * (m.length - 1) * maxAttacks * cells;
      }
      const perSaveStep = size * (weaponOutcomes + 2);
      const saves = character ? 3 * wounds * (wounds + 1) * perSaveStep : wounds * perSaveStep;
      steps +=
        parts * ((devastating + 1) * saves + ((devastating * (devastating + 1)) / 2) * size * weaponOutcomes);
      transitions += parts * (character ? 8 : 2) * size * weaponOutcomes;
    }
    const memory = size > CACHED_STATES ? LARGE_CHAIN_WEIGHT : 1;
    return { countOps, chainOps: transitions * TRANSITION_WEIGHT + steps * memory };
  }

  let countOps = 0;
  type Volley = {
    attacks: number;
    wounds: number;
    /** Wound counts per attack that need a save, and (row, Devastating Wounds) outcomes. */
    woundValues: number;
    devastatingValues: number;
    cells: number;
    outcomes: number;
    group: string | null;
  };
  const volleys: Volley[] = [];
  const groups = new Map<string, { moments: Moments; max: number; outcomes: number; inPlace: boolean }>();
  for (const input of weapons) {
    const shape = shapeWeapon(input, target, context, rules);
    if (!shape.firing.fires) continue;
    const perAttack = shape.perModel.length - 1;
    const maxAttacks = perAttack * shape.weapon.models;
    const attackMoments = sumMoments(momentsOf(shape.perModel), shape.weapon.models);
    if (counts === 'exact') countOps += (maxAttacks + 1) ** 2;
    const { n, m } = kernelMarginals(shape.kernel);
    const cells = shape.kernel.reduce((sum, row) => sum + row.filter((p) => p > 0).length, 0);
    const weaponOutcomes = outcomes(shape.weapon);
    if (m.length < 2) {
      if (counts === 'exact') countOps += compoundOps(maxAttacks + 1, n.length);
      const wounds = reach(compoundMoments(attackMoments, momentsOf(n)), maxAttacks * (n.length - 1), counts);
      volleys.push({
        attacks: 0,
        wounds,
        woundValues: n.length,
        devastatingValues: 1,
        cells,
        outcomes: weaponOutcomes,
        group: null,
      });
      continue;
    }
    if (counts === 'exact') countOps += compoundOps(maxAttacks + 1, m.length);
    const characterFirst = shape.weapon.precision && rules.precisionOnDevastatingWounds && character !== null;
    const key = devastatingGroupKey(shape.weapon, context, characterFirst);
    const moments = compoundMoments(attackMoments, momentsOf(m));
    const group = groups.get(key);
    if (group) {
      group.moments = {
        mean: group.moments.mean + moments.mean,
        variance: group.moments.variance + moments.variance,
      };
      group.max += maxAttacks * (m.length - 1);
    } else
      groups.set(key, {
        moments,
        max: maxAttacks * (m.length - 1),
        outcomes: weaponOutcomes,
        inPlace: false,
      });
    volleys.push({
      attacks: reach(attackMoments, maxAttacks, counts),
      wounds: 0,
      woundValues: n.length,
      devastatingValues: m.length,
      cells,
      outcomes: weaponOutcomes,
      group: key,
    });
  }

  // The chain's states: the unit's, times one counter per group of waiting Devastating Wounds
  // (a group that would pass DENSE_BUDGET is allocated in place instead, as the engine does).
  let blocks = 1;
  const caps: number[] = [];
  for (const group of groups.values()) {
    // The engine keeps a count up to where less than 1e-12 of it is left (`practicalMax`).
    const most = farEnd(group.moments, group.max);
    const cap = alwaysHurts ? Math.min(maxLost, most) : most;
    if (size * blocks * (cap + 1) > DENSE_BUDGET) group.inPlace = true;
    else {
      blocks *= cap + 1;
      caps.push(cap);
    }
  }
  const states = size * blocks;
  let transitions = 0;
  let steps = 0;
  for (const group of groups.values()) transitions += size * group.outcomes;
  // Waiting Devastating Wounds are allocated by Horner: a step over every state per counter value.
  for (const cap of caps) steps += cap * states * 3;
  for (const volley of volleys) {
    // Each step fills a new vector, visits every state and its outcomes, and takes the expected
    // unsaved attacks.
    const wound = states * (volley.outcomes + 2);
    transitions += size * volley.outcomes;
    if (volley.group === null) steps += volley.wounds * wound;
    else {
      const group = groups.get(volley.group);
      // Per attack: a step per wound needing a save, then each outcome moves the counter (or, in
      // place, is allocated at once: at most as many steps as Devastating Wounds per attack).
      const devastating = group?.inPlace ? volley.cells * (volley.devastatingValues - 1) : 0;
      steps +=
        volley.attacks *
        ((volley.woundValues - 1) * wound + volley.cells * states + devastating * states * volley.outcomes);
    }
  }
  const memory = states > CACHED_STATES ? LARGE_CHAIN_WEIGHT : 1;
  return { countOps, chainOps: transitions * TRANSITION_WEIGHT + steps * memory };
}
