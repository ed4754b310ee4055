import type {
  AttackContext,
  Character,
  KeywordCondition,
  RerollPolicy,
  Target,
  Weapon,
} from './attack-profile';
import type { ConditionalAbility } from './attack-profile-options';
import { chanceOfAtLeast, coreRules } from './core-rules';
import { diceDistribution, parseDiceExpression } from './dice-expression';
import {
  addScaled,
  binomial,
  certain,
  compound,
  compoundMoments,
  convolve,
  convolvePower,
  type Distribution,
  type Moments,
  mean,
  momentsOf,
  normalCount,
  sumMoments,
} from './distribution';
import { defaultEdition, type EditionRules, editionRules, woundRollNeeded } from './edition-rules';

/** One die's fate: fails, succeeds, or succeeds critically. */
export type DieOutcome = { fail: number; success: number; critical: number };

const clamp = (value: number, cap: number) => Math.max(-cap, Math.min(cap, value));
const dist = (text: string | null) =>
  text === null ? certain(0) : diceDistribution(parseDiceExpression(text));
const rulesFor = (edition: string): EditionRules => {
  const rules = editionRules[edition];
  if (!rules) throw new Error(`Unknown edition "${edition}".`);
  return rules;
};

/**
 * One D6 against a target number: an unmodified roll below `unmodifiedFailsBelow` fails (a 1
 * always does), an unmodified roll at or above criticalOn is a critical success (always a
 * success), otherwise the modified roll must reach `need`. The re-roll policy re-rolls the die once.
 */
