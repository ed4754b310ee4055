import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRosterInput } from '@muster/roster-import';
import { describe, expect, it } from 'vitest';
import { counterPlan, counterPlanSchema } from './counter-plan';
import { sideOf } from './engagements';
import { boltRifle, lascannon, rosterBuilder, unitBuilder } from './test-builders';

// Five lascannons that always do 2 damage: no overkill on a 13-wound tank, so means are exact.
const gunners = unitBuilder({
  id: 'g',
  name: 'Gunners',
  count: 5,
  points: 200,
  weapons: [{ ...lascannon, damage: '2' }],
});
const tank = unitBuilder({
  id: 't',
  name: 'Battle Tank',
  role: 'Vehicle',
  count: 1,
  points: 190,
  keywords: ['Vehicle'],
  stats: { T: '11', SV: '2+', W: '13' },
  weapons: [{ ...lascannon, name: 'Tank cannon', attacks: '2', skill: '4+', damage: '3' }],
});
const horde = unitBuilder({
  id: 'h',
  name: 'Horde',
  count: 20,
  points: 130,
  stats: { T: '3', SV: '5+', W: '1' },
  weapons: [{ ...boltRifle, name: 'Slugga', attacks: '1', skill: '5+', strength: '4', ap: '0' }],
});
const brawlers = unitBuilder({
  id: 'b',
  name: 'Brawlers',
  count: 5,
  points: 100,
  weapons: [
    { ...boltRifle, name: 'Pistol', attacks: '1', ap: '0' },
    {
      name: 'Power fist',
      kind: 'melee',
      range: 'Melee',
      attacks: '3',
      skill: '3+',
      strength: '8',
      ap: '-2',
      damage: '2',
      keywords: [],
    },
  ],
});

