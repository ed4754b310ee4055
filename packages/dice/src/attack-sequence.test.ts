import { describe, expect, it } from 'vitest';
import type { TargetInput, WeaponInput } from './attack-profile';
import { attackContextSchema, targetSchema, weaponSchema } from './attack-profile';
import { failedSaveChance, modelWeapon, resolveAttackSequence, rollOutcome } from './attack-sequence';
import { editionRules } from './edition-rules';
import { simulateAttackSequence } from './test-support/monte-carlo';

/** A weapon builder: one model, one attack, BS 3+, S4 AP0 D1 unless told otherwise. */
const weapon = (overrides: Partial<WeaponInput> = {}): WeaponInput => ({
  name: 'Test weapon',
  attacks: '1',
  skill: 3,
  strength: 4,
  ap: 0,
  damage: '1',
  ...overrides,
});
/** A target builder: one model, T4, W1, no save unless told otherwise. */
const target = (overrides: Partial<TargetInput> = {}): TargetInput => ({
  name: 'Test target',
  models: 1,
  wounds: 1,
  toughness: 4,
  save: 7,
  ...overrides,
});
const rules = editionRules['11th'];
if (!rules) throw new Error('no rules');
const unsavedPerAttack = (w: Partial<WeaponInput>, t: Partial<TargetInput> = {}, context = {}) =>
  modelWeapon(
    weaponSchema.parse(weapon(w)),
    targetSchema.parse(target({ models: 10, ...t })),
    attackContextSchema.parse(context),
    rules,
  ).stages.unsaved;

describe('a single die', () => {
  it('hits on 3+ two times in three, with one in six critical', () => {
    const outcome = rollOutcome(3, 0, 6, 'none');
    expect(outcome.fail).toBeCloseTo(2 / 6, 12);
    expect(outcome.success).toBeCloseTo(3 / 6, 12);
    expect(outcome.critical).toBeCloseTo(1 / 6, 12);
  });
  it('never lets a modifier turn an unmodified 1 into a success or a 6 into a failure', () => {
    expect(rollOutcome(2, 1, 6, 'none').fail).toBeCloseTo(1 / 6, 12);
    expect(rollOutcome(6, -1, 6, 'none').critical).toBeCloseTo(1 / 6, 12);
    expect(rollOutcome(6, -1, 6, 'none').success).toBe(0);
  });
  it('re-rolls ones, failures and non-criticals as asked', () => {
    // 4+: re-roll ones → fail = 1/6·1/2 + 2/6.
    expect(rollOutcome(4, 0, 6, 'ones').fail).toBeCloseTo(1 / 12 + 2 / 6, 12);
    // re-roll failures → fail = (1/2)².
    expect(rollOutcome(4, 0, 6, 'failed').fail).toBeCloseTo(1 / 4, 12);
    // re-roll everything but 6s → critical = 1/6 + 5/6·1/6.
    expect(rollOutcome(4, 0, 6, 'non-critical').critical).toBeCloseTo(11 / 36, 12);
  });
});

