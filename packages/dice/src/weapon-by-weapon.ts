// The 11th-edition attack sequence, weapon by weapon (edition-rules.ts: saveOrder 'lowest-first',
// devastatingWoundsAfter 'weapon', characterToughnessOnceAlone): each weapon's wound rolls are
// made against the Toughness the unit has when it starts, its saving throws are rolled together and
// resolved from the lowest result up against the current allocation group (bodyguards, then the
// Character), and its Devastating Wounds follow its normal damage.

import { Chain, repeat, type Transition, transition, UnitState } from './allocation-chain';
import type { AttackContext, Target, Weapon } from './attack-profile';
import { type AttackSequenceResult, attackSequenceResult } from './attack-sequence-result';
import { chanceOfAtLeast, coreRules } from './core-rules';
import { binomial, type Distribution, mean } from './distribution';
import type { EditionRules } from './edition-rules';
import {
  bodyguardProfile,
  type CountMethod,
  characterProfile,
  countOf,
  damageAgainst,
  type Kernel,
  kernelMarginals,
  type ModelProfile,
  meanAttacks,
  planWeapon,
  saveNeed,
  type WeaponPlan,
  type WeaponStages,
} from './weapon-plan';

type Model = 'bodyguard' | 'character';

/**
 * P(a weapon's attacks give n wounds that need a save and m Devastating Wounds), as rows n of
 * columns m: the compound of the attack count over the per-attack kernel, by repeated 2-D
 * convolution (exact counts only).
 */
function jointCounts(attacks: Distribution, kernel: Kernel): number[][] {
  const cells: [number, number, number][] = [];
  kernel.forEach((row, n) => {
    row.forEach((p, m) => {
      if (p) cells.push([n, m, p]);
    });
  });
  const rowsPer = kernel.length - 1;
  const colsPer = Math.max(0, ...cells.map(([, m]) => m));
  const maxAttacks = attacks.length - 1;
  const rows = rowsPer * maxAttacks + 1;
  const cols = colsPer * maxAttacks + 1;
  // The k-fold convolution of the kernel, flat (row-major), and the rectangle that can be non-zero.
  let power = new Float64Array(rows * cols);
  let spare = new Float64Array(rows * cols);
  power[0] = 1;
  let high = { n: 0, m: 0 };
  const out = new Float64Array(rows * cols);
  attacks.forEach((pk, k) => {
    if (k > 0) {
      spare.fill(0, 0, (high.n + rowsPer + 1) * cols);
      for (let n = 0; n <= high.n; n += 1) {
        for (let m = 0; m <= high.m; m += 1) {
          const q = power[n * cols + m] as number;
          // A cell this unlikely cannot add up to anything the engine reports (1e-12).
          if (q < TINY_CELL) continue;
          for (const [dn, dm, p] of cells) {
            const at = (n + dn) * cols + m + dm;
            spare[at] = (spare[at] as number) + q * p;
          }
        }
      }
      [power, spare] = [spare, power];
      high = { n: high.n + rowsPer, m: high.m + colsPer };
    }
    if (pk === 0) return;
    for (let n = 0; n <= high.n; n += 1)
      for (let m = 0; m <= high.m; m += 1) {
        const at = n * cols + m;
        out[at] = (out[at] as number) + pk * (power[at] as number);
      }
  });
  return Array.from({ length: rows }, (_, n) => Array.from(out.subarray(n * cols, (n + 1) * cols)));
}

/** Cells of a joint count below this are dropped: at most 10⁵ of them lose less than 1e-17. */
const TINY_CELL = 1e-22;

/** Whether a save roll of `face` inflicts damage on a model needing `need`+ (7: no save). */
const inflicts = (face: number, need: number) => face === coreRules.unmodifiedRollAlwaysFails || face < need;

type WeaponStep = {
  plan: WeaponPlan;
  /** From a unit state, the model the next attack goes to (null: the unit is destroyed). */
  allocate: (state: number) => Model | null;
  need: Record<Model, number>;
  /** One attack allocated, then saved (or not) with that model's characteristics. */
  oneAtATime: Transition;
  /** P(the save fails) per unit state, for the model the attack goes to. */
  failChance: Float64Array;
  devastating: Transition | null;
  /** Per face of the save roll: the transition for one die showing it (lowest-first only). */
  faces: Transition[] | null;
};

