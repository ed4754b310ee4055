import type { NotificationKind } from '@muster/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, twoFactor, username } from 'better-auth/plugins';
import type pg from 'pg';
import type { Database } from '../../db/database';
import { hitRateLimitBucket } from '../../http/rate-limit/postgres-store';
import { accessControl, roles } from './access-control';
import {
  forgetAttempts,
  throttleAttempt,
  throttledSecondFactorPaths,
  throttledSignInPaths,
} from './attempt-throttle';
import { account, rateLimit, session, twoFactor as twoFactorTable, user, verification } from './auth.table';
import { logAuthEvent } from './auth-log';
import { type PasswordAccount, passwordProblem } from './common-passwords';
import { musterOAuth, oauthOptions, oidcPlugins } from './oauth';
import { noOAuthProviders, type OAuthProviderSettings } from './oauth-providers';

const passwordPolicy = { minLength: 8, maxLength: 256 } as const;

/** Longer than a code stays valid (its 30 s step plus a step either side). */
const TOTP_REUSE_WINDOW_MS = 3 * 60_000;

/**
 * What the features above auth do at its moments. Auth is the lowest of the account features
 * (every other one refers to its `user` table), so it does not import profiles, credits, site
 * settings or the bell: the composition root passes them in (src/auth-hooks.ts).
 */
export type AuthHooks = {
  /** An account was just made: its profile and its starting credits. */
  userCreated: (userId: string) => Promise<void>;
  /** Whether new accounts may be made (the site settings' switch), at e-mail and provider sign-up. */
  signupsOpen: () => Promise<boolean>;
  /** Puts a notification on the owner's bell (notifications' notifyUsers, deduplicated by key). */
  notify: (notification: {
    userId: string;
    kind: NotificationKind;
    title: string;
    body: string;
    link: string;
    dedupeKey: string;
  }) => Promise<unknown>;
};

export type AuthDependencies = {
  db: Database;
  pool: pg.Pool;
  secret: string;
  publicOrigin: string;
  trustedOrigins: string[];
  sendPasswordReset?: (to: string, link: string) => Promise<void>;
  sendEmailChangeVerification?: (to: string, link: string) => Promise<void>;
  /**
   * Strangers' sign-ins on the account are being slowed after repeated wrong passwords: tells the
   * owner (at most once a day), with where to reset the password.
   */
  sendSignInWarning?: (to: string, resetLink: string) => Promise<void>;
  /** Discord, Google and OpenID Connect sign-in; none when absent. */
  oauthProviders?: OAuthProviderSettings;
  hooks: AuthHooks;
};

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose password is being set, for the policy's "not your username or e-mail" rule: the form's
 * fields at sign-up, the signed-in account on a change, the reset token's account on a reset.
 */
async function passwordAccount(ctx: AuthHookContext, pool: pg.Pool): Promise<PasswordAccount> {
  if (ctx.path === '/sign-up/email')
    return {
      email: typeof ctx.body?.email === 'string' ? ctx.body.email : null,
      username: typeof ctx.body?.username === 'string' ? ctx.body.username : null,
    };
  let userId: string | null = null;
  if (ctx.path === '/change-password') {
    userId = (await getSessionFromCtx(ctx).catch(() => null))?.user.id ?? null;
  } else if (ctx.path === '/reset-password') {
    const token = typeof ctx.body?.token === 'string' ? ctx.body.token : ctx.query?.token;
    if (typeof token === 'string' && token) {
      const found = await ctx.context.internalAdapter
        .findVerificationValue(`reset-password:${token}`)
        .catch(() => null);
      userId = found?.value ?? null;
    }
  }
  if (!userId) return {};
  const found = await pool.query<{ email: string; username: string | null }>(
    'SELECT email, username FROM "user" WHERE id = $1',
    [userId],
  );
  return found.rows[0] ?? {};
}

