import type {
  adjustmentListSchema,
  Entry,
  entryListSchema,
  entrySchema,
  TournamentCreate,
  TournamentUpdate,
  tournamentListSchema,
  tournamentSchema,
} from '@muster/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../api/api-client';
import { tournamentKeys } from './tournament-keys';

// The other tournament API modules take the keys from here, with the requests.
export { tournamentKeys };

const noRetryOn4xx = (count: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status < 500) && count < 2;

export type ListFilter = { query: string; when: 'upcoming' | 'past' | 'all'; mine: boolean };

export const useTournamentList = (filter: ListFilter) =>
  useQuery({
    queryKey: tournamentKeys.list(filter),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const params = new URLSearchParams({ when: filter.when });
      if (filter.query.trim()) params.set('query', filter.query.trim());
      if (filter.mine) params.set('mine', 'true');
      return (await apiRequest<typeof tournamentListSchema>(`/api/tournaments?${params}`, { quiet: true }))
        .tournaments;
    },
  });

/** One event's details; the router asks for them as the page's code arrives (app/router.tsx). */
export const tournamentQuery = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.one(id),
    enabled: id !== '',
    retry: noRetryOn4xx,
    queryFn: () =>
      apiRequest<typeof tournamentSchema>(`/api/tournaments/${encodeURIComponent(id)}`, { quiet: true }),
  });

export const useTournament = (id: string) => useQuery(tournamentQuery(id));

export const useEntries = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: tournamentKeys.entries(id),
    enabled,
    queryFn: async () =>
      (await apiRequest<typeof entryListSchema>(`/api/tournaments/${id}/entries`, { quiet: true })).entries,
  });

export const useAdjustments = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: tournamentKeys.adjustments(id),
    enabled,
    queryFn: async () =>
      (await apiRequest<typeof adjustmentListSchema>(`/api/tournaments/${id}/adjustments`, { quiet: true }))
        .adjustments,
  });

/** Any change to an event: refresh the event, its entries and the lists it appears in. */
function useTournamentMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentCreate) =>
      apiRequest<typeof tournamentSchema>('/api/tournaments', { method: 'POST', body, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export const useUpdateTournament = (id: string) =>
  useTournamentMutation((body: TournamentUpdate) =>
    apiRequest<typeof tournamentSchema>(`/api/tournaments/${id}`, { method: 'PATCH', body, quiet: true }),
  );

export const useCancelTournament = (id: string) =>
  useTournamentMutation(() =>
    apiRequest<typeof tournamentSchema>(`/api/tournaments/${id}/cancel`, { method: 'POST', quiet: true }),
  );

export const useRegistration = (id: string) => ({
  register: useTournamentMutation((club: string) =>
    apiRequest<typeof entrySchema>(`/api/tournaments/${id}/registration`, {
      method: 'POST',
      body: { club: club.trim() || null },
      quiet: true,
    }),
  ),
  withdraw: useTournamentMutation(() =>
    apiRequest<typeof entrySchema>(`/api/tournaments/${id}/registration`, { method: 'DELETE', quiet: true }),
  ),
});

export const useEntryAction = (id: string) =>
  useTournamentMutation(({ entry, action }: { entry: Entry; action: string }) =>
    apiRequest<typeof entrySchema>(`/api/tournaments/${id}/entries/${entry.id}/actions`, {
      method: 'POST',
      body: { action },
      quiet: true,
    }),
  );

export const useAddPlayer = (id: string) =>
  useTournamentMutation(({ username, overCap }: { username: string; overCap: boolean }) =>
    apiRequest<typeof entrySchema>(`/api/tournaments/${id}/entries`, {
      method: 'POST',
      body: { username, overCap },
      quiet: true,
    }),
  );

export const useAddCoOrganiser = (id: string) =>
  useTournamentMutation((username: string) =>
    apiRequest<typeof tournamentSchema>(`/api/tournaments/${id}/organisers`, {
      method: 'POST',
      body: { username },
      quiet: true,
    }),
  );

export const useAddAdjustment = (id: string) =>
  useTournamentMutation((body: { entryId: string; points: number; reason: string }) =>
    apiRequest<typeof adjustmentListSchema>(`/api/tournaments/${id}/adjustments`, {
      method: 'POST',
      body,
      quiet: true,
    }),
  );
