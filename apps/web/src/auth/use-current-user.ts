import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchCurrentUser } from './auth-api';
import type { ShellUser } from './shell-user';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** Spec 001 §9: the session check waits at most 8 s and is tried once. */
const SESSION_CHECK_TIMEOUT_MS = 8000;

/** The session check, shared by the hook and the router's start-of-navigation prefetch. */
export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: () =>
    Promise.race([
      fetchCurrentUser(),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`Operation timed out after ${SESSION_CHECK_TIMEOUT_MS}ms`)),
          SESSION_CHECK_TIMEOUT_MS,
        ),
      ),
    ]),
  retry: false,
  staleTime: 60_000,
});

export function useCurrentUser(): {
  user: ShellUser | null;
  isLoading: boolean;
  refresh: () => Promise<void>;
} {
  const queryClient = useQueryClient();
  const query = useQuery(currentUserQuery);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    [queryClient],
  );
  return { user: query.data ?? null, isLoading: query.isPending, refresh };
}
