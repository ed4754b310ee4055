import {
  myGameReplySchema,
  type RoundClock,
  roundListSchema,
  roundSchema,
  standingsSchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/api-client';
import type { ManualPairing } from './pairing-swap';
import { tournamentKeys } from './tournaments-api';

const keys = {
  rounds: (id: string) => [...tournamentKeys.all, 'rounds', id] as const,
  standings: (id: string) => [...tournamentKeys.all, 'standings', id] as const,
  myGame: (id: string) => [...tournamentKeys.all, 'my-game', id] as const,
};

export const useRounds = (id: string) =>
  useQuery({
    queryKey: keys.rounds(id),
    queryFn: async () =>
      (await apiRequest(`/api/tournaments/${id}/rounds`, roundListSchema, { quiet: true })).rounds,
  });

export const useStandings = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.standings(id),
    enabled,
    queryFn: () => apiRequest(`/api/tournaments/${id}/standings`, standingsSchema, { quiet: true }),
  });

export const useMyGame = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.myGame(id),
    enabled,
    queryFn: async () =>
      (await apiRequest(`/api/tournaments/${id}/my-game`, myGameReplySchema, { quiet: true })).current,
  });

/**
 * Keeps every tournament query fresh while the page is open: the server pushes "update" over
 * server-sent events and the page refetches. EventSource reconnects by itself.
 */
export function useTournamentLive(id: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!id || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/tournaments/${encodeURIComponent(id)}/events`);
    source.addEventListener('ready', () => setLive(true));
    source.addEventListener(
      'update',
      () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
    );
    source.onerror = () => setLive(false);
    return () => source.close();
  }, [id, queryClient]);
  return live;
}

function useRoundMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export const useRoundActions = (id: string) => ({
  pairNext: useRoundMutation(() =>
    apiRequest(`/api/tournaments/${id}/rounds`, roundSchema, { method: 'POST', quiet: true }),
  ),
  repair: useRoundMutation((n: number) =>
    apiRequest(`/api/tournaments/${id}/rounds/${n}/repair`, roundSchema, { method: 'POST', quiet: true }),
  ),
  start: useRoundMutation((n: number) =>
    apiRequest(`/api/tournaments/${id}/rounds/${n}/start`, roundSchema, { method: 'POST', quiet: true }),
  ),
  clock: useRoundMutation(({ number, clock }: { number: number; clock: RoundClock }) =>
    apiRequest(`/api/tournaments/${id}/rounds/${number}/clock`, roundSchema, {
      method: 'POST',
      body: clock,
      quiet: true,
    }),
  ),
  close: useRoundMutation(({ number, force }: { number: number; force: boolean }) =>
    apiRequest(`/api/tournaments/${id}/rounds/${number}/close`, roundSchema, {
      method: 'POST',
      body: { force },
      quiet: true,
    }),
  ),
  setPairings: useRoundMutation(({ number, pairings }: { number: number; pairings: ManualPairing[] }) =>
    apiRequest(`/api/tournaments/${id}/rounds/${number}/pairings`, roundSchema, {
      method: 'PUT',
      body: { pairings },
      quiet: true,
    }),
  ),
  setBattlefield: useRoundMutation(
    ({ number, battlefieldId }: { number: number; battlefieldId: string | null }) =>
      apiRequest(`/api/tournaments/${id}/rounds/${number}/battlefield`, roundSchema, {
        method: 'PUT',
        body: { battlefieldId },
        quiet: true,
      }),
  ),
  resolve: useRoundMutation(({ gameId, vpA, vpB }: { gameId: string; vpA: number; vpB: number }) =>
    apiRequest(`/api/tournaments/${id}/games/${gameId}/resolve`, roundSchema, {
      method: 'POST',
      body: { vpA, vpB },
      quiet: true,
    }),
  ),
});

/** Your VP, the opponent's, and optionally how each splits into primary and secondary. */
export type ResultReport = {
  myVp: number;
  opponentVp: number;
  split?: { mine: VpSplit; theirs: VpSplit } | null;
};
type VpSplit = { primary: number; secondary: number };

export const useResultActions = (id: string) => ({
  report: useRoundMutation(({ gameId, ...report }: { gameId: string } & ResultReport) =>
    apiRequest(`/api/tournaments/${id}/games/${gameId}/report`, roundSchema, {
      method: 'POST',
      body: report,
      quiet: true,
    }),
  ),
  confirm: useRoundMutation((gameId: string) =>
    apiRequest(`/api/tournaments/${id}/games/${gameId}/confirm`, roundSchema, {
      method: 'POST',
      quiet: true,
    }),
  ),
  dispute: useRoundMutation(({ gameId, reason }: { gameId: string; reason: string }) =>
    apiRequest(`/api/tournaments/${id}/games/${gameId}/dispute`, roundSchema, {
      method: 'POST',
      body: { reason },
      quiet: true,
    }),
  ),
});
