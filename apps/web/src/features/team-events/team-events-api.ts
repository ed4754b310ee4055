import type {
  DraftCommit,
  DraftViewReply,
  draftViewSchema,
  Matrix,
  matrixSchema,
  teamMatchListSchema,
  teamStandingsSchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../api/api-client';
import { tournamentKeys } from '../tournaments/tournaments-api';

/**
 * Team matches, team standings, a match's draft and the team's matchup matrix. Every key sits under
 * tournamentKeys.all, so the event's live stream (useTournamentLive) refreshes them all as each
 * draft step is revealed and each result comes in.
 */
const keys = {
  matches: tournamentKeys.teamMatches,
  standings: tournamentKeys.teamStandings,
  draft: (id: string, matchId: string) => [...tournamentKeys.all, 'team-draft', id, matchId] as const,
  matrix: (id: string, matchId: string) => [...tournamentKeys.all, 'team-matrix', id, matchId] as const,
};

const noRetryOn4xx = (count: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status < 500) && count < 2;

const match = (id: string, matchId: string) =>
  `/api/tournaments/${encodeURIComponent(id)}/team-matches/${encodeURIComponent(matchId)}`;

export const useTeamMatches = (id: string, enabled = true) =>
  useQuery({
    queryKey: keys.matches(id),
    enabled,
    queryFn: async () =>
      (await apiRequest<typeof teamMatchListSchema>(`/api/tournaments/${id}/team-matches`, { quiet: true }))
        .matches,
  });

export const useTeamStandings = (id: string, enabled = true) =>
  useQuery({
    queryKey: keys.standings(id),
    enabled,
    queryFn: () =>
      apiRequest<typeof teamStandingsSchema>(`/api/tournaments/${id}/team-standings`, { quiet: true }),
  });

/**
 * The draft as this viewer may see it. Without the live stream (it reconnects by itself) the page
 * reads it every 15 seconds instead, so a spectator's view never stalls.
 */
export const useDraft = (id: string, matchId: string, live: boolean) =>
  useQuery({
    queryKey: keys.draft(id, matchId),
    retry: noRetryOn4xx,
    refetchInterval: live ? false : 15_000,
    queryFn: () => apiRequest<typeof draftViewSchema>(`${match(id, matchId)}/draft`, { quiet: true }),
  });

/** A captain's commit; the reply is the new view, shown at once. */
export function useCommitDraftStep(id: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DraftCommit['action']) =>
      apiRequest<typeof draftViewSchema>(`${match(id, matchId)}/draft`, {
        method: 'POST',
        body: { action },
        quiet: true,
      }),
    onSuccess: (view: DraftViewReply) => {
      queryClient.setQueryData(keys.draft(id, matchId), view);
      // The suggestion follows the step.
      void queryClient.invalidateQueries({ queryKey: keys.matrix(id, matchId) });
    },
    // A refusal may come from a step that time already moved on: show the draft as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: keys.draft(id, matchId) }),
  });
}

/** The team's own matrix: only the two teams' members may read it (others get 403). */
export const useMatrix = (id: string, matchId: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.matrix(id, matchId),
    enabled,
    retry: noRetryOn4xx,
    queryFn: () => apiRequest<typeof matrixSchema>(`${match(id, matchId)}/matrix`, { quiet: true }),
  });

export function useSaveMatrix(id: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expected: number[][]) =>
      apiRequest<typeof matrixSchema>(`${match(id, matchId)}/matrix`, {
        method: 'PUT',
        body: { expected },
        quiet: true,
      }),
    onSuccess: (matrix: Matrix) => queryClient.setQueryData(keys.matrix(id, matchId), matrix),
  });
}

/** Fills the matrix from Muster's simulation of each list against each (once lists are published). */
export function usePrefillMatrix(id: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof matrixSchema>(`${match(id, matchId)}/matrix/prefill`, {
        method: 'POST',
        quiet: true,
      }),
    onSuccess: (matrix: Matrix) => queryClient.setQueryData(keys.matrix(id, matchId), matrix),
  });
}
