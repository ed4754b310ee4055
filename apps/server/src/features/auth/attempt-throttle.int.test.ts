import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHooks } from '../../auth-hooks';
import { ORIGIN, TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { totpCode } from '../../test-support/totp';
import {
  attemptThrottle,
  clientThrottle,
  knownDeviceThrottle,
  throttleDelaySeconds,
} from './attempt-throttle';
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
      hooks: authHooks(testApp.database.db),
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
  /**
   * As if the last counted attempt had been made this instant: on a loaded machine checking the
   * password takes over a second, which would shave a second off the wait the next reply states.
   */
  const justNow = (key: string) =>
    testApp.database.pool.query(
      `UPDATE rate_limit_buckets SET reset_at = now() + interval '1 hour' WHERE key = $1`,
      [key],
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
    await justNow(key);
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
      await justNow(key);
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
    await justNow(key);
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

  const warnings = async (email: string) =>
    Number(
      (
        await testApp.database.pool.query(
          `SELECT count(*) FROM outbox WHERE to_address = $1 AND kind = 'sign-in-warning'`,
          [email],
        )
      ).rows[0].count,
    );
  /** The notice is sent without holding up the reply: wait for the mailer to record it. */
  const waitForWarnings = async (email: string, expected: number) => {
    for (let attempt = 0; attempt < 40 && (await warnings(email)) < expected; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return warnings(email);
  };

  it('lets the owner in from a known device every time while strangers hammer the account, and tells the owner once', async () => {
    const browser = freshClient(testApp);
    await browser.signUp('jan@example.test', 'jan long password', 'jan');
    await browser.post('/api/auth/sign-out');
    // A successful sign-in makes this browser a known device of the account (a signed cookie).
    expect((await browser.signIn('jan@example.test', 'jan long password')).statusCode).toBe(200);
    expect(browser.cookieNames()).toContain('muster.known_device');
    const key = `sign-in:user:${await userIdOf('jan@example.test')}`;

    // An attacker at full speed, from addresses of their own; the owner signs in every "10 s"
    // (the account's clock is moved on by 10 s a round), from wherever the phone happens to be.
    const owner: number[] = [];
    const attacker: number[] = [];
    for (let round = 0; round < 40; round++) {
      for (let guess = 0; guess < 4; guess++)
        attacker.push(
          (await freshClient(testApp).signIn('jan@example.test', `guess ${round}-${guess}`)).statusCode,
        );
      const phone = browser.atAddress(`10.122.${Math.floor(round / 200)}.${(round % 200) + 1}`);
      await phone.post('/api/auth/sign-out');
      const signIn = await phone.signIn('jan@example.test', 'jan long password');
      owner.push(signIn.statusCode);
      if (signIn.statusCode === 200)
        expect((await phone.get('/api/me')).json().user.email).toBe('jan@example.test');
      await wait(key, 10);
    }
    expect(owner).toEqual(Array(40).fill(200));
    // The attacker was slowed all along: 160 tries, a handful of guesses checked.
    const checked = attacker.filter((status) => status === 400).length;
    expect(attacker.filter((status) => status === 429).length).toBeGreaterThan(130);
    expect(checked).toBeLessThan(30);

    // A brand-new browser is still throttled, right password or not.
    const stranger = await freshClient(testApp).signIn('jan@example.test', 'jan long password');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.message).toMatch(
      /^Too many wrong sign-in attempts for this account\. Wait \d+ seconds, then try again\.$/,
    );

    // The owner was told once, not once per failure, with where to reset the password.
    expect(await waitForWarnings('jan@example.test', 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await warnings('jan@example.test')).toBe(1);
    const mail = await testApp.database.pool.query(
      `SELECT subject, text_body FROM outbox WHERE to_address = $1 AND kind = 'sign-in-warning'`,
      ['jan@example.test'],
    );
    expect(mail.rows[0].subject).toBe('Wrong passwords were tried on your Muster account');
    expect(mail.rows[0].text_body).toContain(
      'choose a new password here: http://localhost:3000/reset-password',
    );
    // And in the bell, once, where the owner sees it when next signed in.
    const bell = await testApp.database.pool.query(
      `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'account-security'`,
      [await userIdOf('jan@example.test')],
    );
    expect(bell.rows).toEqual([{ title: 'Wrong passwords were tried on your account' }]);
  }, 120_000);

  it('gives a known device a budget of its own, and no standing with another account or a forged cookie', async () => {
    const browser = freshClient(testApp);
    await browser.signUp('kim@example.test', 'kim long password', 'kim');
    await browser.post('/api/auth/sign-out');
    expect((await browser.signIn('kim@example.test', 'kim long password')).statusCode).toBe(200);
    await browser.post('/api/auth/sign-out');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= knownDeviceThrottle.freeFailures; attempt++)
      statuses.push(
        (await browser.atAddress(`10.123.0.${attempt + 1}`).signIn('kim@example.test', 'a typo')).statusCode,
      );
    expect(statuses).toEqual([...Array(knownDeviceThrottle.freeFailures).fill(400), 429]);
    // The device's own mistakes did not touch the account's budget for other browsers.
    expect(await bucket(`sign-in:user:${await userIdOf('kim@example.test')}`)).toBeUndefined();
    expect((await freshClient(testApp).signIn('kim@example.test', 'kim long password')).statusCode).toBe(200);

    // Kim's device cookie is no known device for Lou's account, and a tampered one for nobody.
    await freshClient(testApp).signUp('lou@example.test', 'lou long password', 'lou');
    for (let attempt = 0; attempt < attemptThrottle.freeFailures; attempt++)
      await freshClient(testApp).signIn('lou@example.test', 'a wrong guess');
    expect(
      (await browser.atAddress('10.123.1.1').signIn('lou@example.test', 'lou long password')).statusCode,
    ).toBe(429);
    const cookie = browser.cookieHeader().match(/muster\.known_device=([^;]+)/)?.[1] ?? '';
    const louId = await userIdOf('lou@example.test');
    const [, deviceAndSignature] = decodeURIComponent(cookie).split('!');
    const forged = encodeURIComponent(`${louId}!${deviceAndSignature}`);
    const forger = freshClient(testApp);
    const reply = await forger.post(
      '/api/auth/sign-in/email',
      { email: 'lou@example.test', password: 'lou long password' },
      { cookie: `muster.known_device=${forged}` },
    );
    expect(reply.statusCode).toBe(429);
  });

  it('limits one address spreading guesses over many accounts', async () => {
    const address = new TestClient(testApp.app, '10.124.0.1');
    const statuses: number[] = [];
    // Different accounts each time (none reaches its own limit); the better-auth per-address rate
    // limit is a minute long, so its rows are cleared as if the minutes had passed.
    for (let attempt = 0; attempt <= clientThrottle.freeFailures; attempt++) {
      await testApp.database.pool.query(`DELETE FROM rate_limit WHERE key LIKE '10.124.0.1%'`);
      statuses.push((await address.signIn(`spread-${attempt}@example.test`, 'a wrong guess')).statusCode);
    }
    expect(statuses).toEqual([...Array(clientThrottle.freeFailures).fill(400), 429]);
    await testApp.database.pool.query(`DELETE FROM rate_limit WHERE key LIKE '10.124.0.1%'`);
    await justNow('sign-in:client:10.124.0.1');
    const refused = await address.signIn('spread-x@example.test', 'a wrong guess');
    expect(refused.json().error.message).toBe(
      'Too many wrong sign-in attempts from your network. Wait 30 seconds, then try again.',
    );
  });
});
