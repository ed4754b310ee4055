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

const communityKeys = {
  results: ['community', 'results'] as const,
  boards: ['community', 'boards'] as const,
  /** Every page of every board's threads. */
  threads: ['community', 'threads'] as const,
  threadPage: (board: string | null, page: number) => ['community', 'threads', board, page] as const,
  thread: (id: string) => ['community', 'thread', id] as const,
  /** Every faction's shared rosters. */
  sharedRosters: ['community', 'rosters'] as const,
  sharedRosterList: (faction: string | null) => ['community', 'rosters', faction] as const,
  sharedRoster: (id: string | null) => ['community', 'roster', id] as const,
  /** Whether a roster is shared: under the roster's keys (['rosters']), which refresh with it. */
  rosterSharing: (rosterId: string) => ['rosters', rosterId, 'sharing'] as const,
};

export const useEventResults = () =>
  useQuery({
    queryKey: communityKeys.results,
    queryFn: () => apiRequest<typeof eventResultsSchema>('/api/community/results', { quiet: true }),
  });

export const useBoards = () =>
  useQuery({
    queryKey: communityKeys.boards,
    queryFn: () => apiRequest<typeof boardsSchema>('/api/community/boards', { quiet: true }),
  });

export const useThreads = (board: string | null, page: number) =>
  useQuery({
    queryKey: communityKeys.threadPage(board, page),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page) });
      if (board) query.set('board', board);
      return apiRequest<typeof threadListSchema>(`/api/community/threads?${query}`, { quiet: true });
    },
    placeholderData: keepPreviousData,
  });

export const useThread = (id: string) =>
  useQuery({
    queryKey: communityKeys.thread(id),
    queryFn: () => apiRequest<typeof threadSchema>(`/api/community/threads/${id}`, { quiet: true }),
  });

/** Every thread change answers with the whole thread, which replaces the cached one. */
function useThreadMutation<T>(request: (input: T) => Promise<CommunityThread>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (thread) => {
      client.setQueryData(communityKeys.thread(thread.id), thread);
      void client.invalidateQueries({ queryKey: communityKeys.threads });
      void client.invalidateQueries({ queryKey: communityKeys.boards });
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
    queryKey: communityKeys.sharedRosterList(faction),
    queryFn: () =>
      apiRequest<typeof sharedRosterListSchema>(
        `/api/community/rosters${faction ? `?faction=${encodeURIComponent(faction)}` : ''}`,
        { quiet: true },
      ),
    placeholderData: keepPreviousData,
  });

export const useSharedRoster = (id: string | null) =>
  useQuery({
    queryKey: communityKeys.sharedRoster(id),
    queryFn: () => apiRequest<typeof sharedRosterSchema>(`/api/community/rosters/${id}`, { quiet: true }),
    enabled: id !== null,
  });

export const useRosterSharing = (rosterId: string) =>
  useQuery({
    queryKey: communityKeys.rosterSharing(rosterId),
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
      client.setQueryData(communityKeys.rosterSharing(rosterId), sharing);
      void client.invalidateQueries({ queryKey: communityKeys.sharedRosters });
    },
  });
}

export function useDeleteThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) =>
      apiRequest<z.ZodNull>(`/api/admin/community/threads/${threadId}`, { method: 'DELETE', quiet: true }),
    onSuccess: (_reply, threadId) => {
      client.removeQueries({ queryKey: communityKeys.thread(threadId) });
      void client.invalidateQueries({ queryKey: communityKeys.threads });
      void client.invalidateQueries({ queryKey: communityKeys.boards });
    },
  });
}
