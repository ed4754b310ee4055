import { randomInt } from 'node:crypto';
import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { user } from './auth.table';
import { type OAuthProviderSettings, OIDC_PROVIDER_ID } from './oauth-providers';
import { usernameCandidates } from './oauth-username';

/** better-auth's path for every provider's return (`/api/auth/callback/discord` …). */
const OAUTH_CALLBACK_PATH = '/callback/:id';

/** What the web app sends to start a provider sign-in; anything else is refused. */
const SOCIAL_SIGN_IN_FIELDS = new Set([
  'provider',
  'callbackURL',
  'errorCallbackURL',
  'newUserCallbackURL',
  'disableRedirect',
]);

/** How long the second-factor step after a provider sign-in may take (the two-factor plugin's). */
const TWO_FACTOR_STEP_SECONDS = 600;

export type OAuthDependencies = {
  db: Database;
  publicOrigin: string;
  oauthProviders: OAuthProviderSettings;
  /** Whether new accounts may be made (the site settings' switch, passed in: see AuthHooks). */
  signupsOpen: () => Promise<boolean>;
};

/**
 * better-auth options for provider sign-in. Discord and Google are its built-in providers, any
 * OpenID Connect provider goes through the generic-OAuth plugin (discovery, ID token checked
 * against the provider's keys, issuer, audience and nonce). State and PKCE are better-auth's: the
 * state is stored server-side and bound to this browser by a signed cookie, the redirect URI is
 * always `<PUBLIC_ORIGIN>/api/auth/callback/<id>`, never taken from the request.
 */
export function oauthOptions(deps: OAuthDependencies) {
  const { discord, google } = deps.oauthProviders;
  return {
    socialProviders: {
      ...(discord
        ? {
            discord: {
              clientId: discord.clientId,
              clientSecret: discord.clientSecret,
              // The Discord handle is the name wargamers know each other by.
              mapProfileToUser: (profile: { username?: string }) => ({ username: profile.username }),
            },
          }
        : {}),
      ...(google ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } } : {}),
    },
    account: {
      accountLinking: {
        enabled: true,
        // No provider is trusted by name: an existing account is joined only when the provider
        // itself says the e-mail address is verified (better-auth's `emailVerified` from the
        // profile: Discord's `verified`, the `email_verified` claim of Google and OIDC).
        trustedProviders: [],
        // Muster never asks people to confirm their address at sign-up, so requiring a verified
        // local address would mean never linking; the risk that opens (someone registered the
        // address first, with a password of their own) is closed by `distrustUnprovenPassword`.
        requireLocalEmailVerified: false,
        allowDifferentEmails: false,
        updateUserInfoOnLink: false,
      },
      // Provider tokens are never used after sign-in, so they are not kept (see the account hook).
      updateAccountOnSignIn: false,
    },
    // Failures better-auth cannot send to the page that started the sign-in (a forged or expired
    // state) land on the sign-in page, which explains the `error` code, instead of its own page.
    onAPIError: { errorURL: `${deps.publicOrigin}/login` },
  } satisfies Partial<BetterAuthOptions>;
}

/** The generic-OAuth plugin with the one OpenID Connect provider, when it is configured. */
export function oidcPlugins(deps: OAuthDependencies) {
  const { oidc } = deps.oauthProviders;
  return [
    ...(oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: oidc.name,
                discoveryUrl: oidc.discoveryUrl,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                requireIdTokenVerification: true,
                mapProfileToUser: (profile) => ({
                  username:
                    typeof profile.preferred_username === 'string' ? profile.preferred_username : undefined,
                }),
              },
            ],
          }),
        ]
      : []),
  ];
}

const isOAuthCallback = (context: { path?: string } | null | undefined) =>
  context?.path === OAUTH_CALLBACK_PATH;

/**
 * Muster's rules around better-auth's provider sign-in. It goes first among the plugins: its user
 * hook turns a provider's handle into a free username before the username plugin validates it.
 */
