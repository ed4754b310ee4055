import type {
  boardsSchema,
  CommunityThread,
  eventResultsSchema,
  PostCreate,
  rosterSharingReplySchema,
  sharedRosterListSchema,
  sharedRosterSchema,
  ThreadCreate,
  threadListSchema,
  threadSchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-client';

export const useEventResults = () =>
  useQuery({
    queryKey: ['community', 'results'],
    queryFn: () => apiRequest<typeof eventResultsSchema>('/api/community/results', { quiet: true }),
  });

export const useBoards = () =>
  useQuery({
    queryKey: ['community', 'boards'],
    queryFn: () => apiRequest<typeof boardsSchema>('/api/community/boards', { quiet: true }),
  });

export const useThreads = (board: string | null, page: number) =>
  useQuery({
    queryKey: ['community', 'threads', board, page],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page) });
      if (board) query.set('board', board);
      return apiRequest<typeof threadListSchema>(`/api/community/threads?${query}`, { quiet: true });
    },
    placeholderData: keepPreviousData,
  });

export const useThread = (id: string) =>
  useQuery({
    queryKey: ['community', 'thread', id],
    queryFn: () => apiRequest<typeof threadSchema>(`/api/community/threads/${id}`, { quiet: true }),
  });

/** Every thread change answers with the whole thread, which replaces the cached one. */
function useThreadMutation<T>(request: (input: T) => Promise<CommunityThread>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (thread) => {
      client.setQueryData(['community', 'thread', thread.id], thread);
      void client.invalidateQueries({ queryKey: ['community', 'threads'] });
      void client.invalidateQueries({ queryKey: ['community', 'boards'] });
    },
  });
}

export const useCreateThread = () =>
  useThreadMutation((input: ThreadCreate) =>
    apiRequest<typeof threadSchema>('/api/community/threads', { method: 'POST', body: input, quiet: true }),
  );

export const useReply = (threadId: string) =>
  useThreadMutation((input: PostCreate) =>
    apiRequest<typeof threadSchema>(`/api/community/threads/${threadId}/posts`, {
      method: 'POST',
      body: input,
      quiet: true,
    }),
  );

export const useEditPost = () =>
  useThreadMutation(({ id, body }: { id: string; body: string }) =>
    apiRequest<typeof threadSchema>(`/api/community/posts/${id}`, {
      method: 'PATCH',
      body: { body },
      quiet: true,
    }),
  );

export const useDeletePost = () =>
  useThreadMutation((id: string) =>
    apiRequest<typeof threadSchema>(`/api/community/posts/${id}`, { method: 'DELETE', quiet: true }),
  );

export const useModeratePost = () =>
  useThreadMutation(({ id, hidden, note }: { id: string; hidden: boolean; note: string }) =>
    apiRequest<typeof threadSchema>(`/api/admin/community/posts/${id}`, {
      method: 'PATCH',
      body: { hidden, note },
      quiet: true,
    }),
  );

export const useModerateThread = (threadId: string) =>
  useThreadMutation((change: { locked?: boolean; pinned?: boolean }) =>
    apiRequest<typeof threadSchema>(`/api/admin/community/threads/${threadId}`, {
      method: 'PATCH',
      body: change,
      quiet: true,
    }),
  );

export const useSharedRosters = (faction: string | null) =>
  useQuery({
    queryKey: ['community', 'rosters', faction],
    queryFn: () =>
      apiRequest<typeof sharedRosterListSchema>(
        `/api/community/rosters${faction ? `?faction=${encodeURIComponent(faction)}` : ''}`,
        { quiet: true },
      ),
    placeholderData: keepPreviousData,
  });

export const useSharedRoster = (id: string | null) =>
  useQuery({
    queryKey: ['community', 'roster', id],
    queryFn: () => apiRequest<typeof sharedRosterSchema>(`/api/community/rosters/${id}`, { quiet: true }),
    enabled: id !== null,
  });

export const useRosterSharing = (rosterId: string) =>
  useQuery({
    queryKey: ['rosters', rosterId, 'sharing'],
    queryFn: () =>
      apiRequest<typeof rosterSharingReplySchema>(`/api/rosters/${rosterId}/sharing`, { quiet: true }),
  });

export function useSetRosterSharing(rosterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) =>
      apiRequest<typeof rosterSharingReplySchema>(`/api/rosters/${rosterId}/sharing`, {
        method: 'PUT',
        body: { shared },
        quiet: true,
      }),
    onSuccess: (sharing) => {
      client.setQueryData(['rosters', rosterId, 'sharing'], sharing);
      void client.invalidateQueries({ queryKey: ['community', 'rosters'] });
    },
  });
}

export function useDeleteThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) =>
      apiRequest<z.ZodNull>(`/api/admin/community/threads/${threadId}`, { method: 'DELETE', quiet: true }),
    onSuccess: (_reply, threadId) => {
      client.removeQueries({ queryKey: ['community', 'thread', threadId] });
      void client.invalidateQueries({ queryKey: ['community', 'threads'] });
      void client.invalidateQueries({ queryKey: ['community', 'boards'] });
    },
  });
}
