import {
  type AttackContext,
  attackContextSchema,
  type RerollPolicy,
  type Target,
  type TargetInput,
  targetSchema,
  type Weapon,
  type WeaponInput,
  weaponSchema,
} from './attack-profile';
import { diceDistribution, parseDiceExpression } from './dice-expression';
import {
  addScaled,
  binomial,
  certain,
  compound,
  convolve,
  convolvePower,
  type Distribution,
  mapValues,
  mean,
} from './distribution';
import { defaultEdition, type EditionRules, editionRules, woundRollNeeded } from './edition-rules';

/** One die's fate: fails, succeeds, or succeeds critically. */
export type DieOutcome = { fail: number; success: number; critical: number };

const clamp = (value: number, cap: number) => Math.max(-cap, Math.min(cap, value));
const dist = (text: string | null) =>
  text === null ? certain(0) : diceDistribution(parseDiceExpression(text));

/**
 * One D6 against a target number: an unmodified 1 fails, an unmodified roll at or above criticalOn
 * is a critical success (always a success), otherwise the modified roll must reach `need`. The
 * re-roll policy re-rolls the die once.
 */
export function rollOutcome(
  need: number,
  modifier: number,
  criticalOn: number,
  reroll: RerollPolicy,
): DieOutcome {
  const classify = (roll: number): keyof DieOutcome =>
    roll >= criticalOn ? 'critical' : roll === 1 ? 'fail' : roll + modifier >= need ? 'success' : 'fail';
  const once: DieOutcome = { fail: 0, success: 0, critical: 0 };
  for (let roll = 1; roll <= 6; roll += 1) once[classify(roll)] += 1 / 6;
  const out: DieOutcome = { fail: 0, success: 0, critical: 0 };
  for (let roll = 1; roll <= 6; roll += 1) {
    const result = classify(roll);
    const again =
      (reroll === 'ones' && roll === 1) ||
      (reroll === 'failed' && result === 'fail') ||
      (reroll === 'non-critical' && result !== 'critical');
    if (again) {
      out.fail += once.fail / 6;
      out.success += once.success / 6;
      out.critical += once.critical / 6;
    } else out[result] += 1 / 6;
  }
  return out;
}

/** P(a saving throw fails): the better of armour (after AP and cover) and invulnerable save. */
export function failedSaveChance(weapon: Weapon, target: Target, rules: EditionRules): number {
  const coverApplies =
    target.cover && !weapon.ignoresCover && !(weapon.ap === 0 && target.save <= rules.coverDeniedAtSave);
  const armour = target.save - weapon.ap - Math.min(coverApplies ? 1 : 0, rules.saveImprovementCap);
  const need = Math.min(armour, target.invulnerable ?? 7);
  if (need >= 7) return 1;
  return 1 - (7 - Math.max(need, 2)) / 6;
}

