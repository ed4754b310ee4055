import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type pg from 'pg';
import { hitRateLimitBucket } from '../../http/rate-limit/postgres-store';

/**
 * Throttling of guesses (passwords, second-factor codes), kept in PostgreSQL so it holds across
 * every app server. It slows an attacker without locking the owner out (ASVS 6.3, OWASP's
 * authentication cheat sheet on lockout): the first few failures are free; after that a budget
 * accepts one attempt per interval that doubles with each further failure, up to a cap. Refused
 * attempts are not counted, so hammering does not push the next slot further away, and a correct
 * answer given in a slot gets in and clears the count. Failures are forgotten an hour after the
 * last one.
 *
 * Sign-in keeps three budgets:
 * - the account's, shared by every browser the account has not signed in from before (strangers);
 * - each known device's own (a signed cookie set by a successful sign-in in that browser): more
 *   generous, and untouched by strangers' failures, so an attacker hammering the account never
 *   keeps its owner out of a browser they used before;
 * - each client address's, across accounts (strangers only), so one address cannot spread guesses
 *   over many accounts.
 */
export type ThrottlePolicy = {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  memorySeconds: number;
};

/** The account's budget for browsers it has not signed in from (and every second-factor code). */
export const attemptThrottle = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 300,
  memorySeconds: 60 * 60,
} as const satisfies ThrottlePolicy;

/** A known device's own budget: twice the free failures, the same back-off after them. */
export const knownDeviceThrottle = {
  ...attemptThrottle,
  freeFailures: 10,
} as const satisfies ThrottlePolicy;

/** One client address's failures across accounts (a venue's players share an address). */
export const clientThrottle = {
  ...attemptThrottle,
  freeFailures: 30,
} as const satisfies ThrottlePolicy;

/** Seconds the next attempt waits after `failures` failures (0 while they are free). */
export function throttleDelaySeconds(failures: number, policy: ThrottlePolicy = attemptThrottle): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = policy;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelaySeconds * 2 ** (failures - freeFailures), maxDelaySeconds);
}

// One row per budget: `count` failures so far, `reset_at` the moment they are forgotten, an hour
// after the last counted attempt (so that attempt was at reset_at − memory).
const DELAY_SQL = `make_interval(secs => LEAST($3::double precision * power(2, GREATEST(rate_limit_buckets.count - $4, 0)), $5::double precision))`;
const MEMORY_SQL = 'make_interval(secs => $2::double precision)';

// Counted up front (before the password or code is checked), so parallel guesses cannot all slip
// through one open slot; the conflict update locks the row, so exactly one attempt claims a slot.
// When the WHERE refuses, no row comes back and nothing changes.
const CLAIM_SQL = `
INSERT INTO rate_limit_buckets (key, count, reset_at)
VALUES ($1, 1, now() + ${MEMORY_SQL})
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limit_buckets.reset_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
  reset_at = EXCLUDED.reset_at
WHERE rate_limit_buckets.reset_at <= now()
   OR rate_limit_buckets.count < $4
   OR now() >= rate_limit_buckets.reset_at - ${MEMORY_SQL} + ${DELAY_SQL}
RETURNING count`;

const WAIT_SQL = `
SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (rate_limit_buckets.reset_at - ${MEMORY_SQL} + ${DELAY_SQL} - now()))))::int AS wait
FROM rate_limit_buckets WHERE key = $1`;

type AttemptClaim = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

function throttleParams(key: string, policy: ThrottlePolicy): unknown[] {
  const { memorySeconds, firstDelaySeconds, freeFailures, maxDelaySeconds } = policy;
  return [key, memorySeconds, firstDelaySeconds, freeFailures, maxDelaySeconds];
}

/** Counts one attempt on a budget if one is allowed now; otherwise says how long to wait. */
async function claimAttempt(
  pool: pg.Pool,
  key: string,
  policy: ThrottlePolicy = attemptThrottle,
): Promise<AttemptClaim> {
  const claimed = await pool.query<{ count: number }>(CLAIM_SQL, throttleParams(key, policy));
  const row = claimed.rows[0];
  if (row) return { allowed: true, count: row.count };
  const waited = await pool.query<{ wait: number }>(WAIT_SQL, throttleParams(key, policy));
  return { allowed: false, retryAfterSeconds: waited.rows[0]?.wait ?? policy.firstDelaySeconds };
}

/** A correct password or code: the attempt it made is not a failure, and earlier ones are forgotten. */
async function clearAttempts(pool: pg.Pool, key: string): Promise<void> {
  await pool.query('DELETE FROM rate_limit_buckets WHERE key = $1', [key]);
}

