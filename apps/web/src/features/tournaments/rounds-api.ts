import type {
  MyGame,
  myGameReplySchema,
  ResultReply,
  RoundClock,
  resultReplySchema,
  roundListSchema,
  roundSchema,
  standingsSchema,
} from '@muster/contracts';
import { myGameIn } from '@muster/contracts/tournament-live-patches';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import type { ManualPairing } from './pairing-swap';
import { tournamentKeys } from './tournament-keys';
import { applyChangedGames } from './tournament-live';

const keys = tournamentKeys;

const roundsQuery = (id: string) =>
  queryOptions({
    queryKey: keys.rounds(id),
    queryFn: async () =>
      (await apiRequest<typeof roundListSchema>(`/api/tournaments/${id}/rounds`, { quiet: true })).rounds,
  });

export const useRounds = (id: string) => useQuery(roundsQuery(id));

/**
 * The event page's view: every round, games only for the latest round and the top cut (earlier
 * Swiss rounds come with `gamesOmitted`). At 800 players by round 4 that is a quarter of the bytes
 * and of the phone's parsing; the page shows no older pairings.
 */
export const latestRoundsQuery = (id: string, enabled = true) =>
  queryOptions({
    queryKey: keys.latestRounds(id),
    enabled,
    queryFn: async () =>
      (
        await apiRequest<typeof roundListSchema>(`/api/tournaments/${id}/rounds?games=latest`, {
          quiet: true,
        })
      ).rounds,
  });

/** `enabled` false holds the read back (a player's own game is read first on game day). */
export const useLatestRounds = (id: string, enabled = true) => useQuery(latestRoundsQuery(id, enabled));

export const useStandings = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.standings(id),
    enabled,
    queryFn: () => apiRequest<typeof standingsSchema>(`/api/tournaments/${id}/standings`, { quiet: true }),
  });

/**
 * The player's game in the latest round they are paired in. `placeholder` is that game as the
 * caller already has it (picked out of the pairings, `myGameFromRounds`): shown until the reply.
 */
export const myGameQuery = (id: string) =>
  queryOptions({
    queryKey: keys.myGame(id),
    queryFn: async () =>
      (await apiRequest<typeof myGameReplySchema>(`/api/tournaments/${id}/my-game`, { quiet: true })).current,
  });

export const useMyGame = (id: string, enabled: boolean, placeholder?: MyGame | null) =>
  useQuery({ ...myGameQuery(id), enabled, placeholderData: placeholder });

/** What `GET …/my-game` answers, worked out from the pairings the page already has. */
export const myGameFromRounds = myGameIn;

function useRoundMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

/** A result written: the reply's game is put in place at once (the live stream tells the others). */
function useResultMutation<Input>(tournamentId: string, run: (input: Input) => Promise<ResultReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (reply) => {
      const { round, game } = reply;
      const settled = game.status === 'confirmed' || game.status === 'resolved' || game.status === 'disputed';
      applyChangedGames(queryClient, tournamentId, [{ round, game }], settled);
    },
  });
}

export const useRoundActions = (id: string) => ({
  pairNext: useRoundMutation(() =>
    apiRequest<typeof roundSchema>(`/api/tournaments/${id}/rounds`, { method: 'POST', quiet: true }),
  ),
  repair: useRoundMutation((n: number) =>
    apiRequest<typeof roundSchema>(`/api/tournaments/${id}/rounds/${n}/repair`, {
      method: 'POST',
      quiet: true,
    }),
  ),
  start: useRoundMutation((n: number) =>
    apiRequest<typeof roundSchema>(`/api/tournaments/${id}/rounds/${n}/start`, {
      method: 'POST',
      quiet: true,
    }),
  ),
  clock: useRoundMutation(({ number, clock }: { number: number; clock: RoundClock }) =>
    apiRequest<typeof roundSchema>(`/api/tournaments/${id}/rounds/${number}/clock`, {
      method: 'POST',
      body: clock,
      quiet: true,
    }),
  ),
  close: useRoundMutation(({ number, force }: { number: number; force: boolean }) =>
    apiRequest<typeof roundSchema>(`/api/tournaments/${id}/rounds/${number}/close`, {
      method: 'POST',
      body: { force },
      quiet: true,
    }),
  ),
  setPairings: useRoundMutation(({ number, pairings }: { number: number; pairings: ManualPairing[] }) =>
    apiRequest<typeof roundSchema>(`/api/tournaments/${id}/rounds/${number}/pairings`, {
      method: 'PUT',
      body: { pairings },
      quiet: true,
    }),
  ),
  setBattlefield: useRoundMutation(
    ({ number, battlefieldId }: { number: number; battlefieldId: string | null }) =>
      apiRequest<typeof roundSchema>(`/api/tournaments/${id}/rounds/${number}/battlefield`, {
        method: 'PUT',
        body: { battlefieldId },
        quiet: true,
      }),
  ),
  resolve: useResultMutation(
    id,
    ({
      gameId,
      ...score
    }: {
      gameId: string;
      vpA: number;
      vpB: number;
      pointsDestroyed?: { a: number; b: number } | null;
    }) =>
      apiRequest<typeof resultReplySchema>(`/api/tournaments/${id}/games/${gameId}/resolve`, {
        method: 'POST',
        body: score,
        quiet: true,
      }),
  ),
});

/** Your VP, the opponent's, and optionally how each splits into primary and secondary. */
export type ResultReport = {
  myVp: number;
  opponentVp: number;
  split?: { mine: VpSplit; theirs: VpSplit } | null;
  pointsDestroyed?: { mine: number; theirs: number } | null;
};
type VpSplit = { primary: number; secondary: number };

export const useResultActions = (id: string) => ({
  report: useResultMutation(id, ({ gameId, ...report }: { gameId: string } & ResultReport) =>
    apiRequest<typeof resultReplySchema>(`/api/tournaments/${id}/games/${gameId}/report`, {
      method: 'POST',
      body: report,
      quiet: true,
    }),
  ),
  confirm: useResultMutation(id, (gameId: string) =>
    apiRequest<typeof resultReplySchema>(`/api/tournaments/${id}/games/${gameId}/confirm`, {
      method: 'POST',
      quiet: true,
    }),
  ),
  dispute: useResultMutation(id, ({ gameId, reason }: { gameId: string; reason: string }) =>
    apiRequest<typeof resultReplySchema>(`/api/tournaments/${id}/games/${gameId}/dispute`, {
      method: 'POST',
      body: { reason },
      quiet: true,
    }),
  ),
});
