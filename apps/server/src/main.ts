import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { authHooks } from './auth-hooks';
import { startBackgroundJobs } from './background-jobs';
import { isLoopbackHost, loadConfig } from './config';
import { connectDatabase } from './db/database';
import { type EmbeddedCluster, startEmbeddedPostgres } from './db/embedded-postgres';
import { runMigrations } from './db/migrations';
import { narratorFromSettings } from './features/ai/language-models';
import { createAuth } from './features/auth/auth';
import { resolveAuthSecret } from './features/auth/auth-secret';
import { enabledOAuthProviders } from './features/auth/oauth-providers';
import { billingFrom } from './features/billing/stripe-client';
import { startGameDataWorkers, stopGameDataWorkers } from './features/game-data/game-data-workers';
import type { JobRunner } from './features/jobs/job-runner';
import { createMailer, emailChangeMail, passwordResetMail, signInWarningMail } from './features/mail/mailer';
import { createRosterParsePool } from './features/rosters/roster-parse-pool';
import { resolveSavedRosters } from './features/rosters/roster-resolution-sweep';
import { recordPointsSnapshot } from './features/rules-updates/rules-updates.service';
import { installShutdown } from './lifecycle/shutdown';
import { demoAccounts, demoFieldAccounts, seedDemoAccounts } from './seed/demo-accounts';
import { seedDemoCommunity } from './seed/demo-community';
import { seedDemoContent } from './seed/demo-content';
import { seedDatabase } from './seed/seed';

const log = {
  info: (message: string) => console.log(`[muster] ${message}`),
  warn: (message: string) => console.warn(`[muster] ${message}`),
  error: (message: string) => console.error(`[muster] ${message}`),
};

