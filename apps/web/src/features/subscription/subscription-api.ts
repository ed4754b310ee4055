import type { subscriptionReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

/** Tier, credits and ledger; anything that spends credits invalidates ['subscription']. */
export const useSubscription = () =>
  useQuery({
    queryKey: ['subscription'],
    queryFn: () => apiRequest<typeof subscriptionReplySchema>('/api/subscription', { quiet: true }),
  });
