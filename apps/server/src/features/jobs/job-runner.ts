import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import {
  claimJob,
  finishJob,
  JOBS_CHANNEL,
  type JobRow,
  recordProgress,
  recoverStaleJobs,
  renewLease,
  retryDelayMs,
  retryOrBury,
  sweepFinishedJobs,
} from './job-queue';

/**
 * Thrown by a handler for a failure another attempt cannot fix (bad input, a refusal): the job
 * fails at once with this message, which the user sees. An HttpError is treated the same way.
 */
export class PermanentJobError extends Error {}

type JobContext = {
  /** Stores progress; answers 'cancelled' once the user has cancelled the job. */
  progress: (progress: unknown) => Promise<'continue' | 'cancelled'>;
};
export type JobHandler = (job: JobRow, context: JobContext) => Promise<void>;

export type JobRunnerOptions = {
  db: Database;
  pool: pg.Pool;
  handlers: Record<string, JobHandler>;
  log?: (message: string) => void;
  /** How often to look for due jobs when no NOTIFY arrives (a missed one, or run_after in the future). */
  pollMs?: number;
  /**
   * A running job whose lease has not been renewed for this long is taken back. The runner renews
   * it every third of this while the handler runs, so only a stopped server loses its jobs.
   */
  leaseMs?: number;
  /** Finished jobs of these kinds are deleted after this many days (checked hourly). */
  retentionDays?: Record<string, number>;
  /** The wait before a failed job's next attempt (tests shorten it). */
  retryDelay?: (attempts: number) => number;
};

export type JobRunner = { stop: () => Promise<void>; wake: () => void };

/**
 * Runs queued jobs one at a time in this process. Any number of servers may run one: the queue
 * hands each job to exactly one of them.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const workerId = `worker-${randomUUID()}`;
  const pollMs = options.pollMs ?? 5000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const log = options.log ?? (() => {});
  const kinds = Object.keys(options.handlers);
  let running = true;
  let wakeUp: (() => void) | null = null;
  let listener: pg.PoolClient | null = null;
  let releaseListener: () => void = () => {};

  const wake = () => {
    wakeUp?.();
    wakeUp = null;
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const listen = async () => {
    let client: pg.PoolClient | undefined;
    try {
      client = await options.pool.connect();
      const connection = client;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (listener === connection) listener = null;
        connection.release(true);
      };
      connection.on('notification', wake);
      // A dead connection can report several errors: release it once, keep listening for the rest
      // (an unhandled 'error' would end the process), poll meanwhile, reconnect on the next loop.
      connection.on('error', release);
      releaseListener = release;
      await connection.query(`LISTEN ${JOBS_CHANNEL}`);
      listener = connection;
    } catch (error) {
      releaseListener();
      log(`job runner could not LISTEN (polling instead): ${String(error)}`);
    }
  };

  const runOne = async (job: JobRow) => {
    const context: JobContext = {
      progress: async (progress) =>
        (await recordProgress(options.db, job.id, workerId, progress)) === 'cancelled'
          ? 'cancelled'
          : 'continue',
    };
    const handler = options.handlers[job.kind];
    // The heartbeat: a handler busy in one long step still holds its job.
    const heartbeat = setInterval(() => {
      renewLease(options.db, job.id, workerId).catch((error) =>
        log(`job ${job.id}: could not renew its lease: ${String(error)}`),
      );
    }, leaseMs / 3);
    try {
      if (!handler) throw new PermanentJobError(`No handler for ${job.kind} jobs.`);
      await handler(job, context);
      await finishJob(options.db, job.id, workerId, { status: 'succeeded' });
    } catch (error) {
      if (error instanceof HttpError || error instanceof PermanentJobError) {
        // Users see messages we wrote; another attempt would fail the same way.
        await finishJob(options.db, job.id, workerId, { status: 'failed', error: error.message });
      } else {
        // Anything else (a provider down, a lost connection) may pass: tried again after a while,
        // then kept as a dead letter. The details stay in the log.
        log(`job ${job.id} (${job.kind}) attempt ${job.attempts} failed: ${String(error)}`);
        const delay = (options.retryDelay ?? retryDelayMs)(job.attempts);
        await retryOrBury(options.db, job, workerId, 'The job failed unexpectedly.', delay);
      }
    } finally {
      clearInterval(heartbeat);
    }
  };

  const loop = (async () => {
    await listen();
    let lastRecovery = 0;
    let lastSweep = 0;
    while (running) {
      try {
        if (!listener) await listen();
        if (Date.now() - lastRecovery > leaseMs / 4) {
          lastRecovery = Date.now();
          const recovered = await recoverStaleJobs(options.db, leaseMs);
          if (recovered > 0) log(`took back ${recovered} stalled job(s)`);
        }
        if (options.retentionDays && Date.now() - lastSweep > 60 * 60_000) {
          lastSweep = Date.now();
          const swept = await sweepFinishedJobs(options.db, options.retentionDays);
          if (swept > 0) log(`deleted ${swept} finished job(s) past their retention`);
        }
        const job = await claimJob(options.db, workerId, kinds);
        if (job) await runOne(job);
        else await sleep(pollMs);
      } catch (error) {
        // The database may be restarting: wait, then try again.
        log(`job runner: ${String(error)}`);
        await sleep(pollMs);
      }
    }
  })();

  return {
    wake,
    stop: async () => {
      running = false;
      wake();
      await loop;
      releaseListener();
    },
  };
}
