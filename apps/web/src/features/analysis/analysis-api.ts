import type {
  analysisModelsSchema,
  analysisSamplesSchema,
  analysisSummariesSchema,
  engineStatusSchema,
  SavedAnalysis,
  savedAnalysisSchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../api/api-client';
import { subscriptionKeys } from '../subscription/subscription-api';

export const analysisKeys = {
  models: ['analysis', 'models'] as const,
  history: ['analysis', 'history'] as const,
  latest: (rosterId: string) => ['analysis', 'latest', rosterId] as const,
  samples: ['analysis', 'samples'] as const,
  /** What answers at this site (the coach's too). */
  engine: ['ai', 'status'] as const,
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
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.subscription });
    },
  });
}

/** The offline engine's reports on the sample lists (/roster-analyzer-test): free, and fixed. */
export const useAnalysisSamples = () =>
  useQuery({
    queryKey: analysisKeys.samples,
    queryFn: () => apiRequest<typeof analysisSamplesSchema>('/api/analysis-samples', { quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What answers at this site (GET /api/ai/status). */
export const useAnsweringEngine = () =>
  useQuery({
    queryKey: analysisKeys.engine,
    queryFn: async () =>
      (await apiRequest<typeof engineStatusSchema>('/api/ai/status', { quiet: true })).engine,
    staleTime: 5 * 60_000,
  });
