import type {
  BatchAnalysis,
  BatchAnalysisRequest,
  batchAnalysisListSchema,
  batchAnalysisSchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { analysisKeys } from '../analysis/analysis-api';
import { subscriptionKeys } from '../subscription/subscription-api';

// Distinct leaves: invalidating the list must not touch the batch being polled (and vice versa).
const keys = {
  list: ['batch-analyses', 'list'] as const,
  one: (id: string) => ['batch-analyses', 'one', id] as const,
};

export const isActive = (batch: BatchAnalysis) => batch.status === 'queued' || batch.status === 'running';

export const useBatches = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: async () =>
      (await apiRequest<typeof batchAnalysisListSchema>('/api/batch-analyses', { quiet: true })).batches,
  });

/** One batch, polled every second while it is queued or running. */
export function useBatch(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.one(id),
    enabled: id !== '',
    queryFn: async () => {
      const batch = await apiRequest<typeof batchAnalysisSchema>(`/api/batch-analyses/${id}`, {
        quiet: true,
      });
      if (!isActive(batch)) {
        // Finished: the analyses, credits and history it touched are stale now.
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.subscription });
        void queryClient.invalidateQueries({ queryKey: analysisKeys.history });
        void queryClient.invalidateQueries({ queryKey: keys.list });
      }
      return batch;
    },
    refetchInterval: (query) => (query.state.data && !isActive(query.state.data) ? false : 1000),
  });
}

export function useStartBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchAnalysisRequest) =>
      apiRequest<typeof batchAnalysisSchema>('/api/batch-analyses', { method: 'POST', body, quiet: true }),
    onSuccess: (batch) => {
      queryClient.setQueryData(keys.one(batch.id), batch);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useCancelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<typeof batchAnalysisSchema>(`/api/batch-analyses/${id}/cancel`, {
        method: 'POST',
        quiet: true,
      }),
    onSuccess: (batch) => queryClient.setQueryData(keys.one(batch.id), batch),
  });
}
