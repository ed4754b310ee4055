import {
  type FlagRequest,
  flagSchema,
  myFlagsSchema,
  reviewItemSchema,
  reviewQueueSchema,
  type TicketRequest,
  ticketSchema,
  ticketsSchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

type QueueFilter = { type: 'all' | 'flag' | 'ticket'; status: 'open' | 'closed' };

export const useReportItem = () =>
  useMutation({
    mutationFn: (request: FlagRequest) =>
      apiRequest('/api/flags', flagSchema, { method: 'POST', body: request, quiet: true }),
  });

export const useMyFlags = () =>
  useQuery({
    queryKey: ['flags', 'mine'],
    queryFn: () => apiRequest('/api/flags/mine', myFlagsSchema, { quiet: true }),
  });

export const useMyTickets = () =>
  useQuery({
    queryKey: ['support', 'tickets'],
    queryFn: () => apiRequest('/api/support/tickets', ticketsSchema, { quiet: true }),
  });

export function useSendTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TicketRequest) =>
      apiRequest('/api/support/tickets', ticketSchema, { method: 'POST', body: request, quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['support'] }),
  });
}

export function useCloseTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/support/tickets/${id}/close`, ticketSchema, { method: 'POST', quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['support'] }),
  });
}

export const useReviewQueue = (filter: QueueFilter) =>
  useQuery({
    queryKey: ['admin', 'review', filter],
    queryFn: () =>
      apiRequest(`/api/admin/review?type=${filter.type}&status=${filter.status}`, reviewQueueSchema, {
        quiet: true,
      }),
  });

export const useReviewItem = (id: string) =>
  useQuery({
    queryKey: ['admin', 'review', 'item', id],
    retry: false,
    queryFn: () =>
      apiRequest(`/api/admin/review/${encodeURIComponent(id)}`, reviewItemSchema, { quiet: true }),
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
        apiRequest(`/api/admin/review/${id}/resolve`, reviewItemSchema, {
          method: 'POST',
          body,
          quiet: true,
        }),
      onSuccess,
    }),
    answer: useMutation({
      mutationFn: (answer: string) =>
        apiRequest(`/api/admin/review/${id}/answer`, reviewItemSchema, {
          method: 'POST',
          body: { answer },
          quiet: true,
        }),
      onSuccess,
    }),
  };
}
