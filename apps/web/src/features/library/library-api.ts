import type {
  contentProgressListSchema,
  contentProgressReplySchema,
  contentProgressSchema,
  learningPathsReplySchema,
  librarySearchReplySchema,
  recommendationsReplySchema,
} from '@muster/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

/** Content changes (admin-content) change what the library shows: they invalidate `all`. */
export const libraryKeys = {
  all: ['library'] as const,
  paths: ['library', 'paths'] as const,
  progress: ['library', 'progress'] as const,
  recommended: ['library', 'recommended'] as const,
  search: (params: string) => ['library', 'search', params] as const,
};

export const learningPathsQuery = queryOptions({
  queryKey: libraryKeys.paths,
  queryFn: async () =>
    (await apiRequest<typeof learningPathsReplySchema>('/api/library/paths', { quiet: true })).paths,
});

export const libraryProgressQuery = queryOptions({
  queryKey: libraryKeys.progress,
  queryFn: async () =>
    (await apiRequest<typeof contentProgressListSchema>('/api/library/progress', { quiet: true })).items,
});

export const recommendedQuery = queryOptions({
  queryKey: libraryKeys.recommended,
  queryFn: async () =>
    (await apiRequest<typeof recommendationsReplySchema>('/api/library/recommended', { quiet: true })).items,
});

export const useLearningPaths = () => useQuery(learningPathsQuery);

export const useLibraryProgress = (signedIn: boolean) =>
  useQuery({ ...libraryProgressQuery, enabled: signedIn });

export const useRecommended = (signedIn: boolean) => useQuery({ ...recommendedQuery, enabled: signedIn });

/** Server-side full-text search; the previous results stay on screen while the next arrive. */
export const useLibrarySearch = (params: URLSearchParams, enabled: boolean) =>
  useQuery({
    queryKey: libraryKeys.search(params.toString()),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiRequest<typeof librarySearchReplySchema>(`/api/library/search?${params}`, { quiet: true }),
  });

export type ProgressUpdate = {
  contentId: string;
  isCompleted?: boolean;
  bookmarked?: boolean;
  notes?: string;
  rating?: number | null;
};

export function useUpdateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, ...change }: ProgressUpdate) =>
      apiRequest<typeof contentProgressReplySchema>(`/api/library/progress/${contentId}`, {
        method: 'PUT',
        body: change,
        quiet: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

export function useMarkViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) =>
      apiRequest<typeof contentProgressSchema>(`/api/library/progress/${contentId}/viewed`, {
        method: 'POST',
        quiet: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.progress }),
  });
}
