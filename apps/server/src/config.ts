import path from 'node:path';
import { z } from 'zod';
import type { LanguageModelSettings } from './features/ai/language-models';
import { type OAuthProviderSettings, oauthProvidersFromEnv } from './features/auth/oauth-providers';
import { type StripeSettings, stripeSettingsFromEnv } from './features/billing/stripe-settings';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('data'),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Muster <no-reply@muster.local>'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('trust' in parsed) return parsed.trust;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  ALLOW_DEV_ON_NETWORK: z.enum(['true', 'false']).default('false'),
  /** Development: give the demo accounts rosters and events (seed/demo-content.ts). */
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  TRUSTED_ORIGINS: z.string().optional(),
  ROSTER_PARSE_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  GAME_DATA_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  GAME_DATA_INTERACTIVE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  GEMINI_BASE_URL: z.string().url().default('https://generativelanguage.googleapis.com'),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  DISCORD_CLIENT_ID: z.string().min(1).optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.string().min(1).optional(),
  OIDC_DISCOVERY_URL: z.string().min(1).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(40).optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  PUSH_SERVICE_ORIGINS: z.string().optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  /** Outside production: the demo accounts get rosters and events after start-up. */
  seedDemoContent: boolean;
  port: number;
  host: string;
  /** External PostgreSQL; when absent an embedded cluster runs under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  webDistDir: string;
  publicOrigin: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  shutdownGraceMs: number;
  /** Signs session cookies; must be shared by every server. Generated into dataDir when unset outside production. */
  authSecret: string | undefined;
  /** SMTP delivery (nodemailer URL); without it mail stays in the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The proxies believed about the client address (TRUST_PROXY: a hop count or proxy addresses);
   * the address is read from the right end of X-Forwarded-For, past trusted hops only.
   */
  trustProxy: TrustProxy;
  /** Origins allowed to send state-changing requests: the public origin plus any listed. */
  trustedOrigins: string[];
  /** Worker threads reading uploaded rosters (PDF and OCR are CPU-heavy). */
  rosterParseWorkers: number;
  /**
   * Worker threads for game-data work, off the request thread: `long` for analyses, playbooks,
   * counters and coaching, `interactive` for resolution, legality and exports (default from cores).
   */
  gameDataWorkers: { long?: number; interactive?: number };
  /** Optional language models that phrase the offline engine's facts. */
  languageModels: LanguageModelSettings;
  /** Sign-in with Discord, Google or an OpenID Connect provider; each off unless configured. */
  oauthProviders: OAuthProviderSettings;
  /**
   * Web Push: the VAPID key pair (made once and kept in the database when not given), the contact
   * push services may use, and origins accepted as push endpoints besides the browsers' own
   * services (a self-hosted one, or a test's).
   */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | null;
    subject: string;
    extraServiceOrigins: string[];
  };
  /** Stripe payments for the paid tiers; null (no STRIPE_SECRET_KEY) means this server takes none. */
  stripe: StripeSettings | null;
};

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function trustedOrigins(values: z.infer<typeof envSchema>): string[] {
  const origin = (values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const extra = (values.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter(Boolean);
  // Locally the same server is often reached as 127.0.0.1 as well as localhost.
  const loopback =
    values.NODE_ENV === 'production'
      ? []
      : [`http://127.0.0.1:${values.PORT}`, `http://localhost:${values.PORT}`];
  return [...new Set([origin, ...extra, ...loopback])];
}

export function loadConfig(env: NodeJS.ProcessEnv, serverDistDir: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.OPENAI_BASE_URL && !values.OPENAI_MODEL) {
    throw new Error(
      'Invalid environment configuration:\n  OPENAI_MODEL: required when OPENAI_BASE_URL is set',
    );
  }
  const oauth = oauthProvidersFromEnv(values);
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid environment configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const stripe = stripeSettingsFromEnv(env);
  if (oauth.problems.length + stripe.problems.length > 0) {
    throw new Error(
      `Invalid environment configuration:\n  ${[...oauth.problems, ...stripe.problems].join('\n  ')}`,
    );
  }
  // Development conveniences (demo accounts, the mailbox with everyone's reset links) must not be
  // reachable from another machine: outside production only loopback, unless explicitly allowed.
  const host = values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost');
  if (values.NODE_ENV !== 'production' && !isLoopbackHost(host) && values.ALLOW_DEV_ON_NETWORK !== 'true') {
    throw new Error(
      `Invalid environment configuration:\n  HOST: ${values.NODE_ENV} mode listens on loopback only (localhost, 127.0.0.1 or ::1), not ${host}: its demo accounts and development mailbox must not be reachable from other machines. Set NODE_ENV=production, or ALLOW_DEV_ON_NETWORK=true if you really mean to expose development mode to the network.`,
    );
  }
  return {
    env: values.NODE_ENV,
    seedDemoContent: values.SEED_DEMO_CONTENT === 'true',
    port: values.PORT,
    host,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(serverDistDir, '../../web/dist')),
    publicOrigin: (values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    authSecret: values.AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    trustProxy: values.TRUST_PROXY,
    trustedOrigins: trustedOrigins(values),
    rosterParseWorkers: values.ROSTER_PARSE_WORKERS,
    gameDataWorkers: { long: values.GAME_DATA_WORKERS, interactive: values.GAME_DATA_INTERACTIVE_WORKERS },
    languageModels: {
      gemini: values.GEMINI_API_KEY
        ? { apiKey: values.GEMINI_API_KEY, model: values.GEMINI_MODEL, baseUrl: values.GEMINI_BASE_URL }
        : null,
      openAiCompatible:
        values.OPENAI_BASE_URL && values.OPENAI_MODEL
          ? { baseUrl: values.OPENAI_BASE_URL, apiKey: values.OPENAI_API_KEY, model: values.OPENAI_MODEL }
          : null,
      timeoutMs: values.AI_TIMEOUT_MS,
    },
    oauthProviders: oauth.settings,
    push: {
      vapidKeys:
        values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
          ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
          : null,
      subject:
        values.VAPID_SUBJECT ??
        (values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
      extraServiceOrigins: (values.PUSH_SERVICE_ORIGINS ?? '')
        .split(',')
        .map((entry) => entry.trim().replace(/\/$/, ''))
        .filter(Boolean),
    },
    stripe: stripe.settings,
  };
}
