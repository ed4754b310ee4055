import type { FactionPointsChanges, PointsChange } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeTotals,
  differenceText,
  factionsShown,
  pointsText,
  totalsSentence,
} from './points-changes-view';

const change = (
  datasheetId: string,
  kind: PointsChange['kind'],
  before: number | null,
  after: number | null,
): PointsChange => ({
  datasheetId,
  datasheetName: datasheetId,
  tier: '5 models',
  kind,
  before,
  after,
  difference: before !== null && after !== null ? after - before : null,
});

const factions: FactionPointsChanges[] = [
  {
    factionId: 'orks',
    factionName: 'Orks',
    changes: [
      change('boyz', 'up', 85, 90),
      change('gretchin', 'down', 40, 35),
      change('gretchin', 'tier-added', null, 70),
      // One datasheet added with two sizes: one datasheet, two rows.
      change('beastboss', 'datasheet-added', null, 80),
      change('beastboss', 'datasheet-added', null, 150),
    ],
  },
  {
    factionId: 'necrons',
    factionName: 'Necrons',
    changes: [change('warriors', 'up', 90, 100), change('lokhust', 'datasheet-removed', 60, null)],
  },
];

describe('points changes on the page', () => {
  it('counts prices up and down and datasheets (not rows) added and removed', () => {
    const totals = changeTotals(factions);
    expect(totals).toEqual({
      up: 2,
      down: 1,
      newPrices: 1,
      droppedPrices: 0,
      datasheetsAdded: 1,
      datasheetsRemoved: 1,
    });
    expect(totalsSentence(totals)).toBe(
      '2 prices up, 1 price down, 1 new size or price band, 1 datasheet added, 1 datasheet removed',
    );
  });

  it('writes old → new and the difference with a sign, or new / removed', () => {
    expect([pointsText(change('b', 'up', 85, 90)), differenceText(change('b', 'up', 85, 90))]).toEqual([
      '85\u00a0→\u00a090',
      '+5',
    ]);
    expect(differenceText(change('g', 'down', 40, 30))).toBe('−10');
    expect([
      pointsText(change('t', 'tier-added', null, 70)),
      differenceText(change('t', 'tier-added', null, 70)),
    ]).toEqual(['new:\u00a070', 'new']);
    expect([
      pointsText(change('w', 'datasheet-removed', 60, null)),
      differenceText(change('w', 'datasheet-removed', 60, null)),
    ]).toEqual(['was\u00a060', 'removed']);
    expect(pointsText(change('r', 'datasheet-added', null, null))).toBe('no points listed');
  });

  it('filters to one faction, or shows them all', () => {
    expect(factionsShown(factions, 'necrons').map((f) => f.factionId)).toEqual(['necrons']);
    expect(factionsShown(factions, '').map((f) => f.factionId)).toEqual(['orks', 'necrons']);
    expect(factionsShown(factions, 'tau')).toEqual([]);
  });
});
