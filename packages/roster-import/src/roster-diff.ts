import type { Roster } from './roster-model';

/** A unit as a player compares lists: its name, models and points. */
export type UnitLine = { name: string; models: number; points: number };

export type RosterDiff = {
  /** Units in `after` and not in `before`, and the other way round, counting repeats. */
  added: UnitLine[];
  removed: UnitLine[];
  /** Enhancements by "Name on Unit". */
  enhancementsAdded: string[];
  enhancementsRemoved: string[];
  detachmentsBefore: string[];
  detachmentsAfter: string[];
  pointsBefore: number;
  pointsAfter: number;
};

/** Models in the unit: the model lines when the file gave them, else the unit's count. */
const models = (unit: Roster['units'][number]) =>
  unit.models.length > 0 ? unit.models.reduce((sum, m) => sum + m.count, 0) : unit.count;
const lineOf = (unit: Roster['units'][number]): UnitLine => ({
  name: unit.name,
  models: models(unit),
  points: unit.points,
});
const keyOf = (line: UnitLine) => `${line.name}\u0000${line.models}\u0000${line.points}`;

/** Items of `a` not matched by one in `b` (three Warriors units less two leaves one). */
export function multisetDifference<T>(a: T[], b: T[], key: (item: T) => string): T[] {
  const left = new Map<string, number>();
  for (const item of b) left.set(key(item), (left.get(key(item)) ?? 0) + 1);
  return a.filter((item) => {
    const count = left.get(key(item)) ?? 0;
    if (count === 0) return true;
    left.set(key(item), count - 1);
    return false;
  });
}

/**
 * What changed between two versions of a list: units added and removed (a unit resized or
 * re-costed counts as one removed and one added, as a player reads a diff), enhancements,
 * detachments and the points totals.
 */
export function compareRosters(before: Roster, after: Roster): RosterDiff {
  const a = before.units.map(lineOf);
  const b = after.units.map(lineOf);
  const enhancement = (r: Roster) => r.enhancements.map((e) => `${e.name} on ${e.unit}`);
  const same = (x: string) => x;
  return {
    added: multisetDifference(b, a, keyOf),
    removed: multisetDifference(a, b, keyOf),
    enhancementsAdded: multisetDifference(enhancement(after), enhancement(before), same),
    enhancementsRemoved: multisetDifference(enhancement(before), enhancement(after), same),
    detachmentsBefore: before.detachments,
    detachmentsAfter: after.detachments,
    pointsBefore: before.pointsTotal,
    pointsAfter: after.pointsTotal,
  };
}
