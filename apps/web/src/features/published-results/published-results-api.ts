import type { publishedResultSchema, publishedResultsSchema, ResultTableInput } from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

const key = ['published-results'];

export const usePublishedResults = () =>
  useQuery({
    queryKey: key,
    queryFn: () => apiRequest<typeof publishedResultsSchema>('/api/published-results', { quiet: true }),
  });

export function useLoadResultTable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (table: ResultTableInput) =>
      apiRequest<typeof publishedResultSchema>('/api/admin/published-results', {
        method: 'POST',
        body: table,
        quiet: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveResultTable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/published-results/${id}`, { method: 'DELETE', quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
