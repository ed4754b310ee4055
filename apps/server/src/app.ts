import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { migrationsApplied } from './db/migrations';
import { meReplyFor, meRoutes } from './features/accounts/me.routes';
import { profileRoutes } from './features/accounts/profile.routes';
import { adminContentRoutes } from './features/admin-content/admin-content.routes';
import { adminInsightsRoutes } from './features/admin-insights/admin-insights.routes';
import { adminUserRoutes } from './features/admin-users/admin-users.routes';
import { aiRoutes } from './features/ai/ai.routes';
import type { LanguageModel } from './features/ai/language-model';
import { deleteRosterAnalyses } from './features/analysis/analyses.queries';
import { analysisRoutes } from './features/analysis/analyses.routes';
import type { Auth } from './features/auth/auth';
import { authRoutes } from './features/auth/auth.routes';
import { authProviderRoutes } from './features/auth/auth-providers.routes';
import { sessionLoader } from './features/auth/session';
import { batchAnalysisRoutes } from './features/batch-analysis/batch-analysis.routes';
import { battleLogRoutes } from './features/battle-log/battle-log.routes';
import { battlefieldRoutes } from './features/battlefields/battlefields.routes';
import { billingRoutes } from './features/billing/billing.routes';
import type { Billing } from './features/billing/stripe-client';
import { coachingRoutes } from './features/coaching/coaching.routes';
import { communityRoutes } from './features/community/community.routes';
import { contentRoutes } from './features/content/content.routes';
import { contentIngestionRoutes } from './features/content/content-ingestion.routes';
import { counterRoutes } from './features/counters/counters.routes';
import { errorReportRoutes } from './features/error-reports/error-report.routes';
import { eventTicketRoutes } from './features/event-tickets/event-tickets.routes';
import { builderCatalogueRoutes } from './features/game-data/builder-catalogue.routes';
import { gameDataRoutes } from './features/game-data/game-data.routes';
import { gameDataWorkersReady } from './features/game-data/game-data-workers';
import { healthRoutes } from './features/health/health.routes';
import { leaderboardRoutes } from './features/leaderboard/leaderboard.routes';
import { libraryRoutes } from './features/library/library.routes';
import { mailboxRoutes } from './features/mail/mailbox.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { vapidKeysFor } from './features/notifications/push-sender';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { oracleRoutes } from './features/oracle/oracle.routes';
import { recordFinishedTournament } from './features/oracle/tournament-feed';
import { playbookRoutes } from './features/playbooks/playbooks.routes';
import { playerAnalyticsRoutes } from './features/player-analytics/player-analytics.routes';
import { publishedResultRoutes } from './features/published-results/published-results.routes';
import { rosterBuildRoutes } from './features/rosters/roster-build.routes';
import { rosterCheckRoutes } from './features/rosters/roster-check.routes';
import { onRosterDeleting } from './features/rosters/roster-deletion';
import type { RosterParser } from './features/rosters/roster-parse-pool';
import { rosterVersionRoutes } from './features/rosters/roster-versions.routes';
import { rosterRoutes } from './features/rosters/rosters.routes';
import { rulesUpdatesRoutes } from './features/rules-updates/rules-updates.routes';
import { searchRoutes } from './features/search/search.routes';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { teamEventRoutes } from './features/team-events/team-events.routes';
import { teamEventsFormat } from './features/team-events/teams-format';
import { bcpImportRoutes } from './features/tournaments/bcp-import/bcp-import.routes';
import { checkInRoutes } from './features/tournaments/check-in.routes';
import { createEventCache } from './features/tournaments/event-cache';
import { createEventReads } from './features/tournaments/event-reads';
import { exportRoutes } from './features/tournaments/exports.routes';
import { keepApartRoutes } from './features/tournaments/keep-apart.routes';
import { listRoutes } from './features/tournaments/lists.routes';
import { liveRoutes } from './features/tournaments/live.routes';
import { createTournamentUpdates } from './features/tournaments/live-updates';
import { registrationRoutes } from './features/tournaments/registration.routes';
import { roundRoutes } from './features/tournaments/rounds.routes';
import { onTournamentFinished, registerTeamsFormat } from './features/tournaments/tournament-hooks';
import { tournamentRoutes } from './features/tournaments/tournaments.routes';
import { enforceAccessPolicies, refuseCrossSiteMutations, requireAccessPolicies } from './http/access-policy';
import { answerClientError } from './http/client-errors';
import { apiError, HttpError, installErrorHandling } from './http/error-handler';
import { refuseUnstorableText } from './http/nul-guard';
import { registerOpenApi } from './http/openapi';
import { rateLimitClientKey } from './http/rate-limit/client-key';
import { postgresRateLimitStore } from './http/rate-limit/postgres-store';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { fastifyTrustProxy } from './http/trust-proxy';
import { trackJobOwners } from './workers/job-owner';

