import type { Game, Round } from '@muster/contracts';
import type { ChangedGame } from '@muster/contracts/tournament-live';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tournamentKeys } from './tournament-keys';
import { applyChangedGames } from './tournament-live';

const id = 'e0000000-0000-4000-8000-000000000001';
const side = (n: number) => ({ entryId: `a0000000-0000-4000-8000-00000000000${n}`, username: `p${n}` });
const game = (gameId: string, table: number): Game =>
  ({
    id: gameId,
    table,
    a: side(1),
    b: side(2),
    status: 'pending',
    vpA: null,
    vpB: null,
    reportedBy: null,
    disputeReason: null,
    pairedDown: null,
    setup: null,
    split: null,
    pointsDestroyed: null,
  }) as unknown as Game;
const round = (number: number, games: Game[], omitted = false): Round => ({
  id: `r0000000-0000-4000-8000-00000000000${number}`,
  number,
  kind: 'swiss',
  status: number === 2 ? 'in_progress' : 'completed',
  startedAt: null,
  endsAt: null,
  pausedAt: null,
  games: omitted ? [] : games,
  ...(omitted ? { gamesOmitted: true as const } : {}),
  battlefield: null,
});
const old = game('g1', 1);
const current = game('g2', 1);
const change = (gameId: string, roundNumber: number): ChangedGame => ({
  round: roundNumber,
  game: {
    id: gameId,
    status: 'reported',
    vpA: 80,
    vpB: 60,
    reportedBy: null,
    disputeReason: null,
    split: null,
    pointsDestroyed: null,
  },
});

function clientWithBothViews() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(tournamentKeys.rounds(id), [round(1, [old]), round(2, [current])]);
  client.setQueryData(tournamentKeys.latestRounds(id), [round(1, [old], true), round(2, [current])]);
  return client;
}

describe('applyChangedGames with the whole rounds and the event page’s latest view', () => {
  it('patches a game of the latest round in both, with no refetch', () => {
    const client = clientWithBothViews();
    applyChangedGames(client, id, [change('g2', 2)], false);
    for (const key of [tournamentKeys.rounds(id), tournamentKeys.latestRounds(id)]) {
      expect(client.getQueryData<Round[]>(key)?.[1]?.games[0]?.vpA).toBe(80);
      expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    }
  });

  it('patches an older round’s game where it is held, and refetches only the view that left it out', () => {
    const client = clientWithBothViews();
    applyChangedGames(client, id, [change('g1', 1)], false);
    expect(client.getQueryData<Round[]>(tournamentKeys.rounds(id))?.[0]?.games[0]?.vpA).toBe(80);
    expect(client.getQueryState(tournamentKeys.rounds(id))?.isInvalidated).toBe(false);
    expect(client.getQueryState(tournamentKeys.latestRounds(id))?.isInvalidated).toBe(true);
  });
});
