import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData, UnitView } from './game-data';
import { resolveArmy } from './resolve-army';
import { fixtureRoster, gameData } from './test-support';

// The data package's loadout searches are patched (patches/@alpaca-software+40kdc-data+*.patch):
// each public loadout call takes at most LOADOUT_SEARCH_STEP_BUDGET steps and each model row at
// most LOADOUT_ROW_CANDIDATE_BUDGET candidate loadouts, then answers "undecided" (no grouping, no
// violation). Unpatched, the cases below ran for seconds to minutes.

let data: GameData;
beforeAll(async () => {
  data = await gameData();
}, 60_000);

function shapeOf(view: UnitView) {
  const options = data.dataset.wargearOptionsOf(view.raw);
  const models = data.dataset.unitCompositionOf(view.raw)?.models;
  return { options, models };
}

function datasheet(name: string, factionId: string): UnitView {
  const view = data.dataset.units.byFaction(factionId).find((unit) => unit.name === name);
  if (!view) throw new Error(`${name} is not a ${factionId} datasheet`);
  return view;
}

/** Every size a datasheet is sold at (each tier's smallest and largest). */
function sizesOf(view: UnitView): number[] {
  const sizes = new Set<number>();
  for (const tier of view.points ?? []) {
    sizes.add(tier.models);
    sizes.add(tier.models_max ?? tier.models);
  }
  return sizes.size > 0 ? [...sizes] : [view.modelCount?.min ?? 1];
}

describe('the patched loadout search', () => {
  it('is applied', () => {
    expect(typeof data.loadoutSearchesUndecided).toBe('function');
    expect(data.LOADOUT_SEARCH_STEP_BUDGET).toBeGreaterThan(0);
  });

  it('keeps an option authored twice once: a Broadside takes at most 2 drones, not 4', () => {
    const broadside = datasheet('Broadside Battlesuits', 'tau-empire');
    const { options, models } = shapeOf(broadside);
    expect(options).toHaveLength(3);
    const bounds = data.weaponBounds(broadside.raw, 3, options, models);
    expect(bounds.get('missile-drone')?.max).toBe(6);
  });

  it('decides every datasheet’s default loadout at every size without giving up', () => {
    const before = data.loadoutSearchesUndecided();
    let checked = 0;
    for (const view of data.dataset.units.all) {
      const { options, models } = shapeOf(view);
      for (const size of sizesOf(view)) {
        const base = data.baseLoadout(view.raw, size, options, models);
        data.groupLoadout(view.raw, size, options, models, base.counts);
        data.validateLoadout(view.raw, size, options, base.counts, models);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1500);
    expect(data.loadoutSearchesUndecided()).toBe(before);
  }, 60_000);

  it('gives up on an unbuildable ten-model squad within its budget, and calls nothing illegal for it', () => {
    // Every option at its cap: no whole-model assignment exists, and proving it took 23 s.
    const squad = datasheet('Deathwing Terminator Squad', 'adeptus-astartes');
    const { options, models } = shapeOf(squad);
    const everything = data.maximalLoadout(squad.raw, 10, options, models).counts;
    for (const [id, count] of everything) if (count <= 0) everything.delete(id);
    const before = data.loadoutSearchesUndecided();
    expect(data.completeLoadout(squad.raw, 10, options, models, everything)).toBeNull();
    expect(data.groupLoadout(squad.raw, 10, options, models, everything)).toBeNull();
    expect(data.loadoutSearchesUndecided()).toBeGreaterThan(before);
  });

  it('still finds the grouping of a named legal loadout', () => {
    const broadside = datasheet('Broadside Battlesuits', 'tau-empire');
    const { options, models } = shapeOf(broadside);
    const named = new Map([
      ['crushing-bulk', 2],
      ['heavy-rail-rifle', 2],
      ['missile-drone', 4],
      ['weapon-support-system', 2],
      ['seeker-missile', 2],
    ]);
    const groups = data.groupLoadout(broadside.raw, 2, options, models, named);
    expect(groups?.map((group) => group.count)).toEqual([1, 1]);
    expect(data.validateLoadout(broadside.raw, 2, options, named, models)).toEqual([]);
  });

  it('resolves a real T’au list with Broadside Battlesuits, every unit matched', () => {
    // 40kCompactor's 11th-edition New Recruit tournament sample (fixtures/SOURCES.tsv).
    const roster = fixtureRoster('newrecruit/compactor__NR-Tournament-Sample-Tau.txt');
    const resolved = resolveArmy(data, roster);
    expect(resolved.resolution?.unresolvedUnits).toBe(0);
    const broadsides = resolved.units.filter((unit) => unit.name === 'Broadside Battlesuits');
    expect(broadsides.length).toBeGreaterThan(0);
    for (const unit of broadsides) {
      expect(unit.resolution?.loadout).toBe('named');
      expect(unit.weapons.some((weapon) => weapon.name.startsWith('Heavy rail rifle'))).toBe(true);
    }
  });
});
