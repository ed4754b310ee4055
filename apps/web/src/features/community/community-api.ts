import {
  boardsSchema,
  type CommunityThread,
  eventResultsSchema,
  type PostCreate,
  rosterSharingReplySchema,
  sharedRosterListSchema,
  sharedRosterSchema,
  type ThreadCreate,
  threadListSchema,
  threadSchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/api-client';

export const useEventResults = () =>
  useQuery({
    queryKey: ['community', 'results'],
    queryFn: () => apiRequest('/api/community/results', eventResultsSchema, { quiet: true }),
  });

export const useBoards = () =>
  useQuery({
    queryKey: ['community', 'boards'],
    queryFn: () => apiRequest('/api/community/boards', boardsSchema, { quiet: true }),
  });

export const useThreads = (board: string | null, page: number) =>
  useQuery({
    queryKey: ['community', 'threads', board, page],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page) });
      if (board) query.set('board', board);
      return apiRequest(`/api/community/threads?${query}`, threadListSchema, { quiet: true });
    },
    placeholderData: keepPreviousData,
  });

export const useThread = (id: string) =>
  useQuery({
    queryKey: ['community', 'thread', id],
    queryFn: () => apiRequest(`/api/community/threads/${id}`, threadSchema, { quiet: true }),
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
    apiRequest('/api/community/threads', threadSchema, { method: 'POST', body: input, quiet: true }),
  );

export const useReply = (threadId: string) =>
  useThreadMutation((input: PostCreate) =>
    apiRequest(`/api/community/threads/${threadId}/posts`, threadSchema, {
      method: 'POST',
      body: input,
      quiet: true,
    }),
  );

export const useEditPost = () =>
  useThreadMutation(({ id, body }: { id: string; body: string }) =>
    apiRequest(`/api/community/posts/${id}`, threadSchema, { method: 'PATCH', body: { body }, quiet: true }),
  );

export const useDeletePost = () =>
  useThreadMutation((id: string) =>
    apiRequest(`/api/community/posts/${id}`, threadSchema, { method: 'DELETE', quiet: true }),
  );

export const useModeratePost = () =>
  useThreadMutation(({ id, hidden, note }: { id: string; hidden: boolean; note: string }) =>
    apiRequest(`/api/admin/community/posts/${id}`, threadSchema, {
      method: 'PATCH',
      body: { hidden, note },
      quiet: true,
    }),
  );

export const useModerateThread = (threadId: string) =>
  useThreadMutation((change: { locked?: boolean; pinned?: boolean }) =>
    apiRequest(`/api/admin/community/threads/${threadId}`, threadSchema, {
      method: 'PATCH',
      body: change,
      quiet: true,
    }),
  );

export const useSharedRosters = (faction: string | null) =>
  useQuery({
    queryKey: ['community', 'rosters', faction],
    queryFn: () =>
      apiRequest(
        `/api/community/rosters${faction ? `?faction=${encodeURIComponent(faction)}` : ''}`,
        sharedRosterListSchema,
        { quiet: true },
      ),
    placeholderData: keepPreviousData,
  });

export const useSharedRoster = (id: string | null) =>
  useQuery({
    queryKey: ['community', 'roster', id],
    queryFn: () => apiRequest(`/api/community/rosters/${id}`, sharedRosterSchema, { quiet: true }),
    enabled: id !== null,
  });

export const useRosterSharing = (rosterId: string) =>
  useQuery({
    queryKey: ['rosters', rosterId, 'sharing'],
    queryFn: () => apiRequest(`/api/rosters/${rosterId}/sharing`, rosterSharingReplySchema, { quiet: true }),
  });

export function useSetRosterSharing(rosterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) =>
      apiRequest(`/api/rosters/${rosterId}/sharing`, rosterSharingReplySchema, {
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
      apiRequest(`/api/admin/community/threads/${threadId}`, z.null(), { method: 'DELETE', quiet: true }),
    onSuccess: (_reply, threadId) => {
      client.removeQueries({ queryKey: ['community', 'thread', threadId] });
      void client.invalidateQueries({ queryKey: ['community', 'threads'] });
      void client.invalidateQueries({ queryKey: ['community', 'boards'] });
    },
  });
}
