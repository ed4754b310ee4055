import type { ChangedGame } from './tournament-live';
import type { Game, MyGame, Round } from './tournament-rounds';

// The live stream's patches, apart from its schemas: the app shell follows your event on every
// page, and importing only types here keeps zod and the contract schemas out of its start-up
// scripts (the schema is loaded with the first message).

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
