import type { GameData } from '../game-data';
import type { BuiltList } from './built-list';
import { findDatasheet, findFaction } from './faction-pool';
import { unitLoadout } from './unit-loadout';

export type UnitPoints = {
  uid: string;
  /** The datasheet's cost for this size and this copy (11th edition prices later copies higher). */
  base: number;
  /** Wargear the data prices per item (`wargear_costs`), defaults included. */
  wargear: number;
  enhancement: number;
  points: number;
};

/**
 * What each unit of a list costs and the total, priced as the data package's own checker prices
 * it: the size tier for the unit's model count and its copy of the datasheet (1st, 2nd, …) in the
 * army's faction (a chapter's reprice of a codex datasheet), plus priced wargear and the
 * enhancement. A datasheet the data does not have costs nothing (the check names it).
 */
export function listPoints(data: GameData, list: BuiltList): { units: UnitPoints[]; total: number } {
  const host = findFaction(data, list.factionId)?.raw;
  const copies = new Map<string, number>();
  const units = list.units.map((unit): UnitPoints => {
    const view = findDatasheet(data, list.factionId, unit.unitId);
    const enhancement = unit.enhancementId
      ? (data.dataset.enhancements.getAny(unit.enhancementId)?.cost ?? 0)
      : 0;
    if (!view) return { uid: unit.uid, base: 0, wargear: 0, enhancement, points: enhancement };
    const copy = (copies.get(unit.unitId) ?? 0) + 1;
    copies.set(unit.unitId, copy);
    const base = data.hostUnitPoints(view.raw, unit.modelCount, copy, host);
    const wargear = data.wargearPoints(view.raw, unitLoadout(data, view, unit));
    return { uid: unit.uid, base, wargear, enhancement, points: base + wargear + enhancement };
  });
  return { units, total: units.reduce((sum, unit) => sum + unit.points, 0) };
}
