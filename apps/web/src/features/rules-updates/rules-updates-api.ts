import type {
  PointsChangesQuery,
  pointsChangesReplySchema,
  pointsVersionsReplySchema,
  rulesOverviewSchema,
} from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

const rulesUpdateKeys = {
  overview: ['rules-updates', 'overview'] as const,
  pointsVersions: ['rules-updates', 'points-versions'] as const,
  pointsChanges: (query: PointsChangesQuery, newest: string | undefined) =>
    ['rules-updates', 'points-changes', query.from ?? '', query.to ?? '', newest ?? ''] as const,
};

/** The game data, editions and core-rule numbers: fixed while the server runs (ETag on the server). */
export const useRulesOverview = () =>
  useQuery({
    queryKey: rulesUpdateKeys.overview,
    staleTime: 60 * 60_000,
    queryFn: () => apiRequest<typeof rulesOverviewSchema>('/api/rules-updates', { quiet: true }),
  });

/**
 * The recorded versions. A server records its own version in the background on start-up, so until
 * that version is in the list it is asked for again every 10 s.
 */
export const usePointsVersions = () =>
  useQuery({
    queryKey: rulesUpdateKeys.pointsVersions,
    staleTime: 5 * 60_000,
    refetchInterval: (query) => {
      const reply = query.state.data;
      return reply && !reply.versions.some((v) => v.version === reply.current) ? 10_000 : false;
    },
    queryFn: () =>
      apiRequest<typeof pointsVersionsReplySchema>('/api/rules-updates/points-versions', { quiet: true }),
  });

/**
 * Points changes between two recorded versions; without them, the server's default pair (the newest
 * two), which moves when a version is recorded: `newest` keeps the cache to the pair it was for.
 */
export const usePointsChanges = (query: PointsChangesQuery, newest: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: rulesUpdateKeys.pointsChanges(query, newest),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: () => {
      const params = new URLSearchParams();
      if (query.from) params.set('from', query.from);
      if (query.to) params.set('to', query.to);
      const search = params.size > 0 ? `?${params}` : '';
      return apiRequest<typeof pointsChangesReplySchema>(`/api/rules-updates/points-changes${search}`, {
        quiet: true,
      });
    },
  });