describe('counter plan', () => {
  it('computes expected damage exactly where it can be done by hand', () => {
    const plan = counterPlan(rosterBuilder({ units: [gunners] }), rosterBuilder({ units: [tank] }));
    // 5 shots × hit 2/3 × wound 2/3 (S12 v T11) × failed save 2/3 (2+ with AP-3 needs 5+) × 2 damage.
    const meanDamage = (5 * 8 * 2) / 27;
    const answer = plan.priorityTargets[0]?.answers[0];
    expect(answer?.mode).toBe('shooting');
    expect(answer?.meanDamage).toBeCloseTo(meanDamage, 10);
    expect(answer?.shareDestroyed).toBeCloseTo(meanDamage / 13, 10);
    expect(answer?.pointsRemoved).toBeCloseTo((meanDamage / 13) * 190, 10);
    expect(plan.matrix.yoursAgainstTheirs).toEqual([[Math.round((meanDamage / 13) * 1900) / 10]]);
    expect(counterPlanSchema.parse(plan)).toEqual(plan);
  });

  it('picks melee when charging does more, and reads the same both ways', () => {
    const mine = rosterBuilder({ units: [brawlers, gunners] });
    const theirs = rosterBuilder({ units: [tank, horde] });
    const plan = counterPlan(mine, theirs);
    const reverse = counterPlan(theirs, mine);
    const brawlersOnTank = plan.priorityTargets
      .find((t) => t.unitName === 'Battle Tank')
      ?.answers.find((a) => a.attacker === 'Brawlers');
    expect(brawlersOnTank?.mode).toBe('melee');
    expect(plan.summary.yourPointsPerTurn).toBe(reverse.summary.theirPointsPerTurn);
    expect(plan.summary.theirPointsPerTurn).toBe(reverse.summary.yourPointsPerTurn);
    expect(plan.matrix.theirsAgainstYours).toEqual(reverse.matrix.yoursAgainstTheirs);
    expect(counterPlan(mine, theirs)).toEqual(plan);
  });

  it('ranks their dangerous units first and names what to protect', () => {
    const plan = counterPlan(
      rosterBuilder({ units: [gunners, brawlers] }),
      rosterBuilder({ units: [horde, tank] }),
    );
    expect(plan.priorityTargets.map((t) => t.unitName)).toEqual(['Battle Tank', 'Horde']);
    expect(plan.tactics[0]).toMatch(
      /^Kill Battle Tank early: it removes about \d+ points of your army a turn\./,
    );
    expect(plan.exposedUnits[0]?.threats[0]?.attacker).toBeDefined();
    expect(plan.tactics.at(-1)).toBe(plan.summary.verdict);
  });

  it('leaves units it cannot measure out of the sums and says so', () => {
    const ghost = unitBuilder({ id: 'x', name: 'Ghost', weapons: [], stats: { T: '-', SV: '-', W: '-' } });
    const plan = counterPlan(
      rosterBuilder({ units: [gunners, ghost] }),
      rosterBuilder({ units: [tank, ghost] }),
    );
    expect(plan.unitsWithoutData).toEqual({ yours: ['Ghost'], theirs: ['Ghost'] });
    expect(plan.priorityTargets.map((t) => t.unitName)).toEqual(['Battle Tank']);
    expect(plan.matrix.yoursAgainstTheirs[0]?.[1]).toBeNull();
  });

  it('plans every 40k fixture roster against the next one', { timeout: 120_000 }, () => {
    const dir = path.resolve(import.meta.dirname, '../../roster-import/fixtures');
    const rosters = ['ros', 'rosz', 'newrecruit']
      .flatMap((sub) => readdirSync(path.join(dir, sub)).map((f) => readFileSync(path.join(dir, sub, f))))
      .map((bytes) => parseRosterInput(new Uint8Array(bytes)))
      .flatMap((result) =>
        result.roster && /40,000|40k/i.test(result.roster.gameSystem ?? '') ? [result.roster] : [],
      );
    expect(rosters.length).toBeGreaterThanOrEqual(10);
    for (const [i, roster] of rosters.entries()) {
      const opponent = rosters[(i + 1) % rosters.length] ?? roster;
      const plan = counterPlan(roster, opponent);
      expect(counterPlanSchema.safeParse(plan).success).toBe(true);
      // Three rounds of removal never take more than the other army has.
      const points = (r: typeof roster) => r.units.reduce((sum, unit) => sum + unit.points, 0);
      expect(plan.summary.yourPointsPerTurn * 3).toBeLessThanOrEqual(points(opponent) + 1e-6);
      expect(plan.summary.theirPointsPerTurn * 3).toBeLessThanOrEqual(points(roster) + 1e-6);
    }
  });

  it('treats a leader and its bodyguard as one unit, attacked bodyguards first', () => {
    const captain = unitBuilder({
      id: 'cap',
      name: 'Captain',
      role: 'Character',
      count: 1,
      points: 80,
      stats: { T: '4', SV: '3+', W: '5' },
      weapons: [{ ...boltRifle, name: 'Master-crafted bolter', attacks: '3' }],
    });
    const guarded = rosterBuilder({
      units: [captain, gunners],
      attachedLeaders: [{ leader: 'Captain', unit: 'Gunners' }],
    });
    const sides = sideOf(guarded);
    expect(sides.map((s) => [s.name, s.points])).toEqual([['Gunners with Captain', 200 + 80]]);
    expect(sides[0]?.target?.character).toMatchObject({ name: 'Captain', wounds: 5, save: 3 });
    const plan = counterPlan(rosterBuilder({ units: [tank] }), guarded);
    expect(plan.priorityTargets.map((t) => t.unitName)).toEqual(['Gunners with Captain']);
  });

  it('says each thing once, and differently against different lists', () => {
    // Two copies of the same tank: one "kill all 2" line, not two lines with the same words.
    const twoTanks = rosterBuilder({ units: [tank, { ...tank, id: 't2' }] });
    const yours = rosterBuilder({ units: [gunners, brawlers] });
    const plan = counterPlan(yours, twoTanks);
    expect(new Set(plan.tactics).size).toBe(plan.tactics.length);
    expect(plan.tactics.filter((line) => line.startsWith('Kill '))).toEqual([
      expect.stringMatching(/^Kill all 2 Battle Tank early: each removes/),
    ]);
    // Against a melee horde the plan talks of screens; against tanks, of their shooting.
    const hordePlan = counterPlan(yours, rosterBuilder({ units: [horde, { ...brawlers, id: 'b2' }] }));
    expect(hordePlan.tactics).not.toEqual(plan.tactics);
    expect(plan.tactics.join(' ')).toMatch(/of their damage is shooting/);
  });
});
