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
} from '../attack-profile';
import { parseDiceExpression } from '../dice-expression';
import { type EditionRules, editionRules, woundRollNeeded } from '../edition-rules';

/** A small seeded generator (mulberry32), so a sample is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The reference: the attack sequence played out with dice, one attack at a time, written
 * independently of the exact engine (no shared arithmetic), to check it against.
 */
export function simulateAttackSequence(
  weaponInputs: WeaponInput[],
  targetInput: TargetInput,
  contextInput: Partial<AttackContext>,
  trials: number,
  seed = 1,
  edition = '11th',
): { damage: number[]; modelsSlain: number[] } {
  const rules = editionRules[edition] as EditionRules;
  const target: Target = targetSchema.parse(targetInput);
  const context = attackContextSchema.parse(contextInput);
  const weapons: Weapon[] = weaponInputs.map((w) => weaponSchema.parse(w));
  const random = seededRandom(seed);
  const d6 = () => 1 + Math.floor(random() * 6);
  const roll = (text: string | null) => {
    if (text === null) return 0;
    const { dice, sides, plus } = parseDiceExpression(text);
    let sum = plus;
    for (let i = 0; i < dice; i += 1) sum += 1 + Math.floor(random() * sides);
    return sum;
  };
  const test = (need: number, modifier: number, criticalOn: number, reroll: RerollPolicy) => {
    const once = () => {
      const r = d6();
      const result =
        r >= criticalOn ? 'critical' : r === 1 ? 'fail' : r + modifier >= need ? 'success' : 'fail';
      return { r, result };
    };
    const first = once();
    const again =
      (reroll === 'ones' && first.r === 1) ||
      (reroll === 'failed' && first.result === 'fail') ||
      (reroll === 'non-critical' && first.result !== 'critical');
    return again ? once().result : first.result;
  };
  const damage = new Array<number>(target.models * target.wounds + 1).fill(0);
  const slain = new Array<number>(target.models + 1).fill(0);
  const keywords = new Set(target.keywords.map((k) => k.toLowerCase()));

  for (let trial = 0; trial < trials; trial += 1) {
    let modelsLeft = target.models;
    let woundsLeft = target.wounds;
    let lost = 0;
    const inflict = (weapon: Weapon) => {
      if (modelsLeft === 0) return;
      let d = roll(weapon.damage) + (context.halfRange ? roll(weapon.melta) : 0);
      if (target.halveDamage) d = Math.ceil(d / 2);
      d = Math.max(1, d - target.damageReduction);
      if (target.feelNoPain !== null) {
        let kept = 0;
        for (let i = 0; i < d; i += 1) if (d6() < target.feelNoPain) kept += 1;
        d = kept;
      }
      const taken = Math.min(d, woundsLeft);
      lost += taken;
      woundsLeft -= taken;
      if (woundsLeft === 0) {
        modelsLeft -= 1;
        woundsLeft = target.wounds;
      }
    };
    const save = (weapon: Weapon) => {
      const cover =
        target.cover && !weapon.ignoresCover && !(weapon.ap === 0 && target.save <= rules.coverDeniedAtSave)
          ? 1
          : 0;
      const need = Math.min(
        target.save - weapon.ap - Math.min(cover, rules.saveImprovementCap),
        target.invulnerable ?? 7,
      );
      const r = d6();
      return r !== 1 && r >= need;
    };
    const woundAndSave = (weapon: Weapon, automatic: boolean) => {
      if (automatic) {
        if (!save(weapon)) inflict(weapon);
        return;
      }
      const anti = weapon.anti.filter((a) => keywords.has(a.keyword.toLowerCase())).map((a) => a.threshold);
      const modifier = Math.max(
        -rules.rollModifierCap,
        Math.min(rules.rollModifierCap, weapon.woundModifier + (weapon.lance && context.charged ? 1 : 0)),
      );
      const reroll = weapon.rerollWounds === 'none' && weapon.twinLinked ? 'failed' : weapon.rerollWounds;
      const result = test(
        woundRollNeeded(rules, weapon.strength, target.toughness),
        modifier,
        Math.min(6, ...anti),
        reroll,
      );
      if (result === 'fail') return;
      if (result === 'critical' && weapon.devastatingWounds) inflict(weapon);
      else if (!save(weapon)) inflict(weapon);
    };
    for (const weapon of weapons) {
      const blast = weapon.blast ? Math.floor(target.models / 5) : 0;
      for (let model = 0; model < weapon.models; model += 1) {
        const attacks = roll(weapon.attacks) + blast + (context.halfRange ? roll(weapon.rapidFire) : 0);
        for (let a = 0; a < attacks; a += 1) {
          if (weapon.skill === null) {
            woundAndSave(weapon, false);
            continue;
          }
          const modifier = Math.max(
            -rules.rollModifierCap,
            Math.min(
              rules.rollModifierCap,
              weapon.hitModifier + (weapon.heavy && context.stationary ? 1 : 0),
            ),
          );
          const hit = test(weapon.skill, modifier, weapon.criticalHitOn, weapon.rerollHits);
          if (hit === 'fail') continue;
          if (hit === 'critical') {
            woundAndSave(weapon, weapon.lethalHits);
            const extra = roll(weapon.sustainedHits);
            for (let i = 0; i < extra; i += 1) woundAndSave(weapon, false);
          } else woundAndSave(weapon, false);
        }
      }
    }
    damage[lost] = (damage[lost] ?? 0) + 1 / trials;
    const killed = target.models - modelsLeft;
    slain[killed] = (slain[killed] ?? 0) + 1 / trials;
  }
  return { damage, modelsSlain: slain };
}
