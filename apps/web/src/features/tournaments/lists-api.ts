import type { eventListSchema, eventListsSchema, myListReplySchema } from '@muster/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from './tournaments-api';

export const useMyList = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: tournamentKeys.myList(id),
    enabled,
    queryFn: () => apiRequest<typeof myListReplySchema>(`/api/tournaments/${id}/list`, { quiet: true }),
  });

export const eventListsQuery = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.eventLists(id),
    queryFn: () => apiRequest<typeof eventListsSchema>(`/api/tournaments/${id}/lists`, { quiet: true }),
  });

export const useEventLists = (id: string) => useQuery(eventListsQuery(id));

function useListMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export const useSubmitList = (id: string) =>
  useListMutation(({ rosterId, forceDisposition }: { rosterId: string; forceDisposition: string | null }) =>
    apiRequest<typeof eventListSchema>(`/api/tournaments/${id}/list`, {
      method: 'PUT',
      body: { rosterId, forceDisposition },
      quiet: true,
    }),
  );

export const useReviewList = (id: string) =>
  useListMutation(
    ({ entryId, decision, note }: { entryId: string; decision: 'approve' | 'return'; note: string }) =>
      apiRequest<typeof eventListSchema>(`/api/tournaments/${id}/lists/${entryId}/review`, {
        method: 'POST',
        body: { decision, note },
        quiet: true,
      }),
  );
