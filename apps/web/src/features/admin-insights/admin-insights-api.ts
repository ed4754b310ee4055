import type {
  adminDashboardSchema,
  adminJobsSchema,
  adminUsageSchema,
  adminWorkersSchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiRequest } from '../../api/api-client';

const insightKeys = {
  dashboard: (weeks: number) => ['admin', 'dashboard', weeks] as const,
  usage: (weeks: number) => ['admin', 'usage', weeks] as const,
  workers: ['admin', 'workers'] as const,
  jobs: ['admin', 'jobs'] as const,
};

export const weekChoices = [4, 12, 26, 52] as const;

/** The chart window lives in the URL (?weeks=26) so a view can be shared and survives a reload. */
export function useWeeksParam(): [number, (weeks: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('weeks'));
  const weeks = weekChoices.find((choice) => choice === asked) ?? 12;
  return [
    weeks,
    (next) =>
      setParams(next === 12 ? {} : { weeks: String(next) }, { replace: true, preventScrollReset: true }),
  ];
}

export const useAdminDashboard = (weeks: number) =>
  useQuery({
    queryKey: insightKeys.dashboard(weeks),
    queryFn: () =>
      apiRequest<typeof adminDashboardSchema>(`/api/admin/dashboard?weeks=${weeks}`, { quiet: true }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsage = (weeks: number) =>
  useQuery({
    queryKey: insightKeys.usage(weeks),
    queryFn: () => apiRequest<typeof adminUsageSchema>(`/api/admin/usage?weeks=${weeks}`, { quiet: true }),
    placeholderData: keepPreviousData,
  });

/** This server's worker pools, refreshed every 10 s while the dashboard is open. */
export const useAdminWorkers = () =>
  useQuery({
    queryKey: insightKeys.workers,
    queryFn: () => apiRequest<typeof adminWorkersSchema>('/api/admin/workers', { quiet: true }),
    refetchInterval: 10_000,
  });

/** The background job queue (every server's), refreshed every 30 s while the dashboard is open. */
export const useAdminJobs = () =>
  useQuery({
    queryKey: insightKeys.jobs,
    queryFn: () => apiRequest<typeof adminJobsSchema>('/api/admin/jobs', { quiet: true }),
    refetchInterval: 30_000,
  });

/** Sends a dead letter back to the queue, then reads the queue again. */
export function useRetryDeadJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: insightKeys.jobs }),
  });
}
