import { describe, expect, it } from 'vitest';
import type { TargetInput, WeaponInput } from './attack-profile';
import { attackContextSchema, targetSchema, weaponSchema } from './attack-profile';
import { damagePerInstance, failedSaveChance, modelWeapon, rollOutcome } from './attack-sequence';
import { type EditionRules, editionRules } from './edition-rules';
import { resolveAttackSequence } from './resolve-attack-sequence';

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
const rules = editionRules['11th'] as EditionRules;
const tenth = editionRules['10th'] as EditionRules;
const unsavedPerAttack = (
  w: Partial<WeaponInput>,
  t: Partial<TargetInput> = {},
  context = {},
  edition: EditionRules = rules,
) =>
  modelWeapon(
    weaponSchema.parse(weapon(w)),
    targetSchema.parse(target({ models: 10, ...t })),
    attackContextSchema.parse(context),
    edition,
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
  // 10th edition: the Benefit of Cover improves the armour save.
  const chance = (w: Partial<WeaponInput>, t: Partial<TargetInput>) =>
    failedSaveChance(weaponSchema.parse(weapon(w)), targetSchema.parse(target(t)), tenth);
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

describe('rule fixes (hand-computed)', () => {
  it('Twin-linked re-rolls every failed wound roll, whatever wound re-roll is also set', () => {
    // Torrent (every attack hits), S3 against T7: 2 × 3 ≤ 7, so wounds on a 6+; no save.
    // Twin-linked re-rolls the failed roll: 1/6 + 5/6 · 1/6 = 11/36. Letting an explicit
    // "re-roll 1s" replace it would give 1/6 + 1/6 · 1/6 = 7/36.
    expect(
      unsavedPerAttack(
        { skill: null, strength: 3, twinLinked: true, rerollWounds: 'ones' },
        { toughness: 7 },
      ),
    ).toBeCloseTo(11 / 36, 12);
    // S4 against T5 wounds on a 5+: 2/6 + 4/6 · 2/6 = 20/36 (re-rolling only 1s: 2/6 + 1/6 · 2/6 = 14/36).
    expect(
      unsavedPerAttack(
        { skill: null, strength: 4, twinLinked: true, rerollWounds: 'ones' },
        { toughness: 5 },
      ),
    ).toBeCloseTo(20 / 36, 12);
    // Re-rolling every non-critical result goes further than Twin-linked and is kept: at 4+, a 6
    // stays (1/6), anything else is re-rolled and wounds half the time: 1/6 + 5/6 · 1/2 = 21/36.
    expect(unsavedPerAttack({ skill: null, twinLinked: true, rerollWounds: 'non-critical' })).toBeCloseTo(
      21 / 36,
      12,
    );
  });

  it('11th: adds Melta, then halves, then subtracts, rounding up at the end (02.02.01)', () => {
    const damage = (w: Partial<WeaponInput>, t: Partial<TargetInput>) =>
      damagePerInstance(
        weaponSchema.parse(weapon(w)),
        targetSchema.parse(target({ wounds: 10, ...t })),
        attackContextSchema.parse({ halfRange: true }),
        rules,
      );
    // 3 + Melta 2 = 5, halved 2.5, rounded up: 3.
    expect(damage({ damage: '3', melta: '2' }, { halveDamage: true })[3]).toBeCloseTo(1, 12);
    // With "-1 Damage" as well: 5 / 2 − 1 = 1.5, rounded up: 2.
    expect(damage({ damage: '3', melta: '2' }, { halveDamage: true, damageReduction: 1 })[2]).toBeCloseTo(
      1,
      12,
    );
    // D6 + 2, halved: (⌈3/2⌉ + ⌈4/2⌉ + … + ⌈8/2⌉) / 6 = (2+2+3+3+4+4) / 6 = 3.
    const d6 = damage({ damage: 'D6', melta: '2' }, { halveDamage: true });
    expect(d6.reduce((sum, p, d) => sum + p * d, 0)).toBeCloseTo(3, 12);
  });

  it('10th: halves damage first, then adds Melta, then subtracts, rounding up at the end', () => {
    const damage = (w: Partial<WeaponInput>, t: Partial<TargetInput>, edition: EditionRules) =>
      damagePerInstance(
        weaponSchema.parse(weapon(w)),
        targetSchema.parse(target({ wounds: 10, ...t })),
        attackContextSchema.parse({ halfRange: true }),
        edition,
      );
    for (const edition of [tenth]) {
      // D3 fixed at 3, halved: 3/2 = 1.5, then Melta 2: 3.5, rounded up: 4 (adding Melta before
      // halving would give ⌈5/2⌉ = 3).
      expect(damage({ damage: '3', melta: '2' }, { halveDamage: true }, edition)[4]).toBeCloseTo(1, 12);
      // With "-1 Damage" as well: 1.5 + 2 − 1 = 2.5, rounded up: 3.
      expect(
        damage({ damage: '3', melta: '2' }, { halveDamage: true, damageReduction: 1 }, edition)[3],
      ).toBeCloseTo(1, 12);
      // D6 halved then +2: (⌈1/2⌉ + ⌈2/2⌉ + … + ⌈6/2⌉)/6 + 2 = (1+1+2+2+3+3)/6 + 2 = 4
      // (adding first: (2+2+3+3+4+4)/6 = 3).
      const d6 = damage({ damage: 'D6', melta: '2' }, { halveDamage: true }, edition);
      expect(d6.reduce((sum, p, d) => sum + p * d, 0)).toBeCloseTo(4, 12);
    }
  });

  /**
   * Two models of 2 wounds, no save. Weapon A (fired first): Torrent S8 (2+), Anti-X 2+ and
   * Devastating Wounds, so each successful wound (5/6) is a Devastating Wound of 1 damage.
   * Weapon B: Torrent S8, 2 damage, lands 5/6.
   */
  const devastatingThenHeavy = (): [WeaponInput[], TargetInput] => [
    [
      weapon({
        name: 'A',
        skill: null,
        strength: 8,
        damage: '1',
        devastatingWounds: true,
        anti: [{ keyword: 'X', threshold: 2 }],
      }),
      weapon({ name: 'B', skill: null, strength: 8, damage: '2' }),
    ],
    target({ models: 2, wounds: 2, keywords: ['X'] }),
  ];

  it('11th: Devastating Wounds land after their own weapon, before the next one (06.02)', () => {
    // As below, in 11th: A's Devastating Wound (1 damage) lands first on a model, which B's 2
    // damage then destroys (the wounded model first) with 1 damage lost. Both (25/36): 2 lost;
    // only B (5/36): 2; only A (5/36): 1; neither (1/36): 0.
    const result = resolveAttackSequence(...devastatingThenHeavy(), {}, '11th');
    expect(result.damage[2]).toBeCloseTo(30 / 36, 12);
    expect(result.damage[1]).toBeCloseTo(5 / 36, 12);
    expect(result.damage[0]).toBeCloseTo(1 / 36, 12);
    expect(result.meanDamage).toBeCloseTo(65 / 36, 12);
  });

  it("11th: a weapon's saves are rolled together and the lowest meet the bodyguards (05.04)", () => {
    // One 4+ bodyguard (W1) and a 2+ Character (W1); two Torrent S8 attacks wound T4 on 2+ (5/6).
    // Both wound (25/36): the lower die goes to the bodyguard and fails on 1-3; only then does the
    // higher die meet the Character, failing only on a 1 — so both dice must be 1s: 1/36.
    // P(Character slain) = 25/36 · 1/36 = 25/1296 (one at a time it would be 25/36 · 1/2 · 1/6).
    // P(bodyguard slain): two saves, the lower fails with 1 − (1/2)² = 3/4; one save (10/36): 1/2.
    const volley = [weapon({ name: 'Flamer', models: 2, skill: null, strength: 8, damage: '1' })];
    const led = target({ models: 1, wounds: 1, save: 4, character: { wounds: 1, save: 2 } });
    const result = resolveAttackSequence(volley, led, {}, '11th');
    expect(result.characterSlain).toBeCloseTo(25 / 1296, 12);
    expect(result.modelsSlain[2]).toBeCloseTo(25 / 1296, 12);
    expect(1 - (result.modelsSlain[0] ?? 0)).toBeCloseTo(95 / 144, 12);
    expect(resolveAttackSequence(volley, led, {}, '10th').characterSlain).toBeCloseTo(25 / 432, 12);
  });

  it('11th: an attached Character alone is wounded against its own Toughness (19.02)', () => {
    // One T2 bodyguard (W1, no save) and a T5 Character (W1, no save). Weapon 1: one Torrent S4
    // attack (wounds T2 on 2+: 5/6) kills the bodyguard. Weapon 2: one Torrent S4 attack against the
    // Character alone now wounds on 5+ (2/6), not 2+. P(Character slain) = 5/6 · 2/6 = 10/36
    // (+ the chance weapon 1 fails and weapon 2 only kills the bodyguard: 0).
    const shot = (name: string) => weapon({ name, skill: null, strength: 4, damage: '1' });
    const led = target({
      models: 1,
      wounds: 1,
      toughness: 2,
      save: 7,
      character: { wounds: 1, save: 7, toughness: 5 },
    });
    expect(resolveAttackSequence([shot('one'), shot('two')], led, {}, '11th').characterSlain).toBeCloseTo(
      10 / 36,
      12,
    );
    // 10th: the bodyguards' Toughness until the attacking unit has resolved all its attacks.
    expect(resolveAttackSequence([shot('one'), shot('two')], led, {}, '10th').characterSlain).toBeCloseTo(
      25 / 36,
      12,
    );
  });

  it('11th: Psychic weapons ignore cover and hit penalties; Cleave adds melee attacks (24.29, 24.06)', () => {
    // BS 4+ at -1 to hit, target in cover: 11th cover makes it 5+, the -1 makes it 6+ (1/6). A
    // Psychic weapon ignores both: 4+ (1/2).
    const hits = (psychic: boolean) =>
      resolveAttackSequence(
        [weapon({ name: 'Smite', skill: 4, hitModifier: -1, psychic })],
        target({ cover: true }),
        {},
        '11th',
      ).stages[0]?.hits;
    expect(hits(false)).toBeCloseTo(1 / 6, 12);
    expect(hits(true)).toBeCloseTo(1 / 2, 12);
    // Cleave 2 against 10 models: +2 attacks per five models, so 1 + 4 = 5 attacks; only in melee.
    const attacks = (kind: 'melee' | 'ranged', edition: string) =>
      resolveAttackSequence([weapon({ name: 'Axe', kind, cleave: 2 })], target({ models: 10 }), {}, edition)
        .stages[0]?.attacks;
    expect(attacks('melee', '11th')).toBe(5);
    expect(attacks('ranged', '11th')).toBe(1);
    expect(attacks('melee', '10th')).toBe(1);
  });

  it('10th: allocates Devastating Wounds after every other attack of the volley', () => {
    // Two models of 2 wounds, no save. Weapon A (fired first): Torrent S8 (2+), Anti-X 2+ and
    // Devastating Wounds, so each successful wound (5/6) is a Devastating Wound of 1 damage.
    // Weapon B: Torrent S8, 2 damage, lands 5/6.
    // Both land (25/36): B's 2 damage kills a model, then A's 1 damage wounds the other: 3 lost.
    //   (Folding A in before B would put A's 1 on the first model, and B's 2 would kill it with
    //   1 damage lost: 2 lost.)
    // Only B (5/36): 2 lost. Only A (5/36): 1 lost. Neither (1/36): 0.
    const result = resolveAttackSequence(...devastatingThenHeavy(), {}, '10th');
    expect(result.damage[3]).toBeCloseTo(25 / 36, 12);
    expect(result.damage[2]).toBeCloseTo(5 / 36, 12);
    expect(result.damage[1]).toBeCloseTo(5 / 36, 12);
    expect(result.damage[0]).toBeCloseTo(1 / 36, 12);
    expect(result.meanDamage).toBeCloseTo(90 / 36, 12);
    // One model is destroyed whenever B lands: 30/36.
    expect(result.modelsSlain[1]).toBeCloseTo(30 / 36, 12);
    expect(result.stages[0]?.devastating).toBeCloseTo(5 / 6, 12);
  });
});

describe('11th edition differences (hand-computed)', () => {
  it('cover worsens BS by 1 instead of improving the save', () => {
    // BS3+ in cover hits on 4+ (1/2); S4 v T4 wounds on 4+ (1/2); no save: 1/4.
    expect(unsavedPerAttack({}, { cover: true })).toBeCloseTo(1 / 4, 12);
    // Out of cover: 2/3 · 1/2 = 1/3.
    expect(unsavedPerAttack({}, {})).toBeCloseTo(1 / 3, 12);
    // Cover sits outside the ±1 hit-roll cap: BS 4+ with -1 to hit needs a 5+ (1/3): 1/3 · 1/2.
    expect(unsavedPerAttack({ hitModifier: -1 }, { cover: true })).toBeCloseTo(1 / 6, 12);
    // …and +1 to hit against BS 4+ hits on 3+: 2/3 · 1/2.
    expect(unsavedPerAttack({ hitModifier: 1 }, { cover: true })).toBeCloseTo(1 / 3, 12);
    // BS6+ cannot get worse than 6+: 1/6 · 1/2.
    expect(unsavedPerAttack({ skill: 6 }, { cover: true })).toBeCloseTo(1 / 12, 12);
    // Torrent, Ignores Cover and melee attacks are untouched: 1/2, 1/3, 1/3.
    expect(unsavedPerAttack({ skill: null }, { cover: true })).toBeCloseTo(1 / 2, 12);
    expect(unsavedPerAttack({ ignoresCover: true }, { cover: true })).toBeCloseTo(1 / 3, 12);
    expect(unsavedPerAttack({ kind: 'melee' }, { cover: true })).toBeCloseTo(1 / 3, 12);
    // The save is untouched: AP-1 against 3+ fails 1/2, in cover or not.
    const save = failedSaveChance(
      weaponSchema.parse(weapon({ ap: -1 })),
      targetSchema.parse(target({ save: 3, cover: true })),
      rules,
    );
    expect(save).toBeCloseTo(1 / 2, 12);
    // In 10th the same cover gives +1 to the save instead: BS3+ hits 2/3, wounds 1/2, 6+ save
    // (save 7 improved by one) fails 5/6: 10/36.
    expect(unsavedPerAttack({}, { cover: true }, {}, tenth)).toBeCloseTo(10 / 36, 12);
  });

  it('Indirect Fire: 10th -1 to hit, 1-3 fail, cover; 11th only 6s (4+ spotted), no re-rolls', () => {
    const indirect = { indirectFire: true };
    const t = { save: 5 };
    // 10th: a roll of 4-6 with -1 still reaches 3+ (1/2); wound 1/2; 5+ save improved to 4+ by
    // cover fails 1/2: 1/8.
    expect(unsavedPerAttack(indirect, t, { indirect: true }, tenth)).toBeCloseTo(1 / 8, 12);
    // 10th with hit re-rolls of failures: 1/2 + 1/2 · 1/2 = 3/4 hits: 3/16.
    expect(unsavedPerAttack({ ...indirect, rerollHits: 'failed' }, t, { indirect: true }, tenth)).toBeCloseTo(
      3 / 16,
      12,
    );
    // 11th: only an unmodified 6 hits (1/6); wound 1/2; the 5+ save is untouched (fails 2/3): 1/18.
    expect(unsavedPerAttack(indirect, t, { indirect: true })).toBeCloseTo(1 / 18, 12);
    // …and hit rolls cannot be re-rolled.
    expect(unsavedPerAttack({ ...indirect, rerollHits: 'failed' }, t, { indirect: true })).toBeCloseTo(
      1 / 18,
      12,
    );
    // 11th, spotted: 1-3 fail, BS3+ worsened to 4+ by the cover the target gets: 4-6 hit (1/2):
    // 1/2 · 1/2 · 2/3 = 1/6.
    expect(unsavedPerAttack(indirect, t, { indirect: true, spotted: true })).toBeCloseTo(1 / 6, 12);
    // Weapons without Indirect Fire (and Torrent weapons) cannot attack an unseen target.
    expect(unsavedPerAttack({}, t, { indirect: true })).toBe(0);
    expect(unsavedPerAttack({ ...indirect, skill: null }, t, { indirect: true })).toBe(0);
    // Melee attacks are not shooting: unaffected (2/3 · 1/2 · 2/3 = 2/9).
    expect(unsavedPerAttack({ kind: 'melee' }, t, { indirect: true })).toBeCloseTo(2 / 9, 12);
  });

  it('Hazardous: 10th fails on a 1 for 3 mortal wounds; 11th fails on 1-2 for 1 (3 for vehicles)', () => {
    const fire = (context: object, edition: string) =>
      resolveAttackSequence([weapon({ models: 2, hazardous: true }), weapon()], target(), context, edition)
        .hazardous;
    // Two models fire a Hazardous weapon: two tests.
    const ten = fire({}, '10th');
    expect(ten.tests).toBe(2);
    expect(ten.chanceOfFailure).toBeCloseTo(1 - (5 / 6) ** 2, 12); // 11/36
    expect(ten.expectedMortalWoundsToAttacker).toBeCloseTo(2 * (1 / 6) * 3, 12); // 1
    expect(ten.failedTests[2]).toBeCloseTo(1 / 36, 12);
    const eleven = fire({}, '11th');
    expect(eleven.chanceOfFailure).toBeCloseTo(1 - (4 / 6) ** 2, 12); // 5/9
    expect(eleven.expectedMortalWoundsToAttacker).toBeCloseTo(2 * (2 / 6) * 1, 12); // 2/3
    const vehicle = fire({ attackerKeywords: ['Vehicle'] }, '11th');
    expect(vehicle.expectedMortalWoundsToAttacker).toBeCloseTo(2 * (2 / 6) * 3, 12); // 2
    // A Hazardous weapon that cannot fire (no Indirect Fire at an unseen target) takes no test.
    expect(fire({ indirect: true }, '11th').tests).toBe(0);
  });

  it('Precision steers Devastating Wounds to the Character in 10th, not in 11th', () => {
    // Two 1-wound bodyguards and a 1-wound Character, no saves. Torrent S8, Anti-X 2+,
    // Devastating Wounds, Precision: the one wound (5/6) is a Devastating Wound.
    const volley = (edition: string) =>
      resolveAttackSequence(
        [
          weapon({
            skill: null,
            strength: 8,
            precision: true,
            devastatingWounds: true,
            anti: [{ keyword: 'X', threshold: 2 }],
          }),
        ],
        target({ models: 2, keywords: ['X'], character: { wounds: 1, save: 7 } }),
        {},
        edition,
      );
    expect(volley('10th').characterSlain).toBeCloseTo(5 / 6, 12);
    expect(volley('11th').characterSlain).toBe(0);
    expect(volley('11th').modelsSlain[1]).toBeCloseTo(5 / 6, 12);
  });
});

describe('weapon abilities (hand-computed)', () => {
  const attacksAgainst = (w: Partial<WeaponInput>, t: Partial<TargetInput>) =>
    resolveAttackSequence([weapon(w)], target(t)).stages[0]?.attacks;

  it('Blast and Blast X add X attacks per five models, the Character included', () => {
    // 11 models: ⌊11/5⌋ = 2 → 1 + 2 = 3 attacks.
    expect(attacksAgainst({ blast: true }, { models: 11 })).toBe(3);
    // Blast 2, A3, 12 models: 3 + 2 · ⌊12/5⌋ = 7 (the 11th-edition rules' own example).
    expect(attacksAgainst({ blast: true, blastValue: 2, attacks: '3' }, { models: 12 })).toBe(7);
    // Nine bodyguards and a Character are ten models: 1 + 2 = 3.
    expect(attacksAgainst({ blast: true }, { models: 9, character: { wounds: 4, save: 3 } })).toBe(3);
    // Two models with D6 Blast against 10: each rolls D6 + 2, 2 · 5.5 = 11.
    expect(attacksAgainst({ blast: true, attacks: 'D6', models: 2 }, { models: 10 })).toBeCloseTo(11, 12);
  });

  it('applies conditional abilities only when the target has (or lacks) the keywords', () => {
    const lethal = { lethalHits: true, conditions: { lethalHits: { notAgainst: ['Monster', 'Vehicle'] } } };
    // Against Infantry: critical 1/6 wounds automatically, 3/6 normal hits wound 1/2: 1/6 + 1/4.
    expect(unsavedPerAttack(lethal, { keywords: ['Infantry'] })).toBeCloseTo(5 / 12, 12);
    // Against a Vehicle it is off: 4/6 · 1/2 = 1/3.
    expect(unsavedPerAttack(lethal, { keywords: ['Vehicle'] })).toBeCloseTo(1 / 3, 12);
    const devastating = {
      skill: null,
      devastatingWounds: true,
      conditions: { devastatingWounds: { onlyAgainst: ['Monster', 'Vehicle'] } },
    };
    // Torrent, wound 4+, save 2+. Against a Monster a 6 (1/6) skips the save, a 4-5 (2/6) fails
    // the save 1/6 of the time: 1/6 + 1/18 = 2/9.
    expect(unsavedPerAttack(devastating, { save: 2, keywords: ['MONSTER'] })).toBeCloseTo(2 / 9, 12);
    // Against Infantry every wound (1/2) gets the save: 1/12.
    expect(unsavedPerAttack(devastating, { save: 2, keywords: ['Infantry'] })).toBeCloseTo(1 / 12, 12);
    // "Anti-Monster/Vehicle 4+" matches either keyword: torrent S3 v T4 (5+), critical on 4+: 1/2.
    const anti = { skill: null, strength: 3, anti: [{ keyword: 'Monster/Vehicle', threshold: 4 }] };
    expect(unsavedPerAttack(anti, { keywords: ['Vehicle'] })).toBeCloseTo(1 / 2, 12);
    expect(unsavedPerAttack(anti, { keywords: ['Infantry'] })).toBeCloseTo(1 / 3, 12);
  });

  it('Precision lets the attacker allocate to the Character first', () => {
    // Three 1-wound bodyguards and a 2-wound Character, no saves; Torrent S8 (2+) D2, one attack.
    const shot = (w: Partial<WeaponInput>, character: TargetInput['character']) =>
      resolveAttackSequence(
        [weapon({ skill: null, strength: 8, damage: '2', ...w })],
        target({ models: 3, character }),
      );
    const noSave = { wounds: 2, save: 7 };
    // With Precision the hit (5/6) goes to the Character and kills it.
    const precise = shot({ precision: true }, noSave);
    expect(precise.characterSlain).toBeCloseTo(5 / 6, 12);
    expect(precise.damage[2]).toBeCloseTo(5 / 6, 12);
    // Without it a bodyguard dies and 1 damage is lost; the Character is untouched.
    const plain = shot({}, noSave);
    expect(plain.characterSlain).toBe(0);
    expect(plain.damage[1]).toBeCloseTo(5 / 6, 12);
    // The Character's own save is used: 3+ against AP-1 needs a 4+, fails 1/2: 5/6 · 1/2.
    expect(shot({ precision: true, ap: -1 }, { wounds: 2, save: 3 }).characterSlain).toBeCloseTo(5 / 12, 12);
    // Without Precision the Character is reached once the bodyguards are gone: one 1-wound
    // bodyguard and a 2-wound Character, three 1-damage attacks each landing 5/6: all three must
    // land, (5/6)³.
    const third = resolveAttackSequence(
      [weapon({ skill: null, strength: 8, attacks: '3' })],
      target({ models: 1, character: noSave }),
    );
    expect(third.characterSlain).toBeCloseTo(125 / 216, 12);
    expect(third.killProbability).toBeCloseTo(125 / 216, 12);
  });

  it('leaves the single-volley distribution of One Shot weapons unchanged', () => {
    const once = resolveAttackSequence([weapon({ oneShot: true, attacks: 'D6' })], target({ models: 5 }));
    const always = resolveAttackSequence([weapon({ attacks: 'D6' })], target({ models: 5 }));
    expect(once.damage).toEqual(always.damage);
  });

  it('keeps every distribution summing to one with a Character and Devastating Wounds', () => {
    const result = resolveAttackSequence(
      [
        weapon({ models: 5, attacks: 'D3', sustainedHits: '1', devastatingWounds: true, damage: '2' }),
        weapon({ models: 2, attacks: '2', precision: true, damage: 'D3', ap: -2 }),
        weapon({ models: 3, attacks: '1', devastatingWounds: true, damage: 'D6', lethalHits: true }),
      ],
      target({
        models: 5,
        wounds: 2,
        save: 3,
        feelNoPain: 6,
        character: { wounds: 4, save: 2, invulnerable: 4 },
      }),
    );
    expect(result.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(result.modelsSlain.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(result.notes).toEqual([]);
  });
});
