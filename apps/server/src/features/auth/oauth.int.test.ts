import { defaultSiteSettings } from '@muster/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORIGIN, TestClient } from '../../test-support/auth-client';
import {
  type FakeIdentity,
  type FakeOidcProvider,
  startFakeOidcProvider,
} from '../../test-support/fake-oidc-provider';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { totpCode } from '../../test-support/totp';
import { siteSettings } from '../site-settings/site-settings.table';
import { account, user } from './auth.table';
import type { OAuthProviderSettings } from './oauth-providers';

const CLIENT = { clientId: 'muster-test-client', clientSecret: 'muster-test-secret' };
const OIDC_CALLBACK = `${ORIGIN}/api/auth/callback/oidc`;
const DISCORD_CALLBACK = `${ORIGIN}/api/auth/callback/discord`;

/** What the web app's sign-in page sends (LoginPage, `next` = /rosters). */
const FROM_LOGIN_PAGE = {
  callbackURL: '/rosters',
  errorCallbackURL: '/login?next=%2Frosters',
  newUserCallbackURL: '/onboarding/questionnaire',
  disableRedirect: true,
};

describe('sign-in with an OAuth / OpenID Connect provider', () => {
  let provider: FakeOidcProvider;
  let testApp: TestApp;
  let nextIp = 1;
  const browser = () => new TestClient(testApp.app, `10.16.0.${nextIp++}`);

  beforeAll(async () => {
    provider = await startFakeOidcProvider({
      ...CLIENT,
      redirectUris: [OIDC_CALLBACK, DISCORD_CALLBACK],
    });
    const oauthProviders: OAuthProviderSettings = {
      discord: CLIENT,
      google: CLIENT,
      oidc: {
        ...CLIENT,
        discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
        name: 'Guild Login',
      },
    };
    testApp = await createTestApp({ oauthProviders });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    provider.overrideIdTokenClaims({});
  });

  /** POST /sign-in/social as the page does; the authorization URL it answers. */
  async function start(client: TestClient, providerId = 'oidc', body: Record<string, unknown> = {}) {
    const reply = await client.post('/api/auth/sign-in/social', {
      provider: providerId,
      ...FROM_LOGIN_PAGE,
      ...body,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return new URL(reply.json().url as string);
  }

  /** The browser at the provider: it signs in (or refuses) and is sent back to the callback. */
  async function atProvider(authorizationUrl: URL): Promise<URL> {
    const reply = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(reply.status).toBe(302);
    return new URL(reply.headers.get('location') as string);
  }

  /** The browser back at Muster's callback; where Muster sends it next. */
  async function back(client: TestClient, callback: URL) {
    expect(callback.origin).toBe(ORIGIN);
    const reply = await client.get(`${callback.pathname}${callback.search}`);
    expect(reply.statusCode, reply.body).toBe(302);
    return { reply, location: reply.headers.location as string };
  }

  async function signInThroughProvider(client: TestClient, identity: FakeIdentity, providerId = 'oidc') {
    const authorizationUrl = await start(client, providerId);
    provider.nextAuthorize({ identity });
    return back(client, await atProvider(authorizationUrl));
  }

  const me = async (client: TestClient) => (await client.get('/api/me')).json().user;
  const usersWithEmail = async (email: string) =>
    testApp.database.db.select().from(user).where(eq(user.email, email));
  const accountsOf = async (userId: string) =>
    testApp.database.db.select().from(account).where(eq(account.userId, userId));
  const tokenRequests = () => provider.requests.filter((request) => request.path === '/token').length;

  it('lists the configured providers for the sign-in page', async () => {
    const reply = await browser().get('/api/auth-providers');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      providers: [
        { id: 'discord', label: 'Discord' },
        { id: 'google', label: 'Google' },
        { id: 'oidc', label: 'Guild Login' },
      ],
    });
  });

  it('creates the account and a session on first sign-in, and signs the same account in next time', async () => {
    const identity = {
      sub: 'guild-0001',
      email: 'Newcomer@Example.test',
      email_verified: true,
      name: 'Nadia Newcomer',
      preferred_username: 'Warboss_Grim',
    };
    const first = browser();
    const authorizationUrl = await start(first);
    expect(authorizationUrl.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorizationUrl.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: OIDC_CALLBACK,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
    provider.nextAuthorize({ identity });
    const { reply, location } = await back(first, await atProvider(authorizationUrl));
    // A new member goes to onboarding, as after e-mail sign-up.
    expect(location).toBe('/onboarding/questionnaire');
    expect(reply.cookies.find((cookie) => cookie.name === 'muster.session_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    const shown = await me(first);
    expect(shown).toMatchObject({ email: 'newcomer@example.test', name: 'warboss_grim', role: 'user' });
    const [created] = await usersWithEmail('newcomer@example.test');
    expect(created).toMatchObject({ username: 'warboss_grim', name: 'warboss_grim', emailVerified: true });
    // The same after-create work as e-mail sign-up: a profile and the free tier's credits.
    const credits = await testApp.database.pool.query(
      'SELECT credits FROM subscriptions WHERE user_id = $1',
      [shown.id],
    );
    expect(credits.rows).toEqual([{ credits: 3 }]);
    const profile = await testApp.database.pool.query('SELECT id FROM profiles WHERE id = $1', [shown.id]);
    expect(profile.rowCount).toBe(1);
    // Provider tokens are not kept.
    expect(await accountsOf(shown.id)).toEqual([
      expect.objectContaining({
        providerId: 'oidc',
        accountId: 'guild-0001',
        accessToken: null,
        refreshToken: null,
        idToken: null,
        password: null,
      }),
    ]);

    const later = browser();
    const again = await signInThroughProvider(later, identity);
    expect(again.location).toBe('/rosters');
    expect((await me(later)).id).toBe(shown.id);
    expect(await usersWithEmail('newcomer@example.test')).toHaveLength(1);
  });

  it('gives a username no one has when the handle is taken', async () => {
    await browser().signUp('first-grim@example.test', 'a good long password', 'grimlock');
    await signInThroughProvider(browser(), {
      sub: 'guild-0002',
      email: 'second-grim@example.test',
      email_verified: true,
      preferred_username: 'Grimlock',
    });
    // The handle is taken: the address before the at-sign instead.
    expect((await usersWithEmail('second-grim@example.test'))[0]?.username).toBe('second_grim');
    await signInThroughProvider(browser(), {
      sub: 'guild-0002b',
      email: 'grimlock@elsewhere.test',
      email_verified: true,
      preferred_username: 'Grimlock',
    });
    // Both taken: a number added.
    expect((await usersWithEmail('grimlock@elsewhere.test'))[0]?.username).toMatch(/^grimlock\d{2,6}$/);
  });

  it('joins a verified address to the e-mail/password account that has it, ending the unproven password', async () => {
    const owner = browser();
    const signUp = await owner.signUp('veteran@example.test', 'veteran password 1', 'veteran');
    const ownerId = signUp.json().user.id as string;

    const client = browser();
    const { location } = await signInThroughProvider(client, {
      sub: 'guild-0003',
      email: 'veteran@example.test',
      email_verified: true,
    });
    expect(location).toBe('/rosters');
    expect((await me(client)).id).toBe(ownerId);
    expect((await accountsOf(ownerId)).map((linked) => linked.providerId)).toEqual(['oidc']);
    const [linked] = await usersWithEmail('veteran@example.test');
    expect(linked).toMatchObject({ emailVerified: true, username: 'veteran' });
    // Nobody had proved they own the address: the password set without that proof, and every
    // session from before, no longer get in (the owner sets a new password by e-mail).
    expect(await me(owner)).toBeNull();
    expect((await browser().signIn('veteran@example.test', 'veteran password 1')).statusCode).toBe(400);
  });

  it('keeps the password of an account whose address was already confirmed', async () => {
    const owner = browser();
    const ownerId = (await owner.signUp('confirmed@example.test', 'confirmed password 1', 'confirmed')).json()
      .user.id as string;
    await testApp.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, ownerId));
    const client = browser();
    await signInThroughProvider(client, {
      sub: 'guild-0004',
      email: 'confirmed@example.test',
      email_verified: true,
    });
    expect((await me(client)).id).toBe(ownerId);
    expect((await me(owner)).id).toBe(ownerId);
    expect((await browser().signIn('confirmed@example.test', 'confirmed password 1')).statusCode).toBe(200);
  });

  it('never signs an unverified address into the account that has it', async () => {
    const owner = browser();
    const ownerId = (await owner.signUp('owner@example.test', 'owner password 12', 'owner')).json().user
      .id as string;
    const intruder = browser();
    const { reply, location } = await signInThroughProvider(intruder, {
      sub: 'guild-0005',
      email: 'owner@example.test',
      email_verified: false,
    });
    expect(location).toBe('/login?next=%2Frosters&error=account_not_linked');
    expect(reply.cookies.some((cookie) => cookie.name === 'muster.session_token' && cookie.value)).toBe(
      false,
    );
    expect(await me(intruder)).toBeNull();
    expect((await accountsOf(ownerId)).map((linked) => linked.providerId)).toEqual(['credential']);
    expect((await me(owner)).id).toBe(ownerId);
    expect((await browser().signIn('owner@example.test', 'owner password 12')).statusCode).toBe(200);
  });

  it('creates no account from an unverified address', async () => {
    const client = browser();
    const { location } = await signInThroughProvider(client, {
      sub: 'guild-0006',
      email: 'unverified@example.test',
      email_verified: false,
    });
    expect(location).toMatch(/^\/login\?next=%2Frosters&error=EMAIL_NOT_VERIFIED/);
    expect(await me(client)).toBeNull();
    expect(await usersWithEmail('unverified@example.test')).toHaveLength(0);
  });

  it('refuses a forged state: one never issued, and one issued to another browser', async () => {
    const before = tokenRequests();
    const forger = browser();
    const forged = await forger.get('/api/auth/callback/oidc?code=anything&state=forged-state-value');
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe(`${ORIGIN}/login?error=state_mismatch`);
    expect(await me(forger)).toBeNull();

    // Login CSRF: the attacker starts a sign-in of their own and hands the callback (state and
    // code) to the victim, whose browser lacks the state cookie that binds it.
    const attacker = browser();
    const authorizationUrl = await start(attacker);
    provider.nextAuthorize({
      identity: { sub: 'guild-attacker', email: 'attacker@example.test', email_verified: true },
    });
    const callback = await atProvider(authorizationUrl);
    const victim = browser();
    const planted = await victim.get(`${callback.pathname}${callback.search}`);
    expect(planted.statusCode).toBe(302);
    expect(planted.headers.location).toMatch(/error=state_mismatch/);
    expect(await me(victim)).toBeNull();
    // The code was never exchanged, and no account was made for it.
    expect(tokenRequests()).toBe(before);
    expect(await usersWithEmail('attacker@example.test')).toHaveLength(0);
  });

  it('refuses a callback URL on another origin (no open redirect after sign-in)', async () => {
    for (const field of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      for (const target of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
        // A browser each: better-auth allows three sign-in starts per address in ten seconds.
        const reply = await browser().post('/api/auth/sign-in/social', {
          provider: 'oidc',
          ...FROM_LOGIN_PAGE,
          [field]: target,
        });
        expect(reply.statusCode, `${field} ${target}`).toBe(403);
      }
    }
  });

  it('sends the provider only the registered redirect URI, whatever the request says its host is', async () => {
    const client = browser();
    const reply = await client.post(
      '/api/auth/sign-in/social',
      { provider: 'oidc', ...FROM_LOGIN_PAGE },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(reply.statusCode).toBe(200);
    expect(new URL(reply.json().url).searchParams.get('redirect_uri')).toBe(OIDC_CALLBACK);
  });

  it('refuses a code issued for a different redirect URI', async () => {
    const client = browser();
    const authorizationUrl = await start(client);
    const state = authorizationUrl.searchParams.get('state') as string;
    const code = provider.issueCode(
      { sub: 'guild-0007', email: 'elsewhere@example.test', email_verified: true },
      DISCORD_CALLBACK,
    );
    const { location } = await back(
      client,
      new URL(`${OIDC_CALLBACK}?${new URLSearchParams({ code, state, iss: provider.issuer })}`),
    );
    expect(location).toBe('/login?next=%2Frosters&error=invalid_code');
    expect(await me(client)).toBeNull();
    expect(await usersWithEmail('elsewhere@example.test')).toHaveLength(0);
  });

  it('refuses an ID token made out to another client', async () => {
    provider.overrideIdTokenClaims({ aud: 'someone-elses-client' });
    const client = browser();
    const { location } = await signInThroughProvider(client, {
      sub: 'guild-0008',
      email: 'audience@example.test',
      email_verified: true,
    });
    expect(location).toBe('/login?next=%2Frosters&error=unable_to_get_user_info');
    expect(await me(client)).toBeNull();
  });

  it('lands on the sign-in page when the user says no at the provider', async () => {
    const client = browser();
    const authorizationUrl = await start(client);
    provider.nextAuthorize({ error: 'access_denied' });
    const { location } = await back(client, await atProvider(authorizationUrl));
    expect(location).toBe('/login?next=%2Frosters&error=access_denied');
    expect(await me(client)).toBeNull();
  });

  it('asks for the second factor when the account has two-factor sign-in on', async () => {
    const owner = browser();
    const ownerId = (await owner.signUp('twofa@example.test', 'twofa password 12', 'twofa')).json().user
      .id as string;
    await testApp.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, ownerId));
    const { totpURI } = (
      await owner.post('/api/auth/two-factor/enable', { password: 'twofa password 12' })
    ).json();
    await owner.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI, Date.now() - 30_000) });

    const client = browser();
    const { reply, location } = await signInThroughProvider(client, {
      sub: 'guild-0009',
      email: 'twofa@example.test',
      email_verified: true,
    });
    expect(location).toBe('/login/two-factor?next=%2Frosters');
    expect(await me(client)).toBeNull();
    const issued = reply.cookies.filter((cookie) => cookie.name === 'muster.session_token');
    expect(issued.at(-1)?.value ?? '').toBe('');
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: '000000' })).statusCode).toBe(401);
    expect(
      (await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).statusCode,
    ).toBe(200);
    expect((await me(client)).id).toBe(ownerId);
  });

  it('makes no new account while sign-ups are closed; members still sign in', async () => {
    const member = { sub: 'guild-0010', email: 'member@example.test', email_verified: true };
    await signInThroughProvider(browser(), member);
    const closed = { ...defaultSiteSettings, signupsOpen: false };
    await testApp.database.db
      .insert(siteSettings)
      .values({ id: 1, settings: closed })
      .onConflictDoUpdate({ target: siteSettings.id, set: { settings: closed } });
    try {
      const stranger = browser();
      const refused = await signInThroughProvider(stranger, {
        sub: 'guild-0011',
        email: 'stranger@example.test',
        email_verified: true,
      });
      expect(refused.location).toMatch(/^\/login\?next=%2Frosters&error=SIGNUPS_CLOSED/);
      expect(await usersWithEmail('stranger@example.test')).toHaveLength(0);
      const returning = browser();
      expect((await signInThroughProvider(returning, member)).location).toBe('/rosters');
      expect((await me(returning)).email).toBe('member@example.test');
    } finally {
      await testApp.database.db.delete(siteSettings).where(eq(siteSettings.id, 1));
    }
  });

  it('accepts only the redirect flow: no ID-token sign-in, scopes or extra parameters', async () => {
    for (const extra of [
      { idToken: { token: 'eyJhbGciOiJub25lIn0.e30.' } },
      { scopes: ['admin'] },
      { additionalParams: { prompt: 'none' } },
      { additionalData: { role: 'super_user' } },
    ]) {
      const reply = await browser().post('/api/auth/sign-in/social', { provider: 'oidc', ...extra });
      expect(reply.statusCode, JSON.stringify(extra)).toBe(400);
      expect(reply.json().error.code).toBe('UNSUPPORTED_SIGN_IN_OPTION');
    }
  });

  it('sends Google the registered redirect URI with PKCE', async () => {
    const authorizationUrl = await start(browser(), 'google');
    expect(authorizationUrl.origin).toBe('https://accounts.google.com');
    expect(Object.fromEntries(authorizationUrl.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: `${ORIGIN}/api/auth/callback/google`,
      code_challenge_method: 'S256',
    });
    expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
  });

  describe('Discord (its API answered by the fake provider)', () => {
    /** Sends what better-auth asks of discord.com to the fake provider's Discord routes. */
    function routeDiscordToFake() {
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.startsWith('https://discord.com/api/')) {
          const rerouted = url.replace('https://discord.com/', `${provider.issuer}/discord/`);
          return realFetch(input instanceof Request ? new Request(rerouted, input) : rerouted, init);
        }
        return realFetch(input, init);
      });
    }

    async function signInWithDiscord(client: TestClient, identity: FakeIdentity) {
      routeDiscordToFake();
      const authorizationUrl = await start(client, 'discord');
      expect(authorizationUrl.origin).toBe('https://discord.com');
      expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(DISCORD_CALLBACK);
      provider.nextAuthorize({ identity });
      const atFake = new URL(
        `${provider.issuer}/discord${authorizationUrl.pathname}${authorizationUrl.search}`,
      );
      return back(client, await atProvider(atFake));
    }

    it('signs a new player up with their Discord handle', async () => {
      const client = browser();
      const { location } = await signInWithDiscord(client, {
        sub: '80351110224678912',
        email: 'nelly@example.test',
        email_verified: true,
        preferred_username: 'nelly.paints',
      });
      expect(location).toBe('/onboarding/questionnaire');
      expect(await me(client)).toMatchObject({ email: 'nelly@example.test', name: 'nelly.paints' });
    });

    it('does not join an address Discord has not verified to the account that has it', async () => {
      const ownerId = (
        await browser().signUp('discord-owner@example.test', 'owner password 34', 'downer')
      ).json().user.id as string;
      const client = browser();
      const { location } = await signInWithDiscord(client, {
        sub: '80351110224678913',
        email: 'discord-owner@example.test',
        email_verified: false,
      });
      expect(location).toBe('/login?next=%2Frosters&error=account_not_linked');
      expect(await me(client)).toBeNull();
      expect((await accountsOf(ownerId)).map((linked) => linked.providerId)).toEqual(['credential']);
    });
  });
});

describe('sign-in providers when none is configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists none, and starting one answers 404', async () => {
    const client = new TestClient(testApp.app, '10.16.1.1');
    expect((await client.get('/api/auth-providers')).json()).toEqual({ providers: [] });
    for (const id of ['discord', 'google', 'oidc']) {
      const reply = await client.post('/api/auth/sign-in/social', { provider: id, ...FROM_LOGIN_PAGE });
      expect(reply.statusCode, id).toBe(404);
    }
  });
});
