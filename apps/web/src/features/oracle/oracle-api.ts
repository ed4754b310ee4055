import type {
  MatchUploadRequest,
  MetaQuery,
  matchUploadAnalysisSchema,
  matchUploadSchema,
  matchUploadsSchema,
  metaReportSchema,
  oracleDashboardSchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-client';

/** Logging a game (battle-log) changes the player's meta: it invalidates `all`. */
export const oracleKeys = {
  all: ['oracle'] as const,
  uploads: ['oracle', 'uploads'] as const,
  upload: (id: string) => ['oracle', 'upload', id] as const,
  meta: (query: MetaQuery) => ['oracle', 'meta', query] as const,
  dashboard: ['oracle', 'dashboard'] as const,
};

export const useMatchUploads = () =>
  useQuery({
    queryKey: oracleKeys.uploads,
    queryFn: () => apiRequest<typeof matchUploadsSchema>('/api/oracle/uploads', { quiet: true }),
  });

export const useUploadAnalysis = (id: string) =>
  useQuery({
    queryKey: oracleKeys.upload(id),
    retry: false,
    queryFn: () =>
      apiRequest<typeof matchUploadAnalysisSchema>(`/api/oracle/uploads/${encodeURIComponent(id)}`, {
        quiet: true,
      }),
  });

export const useMetaReport = (query: MetaQuery) =>
  useQuery({
    queryKey: oracleKeys.meta(query),
    placeholderData: keepPreviousData,
    queryFn: () => {
      const params = new URLSearchParams({ scope: query.scope });
      if (query.from) params.set('from', query.from);
      if (query.to) params.set('to', query.to);
      return apiRequest<typeof metaReportSchema>(`/api/oracle/meta?${params}`, { quiet: true });
    },
  });

export const useOracleDashboard = () =>
  useQuery({
    queryKey: oracleKeys.dashboard,
    queryFn: () => apiRequest<typeof oracleDashboardSchema>('/api/oracle/dashboard', { quiet: true }),
  });

/** Any change to an upload changes every meta view built from it. */
function useInvalidateOracle() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: oracleKeys.all });
}

export function useUploadMatches() {
  const invalidate = useInvalidateOracle();
  return useMutation({
    mutationFn: (request: MatchUploadRequest) =>
      apiRequest<typeof matchUploadSchema>('/api/oracle/uploads', {
        method: 'POST',
        body: request,
        quiet: true,
      }),
    onSuccess: invalidate,
  });
}

export function useShareUpload() {
  const invalidate = useInvalidateOracle();
  return useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) =>
      apiRequest<typeof matchUploadSchema>(`/api/oracle/uploads/${id}`, {
        method: 'PATCH',
        body: { shared },
        quiet: true,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteUpload() {
  const invalidate = useInvalidateOracle();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<z.ZodNull>(`/api/oracle/uploads/${id}`, { method: 'DELETE', quiet: true }),
    onSuccess: invalidate,
  });
}
