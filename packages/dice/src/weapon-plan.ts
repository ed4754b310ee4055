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
export const rulesFor = (edition: string): EditionRules => {
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
type Firing = { fires: boolean; indirect: boolean; cover: boolean };

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

/**
 * The saving throw a model needs against this weapon: the better of its armour save (worsened by
 * AP, improved by cover in 10th) and its invulnerable save; 7 or more for none.
 */
export function saveNeed(weapon: Weapon, model: ModelProfile, cover: boolean, rules: EditionRules): number {
  const coverBonus =
    rules.cover === 'save-bonus' && cover && !(weapon.ap === 0 && model.save <= rules.coverDeniedAtSave)
      ? coreRules.coverStep
      : 0;
  const armour = model.save - weapon.ap - Math.min(coverBonus, rules.saveImprovementCap);
  // AP worsens the armour save only; an invulnerable save is taken as it is, when it is better.
  return Math.min(coreRules.noSave, armour, model.invulnerable ?? coreRules.noSave);
}

export function saveFailChance(
  weapon: Weapon,
  model: ModelProfile,
  cover: boolean,
  rules: EditionRules,
): number {
  const need = saveNeed(weapon, model, cover, rules);
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
export type WeaponPlan = Omit<WeaponShape, 'perModel'> & {
  attacks: Distribution;
  /** Mean and variance of `attacks`, exact in both count methods, and the most there can be. */
  attackMoments: Moments;
  maxAttacks: number;
  /** How `attacks` and the counts made from it were worked out. */
  counts: CountMethod;
};

export function planWeapon(
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
export function countOf(plan: WeaponPlan, each: Distribution): Distribution {
  if (plan.counts === 'exact') return compound(plan.attacks, each);
  return normalCount(
    compoundMoments(plan.attackMoments, momentsOf(each)),
    plan.maxAttacks * (each.length - 1),
  );
}

/** The mean number of attacks: of the distribution itself when exact, as it always was. */
export const meanAttacks = (plan: WeaponPlan) =>
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
  const cleave = rules.cleave && weapon.kind === 'melee' ? (weapon.cleave ?? 0) : 0;
  const extra = ((weapon.blast ? weapon.blastValue : 0) + cleave) * perFive;
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
  // A Psychic weapon (11th) ignores the penalties among these and keeps the bonuses.
  const ignorePenalties = weapon.psychic && rules.psychicIgnoresModifiers;
  const counted = (modifier: number) => (ignorePenalties ? Math.max(0, modifier) : modifier);
  const hitModifier = clamp(
    counted(weapon.hitModifier) +
      (weapon.heavy && context.stationary ? coreRules.heavyHitBonus : 0) +
      counted(indirect?.hitModifier ?? 0),
    rules.rollModifierCap,
  );
  const need =
    rules.cover === 'worsen-skill' && firing.cover && !ignorePenalties
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
