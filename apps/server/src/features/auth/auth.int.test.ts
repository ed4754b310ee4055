import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('accounts through the API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('signs up, shows the user with free-tier defaults, signs out server-side', async () => {
    const client = new TestClient(testApp.app);
    const signUp = await client.signUp('ada@example.test', 'correct horse battery', 'ada');
    expect(signUp.statusCode).toBe(200);
    const me = (await client.get('/api/me')).json();
    expect(me.user).toMatchObject({ name: 'ada', email: 'ada@example.test', appTier: 'free', role: 'user' });
    expect(me.user.avatar).toBe(`/api/avatars/default/${me.user.id}.svg`);
    const credits = await testApp.database.pool.query(
      'SELECT credits FROM subscriptions WHERE user_id = $1',
      [me.user.id],
    );
    expect(credits.rows[0]).toEqual({ credits: 3 });

    const cookieBefore = signUp.cookies.find((cookie) => cookie.name === 'muster.session_token');
    expect(cookieBefore).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await client.get('/api/me')).json()).toEqual({ user: null });
    // The old token no longer works even if replayed.
    const replay = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `muster.session_token=${cookieBefore?.value}` },
    });
    expect(replay.json()).toEqual({ user: null });
  });

  it('answers a wrong password with 400 "Invalid login credentials"', async () => {
    const client = new TestClient(testApp.app, '10.1.0.2');
    await client.signUp('bob@example.test', 'a good long password', 'bob');
    const other = new TestClient(testApp.app, '10.1.0.2');
    const wrong = await other.signIn('bob@example.test', 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_LOGIN_CREDENTIALS', message: 'Invalid login credentials' },
    });
    const unknown = await other.signIn('nobody@example.test', 'whatever password');
    expect(unknown.json()).toEqual(wrong.json());
    expect((await other.signIn('bob@example.test', 'a good long password')).statusCode).toBe(200);
  });

  it('refuses a second account on the same e-mail with the spec message', async () => {
    const client = new TestClient(testApp.app, '10.1.0.3');
    await client.signUp('cara@example.test', 'a good long password', 'cara');
    const again = await new TestClient(testApp.app, '10.1.0.3').signUp(
      'cara@example.test',
      'another long password',
      'cara2',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'An account with this email address already exists. Please try logging in.',
    );
  });

  it('enforces the password policy: 8 minimum, long passphrases allowed in full', async () => {
    const client = new TestClient(testApp.app, '10.1.0.4');
    expect((await client.signUp('short@example.test', '1234567', 'shorty')).statusCode).toBe(400);
    const long = `${'x'.repeat(100)}-tail-A`;
    expect((await client.signUp('long@example.test', long, 'longpass')).statusCode).toBe(200);
    const truncated = await new TestClient(testApp.app, '10.1.0.4').signIn(
      'long@example.test',
      `${'x'.repeat(100)}-tail-B`,
    );
    expect(truncated.statusCode).toBe(400);
    expect((await new TestClient(testApp.app, '10.1.0.4').signIn('long@example.test', long)).statusCode).toBe(
      200,
    );
  });

  it('limits sign-in attempts per account, whatever the address', async () => {
    await new TestClient(testApp.app, '10.2.0.1').signUp('dan@example.test', 'a good long password', 'dan');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const client = new TestClient(testApp.app, `10.3.0.${attempt + 1}`);
      statuses.push((await client.signIn('dan@example.test', 'wrong password here')).statusCode);
    }
    // Five free failures, then the account waits (attempt-throttle.int.test.ts has the details).
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('limits sign-in attempts per address, whatever the account', async () => {
    const client = new TestClient(testApp.app, '10.4.0.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push(
        (await client.signIn(`someone${attempt}@example.test`, 'wrong password here')).statusCode,
      );
    }
    expect(statuses).toContain(429);
  });

  it('refuses a cross-site Origin on a mutation with 403', async () => {
    const client = new TestClient(testApp.app, '10.5.0.1');
    const response = await client.post(
      '/api/auth/sign-up/email',
      { email: 'eve@example.test', password: 'a good long password', name: 'eve', username: 'eve' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
  });

  it('serves a deterministic default avatar and rejects malformed ids', async () => {
    const id = '7f1c9a52-3c55-4c1e-9d7b-0a2f9b1e4c11';
    const first = await testApp.app.inject({ method: 'GET', url: `/api/avatars/default/${id}.svg` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/avatars/default/../../etc.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/avatars/default/nope.svg' })).statusCode,
    ).toBe(400);
  });

  it('refuses common passwords with a clear message, at sign-up and when changing one', async () => {
    const client = new TestClient(testApp.app, '10.77.0.1');
    for (const password of ['password', '12345678', 'qwertyui']) {
      const refused = await client.signUp(`common-${password}@example.test`, password, `common_${password}`);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
      expect(refused.json().error.message).toContain('most common passwords');
    }
    expect(
      (await client.signUp('uncommon@example.test', 'tin soldiers march', 'uncommon_one')).statusCode,
    ).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: 'tin soldiers march',
      newPassword: 'letmein1',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.code).toBe('PASSWORD_TOO_COMMON');
    // The signed-in account's own names are refused on a change too.
    const ownName = await client.post('/api/auth/change-password', {
      currentPassword: 'tin soldiers march',
      newPassword: 'uncommon_one_2026!',
      revokeOtherSessions: true,
    });
    expect(ownName.json().error.code).toBe('PASSWORD_CONTAINS_USERNAME');
  });

  it('refuses repeated, consecutive and site-name passwords and the account’s own names, each with its message', async () => {
    const cases: [string, string, string, string][] = [
      ['aaaaaaaa', 'policy-a@example.test', 'policy_a', 'PASSWORD_TOO_SIMPLE'],
      ['abcdefgh', 'policy-b@example.test', 'policy_b', 'PASSWORD_TOO_SIMPLE'],
      ['Muster2026!', 'policy-c@example.test', 'policy_c', 'PASSWORD_SERVICE_NAME'],
      ['policy_d', 'policy-d@example.test', 'policy_d', 'PASSWORD_CONTAINS_USERNAME'],
      ['policy-e@example.test', 'policy-e@example.test', 'policy_e5', 'PASSWORD_CONTAINS_EMAIL'],
      ['policy-f!2026', 'policy-f@example.test', 'policy_f6', 'PASSWORD_CONTAINS_EMAIL'],
    ];
    const messages = new Set<string>();
    for (const [index, [password, email, username, code]] of cases.entries()) {
      const refused = await new TestClient(testApp.app, `10.77.1.${index + 1}`).signUp(
        email,
        password,
        username,
      );
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().error.code, password).toBe(code);
      messages.add(refused.json().error.message);
    }
    expect([...messages]).toEqual([
      'This password is repeated or consecutive characters (like "aaaaaaaa" or "abcd1234"), among the first an attacker tries. Choose another: a few unrelated words make a strong one.',
      'This password is built on the name Muster (like "Muster2026!"), among the first an attacker tries. Choose another: a few unrelated words make a strong one.',
      'Your password must not be your username, or your username with a few characters added. Choose another: a few unrelated words make a strong one.',
      'Your password must not be your e-mail address or the part before the @, or either with a few characters added. Choose another: a few unrelated words make a strong one.',
    ]);
  });

  it('never puts a session token in a reply body, and a password change ends the other sessions', async () => {
    const phone = new TestClient(testApp.app, '10.78.0.1');
    const laptop = new TestClient(testApp.app, '10.78.0.2');
    const signedUp = await phone.signUp('tokens@example.test', 'tin soldiers march', 'token_owner');
    expect(signedUp.json()).not.toHaveProperty('token');
    const signedIn = await laptop.signIn('tokens@example.test', 'tin soldiers march');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).not.toHaveProperty('token');
    const session = (await laptop.get('/api/auth/get-session')).json();
    expect(session.user.email).toBe('tokens@example.test');
    expect(session.session).not.toHaveProperty('token');

    // The client asks to keep its other sessions; the server ends them anyway.
    const changed = await phone.post('/api/auth/change-password', {
      currentPassword: 'tin soldiers march',
      newPassword: 'brass lanterns glow',
      revokeOtherSessions: false,
    });
    expect(changed.statusCode).toBe(200);
    expect((await laptop.get('/api/me')).json().user).toBeNull();
    expect((await phone.get('/api/me')).json().user.email).toBe('tokens@example.test');
  });
});