/** Damage of one unsaved attack after Melta, halving, reductions and Feel No Pain. */
export function damagePerInstance(weapon: Weapon, target: Target, context: AttackContext): Distribution {
  let damage = dist(weapon.damage);
  if (context.halfRange && weapon.melta) damage = convolve(damage, dist(weapon.melta));
  damage = mapValues(damage, (d) => {
    if (d === 0) return 0;
    const halved = target.halveDamage ? Math.ceil(d / 2) : d;
    return Math.max(1, halved - target.damageReduction);
  });
  if (target.feelNoPain === null) return damage;
  const ignored = (7 - target.feelNoPain) / 6;
  let out: Distribution = [0];
  damage.forEach((p, d) => {
    if (p > 0) out = addScaled(out, binomial(d, 1 - ignored), p);
  });
  return out;
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

/** How many unsaved attacks one weapon inflicts, and the damage each does. */
export function modelWeapon(
  weapon: Weapon,
  target: Target,
  context: AttackContext,
  rules: EditionRules,
): WeaponModel {
  const blast = weapon.blast ? Math.floor(target.models / 5) : 0;
  let perModel = convolve(dist(weapon.attacks), certain(blast));
  if (context.halfRange && weapon.rapidFire) perModel = convolve(perModel, dist(weapon.rapidFire));
  const attacks = convolvePower(perModel, weapon.models);

  const keywords = new Set(target.keywords.map((k) => k.toLowerCase()));
  const anti = weapon.anti.filter((a) => keywords.has(a.keyword.toLowerCase())).map((a) => a.threshold);
  const woundModifier = clamp(
    weapon.woundModifier + (weapon.lance && context.charged ? 1 : 0),
    rules.rollModifierCap,
  );
  const woundReroll = weapon.rerollWounds === 'none' && weapon.twinLinked ? 'failed' : weapon.rerollWounds;
  const wound = rollOutcome(
    woundRollNeeded(rules, weapon.strength, target.toughness),
    woundModifier,
    Math.min(6, ...anti),
    woundReroll,
  );
  const failSave = failedSaveChance(weapon, target, rules);
  // P(one hit ends as an unsaved attack), and the part of that from Devastating Wounds.
  const devastating = weapon.devastatingWounds ? wound.critical : 0;
  const perHit = devastating + (wound.success + (weapon.devastatingWounds ? 0 : wound.critical)) * failSave;
  const bernoulli = (p: number): Distribution => [1 - p, p];

  let perAttack: Distribution;
  let hitsPerAttack: number;
  let woundsPerAttack: number;
  let devastatingPerAttack: number;
  const woundChance = wound.success + wound.critical;
  if (weapon.skill === null) {
    perAttack = bernoulli(perHit);
    hitsPerAttack = 1;
    woundsPerAttack = woundChance;
    devastatingPerAttack = devastating;
  } else {
    const hitModifier = clamp(
      weapon.hitModifier + (weapon.heavy && context.stationary ? 1 : 0),
      rules.rollModifierCap,
    );
    const hit = rollOutcome(weapon.skill, hitModifier, weapon.criticalHitOn, weapon.rerollHits);
    const sustained = dist(weapon.sustainedHits);
    const extra = compound(sustained, bernoulli(perHit));
    const critical = convolve(bernoulli(weapon.lethalHits ? failSave : perHit), extra);
    perAttack = addScaled(addScaled([hit.fail], bernoulli(perHit), hit.success), critical, hit.critical);
    const extraHits = mean(sustained);
    hitsPerAttack = hit.success + hit.critical * (1 + extraHits);
    woundsPerAttack =
      hit.success * woundChance +
      hit.critical * ((weapon.lethalHits ? 1 : woundChance) + extraHits * woundChance);
    devastatingPerAttack =
      hit.success * devastating +
      hit.critical * ((weapon.lethalHits ? 0 : devastating) + extraHits * devastating);
  }
  const unsaved = compound(attacks, perAttack);
  const expectedAttacks = mean(attacks);
  return {
    unsaved,
    damage: damagePerInstance(weapon, target, context),
    stages: {
      weapon: weapon.name,
      attacks: expectedAttacks,
      hits: expectedAttacks * hitsPerAttack,
      wounds: expectedAttacks * woundsPerAttack,
      unsaved: mean(unsaved),
      devastating: expectedAttacks * devastatingPerAttack,
    },
  };
}

/**
 * Applies unsaved attacks to the target unit one at a time. The state is the damage the unit has
 * taken, counting only wounds actually lost: damage beyond the model it is allocated to is lost.
 */
function allocate(
  state: Distribution,
  instances: Distribution,
  damage: Distribution,
  target: Target,
): Distribution {
  const wounds = target.wounds;
  const dead = target.models * wounds;
  const step = (from: Distribution): Distribution => {
    const to = new Array<number>(dead + 1).fill(0);
    from.forEach((p, taken) => {
      if (p === 0) return;
      if (taken >= dead) {
        to[dead] = (to[dead] ?? 0) + p;
        return;
      }
      const left = wounds - (taken % wounds);
      damage.forEach((pd, d) => {
        if (pd === 0) return;
        const next = d >= left ? taken + left : taken + d;
        to[next] = (to[next] ?? 0) + p * pd;
      });
    });
    return to;
  };
  let out = new Array<number>(dead + 1).fill(0);
  let current = state;
  instances.forEach((pk, k) => {
    if (k > 0) current = step(current);
    if (pk > 0) out = addScaled(out, current, pk).slice(0, dead + 1);
  });
  return out;
}

export type AttackSequenceResult = {
  edition: string;
  /** P(the unit loses exactly k wounds), k = 0 … models × wounds. */
  damage: Distribution;
  /** P(exactly k models are destroyed). */
  modelsSlain: Distribution;
  meanDamage: number;
  meanModelsSlain: number;
  killProbability: number;
  stages: WeaponStages[];
};

/**
 * Exact outcome of several weapons fired in order at one unit (10th/11th-edition attack sequence):
 * hit, wound, save, damage, Feel No Pain and allocation, with the abilities in the profile.
 */
export function resolveAttackSequence(
  weaponInputs: WeaponInput[],
  targetInput: TargetInput,
  contextInput: Partial<AttackContext> = {},
  edition: string = defaultEdition,
): AttackSequenceResult {
  const rules = editionRules[edition];
  if (!rules) throw new Error(`Unknown edition "${edition}".`);
  const target = targetSchema.parse(targetInput);
  const context = attackContextSchema.parse(contextInput);
  const weapons = weaponInputs.map((weapon) => weaponSchema.parse(weapon));
  let state: Distribution = certain(0);
  const stages: WeaponStages[] = [];
  for (const weapon of weapons) {
    const model = modelWeapon(weapon, target, context, rules);
    state = allocate(state, model.unsaved, model.damage, target);
    stages.push(model.stages);
  }
  const dead = target.models * target.wounds;
  state = [...state, ...new Array(Math.max(0, dead + 1 - state.length)).fill(0)];
  const modelsSlain = mapValues(state, (taken) => Math.floor(taken / target.wounds));
  return {
    edition: rules.id,
    damage: state,
    modelsSlain,
    meanDamage: mean(state),
    meanModelsSlain: mean(modelsSlain),
    killProbability: state[dead] ?? 0,
    stages,
  };
}