/** Takes back one counted attempt (it was not a failure) without forgetting the others. */
async function refundAttempt(pool: pg.Pool, key: string): Promise<void> {
  await pool.query('UPDATE rate_limit_buckets SET count = count - 1 WHERE key = $1 AND count > 0', [key]);
}

const signInAttemptKey = (userId: string) => `sign-in:user:${userId}`;
const knownDeviceAttemptKey = (deviceId: string) => `sign-in:device:${deviceId}`;
const clientAttemptKey = (address: string) => `sign-in:client:${address}`;
const secondFactorAttemptKey = (userId: string) => `second-factor:user:${userId}`;
const signInNoticeKey = (userId: string) => `sign-in-notice:user:${userId}`;

/** The owner hears at most once a day that strangers' sign-ins on the account are being slowed. */
const signInNoticeWindowMs = 24 * 60 * 60 * 1000;

/**
 * The account an e-mail address or a username names, and the sign-in throttle's key for it, so
 * both ways in share one budget. An identifier that matches no account gets a key of its own all
 * the same, so the replies (and their timing: one indexed look-up either way) do not tell which
 * accounts exist.
 */
async function signInAccountFor(
  pool: pg.Pool,
  identifier: { email: string } | { username: string },
): Promise<{ key: string; userId: string | null } | null> {
  const [column, value] =
    'email' in identifier
      ? (['email', identifier.email.trim().toLowerCase()] as const)
      : (['username', identifier.username.trim().toLowerCase()] as const);
  if (!value) return null;
  const found = await pool.query<{ id: string }>(`SELECT id FROM "user" WHERE ${column} = $1`, [value]);
  const userId = found.rows[0]?.id ?? null;
  return { key: userId ? signInAttemptKey(userId) : `sign-in:${column}:${value}`, userId };
}

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const throttledSignInPaths: ReadonlySet<string> = new Set(['/sign-in/email', '/sign-in/username']);
export const throttledSecondFactorPaths: ReadonlySet<string> = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/** The known-device cookie: `muster.known_device`, signed with the auth secret, for 180 days. */
const KNOWN_DEVICE_COOKIE = 'known_device';
const knownDeviceMaxAgeSeconds = 180 * 24 * 60 * 60;

function knownDeviceCookie(ctx: AuthHookContext) {
  return ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: knownDeviceMaxAgeSeconds });
}

/**
 * The device id this browser holds for the account, if it signed in to that account here before.
 * The cookie is signed with the auth secret (better-auth's signed cookies), so it cannot be forged,
 * and names the account, so one account's cookie says nothing about another.
 */
async function knownDeviceOf(ctx: AuthHookContext, userId: string): Promise<string | null> {
  const value = await ctx.getSignedCookie(knownDeviceCookie(ctx).name, ctx.context.secret);
  if (typeof value !== 'string') return null;
  const [owner, deviceId] = value.split('!');
  return owner === userId && deviceId ? deviceId : null;
}

/** After a successful sign-in: this browser is a known device of the account from now on. */
async function rememberDevice(ctx: AuthHookContext, userId: string, deviceId: string | null): Promise<void> {
  const cookie = knownDeviceCookie(ctx);
  const id = deviceId ?? crypto.randomUUID();
  await ctx.setSignedCookie(cookie.name, `${userId}!${id}`, ctx.context.secret, cookie.attributes);
}

/** The account a second-factor code is for: the signed-in user (enrolment) or the pending sign-in's. */
async function secondFactorUserId(ctx: AuthHookContext): Promise<string | null> {
  const current = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
  if (current) return current.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(pending).catch(() => null);
  return challenge?.value ?? null;
}

