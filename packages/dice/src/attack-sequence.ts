import {
  addInto,
  bump,
  Chain,
  repeat,
  type Transition,
  tailsOf,
  transition,
  UnitState,
} from './allocation-chain';
import type { AttackContext, Target, Weapon } from './attack-profile';
import { type AttackSequenceResult, attackSequenceResult } from './attack-sequence-result';
import {
  compoundMoments,
  convolve,
  type Distribution,
  type Moments,
  mean,
  momentsOf,
  normalCount,
} from './distribution';
import { defaultEdition } from './edition-rules';
import { resolveWeaponByWeapon } from './weapon-by-weapon';
import {
  bodyguardProfile,
  type CountMethod,
  characterProfile,
  countOf,
  damageAgainst,
  kernelMarginals,
  meanAttacks,
  planWeapon,
  rulesFor,
  saveFailChance,
  type WeaponStages,
} from './weapon-plan';

export type { AttackSequenceResult, HazardousResult } from './attack-sequence-result';
export {
  bodyguardProfile,
  type CountMethod,
  characterProfile,
  conditionMet,
  type DieOutcome,
  damageAgainst,
  damagePerInstance,
  failedSaveChance,
  hasKeyword,
  kernelMarginals,
  modelWeapon,
  rollOutcome,
  shapeWeapon,
  type WeaponStages,
  weaponAgainst,
} from './weapon-plan';

/** Largest joint state (unit states × Devastating Wounds counters) the chain keeps exactly. */
export const DENSE_BUDGET = 400_000;

/**
 * Devastating Wounds with the same Damage (and Melta, and allocation to the Character first) are
 * one group, allocated together after every other attack.
 */
export const devastatingGroupKey = (weapon: Weapon, context: AttackContext, characterFirst: boolean) =>
  JSON.stringify([
    weapon.damage.replace(/\s+/g, '').toUpperCase(),
    context.halfRange ? weapon.melta : null,
    characterFirst,
  ]);

/** The smallest q with P(X > q) ≤ 1e-12. */
const practicalMax = (d: Distribution) => {
  const tails = tailsOf(d);
  let q = d.length - 1;
  while (q > 0 && (tails[q] ?? 0) <= 1e-12) q -= 1;
  return q;
};

/**
 * Exact outcome of several weapons fired in order at one unit (10th/11th-edition attack sequence):
 * hit, wound, save, damage, Feel No Pain and allocation model by model, with the abilities in the
 * profile. Each weapon's attacks are allocated as they are made, bodyguards before the Character
 * (unless Precision), a wounded model first and excess damage lost; Devastating Wounds are
 * allocated after every other attack of the volley, those with the same Damage together, in the
 * order in which that Damage first appears among the weapons. Probabilities are exact up to
 * rounding (a Devastating Wounds count beyond the point where less than 1e-12 of the probability
 * remains is merged into that point); `notes` says when a volley was too large for that.
 * Takes profiles already checked against their schemas (see `resolveAttackSequence` for raw input),
 * so a caller that has checked them (the simulator's worker) carries no schema library.
 * `options.counts: 'approximate'` approximates the numbers of attacks and wounds (see CountMethod)
 * for a volley too big to work out exactly in good time (`estimateAttackSequenceCost`).
 */