function weaponStep(
  plan: WeaponPlan,
  unit: UnitState,
  context: AttackContext,
  rules: EditionRules,
): WeaponStep {
  const { weapon, firing } = plan;
  const models: Record<Model, ModelProfile> = {
    bodyguard: unit.bodyguard,
    character: unit.character ?? unit.bodyguard,
  };
  const need: Record<Model, number> = {
    bodyguard: saveNeed(weapon, models.bodyguard, firing.cover, rules),
    character: saveNeed(weapon, models.character, firing.cover, rules),
  };
  const damage: Record<Model, Distribution> = {
    bodyguard: damageAgainst(weapon, models.bodyguard, context, rules),
    character: damageAgainst(weapon, models.character, context, rules),
  };
  const characterFirst = weapon.precision;
  const allocate = (state: number) => unit.allocate(state, characterFirst);
  const hurt = (state: number, model: Model, weight: number): [number, number][] =>
    damage[model].map((p, d): [number, number] => [
      unit.inflict(state, d, characterFirst, false),
      weight * p,
    ]);
  const failOf = (state: number) => {
    const needed = need[allocate(state) ?? 'bodyguard'];
    return needed >= coreRules.noSave ? 1 : 1 - chanceOfAtLeast(needed);
  };
  const failChance = new Float64Array(unit.size);
  const oneAtATime = transition(unit, (state) => {
    failChance[state] = failOf(state);
    const model = allocate(state);
    if (model === null) return [[state, 1]];
    return [[state, 1 - failOf(state)] as [number, number], ...hurt(state, model, failOf(state))];
  });
  // Devastating Wounds are mortal wounds (11th): non-Characters first, whatever Precision says.
  const devastatingFirst = characterFirst && rules.precisionOnDevastatingWounds;
  const devastating = transition(unit, (state) => {
    const model = unit.allocate(state, devastatingFirst);
    if (model === null) return [[state, 1]];
    return damage[model].map((p, d): [number, number] => [
      unit.inflict(state, d, devastatingFirst, rules.devastatingWoundsSpill),
      p,
    ]);
  });
  // Sorting the dice changes nothing when every group fails on the same faces.
  const sorted =
    rules.saveOrder === 'lowest-first' && unit.character !== null && need.bodyguard !== need.character;
  const faces = sorted
    ? Array.from({ length: coreRules.dieFaces }, (_, i) =>
        transition(unit, (state) => {
          const model = allocate(state);
          if (model === null || !inflicts(i + 1, need[model])) return [[state, 1]];
          return hurt(state, model, 1);
        }),
      )
    : null;
  return { plan, allocate, need, oneAtATime, failChance, devastating, faces };
}

/** Probability below which a branch is dropped (far below the 1e-12 the engine is exact to). */
const NEGLIGIBLE = 1e-16;

/** Whether one more step moved less than NEGLIGIBLE of the probability (relative to `mass`). */
function unchanged(before: Float64Array, after: Float64Array, mass: number): boolean {
  let moved = 0;
  for (let i = 0; i < before.length; i += 1) moved += Math.abs((after[i] as number) - (before[i] as number));
  return moved <= NEGLIGIBLE * Math.max(mass, 1e-300) * 1e-2 || moved === 0;
}

/** Σ_k C(r,k) p^k (1−p)^(r−k) for k = 0 … r, and the tails P(K ≥ k). */
function binomialWithTails(r: number, p: number) {
  const pmf = binomial(r, p);
  const tails = new Array<number>(r + 2).fill(0);
  for (let k = r; k >= 0; k -= 1) tails[k] = (tails[k + 1] ?? 0) + (pmf[k] ?? 0);
  return { pmf, tails };
}

/**
 * Saving throws rolled together, resolved from the lowest result up (05.04). `weights[r]` is the
 * (unnormalised) chance of r saves; returns the unit states after them, and adds the expected
 * number of unsaved attacks to `unsaved.total`. The dice are generated face by face: of the r dice
 * not yet resolved (all showing `face` or more), Binomial(r, 1/(7 − face)) show `face`; each is
 * resolved against the group current at its turn.
 */
function sortedSaves(
  chain: Chain,
  vector: Float64Array,
  weights: Distribution,
  step: WeaponStep,
  unsaved: { total: number },
): Float64Array {
  const faces = step.faces as Transition[];
  const failsAt = (face: number) => {
    const out = new Float64Array(chain.unit.size);
    for (let state = 0; state < out.length; state += 1)
      out[state] = inflicts(face, step.need[step.allocate(state) ?? 'bodyguard']) ? 1 : 0;
    return out;
  };
  let pending = weights.map((w) => {
    const v = new Float64Array(vector.length);
    if (w) for (let i = 0; i < v.length; i += 1) v[i] = w * (vector[i] as number);
    return v;
  });
  const lastFailing = Math.min(
    coreRules.dieFaces,
    Math.max(coreRules.unmodifiedRollAlwaysFails, step.need.bodyguard - 1, step.need.character - 1),
  );
  for (let face = 1; face <= lastFailing; face += 1) {
    const p = 1 / (coreRules.dieFaces + 1 - face);
    const indicator = failsAt(face);
    const next = pending.map(() => new Float64Array(vector.length));
    pending.forEach((dice, r) => {
      const mass = dice.reduce((sum, q) => sum + q, 0);
      if (mass <= NEGLIGIBLE) return;
      const { pmf, tails } = binomialWithTails(r, p);
      let current: Float64Array = dice;
      let settled = false;
      for (let k = 0; k <= r; k += 1) {
        if (k > 0) {
          if ((tails[k] ?? 0) * mass <= NEGLIGIBLE) break;
          unsaved.total += (tails[k] as number) * chain.expect(current, indicator);
          // Once another die of this face changes nothing (every model it could reach is
          // destroyed, or saves it), the rest change nothing either: skip their steps.
          if (!settled) {
            const after = chain.apply(current, faces[face - 1] as Transition);
            settled = unchanged(current, after, mass);
            current = after;
          }
        }
        chain.addInto(next[r - k] as Float64Array, current, pmf[k] ?? 0);
      }
    });
    pending = next;
  }
  // Faces above the last failing one are saved by every group: those dice change nothing.
  const out = new Float64Array(vector.length);
  for (const dice of pending) chain.addInto(out, dice, 1);
  return out;
}

