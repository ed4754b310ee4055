import { authMessages } from '@muster/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './error-handler';

/**
 * Who may call a route. Every /api route must declare one in `config.access`; registering a route
 * without it fails at start-up, so nothing is reachable by accident.
 */
export const accessPolicies = ['public', 'user', 'admin', 'super_user'] as const;
export type AccessPolicy = (typeof accessPolicies)[number];

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  username: string | null;
  image: string | null;
  role: 'user' | 'admin' | 'super_user';
  twoFactorEnabled: boolean;
  sessionId: string;
};

/**
 * Admins and super users: the staff who may step in for an object's owner where a feature's policy
 * module says so (features/<name>/<resource>.policy.ts).
 */
export const isStaff = (viewer: { role: string }): boolean =>
  viewer.role === 'admin' || viewer.role === 'super_user';

type RouteInventoryEntry = { method: string; url: string; access: AccessPolicy | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    /** The signed-in user, looked up once per request. */
    currentUser: () => Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    routeInventory: RouteInventoryEntry[];
  }
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-|__Secure-)?muster\.session_token=/;

export function requireAccessPolicies(app: FastifyInstance): void {
  const inventory: RouteInventoryEntry[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) inventory.push({ method, url: route.url, access: route.config?.access });
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access || !accessPolicies.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    }
  });
}

/** Enforces each route's policy on the server: 401 without a session, 403 without the role. */
export function enforceAccessPolicies(
  app: FastifyInstance,
  loadUser: (request: FastifyRequest) => Promise<SessionUser | null>,
): void {
  app.decorateRequest('currentUser', async () => null);
  // onRequest: before the body is parsed or validated, so callers without access learn nothing more.
  app.addHook('onRequest', async (request) => {
    let cached: Promise<SessionUser | null> | undefined;
    request.currentUser = () => {
      cached ??= loadUser(request);
      return cached;
    };
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const user = await request.currentUser();
    if (!user) {
      const hadSession = SESSION_COOKIE.test(request.headers.cookie ?? '');
      throw hadSession
        ? new HttpError(401, 'AUTH_SESSION_EXPIRED', authMessages.sessionExpired)
        : new HttpError(401, 'UNAUTHENTICATED', authMessages.notAuthenticated);
    }
    const allowed =
      access === 'user' ||
      (access === 'admin' && (user.role === 'admin' || user.role === 'super_user')) ||
      (access === 'super_user' && user.role === 'super_user');
    if (!allowed) throw new HttpError(403, 'FORBIDDEN', authMessages.forbidden);
  });
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses state-changing requests sent by another site's pages (CSRF), judged by Origin. */
export function refuseCrossSiteMutations(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = origin ? !trusted.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) throw new HttpError(403, 'CSRF_REJECTED', 'Cross-site request refused.');
  });
}

/** The signed-in user of a route whose policy already required one. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED', authMessages.notAuthenticated);
  return user;
}
