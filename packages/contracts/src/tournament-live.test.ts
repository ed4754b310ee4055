import { describe, expect, it } from 'vitest';
import { liveUpdateSchema } from './tournament-live';
import { withChangedGames, withChangedMyGame } from './tournament-live-patches';
import type { Game, MyGame, Round } from './tournament-rounds';

const side = (entryId: string) => ({ entryId, username: entryId.slice(0, 4), club: null, faction: null });
const gameOf = (n: number, overrides: Partial<Game> = {}): Game => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  table: n,
  a: side(`10000000-0000-4000-8000-${String(n).padStart(12, '0')}`),
  b: side(`20000000-0000-4000-8000-${String(n).padStart(12, '0')}`),
  status: 'pending',
  vpA: null,
  vpB: null,
  reportedBy: null,
  disputeReason: null,
  pairedDown: null,
  setup: null,
  split: null,
  pointsDestroyed: null,
  ...overrides,
});
const roundOf = (number: number, games: Game[]): Round => ({
  id: `30000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
  number,
  kind: 'swiss',
  status: 'in_progress',
  startedAt: null,
  endsAt: null,
  pausedAt: null,
  games,
  battlefield: null,
});

describe('live updates of results', () => {
  const rounds = [roundOf(1, [gameOf(1), gameOf(2)]), roundOf(2, [gameOf(3), gameOf(4)])];

  it('puts each changed game in its round and leaves the others as they were', () => {
    const reported = gameOf(4, { status: 'reported', vpA: 60, vpB: 45 });
    const next = withChangedGames(rounds, [{ round: 2, game: reported }]);
    expect(next?.[1]?.games[1]).toEqual(reported);
    expect(next?.[1]?.games[0]).toBe(rounds[1]?.games[0]);
    expect(next?.[0]).toBe(rounds[0]);
  });

  it('asks for a refetch when a change names a game the page does not have', () => {
    expect(withChangedGames(rounds, [{ round: 3, game: gameOf(9) }])).toBeNull();
    // The right game id under the wrong round is not applied either.
    expect(withChangedGames(rounds, [{ round: 1, game: gameOf(3) }])).toBeNull();
  });

  it("patches the player's own game only when it is the one that changed", () => {
    const mine: MyGame = {
      round: 2,
      roundStatus: 'in_progress',
      endsAt: null,
      pausedAt: null,
      game: gameOf(3),
      mySide: 'a',
    };
    const confirmed = gameOf(3, { status: 'confirmed', vpA: 70, vpB: 20 });
    expect(withChangedMyGame(mine, [{ round: 2, game: gameOf(4) }])).toBe(mine);
    expect(withChangedMyGame(mine, [{ round: 2, game: confirmed }])?.game).toEqual(confirmed);
    expect(withChangedMyGame(null, [{ round: 2, game: confirmed }])).toBeNull();
  });

  it('reads a message without games as an empty list', () => {
    const message = liveUpdateSchema.parse({
      tournamentId: 't',
      at: new Date(0).toISOString(),
      scope: 'event',
      standings: true,
    });
    expect(message.games).toEqual([]);
  });
});
