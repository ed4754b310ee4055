import { describe, expect, it } from 'vitest';
import type { AttackContext, TargetInput, WeaponInput } from './attack-profile';
import type { AttackSequenceResult } from './attack-sequence';
import { resolveAttackSequence } from './resolve-attack-sequence';
import { type MonteCarloResult, seededRandom, simulateAttackSequence } from './test-support/monte-carlo';

/**
 * The exact engine against the independent dice-rolling reference (test-support/monte-carlo.ts).
 *
 * Tolerance: every comparison is a z-test. A sampled mean over n trials has standard error
 * s/√n (s the sample standard deviation); a sampled frequency of an event of exact probability p
 * has √(p(1−p)/n). We allow Z = 5 standard errors: two-sided P ≈ 5.7·10⁻⁷ per comparison when the
 * engine is right, so over the ~2,100 comparisons below (all 60 random volleys: means, every
 * P(k wounds lost), every P(k models slain), the Character, the stage totals, Hazardous) the chance
 * of any false alarm is below 0.2 % (Bonferroni; fewer volleys, fewer comparisons, a smaller
 * chance), and the seeds are fixed, so the outcome does not change between runs.
 * The rule errors this guards against are off by tens of standard errors. Frequencies also get
 * 1.5/n for the discreteness of counting (one trial more or less), means 1e-9 for rounding.
 */
const Z = 5;
const TRIALS = 20_000;
/**
 * Random volleys checked: 24 in a normal run (about 4 s), all 60 with TEST_EXHAUSTIVE=1
 * (`npm run test:slow`). The cases come from one fixed seed, so the 24 are the first 24 of the 60,
 * the same on every run; the targeted volleys below are always all checked.
 */
const RANDOM_VOLLEYS = process.env.TEST_EXHAUSTIVE === '1' ? 60 : 24;

type Case = {
  label: string;
  weapons: WeaponInput[];
  target: TargetInput;
  context: Partial<AttackContext>;
  edition: string;
};

function disagreements(exact: AttackSequenceResult, sampled: MonteCarloResult): string[] {
  const out: string[] = [];
  const n = sampled.trials;
  const mean = (what: string, value: number, reference: { mean: number; standardError: number }) => {
    if (Math.abs(value - reference.mean) > Z * reference.standardError + 1e-9)
      out.push(
        `${what}: exact ${value.toFixed(4)}, sampled ${reference.mean.toFixed(4)} ± ${reference.standardError.toFixed(4)}`,
      );
  };
  const frequency = (what: string, p: number, observed: number) => {
    if (Math.abs(p - observed) > Z * Math.sqrt((p * (1 - p)) / n) + 1.5 / n)
      out.push(`${what}: exact ${p.toFixed(4)}, sampled ${observed.toFixed(4)}`);
  };
  mean('mean damage', exact.meanDamage, {
    mean: sampled.meanDamage,
    standardError: sampled.damageStandardError,
  });
  exact.modelsSlain.forEach((p, k) => {
    frequency(`P(${k} models slain)`, p, sampled.modelsSlain[k] ?? 0);
  });
  exact.damage.forEach((p, k) => {
    frequency(`P(${k} wounds lost)`, p, sampled.damage[k] ?? 0);
  });
  frequency('P(unit destroyed)', exact.killProbability, sampled.damage[sampled.damage.length - 1] ?? 0);
  frequency('P(Character slain)', exact.characterSlain, sampled.characterSlain);
  for (const stage of ['attacks', 'hits', 'wounds', 'unsaved', 'devastating'] as const) {
    const total = exact.stages.reduce((sum, s) => sum + s[stage], 0);
    mean(`expected ${stage}`, total, sampled.totals[stage]);
  }
  mean(
    'hazardous mortal wounds',
    exact.hazardous.expectedMortalWoundsToAttacker,
    sampled.hazardousMortalWounds,
  );
  frequency('P(a Hazardous test fails)', exact.hazardous.chanceOfFailure, sampled.hazardousFailure);
  return out;
}

/**
 * Volleys built to expose the three rule errors fixed in this engine (each would be off by many
 * standard errors): Twin-linked with "re-roll 1s", Melta against halved damage, and Devastating
 * Wounds allocated before a later weapon's attacks.
 */
