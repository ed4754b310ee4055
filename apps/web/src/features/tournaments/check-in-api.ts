import type {
  BulkEntryAction,
  BulkListApproval,
  bulkEntryResultSchema,
  bulkListApprovalResultSchema,
  entrySchema,
  tournamentSchema,
} from '@muster/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from './tournaments-api';

/** Every change here touches the event, its entries or its lists: refresh them all. */
function useEventMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

/** The signed-in player checks themself in while check-in is open. */
export const useCheckIn = (id: string) =>
  useEventMutation(() =>
    apiRequest<typeof entrySchema>(`/api/tournaments/${id}/check-in`, { method: 'POST', quiet: true }),
  );

/** Organisers open or close self check-in. */
export const useCheckInWindow = (id: string) =>
  useEventMutation((open: boolean) =>
    apiRequest<typeof tournamentSchema>(`/api/tournaments/${id}/check-in-window`, {
      method: 'POST',
      body: { open },
      quiet: true,
    }),
  );

export const useBulkCheckIn = (id: string) =>
  useEventMutation((body: BulkEntryAction) =>
    apiRequest<typeof bulkEntryResultSchema>(`/api/tournaments/${id}/entries/bulk`, {
      method: 'POST',
      body,
      quiet: true,
    }),
  );

export const useBulkApproveLists = (id: string) =>
  useEventMutation((body: BulkListApproval) =>
    apiRequest<typeof bulkListApprovalResultSchema>(`/api/tournaments/${id}/lists/bulk-approve`, {
      method: 'POST',
      body,
      quiet: true,
    }),
  );
