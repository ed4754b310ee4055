import type { GameData } from '../game-data';
import type { BuiltList, BuiltListUnit } from './built-list';
import { findDatasheet } from './faction-pool';
import { defaultLoadout } from './unit-loadout';

export type UnitInput = Partial<BuiltListUnit> & { unitId: string };

/**
 * A small built list for tests: Space Marines, Gladius Task Force (3 DP, Priority Assets), Strike
 * Force, 11th edition unless told otherwise. Units get uids u1, u2, …, their smallest size and
 * their default loadout written out, as the builder sends them.
 */
export function builtList(
  data: GameData,
  { units = [], ...list }: Partial<Omit<BuiltList, 'units'>> & { units?: UnitInput[] } = {},
): BuiltList {
  const factionId = list.factionId ?? 'adeptus-astartes';
  return {
    name: 'Test list',
    edition: '11th',
    factionId,
    detachmentIds: ['gladius-task-force'],
    forceDisposition: 'priority-assets',
    battleSize: 'strike-force',
    ...list,
    units: units.map((unit, index) => {
      const view = findDatasheet(data, factionId, unit.unitId);
      const modelCount = unit.modelCount ?? view?.raw.model_count?.min ?? 1;
      return {
        uid: `u${index + 1}`,
        modelCount,
        wargear: view ? defaultLoadout(data, view, modelCount) : {},
        enhancementId: null,
        attachedTo: null,
        warlord: false,
        ...unit,
      };
    }),
  };
}

/** A fixed-seed pseudo-random sequence in [0, 1) (mulberry32), so samples repeat run to run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
