import type { playerAnalyticsSchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

/** Logging a game (battle-log) changes the player's analytics: it invalidates `all`. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  mine: ['analytics', 'me'] as const,
};

export const usePlayerAnalytics = () =>
  useQuery({
    queryKey: analyticsKeys.mine,
    queryFn: () => apiRequest<typeof playerAnalyticsSchema>('/api/analytics', { quiet: true }),
  });
