import { describe, expect, it } from 'vitest';
import { assessRoster } from './assess-roster';
import { type Roster, type RosterUnit, unknownStats } from './roster-model';

const unit = (overrides: Partial<RosterUnit> = {}): RosterUnit => ({
  id: 'u',
  name: 'Intercessor Squad',
  role: 'Battleline',
  count: 5,
  points: 80,
  models: [],
  wargear: [],
  abilities: [],
  keywords: [],
  stats: unknownStats(),
  weapons: [],
  enhancements: [],
  ...overrides,
});

const roster = (overrides: Partial<Roster> = {}): Roster => ({
  name: 'Strike Force',
  gameSystem: 'Warhammer 40,000 10th Edition',
  edition: '10th',
  faction: 'Adeptus Astartes',
  subFaction: null,
  detachments: [],
  forceDisposition: null,
  battleSize: null,
  pointsLimit: 2000,
  pointsTotal: 1995,
  units: [unit(), unit(), unit()],
  enhancements: [],
  attachedLeaders: [],
  forces: [],
  ...overrides,
});

describe('assessRoster', () => {
  it('scores a complete roster 1 with no warnings', () => {
    expect(assessRoster(roster())).toEqual({ confidenceScore: 1, warnings: [], missingFields: [] });
  });

  it('weighs name 0.1, faction 0.2, points 0.2, units 0.5', () => {
    expect(assessRoster(roster({ name: '' })).confidenceScore).toBe(0.9);
    expect(assessRoster(roster({ faction: '' })).confidenceScore).toBe(0.8);
    expect(assessRoster(roster({ name: '', faction: '', units: [] })).confidenceScore).toBe(0.2);
  });

  it('uses the PDF weights 0.15, 0.15, 0.2, 0.5', () => {
    expect(assessRoster(roster({ name: '' }), { source: 'pdf' }).confidenceScore).toBe(0.85);
    expect(assessRoster(roster({ faction: '' }), { source: 'pdf' }).confidenceScore).toBe(0.85);
  });

  it('names every missing field with the spec codes', () => {
    const result = assessRoster(roster({ name: ' ', faction: '', pointsTotal: 0, units: [] }), {
      pointed: true,
    });
    expect(result.missingFields).toEqual(['name', 'faction', 'points', 'units']);
    expect(result.warnings.map((w) => w.code)).toEqual([
      'MISSING_ROSTER_NAME',
      'MISSING_FACTION',
      'MISSING_POINTS',
      'NO_UNITS',
    ]);
    expect(result.confidenceScore).toBe(0);
  });

  it('raises LOW_UNIT_CONFIDENCE only above 30 % low units', () => {
    const tenUnits = (low: number) =>
      Array.from({ length: 10 }, (_, i) => unit(i < low ? { points: 0 } : {}));
    expect(assessRoster(roster({ units: tenUnits(3) })).warnings).toEqual([]);
    expect(assessRoster(roster({ units: tenUnits(4) })).warnings.map((w) => w.code)).toEqual([
      'LOW_UNIT_CONFIDENCE',
    ]);
    expect(assessRoster(roster({ units: tenUnits(4) })).confidenceScore).toBe(0.8);
  });

  it('does not ask for points in games without them', () => {
    const killTeam = roster({ pointsTotal: 0, units: [unit({ points: 0 })] });
    expect(assessRoster(killTeam)).toEqual({ confidenceScore: 1, warnings: [], missingFields: [] });
  });

  it('lowers the score once for each kind of anomaly the parser could not repair', () => {
    const mismatch = {
      code: 'LOW_POINTS_CONFIDENCE',
      message: 'The list says 2000 points but its units add up to 1995.',
    };
    expect(assessRoster(roster(), { issues: [mismatch] }).confidenceScore).toBe(0.85);
    expect(assessRoster(roster(), { issues: [mismatch, mismatch] }).confidenceScore).toBe(0.85);
    // Other parser notes do not count against it.
    expect(
      assessRoster(roster(), { issues: [{ code: 'LOW_FACTION_CONFIDENCE', message: '' }] }).confidenceScore,
    ).toBe(1);
  });

  it('says when a list is for another game than Warhammer 40,000', () => {
    for (const [gameSystem, game] of [
      ['Age of Sigmar 4.0', 'an Age of Sigmar'],
      ['Warhammer 40,000: Kill Team (2021)', 'a Kill Team'],
      ['Horus Heresy 3rd Edition', 'a Horus Heresy'],
    ]) {
      const result = assessRoster(roster({ gameSystem }));
      expect(result.warnings).toEqual([
        {
          code: 'NOT_WARHAMMER_40K',
          message: `This is ${game} list, not Warhammer 40,000: Muster's analysis and events are for 40k.`,
        },
      ]);
      expect(result.confidenceScore).toBe(0.75);
    }
    expect(assessRoster(roster({ gameSystem: 'Warhammer 40,000 9th Edition' })).warnings).toEqual([]);
    expect(assessRoster(roster({ gameSystem: null })).warnings).toEqual([]);
  });
});
