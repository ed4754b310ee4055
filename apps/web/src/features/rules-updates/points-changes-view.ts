import type { FactionPointsChanges, PointsChange } from '@muster/contracts';

export type ChangeTotals = {
  up: number;
  down: number;
  newPrices: number;
  droppedPrices: number;
  datasheetsAdded: number;
  datasheetsRemoved: number;
};

/** Counts of prices up and down, new and dropped tiers, and datasheets added and removed. */
export function changeTotals(factions: readonly FactionPointsChanges[]): ChangeTotals {
  const totals: ChangeTotals = {
    up: 0,
    down: 0,
    newPrices: 0,
    droppedPrices: 0,
    datasheetsAdded: 0,
    datasheetsRemoved: 0,
  };
  const added = new Set<string>();
  const removed = new Set<string>();
  for (const faction of factions) {
    for (const change of faction.changes) {
      const sheet = `${faction.factionId}/${change.datasheetId}`;
      if (change.kind === 'up') totals.up += 1;
      else if (change.kind === 'down') totals.down += 1;
      else if (change.kind === 'tier-added') totals.newPrices += 1;
      else if (change.kind === 'tier-removed') totals.droppedPrices += 1;
      else if (change.kind === 'datasheet-added') added.add(sheet);
      else removed.add(sheet);
    }
  }
  return { ...totals, datasheetsAdded: added.size, datasheetsRemoved: removed.size };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 prices up, 1 down, 2 datasheets added" (only what happened). */
export function totalsSentence(totals: ChangeTotals): string {
  const parts = [
    totals.up > 0 ? count(totals.up, 'price up', 'prices up') : null,
    totals.down > 0 ? count(totals.down, 'price down', 'prices down') : null,
    totals.newPrices > 0
      ? count(totals.newPrices, 'new size or price band', 'new sizes or price bands')
      : null,
    totals.droppedPrices > 0
      ? count(totals.droppedPrices, 'size or price band dropped', 'sizes or price bands dropped')
      : null,
    totals.datasheetsAdded > 0 ? count(totals.datasheetsAdded, 'datasheet added', 'datasheets added') : null,
    totals.datasheetsRemoved > 0
      ? count(totals.datasheetsRemoved, 'datasheet removed', 'datasheets removed')
      : null,
  ].filter((part): part is string => part !== null);
  return parts.join(', ');
}

/** No-break space: "85 → 90" never breaks across lines in a narrow column. */
const NBSP = '\u00a0';

/** The points column: "85 → 90", "new: 70", "was 60", or "no points listed". */
export function pointsText(change: PointsChange): string {
  if (change.before !== null && change.after !== null)
    return `${change.before}${NBSP}→${NBSP}${change.after}`;
  if (change.after !== null) return `new:${NBSP}${change.after}`;
  if (change.before !== null) return `was${NBSP}${change.before}`;
  return 'no points listed';
}

/** The change column: "+5", "−10" (a true minus sign), "new" or "removed". */
export function differenceText(change: PointsChange): string {
  if (change.difference !== null)
    return change.difference > 0 ? `+${change.difference}` : `−${Math.abs(change.difference)}`;
  return change.kind === 'tier-added' || change.kind === 'datasheet-added' ? 'new' : 'removed';
}

/** Only the chosen faction's changes, or every faction's when none is chosen (or it has none). */
export function factionsShown(
  factions: readonly FactionPointsChanges[],
  factionId: string,
): FactionPointsChanges[] {
  if (!factionId) return [...factions];
  return factions.filter((faction) => faction.factionId === factionId);
}
