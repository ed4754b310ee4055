import type { FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../db/database-errors';
import type { SessionUser } from '../../http/access-policy';
import { isAppRole } from './access-control';
import type { Auth } from './auth';
import { authHeaders } from './auth.routes';

export function sessionLoader(auth: Auth): (request: FastifyRequest) => Promise<SessionUser | null> {
  return async (request) => {
    if (!request.headers.cookie) return null;
    // A session that cannot be checked because the database is away is not "signed out": that
    // answer would send every player back to the sign-in page during a restart. It is a 503.
    const result = await auth.api.getSession({ headers: authHeaders(request) }).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      return null;
    });
    if (!result) return null;
    const { user, session } = result;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      username: user.username ?? null,
      image: user.image ?? null,
      role: isAppRole(user.role) ? user.role : 'user',
      twoFactorEnabled: user.twoFactorEnabled ?? false,
      sessionId: session.id,
    };
  };
}
