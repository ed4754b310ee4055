import { z } from 'zod';
import { type ActiveEvent, type Game, gameSchema, type MyGame, type Round } from './tournament-rounds';

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

/**
 * The rounds with each changed game put in place, or null when a change names a game these rounds
 * do not have (the page missed a pairing): then only a refetch is right.
 */
export function withChangedGames(rounds: Round[], changes: readonly ChangedGame[]): Round[] | null {
  if (changes.length === 0) return rounds;
  const byId = new Map(changes.map((change) => [change.game.id, change]));
  let found = 0;
  const next = rounds.map((round) => {
    if (!changes.some((change) => change.round === round.number)) return round;
    const games = round.games.map((game): Game => {
      const change = byId.get(game.id);
      if (!change || change.round !== round.number) return game;
      found += 1;
      return { ...game, ...change.game };
    });
    return { ...round, games };
  });
  return found === byId.size ? next : null;
}

/** The player's game with its new state, when one of the changes is it. */
export function withChangedMyGame(current: MyGame | null, changes: readonly ChangedGame[]): MyGame | null {
  if (!current) return current;
  const change = changes.find((c) => c.game.id === current.game.id);
  return change ? { ...current, game: { ...current.game, ...change.game } } : current;
}

/**
 * An entry's game in the latest round it is paired in (what `GET …/my-game` answers), read from
 * the rounds: null when it has none, undefined when a round before it left its games out
 * (`?games=latest`) and the answer may lie there.
 */
export function myGameIn(rounds: readonly Round[], entryId: string): MyGame | null | undefined {
  for (let i = rounds.length - 1; i >= 0; i -= 1) {
    const round = rounds[i];
    if (!round) continue;
    if (round.gamesOmitted) return undefined;
    const game = round.games.find((g) => g.a.entryId === entryId || g.b?.entryId === entryId);
    if (game)
      return {
        round: round.number,
        roundStatus: round.status,
        endsAt: round.endsAt,
        pausedAt: round.pausedAt,
        game,
        mySide: game.a.entryId === entryId ? 'a' : 'b',
      };
  }
  return null;
}
