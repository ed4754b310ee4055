import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type pg from 'pg';

/**
 * Per-account throttling of guesses (passwords, second-factor codes), kept in PostgreSQL so it holds
 * across every app server. It slows an attacker without locking the owner out (ASVS 6.3): the first
 * few failures are free; after that an account accepts one attempt per interval that doubles with
 * each further failure, up to a cap. Refused attempts are not counted, so hammering the account
 * does not push the next slot further away, and a correct answer given in a slot gets in and clears
 * the count. Failures are forgotten an hour after the last one.
 */
export const attemptThrottle = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 300,
  memorySeconds: 60 * 60,
} as const;

/** Seconds the next attempt waits after `failures` failures (0 while they are free). */
export function throttleDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = attemptThrottle;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelaySeconds * 2 ** (failures - freeFailures), maxDelaySeconds);
}

// One row per account: `count` failures so far, `reset_at` the moment they are forgotten, an hour
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

export type AttemptClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function throttleParams(key: string): unknown[] {
  const { memorySeconds, firstDelaySeconds, freeFailures, maxDelaySeconds } = attemptThrottle;
  return [key, memorySeconds, firstDelaySeconds, freeFailures, maxDelaySeconds];
}

/** Counts one attempt on the account if one is allowed now; otherwise says how long to wait. */
export async function claimAttempt(pool: pg.Pool, key: string): Promise<AttemptClaim> {
  const claimed = await pool.query(CLAIM_SQL, throttleParams(key));
  if (claimed.rowCount) return { allowed: true };
  const waited = await pool.query<{ wait: number }>(WAIT_SQL, throttleParams(key));
  return { allowed: false, retryAfterSeconds: waited.rows[0]?.wait ?? attemptThrottle.firstDelaySeconds };
}

/** A correct password or code: the attempt it made is not a failure, and earlier ones are forgotten. */
export async function clearAttempts(pool: pg.Pool, key: string): Promise<void> {
  await pool.query('DELETE FROM rate_limit_buckets WHERE key = $1', [key]);
}

export const signInAttemptKey = (userId: string) => `sign-in:user:${userId}`;
export const secondFactorAttemptKey = (userId: string) => `second-factor:user:${userId}`;

/**
 * The sign-in throttle's key for an e-mail address or a username: the account's, so both ways in
 * share one budget. An identifier that matches no account gets a key of its own all the same, so
 * the replies (and their timing: one indexed look-up either way) do not tell which accounts exist.
 */
export async function signInKeyFor(
  pool: pg.Pool,
  identifier: { email: string } | { username: string },
): Promise<string | null> {
  if ('email' in identifier) {
    const email = identifier.email.trim().toLowerCase();
    if (!email) return null;
    const found = await pool.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [email]);
    return found.rows[0] ? signInAttemptKey(found.rows[0].id) : `sign-in:email:${email}`;
  }
  const username = identifier.username.trim().toLowerCase();
  if (!username) return null;
  const found = await pool.query<{ id: string }>('SELECT id FROM "user" WHERE username = $1', [username]);
  return found.rows[0] ? signInAttemptKey(found.rows[0].id) : `sign-in:username:${username}`;
}

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const throttledSignInPaths: ReadonlySet<string> = new Set(['/sign-in/email', '/sign-in/username']);
export const throttledSecondFactorPaths: ReadonlySet<string> = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

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

/**
 * The before hook: counts a sign-in (by e-mail or by username) or second-factor attempt against
 * its account, or refuses it with 429 TOO_MANY_ATTEMPTS and how long to wait.
 */
export async function throttleAttempt(ctx: AuthHookContext, pool: pg.Pool): Promise<void> {
  const path = ctx.path ?? '';
  let key: string | null = null;
  if (path === '/sign-in/email') key = await signInKeyFor(pool, { email: bodyText(ctx, 'email') });
  else if (path === '/sign-in/username')
    key = await signInKeyFor(pool, { username: bodyText(ctx, 'username') });
  else if (throttledSecondFactorPaths.has(path)) {
    const userId = await secondFactorUserId(ctx);
    key = userId ? secondFactorAttemptKey(userId) : null;
  }
  if (!key) return;
  const claim = await claimAttempt(pool, key);
  if (claim.allowed) return;
  const what = throttledSignInPaths.has(path) ? 'sign-in attempts' : 'codes entered';
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'TOO_MANY_ATTEMPTS',
      message: `Too many wrong ${what} for this account. Wait ${claim.retryAfterSeconds} seconds, then try again.`,
    },
    { 'retry-after': String(claim.retryAfterSeconds) },
  );
}

/** The after hook, once a sign-in or code succeeded: the account's failures are forgotten. */
export async function forgetAttempts(ctx: AuthHookContext, pool: pg.Pool): Promise<void> {
  const path = ctx.path ?? '';
  const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
  if (!userId) return;
  if (throttledSignInPaths.has(path)) await clearAttempts(pool, signInAttemptKey(userId));
  else if (throttledSecondFactorPaths.has(path)) await clearAttempts(pool, secondFactorAttemptKey(userId));
}
