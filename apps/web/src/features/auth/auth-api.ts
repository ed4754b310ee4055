import type { authProvidersReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

/** The sign-in pages' reads; the session's own calls (sign in, sign out, …) are in src/auth/auth-api.ts. */
const authKeys = {
  providers: ['auth-providers'] as const,
};

/** The sign-in providers the server has on (none unless configured). */
export const useAuthProviders = () =>
  useQuery({
    queryKey: authKeys.providers,
    queryFn: () => apiRequest<typeof authProvidersReplySchema>('/api/auth-providers', { quiet: true }),
    staleTime: 5 * 60_000,
  });