export function rollOutcome(
  need: number,
  modifier: number,
  criticalOn: number,
  reroll: RerollPolicy,
  unmodifiedFailsBelow = 2,
): DieOutcome {
  const faces = coreRules.dieFaces;
  const classify = (roll: number): keyof DieOutcome =>
    roll < Math.max(coreRules.unmodifiedRollAlwaysFails + 1, unmodifiedFailsBelow)
      ? 'fail'
      : roll >= criticalOn
        ? 'critical'
        : roll + modifier >= need
          ? 'success'
          : 'fail';
  const once: DieOutcome = { fail: 0, success: 0, critical: 0 };
  for (let roll = 1; roll <= faces; roll += 1) once[classify(roll)] += 1 / faces;
  const out: DieOutcome = { fail: 0, success: 0, critical: 0 };
  // A die is re-rolled at most once (coreRules.rerollsPerDie): the second roll stands.
  for (let roll = 1; roll <= faces; roll += 1) {
    const result = classify(roll);
    const again =
      (reroll === 'ones' && roll === 1) ||
      (reroll === 'failed' && result === 'fail') ||
      (reroll === 'non-critical' && result !== 'critical');
    if (again) {
      out.fail += once.fail / faces;
      out.success += once.success / faces;
      out.critical += once.critical / faces;
    } else out[result] += 1 / faces;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Keywords and conditional abilities
// ---------------------------------------------------------------------------------------------

const normal = (keyword: string) => keyword.trim().toLowerCase().replace(/\s+/g, ' ');

/** Whether a unit with these keywords has `wanted` ("Monster/Vehicle" means either). */
export function hasKeyword(keywords: readonly string[], wanted: string): boolean {
  const have = new Set(keywords.map(normal));
  return wanted.split('/').some((one) => have.has(normal(one)));
}

/** Whether an ability with this condition applies against a unit with these keywords. */
export function conditionMet(condition: KeywordCondition, keywords: readonly string[]): boolean {
  if (condition.onlyAgainst.length > 0 && !condition.onlyAgainst.some((k) => hasKeyword(keywords, k)))
    return false;
  return !condition.notAgainst.some((k) => hasKeyword(keywords, k));
}

const switchedOff: { [K in ConditionalAbility]: Partial<Weapon> } = {
  sustainedHits: { sustainedHits: null },
  lethalHits: { lethalHits: false },
  devastatingWounds: { devastatingWounds: false },
  twinLinked: { twinLinked: false },
  blast: { blast: false },
  heavy: { heavy: false },
  lance: { lance: false },
  ignoresCover: { ignoresCover: false },
  rapidFire: { rapidFire: null },
  melta: { melta: null },
  anti: { anti: [] },
  precision: { precision: false },
};

/** The weapon as it attacks this target: conditional abilities whose condition fails are off. */
export function weaponAgainst(weapon: Weapon, target: Target): Weapon {
  let out = weapon;
  for (const [ability, condition] of Object.entries(weapon.conditions) as [
    ConditionalAbility,
    KeywordCondition | undefined,
  ][]) {
    if (condition && !conditionMet(condition, target.keywords)) out = { ...out, ...switchedOff[ability] };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// One attack: hit, wound, save, damage
// ---------------------------------------------------------------------------------------------

/** The defensive profile of one kind of model in the target unit. */
export type ModelProfile = {
  wounds: number;
  save: number;
  invulnerable: number | null;
  feelNoPain: number | null;
  damageReduction: number;
  halveDamage: boolean;
};
export const bodyguardProfile = (target: Target): ModelProfile => ({
  wounds: target.wounds,
  save: target.save,
  invulnerable: target.invulnerable,
  feelNoPain: target.feelNoPain,
  damageReduction: target.damageReduction,
  halveDamage: target.halveDamage,
});
export const characterProfile = (character: Character): ModelProfile => ({ ...character });

/** How a weapon's attacks meet the target in this context. */
export type Firing = { fires: boolean; indirect: boolean; cover: boolean };

function firingOf(weapon: Weapon, target: Target, context: AttackContext, rules: EditionRules): Firing {
  const ranged = weapon.kind === 'ranged';
  const indirect = ranged && context.indirect;
  // Only Indirect Fire weapons may target a unit that is not visible; Torrent cannot be fired so.
  // A profile restricted to some targets (Hunter) cannot be fired at others.
  const allowed =
    weapon.onlyAgainst.length === 0 ||
    weapon.onlyAgainst.some((keyword) => hasKeyword(target.keywords, keyword));
  const fires = allowed && (!indirect || (weapon.indirectFire && weapon.skill !== null));
  const cover =
    ranged && !weapon.ignoresCover && (target.cover || (indirect && rules.indirectFire.targetHasCover));
  return { fires, indirect, cover };
}

function saveFailChance(weapon: Weapon, model: ModelProfile, cover: boolean, rules: EditionRules): number {
  const coverBonus =
    rules.cover === 'save-bonus' && cover && !(weapon.ap === 0 && model.save <= rules.coverDeniedAtSave)
      ? coreRules.coverStep
      : 0;
  const armour = model.save - weapon.ap - Math.min(coverBonus, rules.saveImprovementCap);
  // AP worsens the armour save only; an invulnerable save is taken as it is, when it is better.
  const need = Math.min(armour, model.invulnerable ?? coreRules.noSave);
  if (need >= coreRules.noSave) return 1;
  return 1 - chanceOfAtLeast(need);
}

/** P(a saving throw of the target's (bodyguard) models fails): the better of armour and invulnerable. */
export function failedSaveChance(weapon: Weapon, target: Target, rules: EditionRules): number {
  const cover = target.cover && weapon.kind === 'ranged' && !weapon.ignoresCover;
  return saveFailChance(weapon, bodyguardProfile(target), cover, rules);
}

/**
 * The damage characteristic after modifiers, in the edition's order (10th: halve, then add, then
 * subtract), fractions rounded up at the end, never below 1.
 */
function modifiedDamage(damage: number, added: number, model: ModelProfile, rules: EditionRules): number {
  if (damage + added === 0) return 0;
  let value = damage;
  for (const step of rules.damageModifierOrder) {
    if (step === 'halve' && model.halveDamage) value /= 2;
    else if (step === 'add') value += added;
    else if (step === 'subtract') value -= model.damageReduction;
  }
  return Math.max(coreRules.minimumDamage, Math.ceil(value));
}

export function damageAgainst(
  weapon: Weapon,
  model: ModelProfile,
  context: AttackContext,
  rules: EditionRules,
): Distribution {
  const base = dist(weapon.damage);
  const melta = context.halfRange && weapon.melta ? dist(weapon.melta) : certain(0);
  let damage: Distribution = [0];
  base.forEach((pd, d) => {
    if (pd === 0) return;
    melta.forEach((pm, m) => {
      if (pm === 0) return;
      damage = addScaled(damage, certain(modifiedDamage(d, m, model, rules)), pd * pm);
    });
  });
  if (model.feelNoPain === null) return damage;
  // Feel No Pain: one roll per wound that would be lost, each at feelNoPain+ ignores it.
  const kept = 1 - chanceOfAtLeast(model.feelNoPain);
  let out: Distribution = [0];
  damage.forEach((p, d) => {
    if (p > 0) out = addScaled(out, binomial(d, kept), p);
  });
  return out;
}

/**
 * Damage of one unsaved attack on one of the target's (bodyguard) models, after Melta, halving,
 * reductions (in the edition's order) and Feel No Pain.
 */
export function damagePerInstance(
  weapon: Weapon,
  target: Target,
  context: AttackContext,
  rules: EditionRules = rulesFor(defaultEdition),
): Distribution {
  return damageAgainst(weapon, bodyguardProfile(target), context, rules);
}

/** P(an attack yields n wounds that need a saving throw and m Devastating Wounds): table[n][m]. */
export type Kernel = number[][];

const point = (n: number, m: number): Kernel => {
  const out: Kernel = Array.from({ length: n + 1 }, () => []);
  (out[n] as number[])[m] = 1;
  return out;
};
function kernelAdd(into: Kernel, add: Kernel, weight: number): Kernel {
  const out = into.map((row) => [...row]);
  add.forEach((row, n) => {
    row.forEach((p, m) => {
      if (!p) return;
      while (out.length <= n) out.push([]);
      const target = out[n] as number[];
      target[m] = (target[m] ?? 0) + weight * p;
    });
  });
  return out;
}
function kernelConvolve(a: Kernel, b: Kernel): Kernel {
  let out: Kernel = [[]];
  a.forEach((rowA, na) => {
    rowA.forEach((pa, ma) => {
      if (!pa) return;
      b.forEach((rowB, nb) => {
        rowB.forEach((pb, mb) => {
          if (pb) out = kernelAdd(out, point(na + nb, ma + mb), pa * pb);
        });
      });
    });
  });
  return out;
}
function kernelCompound(count: Distribution, each: Kernel): Kernel {
  let out: Kernel = [[]];
  let power: Kernel = point(0, 0);
  count.forEach((pk, k) => {
    if (k > 0) power = kernelConvolve(power, each);
    if (pk > 0) out = kernelAdd(out, power, pk);
  });
  return out;
}
export const kernelMarginals = (kernel: Kernel) => {
  const n: Distribution = [];
  const m: Distribution = [];
  kernel.forEach((row, i) => {
    row.forEach((p, j) => {
      if (!p) return;
      n[i] = (n[i] ?? 0) + p;
      m[j] = (m[j] ?? 0) + p;
    });
  });
  return { n: Array.from(n, (p) => p ?? 0), m: Array.from(m, (p) => p ?? 0) };
};

/**
 * How the engine works out how many attacks a weapon makes and how many of them wound: 'exact'
 * (every count's whole distribution), or 'approximate', where those counts are normal
 * approximations with their exact means and variances (`normalCount`) and everything from the
 * saving throw on (allocation, Feel No Pain, excess damage) is still worked out model by model.
 * Approximate counts spare the work that grows with the square of the number of attacks; the
 * caller chooses with `estimateAttackSequenceCost` (attack-sequence-cost.ts).
 */
export type CountMethod = 'exact' | 'approximate';

/** One weapon's attacks before the hit roll: the distribution per model, and how many models. */
export type WeaponShape = {
  weapon: Weapon;
  firing: Firing;
  /** Attacks one model makes (with Blast and Rapid Fire). */
  perModel: Distribution;
  kernel: Kernel;
  hitsPerAttack: number;
};

/** Everything about one weapon's attacks that does not depend on which model they hit. */
type WeaponPlan = Omit<WeaponShape, 'perModel'> & {
  attacks: Distribution;
  /** Mean and variance of `attacks`, exact in both count methods, and the most there can be. */
  attackMoments: Moments;
  maxAttacks: number;
  /** How `attacks` and the counts made from it were worked out. */
  counts: CountMethod;
};

function planWeapon(
  input: Weapon,
  target: Target,
  context: AttackContext,
  rules: EditionRules,
  counts: CountMethod,
): WeaponPlan {
  const { perModel, ...shape } = shapeWeapon(input, target, context, rules);
  const models = shape.weapon.models;
  const attackMoments = sumMoments(momentsOf(perModel), models);
  const maxAttacks = (perModel.length - 1) * models;
  const attacks =
    counts === 'exact' ? convolvePower(perModel, models) : normalCount(attackMoments, maxAttacks);
  return { ...shape, attacks, attackMoments, maxAttacks, counts };
}

/** The number of `each` outcomes over all of a weapon's attacks (wounds, Devastating Wounds …). */
function countOf(plan: WeaponPlan, each: Distribution): Distribution {
  if (plan.counts === 'exact') return compound(plan.attacks, each);
  return normalCount(
    compoundMoments(plan.attackMoments, momentsOf(each)),
    plan.maxAttacks * (each.length - 1),
  );
}

/** The mean number of attacks: of the distribution itself when exact, as it always was. */
const meanAttacks = (plan: WeaponPlan) =>
  plan.counts === 'exact' ? mean(plan.attacks) : plan.attackMoments.mean;

/** Everything about one weapon's attacks but their number (which grows with its models). */
export function shapeWeapon(
  input: Weapon,
  target: Target,
  context: AttackContext,
  rules: EditionRules,
): WeaponShape {
  const weapon = weaponAgainst(input, target);
  const firing = firingOf(weapon, target, context, rules);
  if (!firing.fires) return { weapon, firing, perModel: certain(0), kernel: point(0, 0), hitsPerAttack: 0 };

  const unitModels = target.models + (target.character ? 1 : 0);
  const perFive = Math.floor(unitModels / rules.blastModelsPerBonus);
  const extra = weapon.blast ? weapon.blastValue * perFive : 0;
  let perModel = convolve(dist(weapon.attacks), certain(extra));
  if (context.halfRange && weapon.rapidFire) perModel = convolve(perModel, dist(weapon.rapidFire));

  const anti = weapon.anti.filter((a) => hasKeyword(target.keywords, a.keyword)).map((a) => a.threshold);
  const woundModifier = clamp(
    weapon.woundModifier + (weapon.lance && context.charged ? coreRules.lanceWoundBonus : 0),
    rules.rollModifierCap,
  );
  // Twin-linked lets a failed wound roll be re-rolled whatever else is set: a "re-roll 1s" adds
  // nothing to it; only re-rolling every non-critical result goes further.
  const woundReroll: RerollPolicy = weapon.twinLinked
    ? weapon.rerollWounds === 'non-critical'
      ? 'non-critical'
      : 'failed'
    : weapon.rerollWounds;
  const wound = rollOutcome(
    woundRollNeeded(rules, weapon.strength, target.toughness),
    woundModifier,
    Math.min(coreRules.criticalRoll, ...anti),
    woundReroll,
  );
  const oneWound: Kernel = weapon.devastatingWounds
    ? [[wound.fail, wound.critical], [wound.success]]
    : [[wound.fail], [wound.success + wound.critical]];

  if (weapon.skill === null) return { weapon, firing, perModel, kernel: oneWound, hitsPerAttack: 1 };

  const indirect = firing.indirect ? rules.indirectFire : null;
  const hitModifier = clamp(
    weapon.hitModifier +
      (weapon.heavy && context.stationary ? coreRules.heavyHitBonus : 0) +
      (indirect?.hitModifier ?? 0),
    rules.rollModifierCap,
  );
  const need =
    rules.cover === 'worsen-skill' && firing.cover
      ? Math.min(rules.skillBounds.worst, weapon.skill + coreRules.coverStep)
      : weapon.skill;
  const hit = rollOutcome(
    need,
    hitModifier,
    weapon.criticalHitOn,
    indirect && !indirect.hitRerolls ? 'none' : weapon.rerollHits,
    indirect ? (context.spotted ? indirect.spottedFailsBelow : indirect.unmodifiedFailsBelow) : 2,
  );
  const sustained = dist(weapon.sustainedHits);
  const onCritical = kernelConvolve(
    weapon.lethalHits ? point(1, 0) : oneWound,
    kernelCompound(sustained, oneWound),
  );
  let kernel = kernelAdd([[]], point(0, 0), hit.fail);
  kernel = kernelAdd(kernelAdd(kernel, oneWound, hit.success), onCritical, hit.critical);
  return {
    weapon,
    firing,
    perModel,
    kernel,
    hitsPerAttack: hit.success + hit.critical * (1 + mean(sustained)),
  };
}

export type WeaponStages = {
  weapon: string;
  attacks: number;
  hits: number;
  wounds: number;
  unsaved: number;
  /** Expected unsaved attacks that came from Devastating Wounds (no save). */
  devastating: number;
};

type WeaponModel = { unsaved: Distribution; damage: Distribution; stages: WeaponStages };

/**
 * One weapon against the target's (bodyguard) models, before allocation: how many unsaved attacks
 * it inflicts (Devastating Wounds included) and the damage each does.
 */
export function modelWeapon(
  weaponInput: Weapon,
  target: Target,
  context: AttackContext,
  rules: EditionRules,
): WeaponModel {
  const plan = planWeapon(weaponInput, target, context, rules, 'exact');
  const failSave = saveFailChance(plan.weapon, bodyguardProfile(target), plan.firing.cover, rules);
  let perAttack: Distribution = [0];
  plan.kernel.forEach((row, n) => {
    row.forEach((p, m) => {
      if (p) perAttack = addScaled(perAttack, convolve(binomial(n, failSave), certain(m)), p);
    });
  });
  const unsaved = compound(plan.attacks, perAttack);
  const { n, m } = kernelMarginals(plan.kernel);
  const attacks = mean(plan.attacks);
  return {
    unsaved,
    damage: damageAgainst(plan.weapon, bodyguardProfile(target), context, rules),
    stages: {
      weapon: plan.weapon.name,
      attacks,
      hits: attacks * plan.hitsPerAttack,
      wounds: attacks * (mean(n) + mean(m)),
      unsaved: mean(unsaved),
      devastating: attacks * mean(m),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Allocation, model by model
// ---------------------------------------------------------------------------------------------

/**
 * The state of the target unit: wounds lost by the bodyguards (b, 0 … models × wounds; one model
 * at a time, a wounded model first) and by the Character (c, 0 … its wounds). Index b + (B+1)·c.
 */
class UnitState {
  readonly bodyguardPool: number;
  readonly size: number;
  readonly dead: number;
  constructor(
    readonly bodyguard: ModelProfile,
    readonly bodyguards: number,
    readonly character: ModelProfile | null,
  ) {
    this.bodyguardPool = bodyguards * bodyguard.wounds;
    this.size = (this.bodyguardPool + 1) * ((character?.wounds ?? 0) + 1);
    this.dead = this.size - 1;
  }
  bodyguardLost = (index: number) => index % (this.bodyguardPool + 1);
  characterLost = (index: number) => Math.floor(index / (this.bodyguardPool + 1));
  /** The model an attack is allocated to: 'character', 'bodyguard' or null once all are dead. */
  allocate(index: number, characterFirst: boolean): 'character' | 'bodyguard' | null {
    const characterAlive = this.character !== null && this.characterLost(index) < this.character.wounds;
    if (characterFirst && characterAlive) return 'character';
    if (this.bodyguardLost(index) < this.bodyguardPool) return 'bodyguard';
    return characterAlive ? 'character' : null;
  }
  /** The state after `damage` is inflicted on the allocated model; the excess is lost (or spills). */
  inflict(index: number, damage: number, characterFirst: boolean, spill: boolean): number {
    let b = this.bodyguardLost(index);
    let c = this.characterLost(index);
    let left = damage;
    let first = characterFirst;
    while (left > 0) {
      const model = this.allocate(b + (this.bodyguardPool + 1) * c, first);
      if (model === null) break;
      const room =
        model === 'character'
          ? (this.character as ModelProfile).wounds - c
          : this.bodyguard.wounds - (b % this.bodyguard.wounds);
      const taken = Math.min(room, left);
      if (model === 'character') c += taken;
      else b += taken;
      left = spill ? left - taken : 0;
      first = false;
    }
    return b + (this.bodyguardPool + 1) * c;
  }
}

const bump = (array: Float64Array, index: number, add: number) => {
  array[index] = (array[index] as number) + add;
};

/** A sparse transition between unit states, per state: the states it can go to and how likely. */
type Transition = { start: Int32Array; to: Int32Array; p: Float64Array };

function transition(unit: UnitState, outcomes: (index: number) => [number, number][]): Transition {
  const start = new Int32Array(unit.size + 1);
  const to: number[] = [];
  const p: number[] = [];
  for (let index = 0; index < unit.size; index += 1) {
    start[index] = to.length;
    const merged = new Map<number, number>();
    for (const [next, q] of outcomes(index)) if (q > 0) merged.set(next, (merged.get(next) ?? 0) + q);
    for (const [next, q] of merged) {
      to.push(next);
      p.push(q);
    }
  }
  start[unit.size] = to.length;
  return { start, to: Int32Array.from(to), p: Float64Array.from(p) };
}

/**
 * The joint distribution of the unit state and of the Devastating Wounds still waiting to be
 * allocated (one counter per group of identical Devastating Wounds weapons), as one dense vector:
 * index = unit state + size × Σ counter·stride.
 */
class Chain {
  vector: Float64Array;
  /** Blocks (counter values) that may hold probability so far; the rest are skipped. */
  readonly active: Uint8Array;
  constructor(
    readonly unit: UnitState,
    readonly blocks: number,
  ) {
    this.vector = new Float64Array(unit.size * blocks);
    this.vector[0] = 1;
    this.active = new Uint8Array(blocks);
    this.active[0] = 1;
  }
  apply(from: Float64Array, step: Transition): Float64Array {
    const { size } = this.unit;
    const out = new Float64Array(from.length);
    for (let block = 0; block < this.blocks; block += 1) {
      if (!this.active[block]) continue;
      const base = block * size;
      for (let index = 0; index < size; index += 1) {
        const q = from[base + index] as number;
        if (q === 0) continue;
        for (let k = step.start[index] as number; k < (step.start[index + 1] as number); k += 1)
          bump(out, base + (step.to[k] as number), q * (step.p[k] as number));
      }
    }
    return out;
  }
  /** Adds weight × (from with m added to a group's counter, capped) into `into`. */
  shiftInto(into: Float64Array, from: Float64Array, stride: number, cap: number, m: number, weight: number) {
    const { size } = this.unit;
    const reached: number[] = [];
    for (let block = 0; block < this.blocks; block += 1) {
      if (!this.active[block]) continue;
      const counter = Math.floor(block / stride) % (cap + 1);
      const source = block * size;
      const targetBlock = block + (Math.min(cap, counter + m) - counter) * stride;
      reached.push(targetBlock);
      const target = targetBlock * size;
      for (let index = 0; index < size; index += 1) {
        const q = from[source + index] as number;
        if (q !== 0) bump(into, target + index, weight * q);
      }
    }
    for (const block of reached) this.active[block] = 1;
  }
  /** into += weight × from, over the active blocks. */
  addInto(into: Float64Array, from: Float64Array, weight: number) {
    if (weight === 0) return;
    const { size } = this.unit;
    for (let block = 0; block < this.blocks; block += 1) {
      if (!this.active[block]) continue;
      for (let i = block * size; i < (block + 1) * size; i += 1) bump(into, i, weight * (from[i] as number));
    }
  }
  /** Expected value of f(unit state) under `vector`. */
  expect(from: Float64Array, f: Float64Array): number {
    const { size } = this.unit;
    let sum = 0;
    for (let block = 0; block < this.blocks; block += 1) {
      if (!this.active[block]) continue;
      const base = block * size;
      for (let index = 0; index < size; index += 1) {
        const q = from[base + index] as number;
        if (q !== 0) sum += q * (f[index] as number);
      }
    }
    return sum;
  }
}

const addInto = (into: Float64Array, add: Float64Array, weight: number) => {
  if (weight === 0) return;
  for (let i = 0; i < into.length; i += 1) bump(into, i, weight * (add[i] as number));
};
const tailsOf = (d: Distribution) => {
  const tails = new Array<number>(d.length + 1).fill(0);
  for (let k = d.length - 1; k >= 0; k -= 1) tails[k] = (tails[k + 1] ?? 0) + (d[k] ?? 0);
  return tails;
};

/** Σ_k P(count = k) · step^k(vector); step also receives P(count ≥ k). */
function repeat(
  chain: Chain,
  vector: Float64Array,
  count: Distribution,
  step: (from: Float64Array, atLeast: number) => Float64Array,
): Float64Array {
  const out = new Float64Array(vector.length);
  chain.addInto(out, vector, count[0] ?? 0);
  const tails = tailsOf(count);
  let current = vector;
  for (let k = 1; k < count.length; k += 1) {
    if ((tails[k] ?? 0) <= 0) break;
    current = step(current, tails[k] as number);
    chain.addInto(out, current, count[k] ?? 0);
  }
  return out;
}

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

export type HazardousResult = {
  /** Hazardous tests taken: one per model firing a Hazardous weapon. */
  tests: number;
  /** P(at least one test fails). */
  chanceOfFailure: number;
  /** P(exactly k tests fail). */
  failedTests: Distribution;
  /** Expected mortal wounds the attacking unit suffers from failed tests. */
  expectedMortalWoundsToAttacker: number;
};

export type AttackSequenceResult = {
  edition: string;
  /** P(the unit loses exactly k wounds), k = 0 … models × wounds (+ the Character's wounds). */
  damage: Distribution;
  /** P(exactly k models are destroyed), the Character counting as one. */
  modelsSlain: Distribution;
  meanDamage: number;
  meanModelsSlain: number;
  killProbability: number;
  /** P(the Character is destroyed); 0 when the target has none. */
  characterSlain: number;
  stages: WeaponStages[];
  hazardous: HazardousResult;
  /** Where the result is not exact, and why (empty almost always). */
  notes: string[];
};

/** Hazardous tests after the attacks (edition numbers: 10th 1 in 6 for 3, 11th 2 in 6 for 1). */
function hazardousOf(plans: WeaponPlan[], context: AttackContext, rules: EditionRules): HazardousResult {
  const tests = plans
    .filter((plan) => plan.firing.fires && plan.weapon.hazardous)
    .reduce((sum, plan) => sum + plan.weapon.models, 0);
  const fail = rules.hazardous.failsOnOrBelow / coreRules.dieFaces;
  const bigModels = ['Monster', 'Vehicle'].some((k) => hasKeyword(context.attackerKeywords, k));
  const perFailure = bigModels ? rules.hazardous.mortalWoundsMonsterOrVehicle : rules.hazardous.mortalWounds;
  return {
    tests,
    chanceOfFailure: 1 - (1 - fail) ** tests,
    failedTests: binomial(tests, fail),
    expectedMortalWoundsToAttacker: tests * fail * perFailure,
  };
}

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
  const characterWounds = character?.wounds ?? 0;
  const damage = new Array<number>(maxLost + 1).fill(0);
  const modelsSlain = new Array<number>(target.models + (character ? 1 : 0) + 1).fill(0);
  let characterSlain = 0;
  states.forEach((q, index) => {
    if (q === 0) return;
    const b = unit.bodyguardLost(index);
    const c = unit.characterLost(index);
    const characterDead = character !== null && c === characterWounds;
    damage[b + c] = (damage[b + c] ?? 0) + q;
    const slain = Math.floor(b / bodyguard.wounds) + (characterDead ? 1 : 0);
    modelsSlain[slain] = (modelsSlain[slain] ?? 0) + q;
    if (characterDead) characterSlain += q;
  });
  return {
    edition: rules.id,
    damage,
    modelsSlain,
    meanDamage: mean(damage),
    meanModelsSlain: mean(modelsSlain),
    killProbability: states[unit.dead] ?? 0,
    characterSlain,
    stages,
    hazardous: hazardousOf(plans, context, rules),
    notes: [...new Set(notes)],
  };
}
