import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from '../game-data';
import { gameData } from '../test-support';
import { builtList, seeded } from './builder-test-support';
import { listPoints } from './list-points';

let data: GameData;
beforeAll(async () => {
  data = await gameData();
});

type Tier = { models: number; cost: number; models_max?: number; unit_count_min?: number };

describe('list points', () => {
  it('prices every size tier of 20 datasheets across factions as the data does', () => {
    // Matched-play datasheets with points, one faction's copy each, sampled with a fixed seed.
    const pool = data.dataset.units.all.filter(
      (view) => !view.raw.game_modes && (view.raw.points ?? []).length > 0,
    );
    const random = seeded(18);
    const sample = new Set<(typeof pool)[number]>();
    while (sample.size < 20) sample.add(pool[Math.floor(random() * pool.length)] as (typeof pool)[number]);
    const factions = new Set([...sample].map((view) => view.factionId));
    expect(factions.size).toBeGreaterThanOrEqual(8);

    let checked = 0;
    for (const view of sample) {
      // Read independently of the code under test: the datasheet's own points table.
      const tiers = view.raw.points as Tier[];
      for (const tier of tiers) {
        const copy = tier.unit_count_min ?? 1;
        for (const models of new Set([tier.models, tier.models_max ?? tier.models])) {
          const list = builtList(data, {
            factionId: view.factionId,
            detachmentIds: [],
            units: Array.from({ length: copy }, () => ({ unitId: view.id, modelCount: models })),
          });
          const priced = listPoints(data, list);
          const unit = priced.units.at(-1);
          expect(unit?.base, `${view.factionId}/${view.id}: ${models} models, copy ${copy}`).toBe(tier.cost);
          expect(priced.total).toBe(priced.units.reduce((sum, u) => sum + u.base + u.wargear, 0));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('adds the enhancement and priced wargear to the unit, and sums the list', () => {
    const list = builtList(data, {
      units: [
        { unitId: 'captain', enhancementId: 'artificer-armour-gladius-task-force', warlord: true },
        { unitId: 'intercessor-squad', modelCount: 10 },
      ],
    });
    const priced = listPoints(data, list);
    // A Captain is 80 points, Artificer Armour 20; ten Intercessors 150.
    expect(priced.units.map((u) => u.points)).toEqual([100, 150]);
    expect(priced.total).toBe(250);
  });

  it('prices later copies of a datasheet at its later price, and a size at its range tier', () => {
    const castigator = data.dataset.units.getInFaction('castigator', 'adepta-sororitas');
    const tiers = castigator?.raw.points as Tier[];
    const first = tiers.find((t) => (t.unit_count_min ?? 1) === 1)?.cost;
    const third = tiers.find((t) => t.unit_count_min === 3)?.cost;
    const list = builtList(data, {
      factionId: 'adepta-sororitas',
      detachmentIds: [],
      units: [{ unitId: 'castigator' }, { unitId: 'castigator' }, { unitId: 'castigator' }],
    });
    expect(listPoints(data, list).units.map((u) => u.base)).toEqual([first, first, third]);
    // Seven Intercessors are in the 6–10 tier.
    const seven = builtList(data, { units: [{ unitId: 'intercessor-squad', modelCount: 7 }] });
    expect(listPoints(data, seven).total).toBe(150);
  });

  it('costs nothing for a datasheet the data does not have', () => {
    const list = builtList(data, { units: [{ unitId: 'not-a-datasheet' }] });
    expect(listPoints(data, list)).toEqual({
      units: [{ uid: 'u1', base: 0, wargear: 0, enhancement: 0, points: 0 }],
      total: 0,
    });
  });
});