describe('interactions users report as wrong in other tools (hand-computed)', () => {
  it('Sustained Hits 1 + Lethal Hits: a critical hit wounds automatically and adds a hit that rolls to wound', () => {
    // BS3+, S4 v T4 (4+), no save. Crit 1/6 → 1 + 1/2; normal hit 3/6 → 1/2. Total 1/4 + 1/4.
    expect(unsavedPerAttack({ sustainedHits: '1', lethalHits: true })).toBeCloseTo(0.5, 12);
  });
  it('critical hits on 5+ with both Sustained and Lethal', () => {
    // Crit 2/6 → 1.5 each; normal 2/6 → 0.5 each: 0.5 + 1/6.
    expect(unsavedPerAttack({ sustainedHits: '1', lethalHits: true, criticalHitOn: 5 })).toBeCloseTo(
      2 / 3,
      12,
    );
  });
  it('re-rolling non-critical hits with Lethal Hits', () => {
    // BS4+: crit 11/36, normal 5/6·2/6 = 10/36. Lethal crits wound; normal hits wound half the time.
    expect(unsavedPerAttack({ skill: 4, lethalHits: true, rerollHits: 'non-critical' })).toBeCloseTo(
      16 / 36,
      12,
    );
  });
  it('Anti-Infantry 4+ with Devastating Wounds against a 2+ save', () => {
    // Torrent, S3 v T4 (5+). Vs INFANTRY every 4+ wound is critical and skips the save: 3/6.
    const anti = {
      skill: null,
      strength: 3,
      anti: [{ keyword: 'Infantry', threshold: 4 }],
      devastatingWounds: true,
    };
    expect(unsavedPerAttack(anti, { save: 2, keywords: ['INFANTRY'] })).toBeCloseTo(0.5, 12);
    // Without the keyword: a 6 is devastating (1/6), a 5 wounds and fails the save 1/6 of the time.
    expect(unsavedPerAttack(anti, { save: 2 })).toBeCloseTo(1 / 6 + 1 / 36, 12);
  });
  it('Sustained Hits D3 adds one to three extra hits', () => {
    // BS3+, wound 4+: crit 1/6·(1/2 + 2·1/2) + normal 3/6·1/2 = 1/4 + 1/4.
    expect(unsavedPerAttack({ sustainedHits: 'D3' })).toBeCloseTo(0.5, 12);
  });
  it('Twin-linked re-rolls failed wounds; Lance adds 1 to wound on the charge, capped at +1', () => {
    expect(unsavedPerAttack({ skill: null, twinLinked: true })).toBeCloseTo(3 / 4, 12);
    expect(
      unsavedPerAttack({ skill: null, lance: true, woundModifier: 1 }, {}, { charged: true }),
    ).toBeCloseTo(4 / 6, 12);
  });
  it('Heavy adds 1 to hit when stationary; Torrent ignores hit modifiers and critical hits', () => {
    expect(unsavedPerAttack({ skill: 4, heavy: true, strength: 8 }, {}, { stationary: true })).toBeCloseTo(
      ((4 / 6) * 5) / 6,
      12,
    );
    expect(unsavedPerAttack({ skill: null, hitModifier: -1, sustainedHits: '2' })).toBeCloseTo(1 / 2, 12);
  });
  it('Blast adds an attack per five models; Rapid Fire and Melta apply at half range', () => {
    const blast = modelWeapon(
      weaponSchema.parse(weapon({ blast: true })),
      targetSchema.parse(target({ models: 11 })),
      attackContextSchema.parse({}),
      rules,
    );
    expect(blast.stages.attacks).toBe(3);
    const rapid = modelWeapon(
      weaponSchema.parse(weapon({ rapidFire: 'D3' })),
      targetSchema.parse(target()),
      attackContextSchema.parse({ halfRange: true }),
      rules,
    );
    expect(rapid.stages.attacks).toBeCloseTo(3, 12);
    const melta = modelWeapon(
      weaponSchema.parse(weapon({ damage: 'D6', melta: '2' })),
      targetSchema.parse(target()),
      attackContextSchema.parse({ halfRange: true }),
      rules,
    );
    expect(melta.damage.reduce((sum, p, d) => sum + p * d, 0)).toBeCloseTo(5.5, 12);
  });
});

describe('saves', () => {
  const chance = (w: Partial<WeaponInput>, t: Partial<TargetInput>) =>
    failedSaveChance(weaponSchema.parse(weapon(w)), targetSchema.parse(target(t)), rules);
  it('worsens the armour save by AP and uses an invulnerable save when better', () => {
    expect(chance({ ap: -2 }, { save: 3 })).toBeCloseTo(4 / 6, 12);
    expect(chance({ ap: -3 }, { save: 2, invulnerable: 4 })).toBeCloseTo(3 / 6, 12);
  });
  it('gives cover +1, but not to 3+ saves against AP 0, and not against Ignores Cover', () => {
    expect(chance({ ap: -1 }, { save: 3, cover: true })).toBeCloseTo(2 / 6, 12);
    expect(chance({ ap: 0 }, { save: 3, cover: true })).toBeCloseTo(2 / 6, 12);
    expect(chance({ ap: 0 }, { save: 4, cover: true })).toBeCloseTo(2 / 6, 12);
    expect(chance({ ap: -1, ignoresCover: true }, { save: 3, cover: true })).toBeCloseTo(3 / 6, 12);
  });
  it('always fails on a 1 and cannot save past 6+', () => {
    expect(chance({}, { save: 2, cover: true })).toBeCloseTo(1 / 6, 12);
    expect(chance({ ap: -4 }, { save: 3 })).toBe(1);
  });
});

