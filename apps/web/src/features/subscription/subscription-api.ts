import type { subscriptionReplySchema } from '@muster/contracts';
import type { billingRedirectSchema, billingReplySchema, PlanChoice } from '@muster/contracts/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { currentUserQueryKey } from '../../auth/use-current-user';

/** Analysis, coaching and batches invalidate `subscription` when they spend credits. */
export const subscriptionKeys = { subscription: ['subscription'] as const, billing: ['billing'] as const };

/** Tier, credits and ledger; anything that spends credits invalidates ['subscription']. */
export const useSubscription = (options: { refetchInterval?: number | false } = {}) =>
  useQuery({
    queryKey: subscriptionKeys.subscription,
    queryFn: () => apiRequest<typeof subscriptionReplySchema>('/api/subscription', { quiet: true }),
    refetchInterval: options.refetchInterval ?? false,
  });

/** Payments: prices, the Stripe subscription, invoices (GET /api/billing). */
export const useBilling = (options: { refetchInterval?: number | false } = {}) =>
  useQuery({
    queryKey: subscriptionKeys.billing,
    queryFn: () => apiRequest<typeof billingReplySchema>('/api/billing', { quiet: true }),
    refetchInterval: options.refetchInterval ?? false,
  });

/** Opens Stripe Checkout: the browser leaves Muster for Stripe's page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (choice: PlanChoice) =>
      apiRequest<typeof billingRedirectSchema>('/api/billing/checkout', {
        method: 'POST',
        body: choice,
        quiet: true,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Opens Stripe's customer portal (cards, invoices). */
export function usePortal() {
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof billingRedirectSchema>('/api/billing/portal', {
        method: 'POST',
        body: {},
        quiet: true,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Plan changes, cancel and resume answer the new billing state; the tier and credits follow. */
function useBillingChange<Input>(request: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (billing) => {
      client.setQueryData(subscriptionKeys.billing, billing);
      void client.invalidateQueries({ queryKey: subscriptionKeys.subscription });
      void client.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

export const useChangePlan = () =>
  useBillingChange((choice: PlanChoice) =>
    apiRequest<typeof billingReplySchema>('/api/billing/plan', { method: 'POST', body: choice, quiet: true }),
  );

export const useCancelSubscription = () =>
  useBillingChange((cancel: boolean) =>
    apiRequest<typeof billingReplySchema>(cancel ? '/api/billing/cancel' : '/api/billing/resume', {
      method: 'POST',
      body: {},
      quiet: true,
    }),
  );
