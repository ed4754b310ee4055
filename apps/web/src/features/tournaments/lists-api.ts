import { eventListSchema, eventListsSchema, myListReplySchema } from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from './tournaments-api';

export const useMyList = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...tournamentKeys.all, 'my-list', id],
    enabled,
    queryFn: () => apiRequest(`/api/tournaments/${id}/list`, myListReplySchema, { quiet: true }),
  });

export const useEventLists = (id: string) =>
  useQuery({
    queryKey: [...tournamentKeys.all, 'lists', id],
    queryFn: () => apiRequest(`/api/tournaments/${id}/lists`, eventListsSchema, { quiet: true }),
  });

function useListMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export const useSubmitList = (id: string) =>
  useListMutation(({ rosterId, forceDisposition }: { rosterId: string; forceDisposition: string | null }) =>
    apiRequest(`/api/tournaments/${id}/list`, eventListSchema, {
      method: 'PUT',
      body: { rosterId, forceDisposition },
      quiet: true,
    }),
  );

export const useReviewList = (id: string) =>
  useListMutation(
    ({ entryId, decision, note }: { entryId: string; decision: 'approve' | 'return'; note: string }) =>
      apiRequest(`/api/tournaments/${id}/lists/${entryId}/review`, eventListSchema, {
        method: 'POST',
        body: { decision, note },
        quiet: true,
      }),
  );
