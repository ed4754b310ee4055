import type {
  AdminUser,
  adminUserSchema,
  adminUsersReplySchema,
  revokeSessionsReplySchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-client';

const adminUserKeys = {
  /** Every search's results. */
  all: ['admin', 'users'] as const,
  search: (query: string) => ['admin', 'users', query] as const,
};

/** The first 50 users whose e-mail or username matches `query` (every user for ''). */
export const useAdminUsers = (query: string) =>
  useQuery({
    queryKey: adminUserKeys.search(query),
    queryFn: () =>
      apiRequest<typeof adminUsersReplySchema>(
        `/api/admin/users?query=${encodeURIComponent(query)}&limit=50`,
        { quiet: true },
      ),
  });

/** Reads every search's users again (after a change). */
export function useRefreshAdminUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
}

type Handlers<Reply, Input> = {
  onSuccess: (reply: Reply, input: Input) => void;
  onError: (error: Error) => void;
};

/** Changes a user's role or tier; on success the page's handler runs, then the users are read again. */
export function useUpdateAdminUser(
  handlers: Handlers<AdminUser, { id: string; patch: { role?: string; tier?: string } }>,
) {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: { role?: string; tier?: string } }) =>
      apiRequest<typeof adminUserSchema>(`/api/admin/users/${id}`, {
        method: 'PATCH',
        body: patch,
        quiet: true,
      }),
    onSuccess: (updated, input) => {
      handlers.onSuccess(updated, input);
      void refresh();
    },
    onError: handlers.onError,
  });
}

/** Ends every session of a user; on success the page's handler runs, then the users are read again. */
export function useRevokeSessions(handlers: Handlers<z.output<typeof revokeSessionsReplySchema>, AdminUser>) {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: (target: AdminUser) =>
      apiRequest<typeof revokeSessionsReplySchema>(`/api/admin/users/${target.id}/sessions/revoke`, {
        method: 'POST',
        quiet: true,
      }),
    onSuccess: (result, target) => {
      handlers.onSuccess(result, target);
      void refresh();
    },
    onError: handlers.onError,
  });
}

/** Grants credits to a user, with the reason their credit history shows; answers the updated user. */
export const grantCredits = (userId: string, amount: number, reason: string) =>
  apiRequest<typeof adminUserSchema>(`/api/admin/users/${userId}/credits`, {
    method: 'POST',
    body: { amount, reason },
    quiet: true,
  });