function bodyText(ctx: AuthHookContext, field: string): string {
  const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

/** The client address the app resolved (auth.routes.ts sets it; never a client-sent header). */
function clientAddress(ctx: AuthHookContext): string | null {
  return ctx.headers?.get('x-muster-client-ip') || null;
}

function tooManyAttempts(message: string, retryAfterSeconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_ATTEMPTS', message },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export type ThrottleHooks = {
  /**
   * Strangers' sign-ins on this account are being slowed (failures past the free ones): called at
   * most once a day per account (see signInNoticeWindowMs), not awaited by the reply.
   */
  onAccountThrottled?: (userId: string) => Promise<void>;
};

/** Tells the owner once per window; failures of the telling never reach the reply. */
async function noticeThrottled(pool: pg.Pool, userId: string, hooks: ThrottleHooks): Promise<void> {
  if (!hooks.onAccountThrottled) return;
  const { count } = await hitRateLimitBucket(pool, signInNoticeKey(userId), signInNoticeWindowMs);
  if (count === 1) void hooks.onAccountThrottled(userId).catch(() => {});
}

async function throttleSignIn(
  ctx: AuthHookContext,
  pool: pg.Pool,
  hooks: ThrottleHooks,
  account: { key: string; userId: string | null },
): Promise<void> {
  // A browser that signed in to this account before spends its own budget, whatever strangers do.
  const deviceId = account.userId ? await knownDeviceOf(ctx, account.userId) : null;
  if (deviceId) {
    const claim = await claimAttempt(pool, knownDeviceAttemptKey(deviceId), knownDeviceThrottle);
    if (claim.allowed) return;
    throw tooManyAttempts(
      `Too many wrong sign-in attempts for this account. Wait ${claim.retryAfterSeconds} seconds, then try again.`,
      claim.retryAfterSeconds,
    );
  }
  // Strangers: the client address's budget across accounts, then the account's.
  const address = clientAddress(ctx);
  if (address) {
    const claim = await claimAttempt(pool, clientAttemptKey(address), clientThrottle);
    if (!claim.allowed)
      throw tooManyAttempts(
        `Too many wrong sign-in attempts from your network. Wait ${claim.retryAfterSeconds} seconds, then try again.`,
        claim.retryAfterSeconds,
      );
  }
  const claim = await claimAttempt(pool, account.key, attemptThrottle);
  const throttled = !claim.allowed || claim.count > attemptThrottle.freeFailures;
  if (throttled && account.userId) await noticeThrottled(pool, account.userId, hooks);
  if (claim.allowed) return;
  // Refused, so not an attempt: the address's budget gets it back.
  if (address) await refundAttempt(pool, clientAttemptKey(address));
  throw tooManyAttempts(
    `Too many wrong sign-in attempts for this account. Wait ${claim.retryAfterSeconds} seconds, then try again.`,
    claim.retryAfterSeconds,
  );
}

/**
 * The before hook: counts a sign-in (by e-mail or by username) or second-factor attempt against
 * its budgets, or refuses it with 429 TOO_MANY_ATTEMPTS and how long to wait.
 */
export async function throttleAttempt(
  ctx: AuthHookContext,
  pool: pg.Pool,
  hooks: ThrottleHooks = {},
): Promise<void> {
  const path = ctx.path ?? '';
  if (path === '/sign-in/email' || path === '/sign-in/username') {
    const account = await signInAccountFor(
      pool,
      path === '/sign-in/email' ? { email: bodyText(ctx, 'email') } : { username: bodyText(ctx, 'username') },
    );
    if (account) await throttleSignIn(ctx, pool, hooks, account);
    return;
  }
  if (!throttledSecondFactorPaths.has(path)) return;
  const userId = await secondFactorUserId(ctx);
  if (!userId) return;
  const claim = await claimAttempt(pool, secondFactorAttemptKey(userId));
  if (claim.allowed) return;
  throw tooManyAttempts(
    `Too many wrong codes entered for this account. Wait ${claim.retryAfterSeconds} seconds, then try again.`,
    claim.retryAfterSeconds,
  );
}

/**
 * The after hook, once a sign-in or code succeeded: the budget it spent forgets its failures (a
 * known device's own; a stranger's: the account's, and the one attempt from the address), and the
 * browser is remembered as a known device of the account once it holds a session.
 */
export async function forgetAttempts(ctx: AuthHookContext, pool: pg.Pool): Promise<void> {
  const path = ctx.path ?? '';
  const newSession = ctx.context.newSession;
  const userId = newSession?.user.id ?? ctx.context.session?.user.id;
  if (!userId) return;
  if (throttledSignInPaths.has(path)) {
    const deviceId = await knownDeviceOf(ctx, userId);
    if (deviceId) await clearAttempts(pool, knownDeviceAttemptKey(deviceId));
    else {
      await clearAttempts(pool, signInAttemptKey(userId));
      const address = clientAddress(ctx);
      if (address) await refundAttempt(pool, clientAttemptKey(address));
    }
    // With a second factor to come, the browser is remembered once the code is right.
    const secondFactorPending = (newSession?.user as { twoFactorEnabled?: boolean | null } | undefined)
      ?.twoFactorEnabled;
    if (newSession && !secondFactorPending) await rememberDevice(ctx, userId, deviceId);
  } else if (throttledSecondFactorPaths.has(path)) {
    await clearAttempts(pool, secondFactorAttemptKey(userId));
    if (newSession) await rememberDevice(ctx, userId, await knownDeviceOf(ctx, userId));
  }
}
