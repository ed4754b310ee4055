import type { playerAnalyticsSchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

export const usePlayerAnalytics = () =>
  useQuery({
    queryKey: ['analytics', 'me'],
    queryFn: () => apiRequest<typeof playerAnalyticsSchema>('/api/analytics', { quiet: true }),
  });