export function musterOAuth(deps: OAuthDependencies): BetterAuthPlugin {
  return {
    id: 'muster-oauth',
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              before: async (created, context) => {
                if (!isOAuthCallback(context)) return;
                if (!(await deps.signupsOpen())) {
                  throw new APIError('FORBIDDEN', {
                    code: 'SIGNUPS_CLOSED',
                    message: 'Sign-ups are closed at the moment. Existing members can still sign in.',
                  });
                }
                // An address the provider has not verified could belong to someone else, who would
                // later find it taken here (and could reset its password): no account from it.
                if (!created.emailVerified) {
                  throw new APIError('FORBIDDEN', {
                    code: 'EMAIL_NOT_VERIFIED',
                    message: 'The provider has not verified this e-mail address.',
                  });
                }
                const hint = (created as { username?: unknown }).username;
                const username = await freeUsername(
                  deps.db,
                  usernameCandidates(typeof hint === 'string' ? hint : undefined, created.email),
                );
                // As at e-mail sign-up, the name is the username (a provider's full name stays there).
                return { data: { ...created, username, displayUsername: username, name: username } };
              },
            },
          },
          account: {
            create: {
              before: async (created, context) => {
                if (created.providerId === 'credential') return;
                if (isOAuthCallback(context) && context)
                  await distrustUnprovenPassword(context, created.userId);
                return {
                  data: {
                    ...created,
                    accessToken: null,
                    refreshToken: null,
                    idToken: null,
                    accessTokenExpiresAt: null,
                    refreshTokenExpiresAt: null,
                  },
                };
              },
            },
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-in/social',
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            const extra =
              body && typeof body === 'object'
                ? Object.keys(body).filter((key) => !SOCIAL_SIGN_IN_FIELDS.has(key))
                : [];
            // ID-token sign-in, extra scopes and authorization parameters are not part of the
            // app's flow; refusing them keeps the one redirect flow the only way in.
            if (extra.length > 0) {
              throw new APIError('BAD_REQUEST', {
                code: 'UNSUPPORTED_SIGN_IN_OPTION',
                message: `Not accepted here: ${extra.join(', ')}.`,
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === OAUTH_CALLBACK_PATH,
          handler: createAuthMiddleware(async (ctx) => requireSecondFactor(ctx, deps.publicOrigin)),
        },
      ],
    },
  };
}

type EndpointContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A provider joined to an account whose address was never confirmed: whoever set that account's
 * password never proved they own the address, and the provider has just proved someone else
 * does. As a password reset would, this ends the account's sessions and drops that password
 * (the owner sets a new one with "Forgot your password?"), so a squatter who registered the
 * address first keeps no way in.
 */
async function distrustUnprovenPassword(context: EndpointContext, userId: string): Promise<void> {
  const adapter = context.context.internalAdapter;
  const existing = await adapter.findUserById(userId);
  if (!existing || existing.emailVerified) return;
  const accounts = await adapter.findAccounts(userId);
  const credential = accounts.find((account) => account.providerId === 'credential');
  if (!credential) return;
  await adapter.deleteAccount(credential.id);
  await adapter.deleteUserSessions(userId);
}

/**
 * better-auth's two-factor check runs after e-mail sign-in only. A provider sign-in to an account
 * with two-factor authentication on gets no session either: it gets the same pending second
 * step (the two-factor plugin's cookie and records) and lands on the code page.
 */
async function requireSecondFactor(ctx: EndpointContext, publicOrigin: string): Promise<void> {
  const signedIn = ctx.context.newSession;
  if (!signedIn?.user.twoFactorEnabled) return;
  const returned = ctx.context.returned;
  const location = isAPIError(returned) ? new Headers(returned.headers).get('location') : null;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
  ctx.context.setNewSession(null);
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_STEP_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: signedIn.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie('two_factor', { maxAge: TWO_FACTOR_STEP_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(`/login/two-factor?next=${encodeURIComponent(samePath(location, publicOrigin))}`);
}

/** The path of a same-origin address, else the dashboard. */
function samePath(location: string | null, publicOrigin: string): string {
  if (!location) return '/dashboard';
  try {
    const url = new URL(location, publicOrigin);
    return url.origin === publicOrigin ? `${url.pathname}${url.search}` : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

/** The first candidate no one has, else one with a number added. */
async function freeUsername(db: Database, candidates: string[]): Promise<string> {
  const taken = async (name: string) =>
    (await db.select({ id: user.id }).from(user).where(eq(user.username, name)).limit(1)).length > 0;
  for (const candidate of candidates) if (!(await taken(candidate))) return candidate;
  const base = candidates[0] ?? 'player';
  for (let attempt = 0; attempt < 20; attempt++) {
    const digits = attempt < 10 ? 2 + Math.floor(attempt / 3) : 6;
    const suffix = String(randomInt(10 ** digits)).padStart(digits, '0');
    const candidate = `${base.slice(0, 30 - suffix.length)}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `player_${randomInt(2 ** 47)}`;
}
