import { z } from 'zod';

import {
  LEADERBOARD_DEFAULT_MIN_GAMES,
  LEADERBOARD_FACTION_MAX,
  LEADERBOARD_MAX_MIN_GAMES,
  type LeaderboardPeriod,
  leaderboardPeriods,
} from './leaderboard-options';

export * from './leaderboard-options';

const periodKeys = Object.keys(leaderboardPeriods) as [LeaderboardPeriod, ...LeaderboardPeriod[]];

export const leaderboardQuerySchema = z.object({
  faction: z
    .string()
    .trim()
    .max(LEADERBOARD_FACTION_MAX, `Faction names are at most ${LEADERBOARD_FACTION_MAX} characters.`)
    .optional(),
  period: z.enum(periodKeys, 'Choose the period: 3m, 12m or all.').default('all'),
  minGames: z.coerce
    .number('Minimum games must be a number.')
    .int('Minimum games must be a whole number.')
    .min(1, 'Minimum games is at least 1.')
    .max(LEADERBOARD_MAX_MIN_GAMES, `Minimum games is at most ${LEADERBOARD_MAX_MIN_GAMES}.`)
    .default(LEADERBOARD_DEFAULT_MIN_GAMES),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardRowSchema = z.object({
  /** Standard competition rank: equal ratings share it ("1, 2, 2, 4"). */
  rank: z.number().int(),
  playerId: z.uuid(),
  name: z.string(),
  /** Elo rounded to the whole number; from 1500, K = 32. */
  rating: z.number().int(),
  games: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  /** Events the rated games were played at. */
  events: z.number().int(),
  mainFaction: z.string(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  period: z.enum(periodKeys),
  /** First day counted (YYYY-MM-DD), or null for all time. */
  from: z.string().nullable(),
  faction: z.string().nullable(),
  minGames: z.number().int(),
  /** Factions played in any rated game, for the filter. */
  factions: z.array(z.string()),
  /** Players with at least minGames rated games (rows holds the first LEADERBOARD_TOP). */
  totalPlayers: z.number().int(),
  rows: z.array(leaderboardRowSchema),
  /**
   * The signed-in viewer (null when signed out): their row when they are ranked below the rows
   * listed, and their rated games under these filters.
   */
  you: z
    .object({
      playerId: z.uuid(),
      games: z.number().int(),
      row: leaderboardRowSchema.nullable(),
    })
    .nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const playerIdParamsSchema = z.object({ userId: z.uuid('That player id is not valid.') });

export const playerEventSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** 1-based place: the top-cut final's winner and runner-up first, then the Swiss standings. */
  placing: z.number().int(),
  players: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  faction: z.string().nullable(),
  dropped: z.boolean(),
});
export type PlayerEvent = z.infer<typeof playerEventSchema>;

/** A player's public page: only what the finished public events' standings already show. */
export const playerPageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  /** All-time, all factions; null before their first rated game. */
  rating: z
    .object({
      rating: z.number().int(),
      /** All-time rank among players with LEADERBOARD_DEFAULT_MIN_GAMES games; null below that. */
      rank: z.number().int().nullable(),
      games: z.number().int(),
      wins: z.number().int(),
      draws: z.number().int(),
      losses: z.number().int(),
    })
    .nullable(),
  /** Finished public events, latest first. */
  events: z.array(playerEventSchema),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;
