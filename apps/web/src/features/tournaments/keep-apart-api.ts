import type { KeepApartCreate, KeepApartList, keepApartListSchema } from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from './tournaments-api';

/** The event's pairs kept apart (organisers). */
export const useKeepApart = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: tournamentKeys.keepApart(id),
    enabled,
    queryFn: async () =>
      (await apiRequest<typeof keepApartListSchema>(`/api/tournaments/${id}/keep-apart`, { quiet: true }))
        .pairs,
  });

/** Each change answers the whole list: it replaces the cached one. */
function useKeepApartMutation<Input>(id: string, run: (input: Input) => Promise<KeepApartList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => queryClient.setQueryData(tournamentKeys.keepApart(id), list.pairs),
  });
}

export const useAddKeepApart = (id: string) =>
  useKeepApartMutation(id, (body: KeepApartCreate) =>
    apiRequest<typeof keepApartListSchema>(`/api/tournaments/${id}/keep-apart`, {
      method: 'POST',
      body,
      quiet: true,
    }),
  );

export const useRemoveKeepApart = (id: string) =>
  useKeepApartMutation(id, (pairId: string) =>
    apiRequest<typeof keepApartListSchema>(`/api/tournaments/${id}/keep-apart/${pairId}`, {
      method: 'DELETE',
      quiet: true,
    }),
  );