const targeted: Case[] = [
  {
    label: 'Twin-linked with an explicit re-roll of 1s, wounding on 6+',
    weapons: [
      {
        name: 'Twin gun',
        models: 3,
        attacks: '6',
        skill: null,
        strength: 3,
        ap: 0,
        damage: '1',
        twinLinked: true,
        rerollWounds: 'ones',
      },
    ],
    target: { name: 'Horde', models: 20, wounds: 1, toughness: 7, save: 7 },
    context: {},
    edition: '11th',
  },
  {
    label: 'Melta against a unit that halves damage',
    weapons: [
      { name: 'Melta', models: 2, attacks: '2', skill: null, strength: 12, ap: -4, damage: 'D6', melta: '2' },
    ],
    target: { name: 'Necrodermis', models: 3, wounds: 10, toughness: 6, save: 7, halveDamage: true },
    context: { halfRange: true },
    edition: '10th',
  },
  {
    label: 'Devastating Wounds of the first weapon after the second weapon',
    weapons: [
      {
        name: 'Devastator',
        models: 4,
        attacks: '1',
        skill: null,
        strength: 8,
        ap: 0,
        damage: '1',
        devastatingWounds: true,
        anti: [{ keyword: 'X', threshold: 2 }],
      },
      { name: 'Heavy', models: 4, attacks: '1', skill: null, strength: 8, ap: 0, damage: '2' },
    ],
    target: { name: 'Pairs', models: 4, wounds: 2, toughness: 4, save: 7, keywords: ['X'] },
    context: {},
    edition: '11th',
  },
  {
    label: 'Devastating Wounds of two weapons with the same Damage resolved together',
    weapons: [
      {
        name: 'Light',
        models: 3,
        attacks: '2',
        skill: null,
        strength: 8,
        ap: 0,
        damage: '1',
        devastatingWounds: true,
        anti: [{ keyword: 'X', threshold: 4 }],
      },
      {
        name: 'Heavy',
        models: 2,
        attacks: '1',
        skill: null,
        strength: 8,
        ap: 0,
        damage: '3',
        devastatingWounds: true,
        anti: [{ keyword: 'X', threshold: 4 }],
      },
      {
        name: 'Light again',
        models: 3,
        attacks: '1',
        skill: null,
        strength: 8,
        ap: 0,
        damage: '1',
        devastatingWounds: true,
      },
    ],
    target: { name: 'Trios', models: 4, wounds: 3, toughness: 4, save: 4, keywords: ['X'] },
    context: {},
    edition: '11th',
  },
  {
    label: 'Precision and Devastating Wounds into a led unit',
    weapons: [
      {
        name: 'Sniper',
        models: 3,
        attacks: '2',
        skill: 3,
        strength: 5,
        ap: -2,
        damage: 'D3',
        precision: true,
        devastatingWounds: true,
      },
      { name: 'Bolter', models: 5, attacks: '2', skill: 3, strength: 4, ap: 0, damage: '1' },
    ],
    target: {
      name: 'Led squad',
      models: 4,
      wounds: 2,
      toughness: 4,
      save: 3,
      character: { wounds: 5, save: 2, invulnerable: 4, feelNoPain: 5 },
    },
    context: {},
    edition: '10th',
  },
  {
    // 05.04: a weapon's saves are rolled together and resolved from the lowest up, so the
    // bodyguards take the low dice and the Captain only the high ones (9.99 % against 2.79 %
    // for the Captain's death in the issue's own reference, one attack at a time against sorted).
    label: 'Saves rolled together against a Captain 2+/4++ leading three Intercessors',
    weapons: [{ name: 'Bolter', models: 10, attacks: '2', skill: 3, strength: 4, ap: -1, damage: '1' }],
    target: {
      name: 'Intercessors with Captain',
      models: 3,
      wounds: 2,
      toughness: 4,
      save: 3,
      character: { wounds: 5, save: 2, invulnerable: 4 },
    },
    context: {},
    edition: '11th',
  },
  {
    label: 'Devastating Wounds after their own weapon, before the next (11th)',
    weapons: [
      {
        name: 'Devastator',
        models: 4,
        attacks: '1',
        skill: null,
        strength: 8,
        ap: 0,
        damage: '2',
        devastatingWounds: true,
        anti: [{ keyword: 'X', threshold: 3 }],
      },
      { name: 'Heavy', models: 4, attacks: '1', skill: null, strength: 8, ap: -1, damage: '2' },
    ],
    target: {
      name: 'Led pairs',
      models: 2,
      wounds: 2,
      toughness: 4,
      save: 4,
      keywords: ['X'],
      character: { wounds: 4, save: 3, feelNoPain: 5 },
    },
    context: {},
    edition: '11th',
  },
  {
    label: 'A Character alone is wounded against its own Toughness from the next weapon on',
    weapons: [
      { name: 'First', models: 6, attacks: '2', skill: 3, strength: 5, ap: -1, damage: '1' },
      { name: 'Second', models: 6, attacks: '2', skill: 3, strength: 5, ap: -1, damage: '1' },
    ],
    target: {
      name: 'Grots with a Runtherd',
      models: 3,
      wounds: 1,
      toughness: 2,
      save: 7,
      character: { wounds: 3, save: 5, toughness: 5 },
    },
    context: {},
    edition: '11th',
  },
  {
    label: 'Psychic ignores cover and hit penalties, Cleave adds melee attacks, Melta before halving',
    weapons: [
      {
        name: 'Smite',
        models: 1,
        attacks: 'D6',
        skill: 4,
        strength: 6,
        ap: -1,
        damage: 'D3',
        psychic: true,
        hitModifier: -1,
      },
      {
        name: 'Axe',
        kind: 'melee',
        models: 2,
        attacks: '2',
        skill: 3,
        strength: 6,
        ap: -1,
        damage: '2',
        cleave: 2,
      },
      { name: 'Melta', models: 2, attacks: '1', skill: 3, strength: 9, ap: -4, damage: 'D6', melta: '2' },
    ],
    target: {
      name: 'Halving mob',
      models: 10,
      wounds: 3,
      toughness: 5,
      save: 4,
      cover: true,
      halveDamage: true,
    },
    context: { halfRange: true },
    edition: '11th',
  },
];