export function resolveCheckedAttackSequence(
  weapons: Weapon[],
  target: Target,
  context: AttackContext,
  edition: string = defaultEdition,
  options: { counts?: CountMethod } = {},
): AttackSequenceResult {
  const rules = rulesFor(edition);
  const counts = options.counts ?? 'exact';
  if (rules.devastatingWoundsAfter === 'weapon')
    return resolveWeaponByWeapon(weapons, target, context, rules, counts);
  const plans = weapons.map((weapon) => planWeapon(weapon, target, context, rules, counts));
  const bodyguard = bodyguardProfile(target);
  const character = target.character ? characterProfile(target.character) : null;
  const unit = new UnitState(bodyguard, target.models, character);

  // Devastating Wounds wait until every other attack is allocated. Those with the same Damage
  // (and Melta) are one group, resolved together where such a Damage first appears in the weapon
  // order (the rules leave the order to the attacker). Each group adds a counter to the chain's
  // state; a group that would make the state larger than DENSE_BUDGET is resolved in place instead,
  // right after its weapon's other attacks, and the result says so.
  type Group = {
    key: string;
    stride: number;
    cap: number;
    step: Transition;
    count: Distribution;
    /** Mean and variance of `count`, and its largest value (for approximate counts). */
    moments: Moments;
    max: number;
    inPlace: boolean;
  };
  const groups: Group[] = [];
  const groupOf = new Map<number, Group>();
  const notes: string[] = [];
  plans.forEach((plan, index) => {
    const { m } = kernelMarginals(plan.kernel);
    if (m.length < 2) return;
    const characterFirst = plan.weapon.precision && rules.precisionOnDevastatingWounds && character !== null;
    const key = devastatingGroupKey(plan.weapon, context, characterFirst);
    const count = countOf(plan, m);
    const moments = compoundMoments(plan.attackMoments, momentsOf(m));
    const max = plan.maxAttacks * (m.length - 1);
    let group = groups.find((g) => g.key === key);
    if (group) {
      group.moments = {
        mean: group.moments.mean + moments.mean,
        variance: group.moments.variance + moments.variance,
      };
      group.max += max;
      group.count = counts === 'exact' ? convolve(group.count, count) : normalCount(group.moments, group.max);
    } else {
      const byModel = {
        bodyguard: damageAgainst(plan.weapon, bodyguard, context, rules),
        character: character ? damageAgainst(plan.weapon, character, context, rules) : [1],
      };
      const step = transition(unit, (state) => {
        const model = unit.allocate(state, characterFirst);
        if (model === null) return [[state, 1]];
        return byModel[model].map((p, d): [number, number] => [
          unit.inflict(state, d, characterFirst, rules.devastatingWoundsSpill),
          p,
        ]);
      });
      group = { key, stride: 0, cap: 0, step, count, moments, max, inPlace: false };
      groups.push(group);
    }
    groupOf.set(index, group);
  });
  let blocks = 1;
  const maxLost = unit.bodyguardPool + (character?.wounds ?? 0);
  for (const group of groups) {
    // A Devastating Wound always doing damage (no Feel No Pain) removes a wound, so more of them
    // than the unit has wounds change nothing.
    const alwaysHurts = bodyguard.feelNoPain === null && (character?.feelNoPain ?? null) === null;
    group.cap = alwaysHurts ? Math.min(maxLost, practicalMax(group.count)) : practicalMax(group.count);
    if (unit.size * blocks * (group.cap + 1) > DENSE_BUDGET) {
      group.inPlace = true;
      notes.push(
        'Too many different Devastating Wounds profiles to keep exactly: some Devastating Wounds are allocated as they are scored instead of after every other attack.',
      );
      continue;
    }
    group.stride = blocks;
    blocks *= group.cap + 1;
  }

  const chain = new Chain(unit, blocks);
  const stages: WeaponStages[] = plans.map((plan, index) => {
    const { weapon, firing, kernel } = plan;
    const characterFirst = weapon.precision;
    const failSave = {
      bodyguard: saveFailChance(weapon, bodyguard, firing.cover, rules),
      character: character ? saveFailChance(weapon, character, firing.cover, rules) : 1,
    };
    const damage = {
      bodyguard: damageAgainst(weapon, bodyguard, context, rules),
      character: character ? damageAgainst(weapon, character, context, rules) : [1],
    };
    const unsavedChance = new Float64Array(unit.size);
    const step = transition(unit, (state) => {
      const model = unit.allocate(state, characterFirst);
      unsavedChance[state] = failSave[model ?? 'bodyguard'];
      if (model === null) return [[state, 1]];
      const fail = failSave[model];
      return [
        [state, 1 - fail] as [number, number],
        ...damage[model].map((p, d): [number, number] => [
          unit.inflict(state, d, characterFirst, false),
          fail * p,
        ]),
      ];
    });
    let expectedUnsaved = 0;
    const woundStep = (from: Float64Array, weight: number) => {
      expectedUnsaved += weight * chain.expect(from, unsavedChance);
      return chain.apply(from, step);
    };
    const { n, m } = kernelMarginals(kernel);
    const group = groupOf.get(index);
    if (!group) {
      chain.vector = repeat(chain, chain.vector, countOf(plan, n), woundStep);
    } else {
      const atLeast = tailsOf(n);
      chain.vector = repeat(chain, chain.vector, plan.attacks, (from, attackWeight) => {
        const out = new Float64Array(from.length);
        let afterWounds = from;
        kernel.forEach((row, wounds) => {
          if (wounds > 0) afterWounds = woundStep(afterWounds, attackWeight * (atLeast[wounds] ?? 0));
          row.forEach((p, devastating) => {
            if (!p) return;
            if (group.inPlace) {
              let next = afterWounds;
              for (let j = 0; j < devastating; j += 1) next = chain.apply(next, group.step);
              chain.addInto(out, next, p);
            } else chain.shiftInto(out, afterWounds, group.stride, group.cap, devastating, p);
          });
        });
        return out;
      });
    }
    const attacks = meanAttacks(plan);
    return {
      weapon: weapon.name,
      attacks,
      hits: attacks * plan.hitsPerAttack,
      wounds: attacks * (mean(n) + mean(m)),
      unsaved: expectedUnsaved + attacks * mean(m),
      devastating: attacks * mean(m),
    };
  });

  // Devastating Wounds after every other attack: Σ_j step^j(states with j waiting), by Horner.
  for (const group of groups.filter((g) => !g.inPlace)) {
    const size = unit.size;
    const slice = (counter: number) => {
      const out = new Float64Array(chain.vector.length);
      for (let block = 0; block < blocks; block += 1) {
        if (Math.floor(block / group.stride) % (group.cap + 1) !== counter) continue;
        const home = block - counter * group.stride;
        for (let index = 0; index < size; index += 1)
          bump(out, home * size + index, chain.vector[block * size + index] as number);
      }
      return out;
    };
    let acc: Float64Array = slice(group.cap);
    for (let counter = group.cap - 1; counter >= 0; counter -= 1) {
      acc = chain.apply(acc, group.step);
      addInto(acc, slice(counter), 1);
    }
    chain.vector = acc;
  }

  const states = new Float64Array(unit.size);
  chain.vector.forEach((q, i) => {
    bump(states, i % unit.size, q);
  });
  return attackSequenceResult({ unit, states, rules, stages, plans, context, notes });
}