/** One weapon's attacks from the unit states `vector` (their total may be below 1). */
function fireWeapon(
  chain: Chain,
  vector: Float64Array,
  step: WeaponStep,
  counts: CountMethod,
): { vector: Float64Array; unsaved: number } {
  const { plan } = step;
  const unsaved = { total: 0 };
  const oneByOne = (from: Float64Array, weights: Distribution) =>
    repeat(chain, from, weights, (current, atLeast) => {
      unsaved.total += atLeast * chain.expect(current, step.failChance);
      return chain.apply(current, step.oneAtATime);
    });
  const saves = (from: Float64Array, weights: Distribution) =>
    step.faces ? sortedSaves(chain, from, weights, step, unsaved) : oneByOne(from, weights);

  const { n, m } = kernelMarginals(plan.kernel);
  if (m.length < 2) return { vector: saves(vector, countOf(plan, n)), unsaved: unsaved.total };
  // Normal damage first, then the Devastating Wounds of the same attacks (06.02). Their counts are
  // correlated (one attack gives one or the other); exact counts keep the joint distribution,
  // approximate ones treat them as independent.
  const joint =
    counts === 'exact'
      ? jointCounts(plan.attacks, plan.kernel)
      : (() => {
          const nCount = countOf(plan, n);
          const mCount = countOf(plan, m);
          return nCount.map((pn) => mCount.map((pm) => pn * pm));
        })();
  const columns = Math.max(0, ...joint.map((row) => row.length));
  const out = new Float64Array(vector.length);
  for (let devastating = 0; devastating < columns; devastating += 1) {
    const weights = joint.map((row) => row[devastating] ?? 0);
    if (weights.reduce((sum, p) => sum + p, 0) <= NEGLIGIBLE) continue;
    let after = saves(vector, weights);
    for (let j = 0; j < devastating; j += 1) after = chain.apply(after, step.devastating as Transition);
    chain.addInto(out, after, 1);
  }
  unsaved.total += meanAttacks(plan) * mean(m) * vector.reduce((sum, q) => sum + q, 0);
  return { vector: out, unsaved: unsaved.total };
}

export function resolveWeaponByWeapon(
  weapons: Weapon[],
  target: Target,
  context: AttackContext,
  rules: EditionRules,
  counts: CountMethod,
): AttackSequenceResult {
  const character = target.character ? characterProfile(target.character) : null;
  const unit = new UnitState(bodyguardProfile(target), target.models, character);
  const chain = new Chain(unit, 1);
  const plans = weapons.map((weapon) => planWeapon(weapon, target, context, rules, counts));
  // 19.02: once every bodyguard is destroyed, the wound rolls of the next weapons use the
  // Character's own Toughness.
  const ownToughness = target.character?.toughness ?? null;
  const alone =
    rules.characterToughnessOnceAlone && ownToughness !== null && ownToughness !== target.toughness
      ? { ...target, toughness: ownToughness }
      : null;
  const stages: WeaponStages[] = plans.map((plan, index) => {
    const parts: { vector: Float64Array; plan: WeaponPlan }[] = [];
    if (alone) {
      const withBodyguards = new Float64Array(unit.size);
      const withoutThem = new Float64Array(unit.size);
      chain.vector.forEach((q, state) => {
        if (unit.bodyguardLost(state) < unit.bodyguardPool) withBodyguards[state] = q;
        else withoutThem[state] = q;
      });
      parts.push(
        { vector: withBodyguards, plan },
        { vector: withoutThem, plan: planWeapon(weapons[index] as Weapon, alone, context, rules, counts) },
      );
    } else parts.push({ vector: chain.vector, plan });
    const next = new Float64Array(unit.size);
    let unsaved = 0;
    let wounds = 0;
    for (const part of parts) {
      const share = part.vector.reduce((sum, q) => sum + q, 0);
      if (share === 0) continue;
      const fired = fireWeapon(chain, part.vector, weaponStep(part.plan, unit, context, rules), counts);
      chain.addInto(next, fired.vector, 1);
      unsaved += fired.unsaved;
      const { n, m } = kernelMarginals(part.plan.kernel);
      wounds += share * meanAttacks(part.plan) * (mean(n) + mean(m));
    }
    chain.vector = next;
    const attacks = meanAttacks(plan);
    const { m } = kernelMarginals(plan.kernel);
    return {
      weapon: plan.weapon.name,
      attacks,
      hits: attacks * plan.hitsPerAttack,
      wounds,
      unsaved,
      devastating: attacks * mean(m),
    };
  });
  return attackSequenceResult({ unit, states: chain.vector, rules, stages, plans, context, notes: [] });
}
