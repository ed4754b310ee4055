/* The leaderboard's plain values, apart from its schemas (leaderboard.ts): the page reads its filters without zod. */

/** Spec 000 /leaderboard: Elo over the games of finished public Muster events. */
export const leaderboardPeriods = {
  '3m': { label: 'Last 3 months', months: 3 },
  '12m': { label: 'Last 12 months', months: 12 },
  all: { label: 'All time', months: null },
} as const;
export type LeaderboardPeriod = keyof typeof leaderboardPeriods;

export const LEADERBOARD_DEFAULT_MIN_GAMES = 3;
export const LEADERBOARD_MAX_MIN_GAMES = 50;
/** Rows listed; a signed-in player further down gets their own row underneath. */
export const LEADERBOARD_TOP = 100;
/** The longest faction name a filter may carry. */
export const LEADERBOARD_FACTION_MAX = 100;
