import type { Agent } from 'node:https';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { authHooks } from '../auth-hooks';
import { startBackgroundJobs } from '../background-jobs';
import type { LanguageModel } from '../features/ai/language-model';
import { type Auth, createAuth } from '../features/auth/auth';
import { noOAuthProviders, type OAuthProviderSettings } from '../features/auth/oauth-providers';
import { billingFrom } from '../features/billing/stripe-client';
import type { StripeSettings } from '../features/billing/stripe-settings';
import { startGameDataWorkers } from '../features/game-data/game-data-workers';
import { createMailer, emailChangeMail, passwordResetMail, signInWarningMail } from '../features/mail/mailer';
import { createRosterParsePool } from '../features/rosters/roster-parse-pool';
import type { TrustProxy } from '../http/trust-proxy';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  /** The better-auth instance behind /api/auth/* (its endpoint list, for the access matrix). */
  auth: Auth;
  database: TestDatabase;
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The real application on a fresh database, driven through fastify.inject (no socket). */
/** Push as configured in tests: keys made on first use and kept in the test database. */
const testPush = (service?: { origin: string }) => ({
  vapidKeys: null,
  subject: 'mailto:test@muster.local',
  extraServiceOrigins: service ? [service.origin] : [],
});

export async function createTestApp(
  options: {
    accepting?: () => boolean;
    webDistDir?: string;
    /** A database of the test's own (e.g. on a PostgreSQL it stops and starts); dropped by close(). */
    database?: TestDatabase;
    publicOrigin?: string;
    narrator?: LanguageModel | null;
    oauthProviders?: OAuthProviderSettings;
    /** 'production' leaves out the development conveniences (the mailbox). */
    env?: 'test' | 'production';
    /** The proxies believed about client addresses (TRUST_PROXY); none unless given. */
    trustProxy?: TrustProxy;
    /** A fake push service on loopback: its origin is accepted as an endpoint, its certificate trusted. */
    pushService?: { origin: string; agent: Agent };
    /** Stripe settings (pointed at a fake Stripe); payments are off without them. */
    stripe?: StripeSettings;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const publicOrigin = options.publicOrigin ?? 'http://localhost:3000';
  const mailer = createMailer({ db: database.db, from: 'test@muster.local', log: () => {} });
  const auth = createAuth({
    sendPasswordReset: (to, link) => mailer.send(passwordResetMail(to, link)),
    sendEmailChangeVerification: (to, link) => mailer.send(emailChangeMail(to, link)),
    sendSignInWarning: (to, link) => mailer.send(signInWarningMail(to, link)),
    db: database.db,
    pool: database.pool,
    secret: 'test-secret-test-secret-test-secret-0123',
    publicOrigin,
    trustedOrigins: [publicOrigin],
    oauthProviders: options.oauthProviders ?? noOAuthProviders,
    hooks: authHooks(database.db),
  });
  const billing = billingFrom(options.stripe ?? null);
  const rosterParser = createRosterParsePool({ workerScript: inject('rosterWorkerScript') });
  // One pool per test file (the module is shared by the file's apps); it ends with the file.
  startGameDataWorkers({
    workerScript: inject('gameDataWorkerScript'),
    cacheDir: inject('gameDataCacheDir'),
  });
  const app = await buildApp({
    auth,
    config: {
      publicOrigin,
      trustedOrigins: [publicOrigin],
      trustProxy: options.trustProxy ?? false,
      webDistDir: options.webDistDir ?? path.resolve(import.meta.dirname, '../../../web/dist'),
      logLevel: 'silent',
      env: options.env ?? 'test',
      oauthProviders: options.oauthProviders ?? noOAuthProviders,
      push: testPush(options.pushService),
    },
    db: database.db,
    pool: database.pool,
    migrationsFolder,
    rosterParser,
    narrator: options.narrator ?? null,
    isAccepting: options.accepting ?? (() => true),
    billing,
  });
  await app.ready();
  // Background jobs run as in production; a short poll keeps delayed jobs from slowing tests.
  const jobs = startBackgroundJobs({
    db: database.db,
    pool: database.pool,
    narrator: options.narrator ?? null,
    push: {
      ...testPush(options.pushService),
      ...(options.pushService ? { agent: options.pushService.agent } : {}),
    },
    pollMs: 500,
    billing,
    mailer,
  });
  return {
    app,
    auth,
    database,
    close: async () => {
      await jobs.stop();
      await app.close();
      await rosterParser.close();
      await database.drop();
    },
  };
}
