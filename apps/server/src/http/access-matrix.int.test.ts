import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposedAuthEndpoints } from '../features/auth/auth.routes';
import { user } from '../features/auth/auth.table';
import { TestClient } from '../test-support/auth-client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { type AccessPolicy, accessPolicies } from './access-policy';

type Caller = 'anonymous' | 'playerA' | 'playerB' | 'admin' | 'superUser';
const callers: Caller[] = ['anonymous', 'playerA', 'playerB', 'admin', 'superUser'];

/**
 * Every better-auth endpoint the app exposes (`exposedAuthEndpoints`), with a request of the right
 * shape and what it answers without a session (401: it needs one). Adding an endpoint to the
 * allow-list without a line here fails the matrix.
 */
const authEndpoints: Record<string, { url?: string; body?: unknown; anonymous: number }> = {
  'POST /sign-in/email': {
    body: { email: 'nobody@example.test', password: 'not a password 1' },
    anonymous: 400,
  },
  'POST /sign-up/email': {
    body: {
      email: 'bystander@example.test',
      password: 'matrix password 123',
      name: 'again',
      username: 'again',
    },
    anonymous: 409,
  },
  'POST /sign-out': { body: {}, anonymous: 200 },
  'POST /request-password-reset': { body: { email: 'nobody@example.test' }, anonymous: 200 },
  'POST /reset-password': {
    body: { token: 'not-a-token', newPassword: 'a new password 12' },
    anonymous: 400,
  },
  'POST /change-password': {
    body: { currentPassword: 'matrix password 123', newPassword: 'a new password 12' },
    anonymous: 401,
  },
  'POST /change-email': {
    body: { newEmail: 'new@example.test', password: 'matrix password 123' },
    anonymous: 401,
  },
  'POST /two-factor/enable': { body: { password: 'matrix password 123' }, anonymous: 401 },
  'POST /two-factor/disable': { body: { password: 'matrix password 123' }, anonymous: 401 },
  // Without a session these need the pending second-factor cookie of a sign-in.
  'POST /two-factor/verify-totp': { body: { code: '000000' }, anonymous: 401 },
  'POST /two-factor/verify-backup-code': { body: { code: 'abcde-fghij' }, anonymous: 401 },
  // No provider is configured here: better-auth's own 404 (PROVIDER_NOT_FOUND), not the bridge's.
  'POST /sign-in/social': { body: { provider: 'discord', callbackURL: '/dashboard' }, anonymous: 404 },
  'GET /get-session': { anonymous: 200 },
  // A token that does not verify.
  'GET /verify-email': { url: '/verify-email?token=not-a-token', anonymous: 401 },
  // A provider's return without a state we issued: sent to the sign-in page with an error.
  'GET /callback/:id': { url: '/callback/discord?code=x&state=y', anonymous: 302 },
};

/** Server-sent-event routes whose stream, once open, stays open. */
const endlessStreams = new Set(['/api/notifications/stream']);

/** Who each policy lets through; everyone else must get 401 (anonymous) or 403. */
const allowed: Record<AccessPolicy, Caller[]> = {
  public: callers,
  user: ['playerA', 'playerB', 'admin', 'superUser'],
  admin: ['admin', 'superUser'],
  super_user: ['superUser'],
};