/** Random volleys over the whole input space, abilities included. */
function randomCases(count: number, seed: number): Case[] {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const chance = (p: number) => random() < p;
  const keywords = ['Infantry', 'Vehicle', 'Monster', 'Character', 'Fly'] as const;
  const cases: Case[] = [];
  for (let i = 0; i < count; i += 1) {
    const edition = pick(['10th', '11th']);
    const indirect = chance(0.15);
    const weapons: WeaponInput[] = Array.from({ length: pick([1, 1, 2, 2, 3]) }, (_, w) => {
      const kind = indirect ? 'ranged' : pick(['ranged', 'ranged', 'melee'] as const);
      const ranged = kind === 'ranged';
      const conditional = pick([
        null,
        'lethalHits',
        'devastatingWounds',
        'sustainedHits',
        'twinLinked',
        'anti',
        'blast',
        'precision',
      ] as const);
      return {
        name: `Weapon ${w + 1}`,
        kind,
        models: pick([1, 2, 3, 5]),
        attacks: pick(['1', '2', '3', 'D3', 'D6']),
        skill: ranged && !indirect && chance(0.15) ? null : pick([2, 3, 4, 5, 6]),
        strength: pick([3, 4, 5, 6, 8, 12]),
        ap: pick([0, 0, -1, -2, -3]),
        damage: pick(['1', '1', '2', '3', 'D3', 'D6', 'D3+1']),
        sustainedHits: pick([null, null, '1', '2', 'D3']),
        lethalHits: chance(0.3),
        devastatingWounds: chance(0.3),
        criticalHitOn: pick([6, 6, 6, 5]),
        hitModifier: pick([0, 0, 0, 1, -1]),
        woundModifier: pick([0, 0, 0, 1, -1]),
        rerollHits: pick(['none', 'none', 'ones', 'failed', 'non-critical'] as const),
        rerollWounds: pick(['none', 'none', 'ones', 'failed', 'non-critical'] as const),
        twinLinked: chance(0.3),
        anti: chance(0.3)
          ? [{ keyword: pick(['Infantry', 'Monster/Vehicle', 'Vehicle']), threshold: pick([2, 4, 5]) }]
          : [],
        melta: pick([null, null, '2', 'D3']),
        rapidFire: ranged ? pick([null, null, '1', 'D3']) : null,
        blast: ranged && chance(0.25),
        blastValue: pick([1, 1, 2]),
        heavy: chance(0.2),
        lance: chance(0.2),
        ignoresCover: chance(0.2),
        precision: chance(0.3),
        indirectFire: ranged && (indirect ? chance(0.8) : chance(0.2)),
        hazardous: chance(0.25),
        psychic: chance(0.2),
        cleave: kind === 'melee' && chance(0.3) ? pick([1, 2]) : null,
        conditions: conditional
          ? {
              [conditional]: chance(0.5)
                ? { onlyAgainst: [pick(keywords)] }
                : { notAgainst: [pick(keywords), pick(keywords)] },
            }
          : {},
      };
    });
    const withCharacter = chance(0.35);
    const target: TargetInput = {
      name: 'Target',
      models: pick([1, 2, 3, 5, 10]),
      wounds: pick([1, 1, 2, 3, 5]),
      toughness: pick([3, 4, 5, 6, 9, 12]),
      save: pick([2, 3, 4, 5, 6, 7]),
      invulnerable: pick([null, null, 4, 5]),
      feelNoPain: pick([null, null, 5, 6]),
      keywords: keywords.filter(() => chance(0.35)),
      cover: chance(0.35),
      damageReduction: pick([0, 0, 0, 1]),
      halveDamage: chance(0.15),
      character: withCharacter
        ? {
            wounds: pick([2, 4, 5]),
            save: pick([2, 3, 4]),
            invulnerable: pick([null, 4]),
            feelNoPain: pick([null, null, 5]),
            damageReduction: pick([0, 0, 1]),
            toughness: pick([null, null, 3, 5]),
          }
        : null,
    };
    const context: Partial<AttackContext> = {
      halfRange: chance(0.5),
      charged: chance(0.3),
      stationary: chance(0.4),
      indirect,
      spotted: chance(0.5),
      attackerKeywords: chance(0.2) ? ['Vehicle'] : ['Infantry'],
    };
    cases.push({ label: `random volley ${i + 1}`, weapons, target, context, edition });
  }
  return cases;
}

