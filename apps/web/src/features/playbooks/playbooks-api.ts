import type {
  PlaybookCreate,
  PlaybookUpdate,
  playbookListSchema,
  playbookSchema,
  playbookTestSchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/api-client';

const keys = {
  list: ['playbooks', 'list'] as const,
  one: (id: string) => ['playbooks', 'one', id] as const,
  test: (id: string, firstTurn: string) => ['playbooks', 'test', id, firstTurn] as const,
};
const noRetryOn4xx = (count: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status < 500) && count < 2;

export const usePlaybooks = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: async () =>
      (await apiRequest<typeof playbookListSchema>('/api/playbooks', { quiet: true })).playbooks,
  });

/** A playbook by id, or the sample one for 'sample'. */
export const usePlaybook = (id: string) =>
  useQuery({
    queryKey: keys.one(id),
    enabled: id !== '',
    retry: noRetryOn4xx,
    queryFn: () =>
      apiRequest<typeof playbookSchema>(
        id === 'sample' ? '/api/playbooks/sample' : `/api/playbooks/${encodeURIComponent(id)}`,
        {
          quiet: true,
        },
      ),
  });

export const usePlaybookTest = (id: string, firstTurn: 'yours' | 'theirs') =>
  useQuery({
    queryKey: keys.test(id, firstTurn),
    enabled: id !== '',
    // Switching who goes first keeps the last result on screen until the new one arrives.
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
    queryFn: () =>
      apiRequest<typeof playbookTestSchema>(
        `${id === 'sample' ? '/api/playbooks/sample' : `/api/playbooks/${encodeURIComponent(id)}`}/test?firstTurn=${firstTurn}`,
        { quiet: true },
      ),
  });

export function useCreatePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaybookCreate) =>
      apiRequest<typeof playbookSchema>('/api/playbooks', { method: 'POST', body, quiet: true }),
    onSuccess: (playbook) => {
      queryClient.setQueryData(keys.one(playbook.id), playbook);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useUpdatePlaybook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaybookUpdate) =>
      apiRequest<typeof playbookSchema>(`/api/playbooks/${id}`, { method: 'PATCH', body, quiet: true }),
    onSuccess: (playbook) => {
      queryClient.setQueryData(keys.one(playbook.id), playbook);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useDeletePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<z.ZodNull>(`/api/playbooks/${id}`, { method: 'DELETE', quiet: true }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: keys.one(id) });
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}