describe('access policies', () => {
  let testApp: TestApp;
  const clients = {} as Record<Caller, TestClient>;
  // Admin routes act on this bystander, so revoking sessions never signs out one of the callers.
  let targetId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    const roles: Partial<Record<Caller, 'admin' | 'super_user'>> = {
      admin: 'admin',
      superUser: 'super_user',
    };
    for (const [index, caller] of callers.entries()) {
      const client = new TestClient(testApp.app, `10.9.0.${index + 1}`);
      clients[caller] = client;
      if (caller === 'anonymous') continue;
      const signUp = await client.signUp(
        `${caller.toLowerCase()}@example.test`,
        'matrix password 123',
        `${caller.toLowerCase()}_m`,
      );
      const id = signUp.json().user.id as string;
      const role = roles[caller];
      if (role) await testApp.database.db.update(user).set({ role }).where(eq(user.id, id));
    }
    const bystander = new TestClient(testApp.app, '10.9.1.1');
    targetId = (await bystander.signUp('bystander@example.test', 'matrix password 123', 'bystander_m')).json()
      .user.id;
  });
  afterAll(() => testApp.close());

  const apiRoutes = () =>
    testApp.app.routeInventory.filter(
      (route) =>
        route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
    );

  it('every API route declares a known access policy', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      expect(accessPolicies, `${route.method} ${route.url}`).toContain(route.access);
    }
  });

  it('keeps every /api/admin route for admins or super users', () => {
    const loose = apiRoutes().filter(
      (route) =>
        route.url.startsWith('/api/admin/') && route.access !== 'admin' && route.access !== 'super_user',
    );
    expect(loose.map((route) => `${route.method} ${route.url} is ${route.access}`)).toEqual([]);
  });

  // Every route for every role, one after another: seconds on an idle machine, more on a busy CI.
  it('answers each route for each role as its policy says', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      if (route.url === '/api/auth/*') continue; // better-auth's own endpoints guard themselves
      const url = route.url
        .replace(':userId', targetId)
        .replace(':file', `${randomUUID()}.svg`)
        .replace(/:[a-zA-Z]+/g, randomUUID());
      for (const caller of callers) {
        const shouldPass = allowed[route.access ?? 'super_user'].includes(caller);
        // A stream let through never ends (it is answered on a real socket elsewhere): only its
        // refusals are checked here.
        if (shouldPass && endlessStreams.has(route.url)) continue;
        const response = await clients[caller].request(
          route.method as 'GET',
          url,
          route.method === 'GET' ? undefined : {},
        );
        const denied = response.statusCode === 401 || response.statusCode === 403;
        const expectedDenial = caller === 'anonymous' ? 401 : 403;
        if (shouldPass && denied) failures.push(`${caller} ${route.method} ${url}: ${response.statusCode}`);
        if (!shouldPass && response.statusCode !== expectedDenial) {
          failures.push(
            `${caller} ${route.method} ${url}: expected ${expectedDenial}, got ${response.statusCode}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('exposes only the better-auth endpoints the app uses: no admin escalation, no username sign-in', async () => {
    // Each of these answered an admin before (set-role made an admin a super user; list-user-sessions
    // gave raw session tokens; impersonate-user read a player's private rosters).
    const hidden = [
      ['POST', '/api/auth/admin/set-role', { userId: targetId, role: 'super_user' }],
      [
        'POST',
        '/api/auth/admin/create-user',
        { email: 'x@example.test', password: 'x password 12', name: 'x', role: 'super_user' },
      ],
      ['POST', '/api/auth/admin/set-user-password', { userId: targetId, newPassword: 'taken over 123' }],
      ['POST', '/api/auth/admin/ban-user', { userId: targetId }],
      ['POST', '/api/auth/admin/remove-user', { userId: targetId }],
      ['POST', '/api/auth/admin/list-user-sessions', { userId: targetId }],
      ['POST', '/api/auth/admin/impersonate-user', { userId: targetId }],
      ['GET', '/api/auth/admin/list-users', undefined],
      ['POST', '/api/auth/sign-in/username', { username: 'bystander_m', password: 'matrix password 123' }],
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/update-user', { name: 'renamed' }],
      ['POST', '/api/auth/delete-user', {}],
    ] as const;
    for (const caller of ['admin', 'superUser', 'playerA', 'anonymous'] as const) {
      for (const [method, url, body] of hidden) {
        const response = await clients[caller].request(method, url, body);
        expect(response.statusCode, `${caller} ${method} ${url}`).toBe(404);
      }
    }
    const [bystander] = await testApp.database.db.select().from(user).where(eq(user.id, targetId));
    expect(bystander?.role).toBe('user');
    expect(bystander?.banned ?? false).toBe(false);
    // What the app uses still answers.
    expect((await clients.playerA.request('GET', '/api/auth/get-session')).statusCode).toBe(200);
  });

  it('answers every exposed /api/auth endpoint as the table says, anonymously', async () => {
    const listed = Object.entries(exposedAuthEndpoints).flatMap(([method, paths]) =>
      paths.map((path) => `${method} ${path}`),
    );
    expect(Object.keys(authEndpoints).sort()).toEqual(listed.sort());
    const failures: string[] = [];
    for (const [index, [endpoint, { url, body, anonymous }]] of Object.entries(authEndpoints).entries()) {
      const [method, path] = endpoint.split(' ') as ['GET' | 'POST', string];
      // A fresh address each: better-auth limits sign-in and sign-up attempts per address.
      const client = new TestClient(testApp.app, `10.9.2.${index + 1}`);
      const response = await client.request(method, `/api/auth${url ?? path}`, body);
      const hidden = response.statusCode === 404 && response.json().error?.code === 'NOT_FOUND';
      if (hidden || response.statusCode !== anonymous)
        failures.push(
          `${endpoint}: expected ${anonymous}, got ${response.statusCode}${hidden ? ' (hidden)' : ''}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('answers every other better-auth endpoint 404, whoever asks', async () => {
    const exposed = new Set(Object.keys(authEndpoints));
    const endpoints = Object.values(
      testApp.auth.api as unknown as Record<
        string,
        { path?: string; options?: { method?: string | string[] } }
      >,
    ).flatMap(({ path, options }) =>
      path ? [options?.method ?? 'GET'].flat().map((method) => ({ method, path })) : [],
    );
    expect(endpoints.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path } of endpoints) {
      if (method !== 'GET' && method !== 'POST') continue;
      if (exposed.has(`${method} ${path}`)) continue;
      const url = `/api/auth${path.replace(/:[a-zA-Z]+/g, 'x')}`;
      for (const caller of ['anonymous', 'superUser'] as const) {
        const response = await clients[caller].request(method, url, method === 'GET' ? undefined : {});
        if (response.statusCode !== 404 || response.json().error?.code !== 'NOT_FOUND')
          failures.push(`${caller} ${method} ${path}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
