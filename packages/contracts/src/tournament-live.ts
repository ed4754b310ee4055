import { z } from 'zod';
import { type ActiveEvent, gameSchema, type MyGame, type Round } from './tournament-rounds';

export type { ActiveEvent, MyGame, Round };

/**
 * One message of an event's live stream (`GET /api/tournaments/:id/events`, event "update").
 *
 * During a round almost every change is a result: the message then carries the changed games
 * themselves, and an open page patches what it shows instead of refetching pairings (hundreds of
 * kilobytes at a Grand Tournament) from every phone in the hall. Anything else (pairings, the
 * clock, registrations, lists) says scope "event": the page refetches what it shows, cheaply, as
 * those replies are cached per event version.
 */
/** What a result changes in a game: a live message carries only this, the page keeps the rest. */
export const gameResultSchema = gameSchema.pick({
  id: true,
  status: true,
  vpA: true,
  vpB: true,
  reportedBy: true,
  disputeReason: true,
  split: true,
  pointsDestroyed: true,
});
export type GameResult = z.infer<typeof gameResultSchema>;

/** A game as a result left it, with its round: the reply to reporting, confirming or settling it. */
export const resultReplySchema = z.object({ round: z.number().int(), game: gameSchema });
export type ResultReply = z.infer<typeof resultReplySchema>;

export const liveUpdateSchema = z.object({
  tournamentId: z.string(),
  at: z.iso.datetime(),
  scope: z.enum(['games', 'event']),
  /** With scope "games": each changed game's result as it now stands, with its round number. */
  games: z.array(z.object({ round: z.number().int(), game: gameResultSchema })).default([]),
  /** The standings may have changed (a settled result, or anything at scope "event"). */
  standings: z.boolean(),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;
export type ChangedGame = LiveUpdate['games'][number];
