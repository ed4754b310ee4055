import { authMessages } from '@muster/contracts';
import { type ErrorCode, passThroughCode } from '@muster/contracts/error-codes';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/database-errors';
import { apiError } from '../../http/error-handler';
import type { Auth } from './auth';
import { fromHostPrefixedCookieHeader, toHostPrefixedSetCookie } from './cookie-names';

const betterAuthErrorSchema = z.object({ code: z.string().optional(), message: z.string() });

/** better-auth's codes mapped to the spec's messages (and statuses where the spec gives one). */
const errorRewrites: Record<string, { status?: number; code: ErrorCode; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    status: 400,
    code: 'INVALID_LOGIN_CREDENTIALS',
    message: authMessages.invalidCredentials,
  },
  INVALID_USERNAME_OR_PASSWORD: {
    status: 400,
    code: 'INVALID_LOGIN_CREDENTIALS',
    message: authMessages.invalidCredentials,
  },
  USER_ALREADY_EXISTS: { status: 409, code: 'EMAIL_TAKEN', message: authMessages.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    code: 'EMAIL_TAKEN',
    message: authMessages.emailTaken,
  },
  USERNAME_IS_ALREADY_TAKEN: { status: 409, code: 'USERNAME_TAKEN', message: authMessages.usernameTaken },
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: {
    status: 409,
    code: 'USERNAME_TAKEN',
    message: authMessages.usernameTaken,
  },
};

/** Headers for a better-auth call made on behalf of this request. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  const cookie = headers.get('cookie');
  if (cookie) headers.set('cookie', fromHostPrefixedCookieHeader(cookie));
  // The client address as Fastify resolved it (honouring TRUST_PROXY), never a client-sent header.
  headers.set('x-muster-client-ip', request.ip);
  return headers;
}

/**
 * Session tokens live in the HttpOnly cookie only: a reply body that carries one (sign-in's
 * `token`, get-session's `session.token`) gives it to any script on the page, so it is taken out.
 */
function withoutTokens(text: string): string {
  if (!text.startsWith('{')) return text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const session = body.session;
    if (!('token' in body) && !(session && typeof session === 'object' && 'token' in session)) return text;
    const { token: _token, ...rest } = body;
    if (session && typeof session === 'object') {
      const { token: _sessionToken, ...kept } = session as Record<string, unknown>;
      rest.session = kept;
    }
    return JSON.stringify(rest);
  } catch {
    return text;
  }
}

async function relay(response: Response, reply: FastifyReply, secureCookies: boolean): Promise<FastifyReply> {
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
      reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    reply.header('set-cookie', secureCookies ? cookies.map(toHostPrefixedSetCookie) : cookies);
  }
  const text = await response.text();
  if (response.status < 400) return reply.status(response.status).send(withoutTokens(text) || undefined);

  const parsed = betterAuthErrorSchema.safeParse(text ? JSON.parse(text) : {});
  const original = parsed.success ? parsed.data : { code: undefined, message: authMessages.generic };
  const rewrite = original.code ? errorRewrites[original.code] : undefined;
  const status = rewrite?.status ?? response.status;
  return reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(
      apiError(
        rewrite?.code ?? passThroughCode(original.code ?? `HTTP_${status}`),
        rewrite?.message ?? original.message,
      ),
    );
}

/**
 * The better-auth endpoints the app uses, and nothing else. Its admin plugin also answers
 * set-role, create-user, set-user-password, ban, remove-user, list-user-sessions and
 * impersonate-user to any admin, with none of the checks of the app's own PATCH /api/admin/users
 * (an admin could make themself a super user); username sign-in would skip the per-account limit.
 * Those stay unreachable: roles change only through the app's checked routes.
 * Provider sign-in needs two: POST /sign-in/social starts it (the page navigates to the URL it
 * answers), GET /callback/:id is where the provider sends the browser back (`:id` is one path
 * segment). Its POST form (response_mode=form_post) and ID-token sign-in are not used.
 */
export const exposedAuthEndpoints = {
  POST: [
    '/sign-in/email',
    '/sign-up/email',
    '/sign-out',
    '/request-password-reset',
    '/reset-password',
    '/change-password',
    '/change-email',
    '/two-factor/enable',
    '/two-factor/disable',
    '/two-factor/verify-totp',
    '/two-factor/verify-backup-code',
    '/sign-in/social',
  ],
  GET: ['/get-session', '/verify-email', '/callback/:id'],
} as const;

const endpointPattern = (endpoint: string) =>
  new RegExp(`^${endpoint.replace(/:[a-zA-Z]+/g, '[a-z0-9-]+')}$`);
const exposedPatterns = Object.fromEntries(
  Object.entries(exposedAuthEndpoints).map(([method, paths]) => [method, paths.map(endpointPattern)]),
) as Record<string, RegExp[] | undefined>;

const exposed = (method: string, path: string) =>
  exposedPatterns[method]?.some((pattern) => pattern.test(path)) ?? false;

/** Mounts better-auth's handler at /api/auth/* on Fastify, for the endpoints the app uses. */
export const authRoutes: FastifyPluginAsync<{
  auth: Auth;
  publicOrigin: string;
  /** Whether PostgreSQL answers: better-auth reports its outage as a bare 500. */
  databaseReachable?: () => Promise<boolean>;
}> = async (app, { auth, publicOrigin, databaseReachable }) => {
  const secureCookies = publicOrigin.startsWith('https://');
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, publicOrigin);
      const path = url.pathname.replace(/^\/api\/auth/, '').replace(/\/+$/, '');
      if (!exposed(request.method, path)) {
        return reply.status(404).send(apiError('NOT_FOUND', 'Not found.'));
      }
      const body =
        request.method === 'GET' || request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers = authHeaders(request);
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      if (response.status >= 500 && databaseReachable && !(await databaseReachable())) {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send(apiError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
      }
      return relay(response, reply, secureCookies);
    },
  });
};