describe('damage and allocation', () => {
  // Torrent at S8 against T4 wounds on 2+ (5/6); with no save, that is each attack's chance to land.
  const lands = 5 / 6;
  it('loses damage beyond the model it is allocated to', () => {
    // Two attacks of 3 damage against 2-wound models: each that lands kills one model, and 1 is lost.
    const result = resolveAttackSequence(
      [weapon({ attacks: '2', skill: null, strength: 8, damage: '3' })],
      target({ models: 3, wounds: 2 }),
    );
    expect(result.modelsSlain[2]).toBeCloseTo(lands * lands, 12);
    expect(result.damage[4]).toBeCloseTo(lands * lands, 12);
    expect(result.damage[3]).toBe(0);
    expect(result.damage[6]).toBe(0);
  });
  it('does not spill Devastating Wounds over either', () => {
    // Anti 2+ makes every successful wound critical: 3 damage with no save, but only 2 wounds lost.
    const result = resolveAttackSequence(
      [
        weapon({
          attacks: '1',
          skill: null,
          strength: 8,
          damage: '3',
          devastatingWounds: true,
          anti: [{ keyword: 'x', threshold: 2 }],
        }),
      ],
      target({ models: 2, wounds: 2, save: 2, keywords: ['X'] }),
    );
    expect(result.damage[2]).toBeCloseTo(lands, 12);
    expect(result.damage[3]).toBe(0);
    expect(result.killProbability).toBe(0);
  });
  it('applies Feel No Pain to each point of damage and never reduces damage below 1', () => {
    const fnp = resolveAttackSequence(
      [weapon({ skill: null, strength: 8, damage: '2' })],
      target({ wounds: 3, feelNoPain: 5 }),
    );
    // Each of 2 points is ignored on a 5+ (1/3): lose 2 w.p. 4/9, 1 w.p. 4/9, 0 w.p. 1/9.
    expect(fnp.damage[0]).toBeCloseTo(1 - lands + (lands * 1) / 9, 12);
    expect(fnp.damage[1]).toBeCloseTo((lands * 4) / 9, 12);
    expect(fnp.damage[2]).toBeCloseTo((lands * 4) / 9, 12);
    const reduced = resolveAttackSequence(
      [weapon({ skill: null, strength: 8, damage: '1' })],
      target({ wounds: 3, damageReduction: 1 }),
    );
    expect(reduced.meanDamage).toBeCloseTo(lands, 12);
  });
  it('fires several weapons in order at the same unit', () => {
    const both = resolveAttackSequence(
      [
        weapon({ attacks: '1', skill: null, strength: 8, damage: '1' }),
        weapon({ attacks: '1', skill: null, strength: 8, damage: '1' }),
      ],
      target({ models: 1, wounds: 2 }),
    );
    expect(both.killProbability).toBeCloseTo(lands * lands, 12);
  });
  it('keeps every distribution summing to one', () => {
    const result = resolveAttackSequence(
      [weapon({ models: 10, attacks: 'D6', sustainedHits: 'D3', lethalHits: true, damage: 'D3+1', ap: -1 })],
      target({ models: 5, wounds: 3, save: 3, feelNoPain: 6 }),
    );
    expect(result.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(result.modelsSlain.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe('against a Monte Carlo reference (property test)', () => {
  const seeded = (seed: number) => {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
  };
  const pick = <T>(random: () => number, values: readonly T[]): T =>
    values[Math.floor(random() * values.length)] as T;

  it('agrees with 20,000 dice-rolled trials on 12 random profiles', { timeout: 60_000 }, () => {
    const random = seeded(2026);
    for (let profile = 0; profile < 12; profile += 1) {
      const w = weapon({
        models: pick(random, [1, 3, 5]),
        attacks: pick(random, ['1', '2', 'D3', 'D6']),
        skill: pick(random, [null, 2, 3, 4, 5]),
        strength: pick(random, [3, 4, 6, 8, 12]),
        ap: pick(random, [0, -1, -2, -3]),
        damage: pick(random, ['1', '2', 'D3', 'D6', 'D3+1']),
        sustainedHits: pick(random, [null, '1', 'D3']),
        lethalHits: random() < 0.4,
        devastatingWounds: random() < 0.4,
        criticalHitOn: pick(random, [6, 6, 5]),
        rerollHits: pick(random, ['none', 'ones', 'failed', 'non-critical'] as const),
        twinLinked: random() < 0.3,
        anti: random() < 0.3 ? [{ keyword: 'Infantry', threshold: 4 }] : [],
        melta: pick(random, [null, '2']),
      });
      const t = target({
        models: pick(random, [1, 5, 10]),
        wounds: pick(random, [1, 2, 3]),
        toughness: pick(random, [3, 4, 5, 9]),
        save: pick(random, [2, 3, 4, 6, 7]),
        invulnerable: pick(random, [null, 4, 5]),
        feelNoPain: pick(random, [null, 5, 6]),
        keywords: random() < 0.5 ? ['Infantry'] : [],
        cover: random() < 0.3,
      });
      const context = { halfRange: random() < 0.5 };
      const exact = resolveAttackSequence([w], t, context);
      const sampled = simulateAttackSequence([w], t, context, 20_000, profile + 1);
      const sampledMean = sampled.damage.reduce((sum, p, k) => sum + p * k, 0);
      const sampledKill = sampled.damage[sampled.damage.length - 1] ?? 0;
      // Means within 3 % (or 0.05 wounds); each probability within 0.015 absolute.
      expect(Math.abs(exact.meanDamage - sampledMean)).toBeLessThan(Math.max(0.05, exact.meanDamage * 0.03));
      expect(Math.abs(exact.killProbability - sampledKill)).toBeLessThan(0.015);
      exact.modelsSlain.forEach((p, k) => {
        expect(Math.abs(p - (sampled.modelsSlain[k] ?? 0))).toBeLessThan(0.015);
      });
    }
  });
});
