import { describe, expect, it } from 'vitest';
import { compareRosters, multisetDifference } from './roster-diff';
import { type Roster, unknownStats } from './roster-model';

const unit = (name: string, count: number, points: number) => ({
  id: `${name}-${count}-${points}`,
  name,
  role: 'Battleline',
  count,
  points,
  models: [],
  wargear: [],
  abilities: [],
  keywords: [],
  stats: unknownStats(),
  weapons: [],
  enhancements: [],
});

const list = (units: ReturnType<typeof unit>[], extra: Partial<Roster> = {}): Roster => ({
  name: 'List',
  gameSystem: 'Warhammer 40,000',
  edition: '11th',
  faction: 'Necrons',
  subFaction: null,
  detachments: ['Awakened Dynasty'],
  forceDisposition: null,
  battleSize: 'Strike Force',
  pointsLimit: 2000,
  pointsTotal: units.reduce((sum, u) => sum + u.points, 0),
  units,
  enhancements: [],
  attachedLeaders: [],
  forces: [],
  ...extra,
});

describe('compareRosters', () => {
  it('names units added and removed, counting repeats, and the totals', () => {
    const before = list([unit('Warriors', 10, 90), unit('Warriors', 10, 90), unit('Overlord', 1, 85)]);
    const after = list([
      unit('Warriors', 10, 90),
      unit('Warriors', 20, 180),
      unit('Lokhust Heavy Destroyers', 1, 55),
    ]);
    const diff = compareRosters(before, after);
    // One 10-model Warriors unit stays; the other grew to 20 (one removed, one added); the Overlord went.
    expect(diff.added).toEqual([
      { name: 'Warriors', models: 20, points: 180 },
      { name: 'Lokhust Heavy Destroyers', models: 1, points: 55 },
    ]);
    expect(diff.removed).toEqual([
      { name: 'Warriors', models: 10, points: 90 },
      { name: 'Overlord', models: 1, points: 85 },
    ]);
    expect([diff.pointsBefore, diff.pointsAfter]).toEqual([265, 325]);
  });

  it('reports enhancements and detachments', () => {
    const before = list([unit('Overlord', 1, 85)], {
      enhancements: [{ name: 'Sempiternal Weave', unit: 'Overlord', points: 15 }],
    });
    const after = list([unit('Overlord', 1, 85)], {
      detachments: ['Hypercrypt Legion'],
      enhancements: [{ name: 'Hyperphasic Fulcrum', unit: 'Overlord', points: 20 }],
    });
    const diff = compareRosters(before, after);
    expect(diff.enhancementsAdded).toEqual(['Hyperphasic Fulcrum on Overlord']);
    expect(diff.enhancementsRemoved).toEqual(['Sempiternal Weave on Overlord']);
    expect([diff.detachmentsBefore, diff.detachmentsAfter]).toEqual([
      ['Awakened Dynasty'],
      ['Hypercrypt Legion'],
    ]);
    expect(diff.added).toEqual([]);
  });

  it('finds nothing between a list and itself', () => {
    const same = list([unit('Warriors', 10, 90)]);
    expect(compareRosters(same, same)).toMatchObject({
      added: [],
      removed: [],
      enhancementsAdded: [],
      enhancementsRemoved: [],
    });
  });

  it('subtracts as multisets', () => {
    expect(multisetDifference(['a', 'a', 'a', 'b'], ['a', 'a', 'c'], (x) => x)).toEqual(['a', 'b']);
  });
});
