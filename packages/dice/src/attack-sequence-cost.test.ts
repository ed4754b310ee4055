import { describe, expect, it } from 'vitest';
import {
  attackContextSchema,
  type TargetInput,
  targetSchema,
  type WeaponInput,
  weaponSchema,
} from './attack-profile';
import { costOperations, estimateAttackSequenceCost } from './attack-sequence-cost';

const weapon = (overrides: Partial<WeaponInput> = {}) =>
  weaponSchema.parse({
    name: 'Bolt rifle',
    models: 10,
    attacks: '2',
    skill: 3,
    strength: 4,
    ap: -1,
    damage: '1',
    ...overrides,
  });
const intercessors = (overrides: Partial<TargetInput> = {}) =>
  targetSchema.parse({
    name: 'Intercessors',
    models: 5,
    wounds: 2,
    toughness: 4,
    save: 3,
    keywords: ['Infantry'],
    ...overrides,
  });
const noContext = attackContextSchema.parse({});
const cost = (
  w: Partial<WeaponInput>,
  t: Partial<TargetInput> = {},
  counts: 'exact' | 'approximate' = 'exact',
) => estimateAttackSequenceCost([weapon(w)], intercessors(t), noContext, '10th', counts);

describe('the cost of an exact attack sequence, counted before it starts', () => {
  it('counts the distributions of the counts and the steps of the allocation, as the engine makes them', () => {
    // Ten bolt rifles: 0..20 attacks (21 values) → A² = 441 to sum the attacks, and A²·(2−1)(2+1)/2
    // = 661.5 to count the wounds (0 or 1 per attack). The chain: 5 × 2 wounds + 1 = 11 states,
    // 2 outcomes each (saved, or 1 damage): one transition (11 · 2 · 200), then one step per wound
    // there can be (20), each over 11 states × (2 outcomes + 2).
    expect(cost({})).toEqual({ countOps: 441 + 661.5, chainOps: 11 * 2 * 200 + 20 * 11 * 4 });
  });
  it('grows with the square of the number of attacks', () => {
    const fifty = cost({ models: 50, attacks: '10D6' });
    const hundred = cost({ models: 100, attacks: '10D6' });
    expect(hundred.countOps / fifty.countOps).toBeGreaterThan(3.9);
    expect(hundred.countOps / fifty.countOps).toBeLessThan(4.1);
  });
  it('grows with the outcomes of each attack (Sustained Hits) and with the states of the defender', () => {
    expect(cost({ sustainedHits: 'D6' }).countOps).toBeGreaterThan(10 * cost({}).countOps);
    expect(cost({}, { models: 20, wounds: 10 }).chainOps).toBeGreaterThan(15 * cost({}).chainOps);
    // Devastating Wounds add a counter of waiting wounds to every state of the defender.
    expect(cost({ devastatingWounds: true }).chainOps).toBeGreaterThan(5 * cost({}).chainOps);
  });
  it('counts a huge defender even for one attack: every state gets a transition, and dearer steps', () => {
    const huge = { models: 100, wounds: 200, character: { name: 'Lord', wounds: 50, save: 2 } };
    const states = (100 * 200 + 1) * 51;
    const one = cost({ models: 1, attacks: '1' }, huge);
    // 2 outcomes a state (200 each), then one step over every state (× 3 out of the caches).
    expect(one.chainOps).toBe(states * 2 * 200 + states * 4 * 3);
    expect(costOperations(one)).toBeGreaterThan(4e8);
  });
  it('puts 100 models × 10D6 far above a datasheet volley', () => {
    const typo = costOperations(cost({ models: 100, attacks: '10D6' }));
    // 20 models with 20 attacks and Sustained Hits D3, at 20 two-wound models (Fleshborer hives).
    const biggest = costOperations(cost({ models: 20, attacks: '20', sustainedHits: 'D3' }, { models: 20 }));
    expect(typo).toBeGreaterThan(3e8);
    expect(biggest).toBeLessThan(1e7);
  });
  it('approximate counts spare the count work and most of the chain', () => {
    const exact = cost({ models: 100, attacks: '10D6' });
    const approximate = cost({ models: 100, attacks: '10D6' }, {}, 'approximate');
    expect(approximate.countOps).toBe(0);
    expect(approximate.chainOps).toBeGreaterThan(0);
    expect(approximate.chainOps).toBeLessThan(exact.chainOps / 2);
  });
  it('costs nothing for a weapon that cannot fire at this target', () => {
    expect(cost({ models: 100, attacks: '10D6', onlyAgainst: ['Vehicle'] })).toEqual({
      countOps: 0,
      chainOps: 0,
    });
  });
});
