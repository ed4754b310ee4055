import { describe, expect, it } from 'vitest';
import {
  attackContextSchema,
  type TargetInput,
  targetSchema,
  type WeaponInput,
  weaponSchema,
} from './attack-profile';
import { type AttackSequenceResult, resolveCheckedAttackSequence } from './attack-sequence';

const weapon = (overrides: Partial<WeaponInput>) =>
  weaponSchema.parse({
    name: 'Gun',
    models: 30,
    attacks: '2D6',
    skill: 3,
    strength: 4,
    ap: 0,
    damage: '1',
    ...overrides,
  });
const target = (overrides: Partial<TargetInput>) =>
  targetSchema.parse({ name: 'Target', models: 10, wounds: 1, toughness: 4, save: 4, ...overrides });
const both = (weapons: ReturnType<typeof weapon>[], defender: ReturnType<typeof target>, context = {}) => {
  const checked = attackContextSchema.parse(context);
  return {
    exact: resolveCheckedAttackSequence(weapons, defender, checked, '10th'),
    approximate: resolveCheckedAttackSequence(weapons, defender, checked, '10th', { counts: 'approximate' }),
  };
};
/** Half the summed absolute differences of two distributions: 0 equal, 1 disjoint. */
const distance = (a: number[], b: number[]) =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, k) => Math.abs((a[k] ?? 0) - (b[k] ?? 0))).reduce(
    (sum, d) => sum + d,
    0,
  ) / 2;
const stageMeans = (result: AttackSequenceResult) =>
  result.stages.map(({ attacks, hits, wounds, devastating }) => [attacks, hits, wounds, devastating]);

describe('approximate counts of attacks and wounds', () => {
  it('keep the exact mean: 30 models × 2D6 into a defender too big to lose more than it can', () => {
    // Up to 360 attacks (210 on average), 35 unsaved wounds of 1 damage on average (hit 2/3, wound
    // 1/2, save fails 1/2): 20 models of 10 wounds (next to) never run out, so the wounds lost are
    // the unsaved wounds, whose mean is linear in the counts: the approximation's must be exact.
    const { exact, approximate } = both([weapon({})], target({ models: 20, wounds: 10 }));
    expect(exact.meanDamage).toBeCloseTo(35, 9);
    expect(approximate.meanDamage).toBeCloseTo(exact.meanDamage, 9);
    expect(approximate.stages[0]?.unsaved).toBeCloseTo(exact.stages[0]?.unsaved ?? 0, 9);
    expect(stageMeans(approximate).flat()).toEqual(
      stageMeans(exact)
        .flat()
        .map((v) => expect.closeTo(v, 9)),
    );
    // The spread is a normal curve's: close to the exact one, not equal to it.
    expect(distance(approximate.damage, exact.damage)).toBeGreaterThan(0);
    expect(distance(approximate.damage, exact.damage)).toBeLessThan(0.02);
  });

  it('stay close where the defender runs out of models, with Sustained Hits, Feel No Pain and Devastating Wounds', () => {
    const { exact, approximate } = both(
      [
        weapon({ models: 20, attacks: 'D6', strength: 5, ap: -1, damage: 'D3', sustainedHits: '1' }),
        weapon({
          name: 'Melta',
          models: 5,
          attacks: '2',
          strength: 9,
          ap: -4,
          damage: 'D6',
          melta: '2',
          devastatingWounds: true,
        }),
      ],
      target({ models: 10, wounds: 3, save: 3, feelNoPain: 6 }),
      { halfRange: true },
    );
    expect(stageMeans(approximate).flat()).toEqual(
      stageMeans(exact)
        .flat()
        .map((v) => expect.closeTo(v, 9)),
    );
    expect(Math.abs(approximate.meanDamage - exact.meanDamage) / exact.meanDamage).toBeLessThan(0.002);
    expect(Math.abs(approximate.meanModelsSlain - exact.meanModelsSlain)).toBeLessThan(0.01);
    expect(Math.abs(approximate.killProbability - exact.killProbability)).toBeLessThan(0.005);
    expect(distance(approximate.modelsSlain, exact.modelsSlain)).toBeLessThan(0.01);
  });
});