export type AppDependencies = {
  config: Pick<
    AppConfig,
    | 'webDistDir'
    | 'logLevel'
    | 'env'
    | 'publicOrigin'
    | 'trustedOrigins'
    | 'trustProxy'
    | 'oauthProviders'
    | 'push'
  >;
  auth: Auth;
  db: Database;
  pool: pg.Pool;
  migrationsFolder: string;
  /** Parses uploaded rosters off the event loop (worker threads). */
  rosterParser: RosterParser;
  /** The configured language model that phrases computed facts, or null (offline only). */
  narrator: LanguageModel | null;
  /** False once shutdown has begun, so load balancers stop sending traffic. */
  isAccepting: () => boolean;
  /** Stripe, when this server takes payments (STRIPE_SECRET_KEY); null otherwise. */
  billing: Billing | null;
};

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // One line per request is noise at info level; LOG_LEVEL=debug brings it back.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
    // Sockets stay open for keep-alive; close them promptly when shutting down.
    forceCloseConnections: 'idle',
    // Errors the router and the HTTP parser raise before any route have the usual shape too.
    frameworkErrors: (error, _request, reply) => {
      // The raw reply: this runs before the type provider knows the route.
      reply.raw.statusCode = 400;
      reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
      reply.raw.end(
        JSON.stringify(apiError('BAD_URL', 'This address is not valid.', { reason: error.code })),
      );
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  requireAccessPolicies(app);
  refuseCrossSiteMutations(app, deps.config.trustedOrigins);
  refuseUnstorableText(app);
  enforceAccessPolicies(app, sessionLoader(deps.auth));
  // Worker-pool jobs are queued per account (or address): one player's uploads never stall another's.
  trackJobOwners(app);
  // A feature acts at the moments of a lower one it builds on through that one's hooks, since the
  // lower one does not import it (docs/architecture.md, Feature layering).
  onRosterDeleting(deleteRosterAnalyses);
  registerTeamsFormat(teamEventsFormat);
  onTournamentFinished(recordFinishedTournament);

  await app.register(rateLimit, {
    global: false,
    // One bucket per route and per client: the account when signed in, else the address.
    store: postgresRateLimitStore(deps.pool),
    keyGenerator: rateLimitClientKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'RATE_LIMITED',
        `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
  // JSON replies and anything else compressible, brotli or gzip as the client accepts. Brotli at
  // quality 4: most of quality 11's saving at a fraction of the CPU, per request. Replies that
  // carry their own encoding (cached standings, pre-compressed assets) are left alone.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurityHeaders(app, deps.config.publicOrigin);
  await registerOpenApi(app);

  let migrationsKnownApplied = false;
  const readiness = async () => {
    const database = await deps.pool
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    if (database && !migrationsKnownApplied) {
      migrationsKnownApplied = await migrationsApplied(deps.pool, deps.migrationsFolder).catch(() => false);
    }
    return {
      database,
      migrations: database && migrationsKnownApplied,
      accepting: deps.isAccepting(),
      gameData: gameDataWorkersReady(),
    };
  };

  await app.register(healthRoutes, { readiness });
  await app.register(authRoutes, {
    auth: deps.auth,
    publicOrigin: deps.config.publicOrigin,
    databaseReachable: () =>
      deps.pool.query('SELECT 1').then(
        () => true,
        () => false,
      ),
  });
  await app.register(authProviderRoutes, { oauthProviders: deps.config.oauthProviders });
  await app.register(meRoutes, { db: deps.db });
  await app.register(profileRoutes, { db: deps.db });
  await app.register(subscriptionRoutes, { db: deps.db });
  await app.register(billingRoutes, {
    db: deps.db,
    billing: deps.billing,
    publicOrigin: deps.config.publicOrigin,
  });
  await app.register(eventTicketRoutes, {
    db: deps.db,
    billing: deps.billing,
    publicOrigin: deps.config.publicOrigin,
  });
  await app.register(adminUserRoutes, { db: deps.db });
  await app.register(onboardingRoutes, { db: deps.db });
  await app.register(contentRoutes, { db: deps.db });
  await app.register(libraryRoutes, { db: deps.db });
  await app.register(rosterRoutes, { db: deps.db, parser: deps.rosterParser });
  await app.register(rosterVersionRoutes, { db: deps.db });
  await app.register(rosterBuildRoutes, { db: deps.db });
  await app.register(gameDataRoutes);
  await app.register(builderCatalogueRoutes);
  await app.register(rosterCheckRoutes);
  await app.register(rulesUpdatesRoutes, { db: deps.db });
  await app.register(aiRoutes, { narrator: deps.narrator });
  await app.register(analysisRoutes, { db: deps.db, narrator: deps.narrator });
  await app.register(coachingRoutes, { db: deps.db, narrator: deps.narrator });
  await app.register(battlefieldRoutes, { db: deps.db });
  await app.register(oracleRoutes, { db: deps.db });
  await app.register(moderationRoutes, { db: deps.db });
  await app.register(siteSettingsRoutes, { db: deps.db });
  await app.register(adminInsightsRoutes, { db: deps.db, parser: deps.rosterParser });
  await app.register(communityRoutes, { db: deps.db });
  await app.register(battleLogRoutes, { db: deps.db });
  await app.register(playerAnalyticsRoutes, { db: deps.db });
  await app.register(searchRoutes, { db: deps.db });
  await app.register(leaderboardRoutes, { db: deps.db });
  await app.register(adminContentRoutes, { db: deps.db });
  await app.register(contentIngestionRoutes, { db: deps.db });
  await app.register(batchAnalysisRoutes, { db: deps.db });
  await app.register(publishedResultRoutes, { db: deps.db });
  await app.register(counterRoutes, { db: deps.db, parser: deps.rosterParser });
  await app.register(playbookRoutes, { db: deps.db });
  await app.register(tournamentRoutes, { db: deps.db });
  await app.register(registrationRoutes, { db: deps.db });
  await app.register(bcpImportRoutes, { db: deps.db, parser: deps.rosterParser });
  await app.register(teamEventRoutes, { db: deps.db });
  await app.register(listRoutes, { db: deps.db });
  const tournamentUpdates = createTournamentUpdates(deps.pool, (message) => app.log.warn(message));
  app.addHook('onClose', () => tournamentUpdates.close());
  const eventCache = createEventCache(tournamentUpdates);
  await app.register(exportRoutes, {
    db: deps.db,
    publicOrigin: deps.config.publicOrigin,
    cache: eventCache,
  });
  await app.register(checkInRoutes, { db: deps.db });
  await app.register(keepApartRoutes, { db: deps.db });
  const eventReads = createEventReads(deps.db, eventCache);
  await app.register(roundRoutes, { db: deps.db, reads: eventReads });
  await app.register(liveRoutes, { db: deps.db, updates: tournamentUpdates, reads: eventReads });
  await app.register(notificationRoutes, {
    db: deps.db,
    pool: deps.pool,
    vapid: vapidKeysFor(deps.db, deps.config.push.vapidKeys),
    extraPushOrigins: deps.config.push.extraServiceOrigins,
  });
  if (deps.config.env !== 'production') await app.register(mailboxRoutes, { db: deps.db });
  await app.register(errorReportRoutes, { db: deps.db });
  await registerSpa(app, deps.config.webDistDir, {
    sessionOf: (request) => meReplyFor(deps.db, request),
    isPlayingIn: (eventId, userId) => eventReads.isPlayingIn(eventId, userId),
  });
  return app;
}
