import type { billingRedirectSchema } from '@muster/contracts/billing';
import type {
  EntryPayment,
  eventTicketsReplySchema,
  payoutAccountSchema,
  TicketSettings,
} from '@muster/contracts/event-tickets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-client';
import { tournamentKeys } from '../tournaments/tournament-keys';

/** Under ['tournaments'], so an event's live refresh brings the ticket along. */
const ticketKeys = {
  tickets: (id: string) => ['tournaments', 'tickets', id] as const,
  payments: (id: string) => ['tournaments', 'ticket-payments', id] as const,
  payouts: ['billing', 'payouts'] as const,
};

type Redirect = z.infer<typeof billingRedirectSchema>;

export const useEventTickets = (
  id: string,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) =>
  useQuery({
    queryKey: ticketKeys.tickets(id),
    queryFn: () =>
      apiRequest<typeof eventTicketsReplySchema>(`/api/tournaments/${id}/tickets`, { quiet: true }),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });

/** Buying a ticket registers the player: a seat sends them to Checkout, a full event waitlists. */
export function useBuyTicket(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (club: string | null) =>
      apiRequest<z.ZodType<Redirect | { waitlisted: true }>>(`/api/tournaments/${id}/tickets/checkout`, {
        method: 'POST',
        body: { club: club || null },
        quiet: true,
      }),
    onSuccess: (reply) => {
      if ('url' in reply) window.location.assign(reply.url);
      else void client.invalidateQueries({ queryKey: tournamentKeys.one(id) });
    },
  });
}

export function useRefundTicket(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof eventTicketsReplySchema>(`/api/tournaments/${id}/tickets/refund`, {
        method: 'POST',
        body: {},
        quiet: true,
      }),
    onSuccess: (reply) => {
      client.setQueryData(ticketKeys.tickets(id), reply);
      void client.invalidateQueries({ queryKey: tournamentKeys.one(id) });
    },
  });
}

export const usePayoutAccount = (enabled: boolean) =>
  useQuery({
    queryKey: ticketKeys.payouts,
    queryFn: () => apiRequest<typeof payoutAccountSchema>('/api/billing/payouts', { quiet: true }),
    enabled,
  });

export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: (returnTo: string) =>
      apiRequest<typeof billingRedirectSchema>('/api/billing/payouts/onboarding', {
        method: 'POST',
        body: { returnTo },
        quiet: true,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useSaveTickets(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TicketSettings | null) =>
      apiRequest<typeof eventTicketsReplySchema>(`/api/tournaments/${id}/tickets`, {
        method: 'PUT',
        body: { settings },
        quiet: true,
      }),
    onSuccess: (reply) => client.setQueryData(ticketKeys.tickets(id), reply),
  });
}

export const useTicketPayments = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ticketKeys.payments(id),
    queryFn: () =>
      apiRequest<z.ZodType<EntryPayment[]>>(`/api/tournaments/${id}/ticket-payments`, { quiet: true }),
    enabled,
  });

export function useOrganiserRefund(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest<z.ZodType<EntryPayment[]>>(`/api/tournaments/${id}/entries/${entryId}/refund`, {
        method: 'POST',
        body: {},
        quiet: true,
      }),
    onSuccess: (payments) => {
      client.setQueryData(ticketKeys.payments(id), payments);
      void client.invalidateQueries({ queryKey: tournamentKeys.entries(id) });
    },
  });
}
