import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { totpCode } from '../../test-support/totp';
import { attemptThrottle, throttleDelaySeconds } from './attempt-throttle';
import { type Auth, createAuth } from './auth';

/** Every attempt from an address of its own, so only the per-account limit can refuse it. */
let nextAddress = 0;
const freshClient = (testApp: TestApp) => {
  nextAddress += 1;
  return new TestClient(testApp.app, `10.120.${Math.floor(nextAddress / 200)}.${(nextAddress % 200) + 1}`);
};

describe('per-account throttling of sign-in and second-factor guesses', () => {
  let testApp: TestApp;
  /** The same better-auth set-up the app uses, called directly for endpoints the app does not route. */
  let auth: Auth;

  beforeAll(async () => {
    testApp = await createTestApp();
    auth = createAuth({
      db: testApp.database.db,
      pool: testApp.database.pool,
      secret: 'throttle-test-secret-throttle-test-secret',
      publicOrigin: ORIGIN,
      trustedOrigins: [ORIGIN],
    });
  });
  afterAll(() => testApp.close());

  const bucket = async (key: string) =>
    (await testApp.database.pool.query('SELECT count FROM rate_limit_buckets WHERE key = $1', [key]))
      .rows[0] as { count: number } | undefined;
  /** As if `seconds` had passed since the account's last counted attempt. */
  const wait = (key: string, seconds: number) =>
    testApp.database.pool.query(
      `UPDATE rate_limit_buckets SET reset_at = reset_at - make_interval(secs => $2) WHERE key = $1`,
      [key, seconds],
    );
  const userIdOf = async (email: string) =>
    (await testApp.database.pool.query('SELECT id FROM "user" WHERE email = $1', [email])).rows[0]
      .id as string;

  const signInByUsername = async (username: string, password: string) => {
    nextAddress += 1;
    const response = await auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/username`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          'x-muster-client-ip': `10.121.${Math.floor(nextAddress / 200)}.${(nextAddress % 200) + 1}`,
        },
        body: JSON.stringify({ username, password }),
      }),
    );
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  };

  it('slows password guessing on an account without locking its owner out', async () => {
    await freshClient(testApp).signUp('erin@example.test', 'erin long password', 'erin');
    const key = `sign-in:user:${await userIdOf('erin@example.test')}`;
    for (let attempt = 1; attempt <= attemptThrottle.freeFailures; attempt++) {
      expect((await freshClient(testApp).signIn('erin@example.test', 'a wrong guess')).statusCode).toBe(400);
    }
    // The sixth attempt waits, whoever makes it (the owner too, with the right password)…
    const refused = await freshClient(testApp).signIn('erin@example.test', 'erin long password');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many wrong sign-in attempts for this account. Wait 30 seconds, then try again.',
    });
    expect(refused.headers['retry-after']).toBe('30');
    // …and a refused attempt is not counted, so hammering does not push the next slot away.
    expect((await freshClient(testApp).signIn('erin@example.test', 'hammering')).statusCode).toBe(429);
    expect(await bucket(key)).toEqual({ count: attemptThrottle.freeFailures });

    // Once the wait is over, the right password signs in, and the failures are forgotten.
    await wait(key, 30);
    const owner = freshClient(testApp);
    expect((await owner.signIn('erin@example.test', 'erin long password')).statusCode).toBe(200);
    expect((await owner.get('/api/me')).json().user.email).toBe('erin@example.test');
    expect(await bucket(key)).toBeUndefined();
    expect((await freshClient(testApp).signIn('erin@example.test', 'a wrong guess')).statusCode).toBe(400);
  });

  it('doubles the wait after each further failure, up to five minutes', async () => {
    await freshClient(testApp).signUp('fred@example.test', 'fred long password', 'fred');
    const key = `sign-in:user:${await userIdOf('fred@example.test')}`;
    for (let attempt = 1; attempt <= attemptThrottle.freeFailures; attempt++)
      await freshClient(testApp).signIn('fred@example.test', 'a wrong guess');
    const waits: string[] = [];
    for (let round = 0; round < 6; round++) {
      const refused = await freshClient(testApp).signIn('fred@example.test', 'a wrong guess');
      expect(refused.statusCode).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
      await wait(key, Number(refused.headers['retry-after']));
      expect((await freshClient(testApp).signIn('fred@example.test', 'a wrong guess')).statusCode).toBe(400);
    }
    expect(waits).toEqual(['30', '60', '120', '240', '300', '300']);
    expect(throttleDelaySeconds(4)).toBe(0);
    expect(throttleDelaySeconds(100)).toBe(attemptThrottle.maxDelaySeconds);
  });

  it('never counts a successful sign-in', async () => {
    await freshClient(testApp).signUp('gwen@example.test', 'gwen long password', 'gwen');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++)
      statuses.push(
        (await freshClient(testApp).signIn('gwen@example.test', 'gwen long password')).statusCode,
      );
    expect(statuses).toEqual(Array(12).fill(200));
    expect(await bucket(`sign-in:user:${await userIdOf('gwen@example.test')}`)).toBeUndefined();
  });

  it('shares one budget between sign-in by e-mail and by username, and treats unknown accounts alike', async () => {
    await freshClient(testApp).signUp('hal@example.test', 'hal long password', 'hal_9000');
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await freshClient(testApp).signIn('HAL@example.test', 'a wrong guess')).statusCode).toBe(400);
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await signInByUsername('Hal_9000', 'a wrong guess')).status).toBe(401);
    const byUsername = await signInByUsername('hal_9000', 'hal long password');
    expect(byUsername.status).toBe(429);
    expect(byUsername.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await freshClient(testApp).signIn('hal@example.test', 'hal long password')).statusCode).toBe(429);
    await wait(`sign-in:user:${await userIdOf('hal@example.test')}`, 30);
    expect((await signInByUsername('hal_9000', 'hal long password')).status).toBe(200);

    // An address with no account behind it answers exactly as one with an account would.
    const unknown: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      unknown.push(
        (await freshClient(testApp).signIn('nobody-here@example.test', 'a wrong guess')).statusCode,
      );
    expect(unknown).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('throttles second-factor codes per account, across sign-ins, and keeps refusing a reused code', async () => {
    const owner = freshClient(testApp);
    await owner.signUp('ida@example.test', 'ida long password', 'ida');
    const { totpURI } = (
      await owner.post('/api/auth/two-factor/enable', { password: 'ida long password' })
    ).json();
    const enrolCode = totpCode(totpURI, Date.now() - 30_000);
    expect((await owner.post('/api/auth/two-factor/verify-totp', { code: enrolCode })).statusCode).toBe(200);
    const key = `second-factor:user:${await userIdOf('ida@example.test')}`;
    expect(await bucket(key)).toBeUndefined();

    // Someone with the password guesses codes, from challenges and addresses of their own.
    const code = totpCode(totpURI);
    const valid = [-30_000, 0, 30_000].map((shift) => totpCode(totpURI, Date.now() + shift));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((guess) => !valid.includes(guess));
    for (let attempt = 0; attempt < attemptThrottle.freeFailures; attempt++) {
      const thief = freshClient(testApp);
      expect((await thief.signIn('ida@example.test', 'ida long password')).json().twoFactorRedirect).toBe(
        true,
      );
      const guess =
        attempt % 2 === 0
          ? await thief.post('/api/auth/two-factor/verify-totp', { code: wrongCode })
          : await thief.post('/api/auth/two-factor/verify-backup-code', { code: 'ABCDE-FGHIJ' });
      expect(guess.statusCode).toBe(401);
    }
    const phone = freshClient(testApp);
    await phone.signIn('ida@example.test', 'ida long password');
    const refused = await phone.post('/api/auth/two-factor/verify-totp', { code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many wrong codes entered for this account. Wait 30 seconds, then try again.',
    });
    expect((await phone.get('/api/me')).json().user).toBeNull();

    await wait(key, 30);
    expect((await phone.post('/api/auth/two-factor/verify-totp', { code })).statusCode).toBe(200);
    expect((await phone.get('/api/me')).json().user.email).toBe('ida@example.test');
    expect(await bucket(key)).toBeUndefined();

    // The same code again is still refused (and counts as a wrong one).
    const replayer = freshClient(testApp);
    await replayer.signIn('ida@example.test', 'ida long password');
    const replay = await replayer.post('/api/auth/two-factor/verify-totp', { code });
    expect(replay.json().error.code).toBe('TOTP_CODE_REUSED');
    expect(await bucket(key)).toEqual({ count: 1 });
  });
});
