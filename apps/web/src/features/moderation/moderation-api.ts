import type {
  FlagRequest,
  flagSchema,
  myFlagsSchema,
  reviewItemSchema,
  reviewQueueSchema,
  TicketRequest,
  ticketSchema,
  ticketsSchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { adminContentKeys } from '../admin-content/admin-content-keys';

type QueueFilter = { type: 'all' | 'flag' | 'ticket'; status: 'open' | 'closed' };

const moderationKeys = {
  myFlags: ['flags', 'mine'] as const,
  support: ['support'] as const,
  myTickets: ['support', 'tickets'] as const,
  /** The review queue in every filter, and each item. */
  review: ['admin', 'review'] as const,
  reviewQueue: (filter: QueueFilter) => ['admin', 'review', filter] as const,
  reviewItem: (id: string) => ['admin', 'review', 'item', id] as const,
};

export const useReportItem = () =>
  useMutation({
    mutationFn: (request: FlagRequest) =>
      apiRequest<typeof flagSchema>('/api/flags', { method: 'POST', body: request, quiet: true }),
  });

export const useMyFlags = () =>
  useQuery({
    queryKey: moderationKeys.myFlags,
    queryFn: () => apiRequest<typeof myFlagsSchema>('/api/flags/mine', { quiet: true }),
  });

export const useMyTickets = () =>
  useQuery({
    queryKey: moderationKeys.myTickets,
    queryFn: () => apiRequest<typeof ticketsSchema>('/api/support/tickets', { quiet: true }),
  });

export function useSendTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TicketRequest) =>
      apiRequest<typeof ticketSchema>('/api/support/tickets', { method: 'POST', body: request, quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: moderationKeys.support }),
  });
}

export function useCloseTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<typeof ticketSchema>(`/api/support/tickets/${id}/close`, { method: 'POST', quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: moderationKeys.support }),
  });
}

export const useReviewQueue = (filter: QueueFilter) =>
  useQuery({
    queryKey: moderationKeys.reviewQueue(filter),
    queryFn: () =>
      apiRequest<typeof reviewQueueSchema>(`/api/admin/review?type=${filter.type}&status=${filter.status}`, {
        quiet: true,
      }),
  });

export const useReviewItem = (id: string) =>
  useQuery({
    queryKey: moderationKeys.reviewItem(id),
    retry: false,
    queryFn: () =>
      apiRequest<typeof reviewItemSchema>(`/api/admin/review/${encodeURIComponent(id)}`, { quiet: true }),
  });

export function useReviewDecision(id: string) {
  const client = useQueryClient();
  const onSuccess = () => {
    void client.invalidateQueries({ queryKey: moderationKeys.review });
    void client.invalidateQueries({ queryKey: adminContentKeys.all });
  };
  return {
    resolve: useMutation({
      mutationFn: (body: { decision: 'dismiss' | 'hide'; note: string }) =>
        apiRequest<typeof reviewItemSchema>(`/api/admin/review/${id}/resolve`, {
          method: 'POST',
          body,
          quiet: true,
        }),
      onSuccess,
    }),
    answer: useMutation({
      mutationFn: (answer: string) =>
        apiRequest<typeof reviewItemSchema>(`/api/admin/review/${id}/answer`, {
          method: 'POST',
          body: { answer },
          quiet: true,
        }),
      onSuccess,
    }),
  };
}