async function main(): Promise<void> {
  // dist/ and src/ are both siblings of drizzle/, so this holds for the build and for tests.
  const moduleDir = path.dirname(fileURLToPath(import.meta.url));
  const config = loadConfig(process.env, moduleDir);
  const migrationsFolder = path.resolve(moduleDir, '../drizzle');

  let cluster: EmbeddedCluster | undefined;
  let app: FastifyInstance | undefined;
  let database: ReturnType<typeof connectDatabase> | undefined;
  let jobRunner: JobRunner | undefined;
  // Bundled next to main.js by build.mjs.
  const rosterParser = createRosterParsePool({
    workerScript: new URL('./roster-parse-worker.js', import.meta.url),
    size: config.rosterParseWorkers,
  });

  startGameDataWorkers({
    workerScript: new URL('./game-data-worker.js', import.meta.url),
    cacheDir: path.join(config.dataDir, 'cache'),
    sizes: config.gameDataWorkers,
    log: log.info,
  });

  const isAccepting = installShutdown(
    [
      { name: 'close HTTP server', run: async () => void (await app?.close()) },
      { name: 'stop roster parsers', run: () => rosterParser.close() },
      { name: 'stop game data workers', run: () => stopGameDataWorkers() },
      { name: 'finish the running job', run: async () => void (await jobRunner?.stop()) },
      { name: 'close database pool', run: async () => void (await database?.close()) },
      { name: 'stop embedded PostgreSQL', run: async () => void (await cluster?.stop()) },
    ],
    { graceMs: config.shutdownGraceMs, log },
  );

  try {
    if (config.databaseUrl) {
      log.info('Using the external PostgreSQL from DATABASE_URL');
    } else {
      cluster = await startEmbeddedPostgres(config.dataDir, log);
    }
    database = connectDatabase(config.databaseUrl ?? cluster?.connectionString ?? '');
    await runMigrations(database.db, migrationsFolder);
    log.info('Migrations applied');
    await seedDatabase(database.db);
    log.info('Seed content in place');

    const mailer = createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: log.warn,
    });
    const auth = createAuth({
      sendPasswordReset: (to, link) => mailer.send(passwordResetMail(to, link)),
      sendEmailChangeVerification: (to, link) => mailer.send(emailChangeMail(to, link)),
      sendSignInWarning: (to, link) => mailer.send(signInWarningMail(to, link)),
      db: database.db,
      pool: database.pool,
      secret: await resolveAuthSecret(config),
      publicOrigin: config.publicOrigin,
      trustedOrigins: config.trustedOrigins,
      oauthProviders: config.oauthProviders,
      hooks: authHooks(database.db),
    });
    for (const provider of enabledOAuthProviders(config.oauthProviders)) {
      log.info(
        `Sign-in with ${provider.label}: redirect URI ${config.publicOrigin}/api/auth/callback/${provider.id}`,
      );
    }
    const billing = billingFrom(config.stripe);
    log.info(
      billing
        ? `Payments: Stripe${config.stripe?.apiBase ? ` at ${config.stripe.apiBase.origin}` : ''}, ${billing.settings.prices.length} prices; register the webhook endpoint ${config.publicOrigin}/api/billing/webhook`
        : 'Payments: off (no STRIPE_SECRET_KEY); admins grant tiers',
    );
    const narrator = narratorFromSettings(config.languageModels);
    log.info(
      narrator
        ? `Language model for phrasing: ${narrator.provider} (${narrator.model})`
        : 'No language model configured: the offline engine answers everything',
    );
    const loopback = isLoopbackHost(config.host);
    if (config.env !== 'production' && !loopback) {
      log.warn(
        `Demo accounts are not created: the server listens on ${config.host}, where other machines can sign in with them.`,
      );
    }
    if (config.env !== 'production' && loopback) {
      const accounts = await seedDemoAccounts(database.db, auth, { withField: config.seedDemoContent });
      await seedDemoCommunity(database.db);
      log.info('Demo accounts (development only):');
      for (const account of accounts)
        log.info(`  ${account.role.padEnd(10)} ${account.email}  password: ${account.password}`);
    }
    app = await buildApp({
      config,
      auth,
      db: database.db,
      pool: database.pool,
      migrationsFolder,
      rosterParser,
      narrator,
      isAccepting,
      billing,
    });
    jobRunner = startBackgroundJobs({
      db: database.db,
      pool: database.pool,
      narrator,
      push: config.push,
      log: log.warn,
      billing,
      mailer,
    });
    await app.listen({ port: config.port, host: config.host });
    log.info(`Muster is serving http://localhost:${config.port}`);
    if (config.env !== 'production' && loopback && config.seedDemoContent) {
      // After listening, in the background: parsing the lists waits for a game-data worker.
      const demo = (email: string) => {
        const account = demoAccounts.find((a) => a.email === email);
        if (!account) throw new Error(`no demo account ${email}`);
        return account;
      };
      void seedDemoContent(app, {
        origin: config.publicOrigin,
        seedDir: path.resolve(moduleDir, '../seed-data'),
        accounts: {
          admin: demo('admin@muster.example'),
          player1: demo('player1@muster.example'),
          player2: demo('player2@muster.example'),
          field: demoFieldAccounts,
        },
      }).then(
        (added) => {
          log.info(
            added.length > 0 ? `Demo content added: ${added.join('; ')}` : 'Demo content: all there already',
          );
        },
        (error: unknown) => log.warn(`Demo content not added: ${String(error)}`),
      );
    }
    // The first start on a game-data version records every datasheet's points, for Rules & Updates.
    void recordPointsSnapshot(database.db).then(
      (result) => result === 'recorded' && log.info('Recorded the points of this game-data version'),
      (error: unknown) => log.warn(`Recording the game data's points failed: ${String(error)}`),
    );
    // Rosters saved before army resolution get their datasheets and loadouts, in the background.
    void resolveSavedRosters(database.db, log.warn).then(
      (count) => count > 0 && log.info(`Resolved ${count} saved rosters against the game data`),
      (error: unknown) => log.warn(`Resolving saved rosters stopped: ${String(error)}`),
    );
  } catch (error) {
    log.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    await database?.close().catch(() => {});
    await cluster?.stop().catch(() => {});
    process.exit(1);
  }
}

void main();
