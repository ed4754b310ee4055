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

type QueueFilter = { type: 'all' | 'flag' | 'ticket'; status: 'open' | 'closed' };

export const useReportItem = () =>
  useMutation({
    mutationFn: (request: FlagRequest) =>
      apiRequest<typeof flagSchema>('/api/flags', { method: 'POST', body: request, quiet: true }),
  });

export const useMyFlags = () =>
  useQuery({
    queryKey: ['flags', 'mine'],
    queryFn: () => apiRequest<typeof myFlagsSchema>('/api/flags/mine', { quiet: true }),
  });

export const useMyTickets = () =>
  useQuery({
    queryKey: ['support', 'tickets'],
    queryFn: () => apiRequest<typeof ticketsSchema>('/api/support/tickets', { quiet: true }),
  });

export function useSendTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TicketRequest) =>
      apiRequest<typeof ticketSchema>('/api/support/tickets', { method: 'POST', body: request, quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['support'] }),
  });
}

export function useCloseTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<typeof ticketSchema>(`/api/support/tickets/${id}/close`, { method: 'POST', quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['support'] }),
  });
}

export const useReviewQueue = (filter: QueueFilter) =>
  useQuery({
    queryKey: ['admin', 'review', filter],
    queryFn: () =>
      apiRequest<typeof reviewQueueSchema>(`/api/admin/review?type=${filter.type}&status=${filter.status}`, {
        quiet: true,
      }),
  });

export const useReviewItem = (id: string) =>
  useQuery({
    queryKey: ['admin', 'review', 'item', id],
    retry: false,
    queryFn: () =>
      apiRequest<typeof reviewItemSchema>(`/api/admin/review/${encodeURIComponent(id)}`, { quiet: true }),
  });

export function useReviewDecision(id: string) {
  const client = useQueryClient();
  const onSuccess = () => {
    void client.invalidateQueries({ queryKey: ['admin', 'review'] });
    void client.invalidateQueries({ queryKey: ['admin', 'content'] });
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