describe('the exact engine against an independent dice-rolling reference (property test)', () => {
  it('agrees on volleys built to expose each fixed rule error', { timeout: 120_000 }, () => {
    targeted.forEach((c, i) => {
      const exact = resolveAttackSequence(c.weapons, c.target, c.context, c.edition);
      const sampled = simulateAttackSequence(c.weapons, c.target, c.context, TRIALS, 100 + i, c.edition);
      expect(disagreements(exact, sampled), c.label).toEqual([]);
    });
  });

  it('says when a 10th-edition volley has too many Devastating Wounds profiles to keep exactly', () => {
    // Three different Damage profiles, each up to 30 Devastating Wounds, against 40 models with
    // Feel No Pain: the joint state would exceed the engine's budget, so one profile is resolved
    // as it is scored, and the result says so.
    const dev = (damage: string): WeaponInput => ({
      name: `D${damage}`,
      models: 10,
      attacks: '3',
      skill: 3,
      strength: 4,
      ap: 0,
      damage,
      devastatingWounds: true,
    });
    const target: TargetInput = {
      name: 'Horde',
      models: 40,
      wounds: 2,
      toughness: 4,
      save: 7,
      feelNoPain: 6,
    };
    const result = resolveAttackSequence([dev('1'), dev('2'), dev('3')], target, {}, '10th');
    expect(result.notes).toHaveLength(1);
    expect(result.damage.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(resolveAttackSequence([dev('1'), dev('2')], target, {}, '10th').notes).toEqual([]);
    // 11th resolves each weapon's Devastating Wounds after it: nothing waits, nothing to note.
    const eleventh = resolveAttackSequence([dev('1'), dev('2'), dev('3')], target, {}, '11th');
    expect(eleventh.notes).toEqual([]);
    expect(eleventh.damage.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
  });

  it(`agrees on ${RANDOM_VOLLEYS} random volleys of up to three weapons, ${TRIALS} trials each`, {
    timeout: 300_000,
  }, () => {
    const cases = randomCases(RANDOM_VOLLEYS, 2026);
    // The generator reaches every ability it is meant to.
    const all = cases.flatMap((c) => c.weapons);
    for (const ability of ['precision', 'hazardous', 'blast', 'devastatingWounds', 'indirectFire'] as const)
      expect(all.some((w) => w[ability])).toBe(true);
    expect(cases.some((c) => c.target.character)).toBe(true);
    expect(cases.some((c) => c.context.indirect)).toBe(true);
    cases.forEach((c, i) => {
      const exact = resolveAttackSequence(c.weapons, c.target, c.context, c.edition);
      expect(exact.notes, c.label).toEqual([]);
      const sampled = simulateAttackSequence(c.weapons, c.target, c.context, TRIALS, 1_000 + i, c.edition);
      expect(disagreements(exact, sampled), `${c.label}: ${JSON.stringify(c)}`).toEqual([]);
    });
  });
});
