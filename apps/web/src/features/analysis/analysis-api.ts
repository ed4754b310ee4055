import type {
  analysisModelsSchema,
  analysisSummariesSchema,
  SavedAnalysis,
  savedAnalysisSchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../api/api-client';

export const analysisKeys = {
  models: ['analysis', 'models'] as const,
  history: ['analysis', 'history'] as const,
  latest: (rosterId: string) => ['analysis', 'latest', rosterId] as const,
};

export const useAnalysisModels = () =>
  useQuery({
    queryKey: analysisKeys.models,
    queryFn: () => apiRequest<typeof analysisModelsSchema>('/api/analysis-models', { quiet: true }),
    staleTime: 5 * 60_000,
  });

export const useAnalysisHistory = () =>
  useQuery({
    queryKey: analysisKeys.history,
    queryFn: async () =>
      (await apiRequest<typeof analysisSummariesSchema>('/api/analyses', { quiet: true })).analyses,
  });

/** The roster's newest analysis, or null when it has none yet (a 404 is an answer here, not a failure). */
export const useLatestAnalysis = (rosterId: string) =>
  useQuery({
    queryKey: analysisKeys.latest(rosterId),
    enabled: rosterId !== '',
    queryFn: async (): Promise<SavedAnalysis | null> => {
      try {
        return await apiRequest<typeof savedAnalysisSchema>(`/api/rosters/${rosterId}/analyses/latest`, {
          quiet: true,
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.is('ANALYSIS_NOT_FOUND')) return null;
        throw error;
      }
    },
  });

export function useRunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rosterId, modelType }: { rosterId: string; modelType: 'standard' | 'gemini' }) =>
      apiRequest<typeof savedAnalysisSchema>(`/api/rosters/${rosterId}/analyses`, {
        method: 'POST',
        body: { modelType },
        quiet: true,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(analysisKeys.latest(saved.rosterId), saved);
      void queryClient.invalidateQueries({ queryKey: analysisKeys.history });
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    },
  });
}
