import type { Agent } from 'node:https';
import type pg from 'pg';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { LanguageModel } from './features/ai/language-model';
import { batchAnalysisHandler } from './features/batch-analysis/batch-analysis.job';
import { BATCH_ANALYSIS_JOB } from './features/batch-analysis/batch-analysis.queries';
import type { Billing } from './features/billing/stripe-client';
import { STRIPE_EVENT_JOB, stripeEventHandler } from './features/billing/stripe-events.job';
import { CONTENT_INGESTION_JOB, contentIngestionHandler } from './features/content/content-ingestion.job';
import { ticketStripeEvents } from './features/event-tickets/ticket-stripe-events';
import { type JobRunner, startJobRunner } from './features/jobs/job-runner';
import type { Mailer } from './features/mail/mailer';
import { PUSH_JOB } from './features/notifications/notify';
import { pushHandler, vapidKeysFor } from './features/notifications/push-sender';
import { ROSTER_RESOLUTION_JOB, rosterResolutionHandler } from './features/rosters/roster-resolution.job';

/**
 * How long finished plumbing jobs are kept (days): a sent push or a resolved list is of no use to
 * anyone after that (the Stripe events themselves stay in their audit table). Batch analyses and
 * content ingestions are the users' own records and are never swept; dead letters stay until an
 * admin deals with them.
 */
const JOB_RETENTION_DAYS = { [PUSH_JOB]: 7, [ROSTER_RESOLUTION_JOB]: 30, [STRIPE_EVENT_JOB]: 30 };

/**
 * Every kind of background job this server runs, wired to its handler. Pushes and Stripe's
 * webhook events have a runner of their own: a pairing must reach phones, and a payment the
 * player's account, in seconds, never waiting behind a long batch analysis.
 */
export function startBackgroundJobs(deps: {
  db: Database;
  pool: pg.Pool;
  narrator: LanguageModel | null;
  push: Pick<AppConfig['push'], 'vapidKeys' | 'subject'> & { agent?: Agent };
  /** Stripe, when this server takes payments. */
  billing: Billing | null;
  mailer: Mailer;
  log?: (message: string) => void;
  pollMs?: number;
}): JobRunner {
  const pushes = startJobRunner({
    db: deps.db,
    pool: deps.pool,
    log: deps.log,
    pollMs: deps.pollMs,
    retentionDays: {
      [PUSH_JOB]: JOB_RETENTION_DAYS[PUSH_JOB],
      [STRIPE_EVENT_JOB]: JOB_RETENTION_DAYS[STRIPE_EVENT_JOB],
    },
    handlers: {
      ...(deps.billing
        ? {
            [STRIPE_EVENT_JOB]: stripeEventHandler({
              db: deps.db,
              billing: deps.billing,
              mailer: deps.mailer,
              tickets: ticketStripeEvents(deps.db),
              log: deps.log,
            }),
          }
        : {}),
      [PUSH_JOB]: pushHandler({
        db: deps.db,
        vapid: vapidKeysFor(deps.db, deps.push.vapidKeys),
        subject: deps.push.subject,
        ...(deps.push.agent ? { agent: deps.push.agent } : {}),
        log: deps.log,
      }),
    },
  });
  const work = startJobRunner({
    db: deps.db,
    pool: deps.pool,
    log: deps.log,
    pollMs: deps.pollMs,
    retentionDays: { [ROSTER_RESOLUTION_JOB]: JOB_RETENTION_DAYS[ROSTER_RESOLUTION_JOB] },
    handlers: {
      [BATCH_ANALYSIS_JOB]: batchAnalysisHandler({ db: deps.db, narrator: deps.narrator }),
      [CONTENT_INGESTION_JOB]: contentIngestionHandler({ db: deps.db }),
      [ROSTER_RESOLUTION_JOB]: rosterResolutionHandler({ db: deps.db, log: deps.log }),
    },
  });
  return {
    stop: async () => {
      await Promise.all([pushes.stop(), work.stop()]);
    },
    wake: () => {
      pushes.wake();
      work.wake();
    },
  };
}
