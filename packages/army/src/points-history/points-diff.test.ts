import { describe, expect, it } from 'vitest';
import { diffPoints } from './points-diff';
import { type DataPointsTier, type DatasheetPoints, pointsTiersOf } from './points-snapshot';

/** A datasheet of a small hand-written data version. */
const sheet = (
  factionId: string,
  datasheetName: string,
  tiers: DataPointsTier[],
  factionName = factionId.toUpperCase(),
): DatasheetPoints => ({
  factionId,
  factionName,
  datasheetId: datasheetName.toLowerCase().replace(/\s+/g, '-'),
  datasheetName,
  tiers: pointsTiersOf(tiers),
});

describe('points changes between two data versions', () => {
  const before = [
    sheet('orks', 'Boyz', [
      { models: 10, cost: 85 },
      { models: 20, cost: 170 },
    ]),
    sheet('orks', 'Gretchin', [{ models: 11, cost: 40 }]),
    sheet('orks', 'Weirdboy', [{ models: 1, cost: 60 }]),
    sheet('necrons', 'Warriors', [{ models: 10, cost: 90 }]),
    sheet('necrons', 'Lychguard', [{ models: 5, cost: 85 }]),
  ];
  const after = [
    // Boyz: 10 up by 5 (85 → 90), 20 unchanged.
    sheet('orks', 'Boyz', [
      { models: 10, cost: 90 },
      { models: 20, cost: 170 },
    ]),
    // Gretchin: 11 down by 5 (40 → 35), and a new 22-model tier at 70.
    sheet('orks', 'Gretchin', [
      { models: 11, cost: 35 },
      { models: 22, cost: 70 },
    ]),
    // Weirdboy is gone; Beastboss is new at 80.
    sheet('orks', 'Beastboss', [{ models: 1, cost: 80 }]),
    // Necrons: nothing changed.
    sheet('necrons', 'Warriors', [{ models: 10, cost: 90 }]),
    sheet('necrons', 'Lychguard', [{ models: 5, cost: 85 }]),
  ];

  it('lists price rises and cuts with the difference, new and removed tiers and datasheets, nothing unchanged', () => {
    expect(diffPoints(before, after)).toEqual([
      {
        factionId: 'orks',
        factionName: 'ORKS',
        changes: [
          {
            datasheetId: 'beastboss',
            datasheetName: 'Beastboss',
            tier: '1 model',
            kind: 'datasheet-added',
            before: null,
            after: 80,
            difference: null,
          },
          {
            datasheetId: 'boyz',
            datasheetName: 'Boyz',
            tier: '10 models',
            kind: 'up',
            before: 85,
            after: 90,
            difference: 5,
          },
          {
            datasheetId: 'gretchin',
            datasheetName: 'Gretchin',
            tier: '11 models',
            kind: 'down',
            before: 40,
            after: 35,
            difference: -5,
          },
          {
            datasheetId: 'gretchin',
            datasheetName: 'Gretchin',
            tier: '22 models',
            kind: 'tier-added',
            before: null,
            after: 70,
            difference: null,
          },
          {
            datasheetId: 'weirdboy',
            datasheetName: 'Weirdboy',
            tier: '1 model',
            kind: 'datasheet-removed',
            before: 60,
            after: null,
            difference: null,
          },
        ],
      },
    ]);
  });

  it('gives nothing between a version and itself, or when only the order of datasheets differs', () => {
    expect(diffPoints(before, before)).toEqual([]);
    expect(diffPoints(before, [...before].reverse())).toEqual([]);
  });

  it('reads the diff backwards as the opposite change', () => {
    const back = diffPoints(after, before).flatMap((faction) => faction.changes);
    expect(back.find((c) => c.datasheetName === 'Boyz')).toMatchObject({
      kind: 'down',
      before: 90,
      after: 85,
      difference: -5,
    });
    expect(back.find((c) => c.tier === '22 models')).toMatchObject({
      kind: 'tier-removed',
      before: 70,
      after: null,
    });
    expect(back.find((c) => c.datasheetName === 'Weirdboy')).toMatchObject({
      kind: 'datasheet-added',
      after: 60,
    });
  });

  it('matches tiers by size and copies: a copy-banded price is its own tier', () => {
    const banded = (third: number) =>
      sheet('world-eaters', 'Chaos Terminators', [
        { models: 5, cost: 175, unit_count_min: 1, unit_count_max: 2 },
        { models: 5, cost: third, unit_count_min: 3, unit_count_max: null },
      ]);
    // Only the 3rd-copy price moved: 185 → 195 (+10).
    expect(diffPoints([banded(185)], [banded(195)])[0]?.changes).toEqual([
      {
        datasheetId: 'chaos-terminators',
        datasheetName: 'Chaos Terminators',
        tier: '5 models, 3rd copy on',
        kind: 'up',
        before: 185,
        after: 195,
        difference: 10,
      },
    ]);
  });

  it('tells a datasheet that is new with no points listed', () => {
    expect(diffPoints([], [sheet('orks', 'Runtherd', [])])[0]?.changes).toEqual([
      {
        datasheetId: 'runtherd',
        datasheetName: 'Runtherd',
        tier: 'no points listed',
        kind: 'datasheet-added',
        before: null,
        after: null,
        difference: null,
      },
    ]);
  });

  it('keeps factions apart: the same datasheet id in two factions is two datasheets', () => {
    const spawn = (factionId: string, cost: number) => sheet(factionId, 'Chaos Spawn', [{ models: 2, cost }]);
    const changes = diffPoints(
      [spawn('world-eaters', 70), spawn('death-guard', 70)],
      [spawn('world-eaters', 65), spawn('death-guard', 70)],
    );
    expect(changes.map((f) => [f.factionId, f.changes.map((c) => c.difference)])).toEqual([
      ['world-eaters', [-5]],
    ]);
  });
});
