import type { BatchItem } from '@muster/contracts';

export type RosterRating = { roster: string; rating: number };

/** The rated rosters of a batch, best first. */
export const ratingsOf = (items: BatchItem[]): RosterRating[] =>
  items
    .filter((item) => item.overallRating !== undefined)
    .map((item) => ({ roster: item.rosterName, rating: item.overallRating ?? 0 }))
    .sort((a, b) => b.rating - a.rating);

/** The chart's height, known before the charting code loads so its frame does not shift. */
export const ratingsChartHeight = (rosters: number): number => Math.max(140, 32 * rosters + 40);
