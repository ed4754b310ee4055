import { describe, expect, it } from 'vitest';
import { gameData } from '../test-support';
import { pointsSnapshotOf, pointsTierOf, pointsTiersOf } from './points-snapshot';

describe('points tiers', () => {
  it('names a single size, a range and copy bands in words', () => {
    expect(pointsTierOf({ models: 1, cost: 60 })).toEqual({ key: '1', label: '1 model', cost: 60 });
    expect(pointsTierOf({ models: 6, models_max: 10, cost: 150 })).toEqual({
      key: '6-10',
      label: '6–10 models',
      cost: 150,
    });
    expect(pointsTierOf({ models: 5, cost: 75, unit_count_min: 1, unit_count_max: 2 })).toEqual({
      key: '5#1-2',
      label: '5 models, 1st–2nd copy',
      cost: 75,
    });
    expect(pointsTierOf({ models: 5, cost: 85, unit_count_min: 3, unit_count_max: null }).label).toBe(
      '5 models, 3rd copy on',
    );
    expect(pointsTierOf({ models: 5, cost: 85, unit_count_min: 1, unit_count_max: 1 }).label).toBe(
      '5 models, 1st copy',
    );
  });

  it('keeps two prices listed for the same size apart', () => {
    expect(
      pointsTiersOf([
        { models: 6, cost: 170 },
        { models: 6, cost: 110 },
      ]).map((tier) => tier.key),
    ).toEqual(['6', '6~2']);
  });
});

describe('the points snapshot of the bundled game data', () => {
  it('has every datasheet once with its own prices', async () => {
    const data = await gameData();
    const snapshot = pointsSnapshotOf(data);
    expect(snapshot).toHaveLength(data.dataset.units.all.length);
    expect(new Set(snapshot.map((s) => `${s.factionId}/${s.datasheetId}`)).size).toBe(snapshot.length);
    // The schema's own example of copy pricing, as the data package lists it for Celestian
    // Sacresants: 5 models 75 and 6–10 models 150 for the 1st and 2nd copy, 85 and 160 from the 3rd.
    const sacresants = snapshot.find((s) => s.datasheetId === 'celestian-sacresants');
    expect(sacresants?.factionName).toBe('Adepta Sororitas');
    expect(sacresants?.tiers.map((t) => [t.label, t.cost])).toEqual([
      ['5 models, 1st–2nd copy', 75],
      ['6–10 models, 1st–2nd copy', 150],
      ['5 models, 3rd copy on', 85],
      ['6–10 models, 3rd copy on', 160],
    ]);
  });
});