export function createAuth(deps: AuthDependencies) {
  const oauth = {
    ...deps,
    oauthProviders: deps.oauthProviders ?? noOAuthProviders,
    signupsOpen: deps.hooks.signupsOpen,
  };
  return betterAuth({
    // Provider sign-in (socialProviders, account linking, where failures land): see oauth.ts.
    ...oauthOptions(oauth),
    appName: 'Muster',
    // Its default logger printed failed queries with their parameters (session tokens). Errors
    // only, as before: a wrong password is not worth a line.
    logger: { level: 'error', log: logAuthEvent },
    baseURL: deps.publicOrigin,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: deps.trustedOrigins,
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordPolicy.minLength,
      maxPasswordLength: passwordPolicy.maxLength,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      // The link always points at our own origin, never at a Host header.
      sendResetPassword: async ({ user: recipient, token }) => {
        const link = `${deps.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: a reply that waits on mail delivery would time-reveal which addresses exist.
        void deps.sendPasswordReset?.(recipient.email, link).catch(() => {});
      },
    },
    // Changing e-mail needs the password (checked in the hook below) and a click on a link mailed to
    // the new address; only then does the address change.
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      sendOnSignUp: false,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        void deps.sendEmailChangeVerification?.(recipient.email, url).catch(() => {});
      },
    },
    // An idle timeout of a week: a session unused for seven days ends; one in use is renewed
    // (at most hourly, one write an hour per session).
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/username': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
        '/two-factor/verify-otp': { window: 60, max: 10 },
        // Starting a provider sign-in: a venue's players share one address (the default is 3/10 s).
        '/sign-in/social': { window: 60, max: 60 },
      },
    },
    advanced: {
      cookiePrefix: 'muster',
      // better-auth skips its callback-URL and origin checks when NODE_ENV is test; tests must
      // exercise what production runs.
      disableOriginCheck: false,
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: ['x-muster-client-ip'] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    plugins: [
      musterOAuth(oauth),
      username({ minUsernameLength: 3, maxUsernameLength: 30 }),
      twoFactor({ issuer: 'Muster' }),
      admin({ ac: accessControl, roles, defaultRole: 'user', adminRoles: ['admin', 'super_user'] }),
      ...oidcPlugins(oauth),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await deps.hooks.userCreated(created.id);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // New passwords meet the policy (common-passwords.ts) wherever they are set.
        const newPassword =
          ctx.path === '/sign-up/email'
            ? ctx.body?.password
            : ctx.path === '/reset-password' || ctx.path === '/change-password'
              ? ctx.body?.newPassword
              : undefined;
        if (typeof newPassword === 'string') {
          const problem = await passwordProblem(newPassword, await passwordAccount(ctx, deps.pool));
          if (problem) throw new APIError('BAD_REQUEST', problem);
        }
        if (ctx.path === '/change-email') {
          const current = await getSessionFromCtx(ctx);
          if (!current)
            throw new APIError('UNAUTHORIZED', {
              code: 'UNAUTHENTICATED',
              message: 'User not authenticated',
            });
          if (typeof ctx.body?.password !== 'string' || !ctx.body.password) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_REQUIRED',
              message: 'Enter your password to change your e-mail address.',
            });
          }
          await ctx.context.password.checkPassword(current.user.id, ctx);
          return;
        }
        if (ctx.path === '/sign-up/email') {
          if (!(await deps.hooks.signupsOpen()))
            throw new APIError('FORBIDDEN', {
              code: 'SIGNUPS_CLOSED',
              message: 'Sign-ups are closed at the moment. Existing members can still sign in.',
            });
          return;
        }
        // Password and code guesses, per account (by e-mail or username alike): throttled, never locked.
        await throttleAttempt(ctx, deps.pool, {
          onAccountThrottled: async (userId) => {
            const found = await deps.pool.query<{ email: string }>('SELECT email FROM "user" WHERE id = $1', [
              userId,
            ]);
            const email = found.rows[0]?.email;
            if (email) await deps.sendSignInWarning?.(email, `${deps.publicOrigin}/reset-password`);
            // The bell too, where the owner sees it next time they sign in (once a day at most).
            await deps.hooks.notify({
              userId,
              kind: 'account-security',
              title: 'Wrong passwords were tried on your account',
              body: 'Sign-ins from browsers new to your account were slowed down for a while; yours were not. If this was not you, choose a new password in Settings.',
              link: '/settings',
              dedupeKey: `sign-in-warning:${new Date().toISOString().slice(0, 10)}`,
            });
          },
        });
      }),
      // better-auth accepts a TOTP code as often as it is valid; each code may be used once.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.context.returned instanceof APIError) return;
        // A changed password ends every other session of the account, whatever the client asked
        // for: the one that changed it stays (better-auth may have replaced it with a new one).
        if (ctx.path === '/change-password') {
          const userId = ctx.context.session?.user.id;
          const keep = [ctx.context.newSession?.session.token, ctx.context.session?.session.token].filter(
            (token): token is string => typeof token === 'string',
          );
          if (userId) {
            await deps.pool.query(
              'DELETE FROM session WHERE user_id = $1 AND NOT (token = ANY($2::text[]))',
              [userId, keep],
            );
          }
          return;
        }
        if (!throttledSignInPaths.has(ctx.path) && !throttledSecondFactorPaths.has(ctx.path)) return;
        const code = typeof ctx.body?.code === 'string' ? ctx.body.code.trim() : '';
        const newSession = ctx.context.newSession;
        const userId = newSession?.user.id ?? ctx.context.session?.user.id;
        if (ctx.path === '/two-factor/verify-totp' && code && userId) {
          const { count } = await hitRateLimitBucket(
            deps.pool,
            `totp-used:${userId}:${code}`,
            TOTP_REUSE_WINDOW_MS,
          );
          if (count > 1) {
            // A reused code stays a failed attempt for the account's throttle.
            if (newSession) await ctx.context.internalAdapter.deleteSession(newSession.session.token);
            throw new APIError('UNAUTHORIZED', {
              code: 'TOTP_CODE_REUSED',
              message: 'This code was already used. Wait for the next one from your authenticator app.',
            });
          }
        }
        // A correct password or code: the account's earlier failures are forgotten.
        await forgetAttempts(ctx, deps.pool);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
