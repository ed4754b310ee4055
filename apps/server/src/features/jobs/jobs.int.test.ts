import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/error-handler';
import { insertUser } from '../../test-support/builders';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import {
  cancelJob,
  claimJob,
  enqueueJob,
  finishJob,
  recordProgress,
  recoverStaleJobs,
  renewLease,
  requeueDeadJob,
  retryDelayMs,
  sweepFinishedJobs,
} from './job-queue';
import { type JobHandler, type JobRunner, PermanentJobError, startJobRunner } from './job-runner';
import { jobs } from './jobs.table';

let database: TestDatabase;
let userId: string;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await insertUser(database.db)).id;
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await database.db.delete(jobs);
});
afterAll(() => database.drop());

const statusOf = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
};

describe('the job queue', () => {
  it('hands each job to exactly one of several concurrent workers', async () => {
    for (let i = 0; i < 30; i += 1) await enqueueJob(database.db, { kind: 'test', userId, payload: { i } });
    const claimed: string[] = [];
    const worker = async (name: string) => {
      for (;;) {
        const job = await claimJob(database.db, name, ['test']);
        if (!job) return;
        claimed.push(job.id);
        await finishJob(database.db, job.id, name, { status: 'succeeded' });
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(worker));
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
    expect(await claimJob(database.db, 'late', ['test'])).toBeNull();
    expect(await claimJob(database.db, 'other', ['other-kind'])).toBeNull();
  });

  it('takes back jobs whose worker stopped renewing its lease, and fails them after their attempts', async () => {
    const job = await enqueueJob(database.db, { kind: 'test', userId, payload: {} });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const claimed = await claimJob(database.db, 'crashy', ['test']);
      expect(claimed?.attempts).toBe(attempt);
      await database.db
        .update(jobs)
        .set({ lockedAt: sql`now() - interval '10 minutes'` })
        .where(eq(jobs.id, job.id));
      expect(await recoverStaleJobs(database.db, 60_000)).toBe(1);
    }
    expect(await statusOf(job.id)).toMatchObject({
      status: 'failed',
      error: 'The job stopped before finishing too many times.',
    });
    expect((await statusOf(job.id))?.deadAt).not.toBeNull();
    // A live lease is left alone.
    const fresh = await enqueueJob(database.db, { kind: 'test', userId, payload: {} });
    await claimJob(database.db, 'healthy', ['test']);
    expect(await recoverStaleJobs(database.db, 60_000)).toBe(0);
    expect((await statusOf(fresh.id))?.status).toBe('running');
  });

  it('lets its owner cancel; the worker hears it and cannot mark the job succeeded', async () => {
    const job = await enqueueJob(database.db, { kind: 'test', userId, payload: {} });
    const stranger = (await insertUser(database.db)).id;
    await claimJob(database.db, 'w', ['test']);
    expect(await recordProgress(database.db, job.id, 'w', { step: 1 })).toBe('running');
    expect(await cancelJob(database.db, job.id, stranger)).toBe(false);
    expect(await cancelJob(database.db, job.id, userId)).toBe(true);
    expect(await recordProgress(database.db, job.id, 'w', { step: 2 })).toBe('cancelled');
    await finishJob(database.db, job.id, 'w', { status: 'succeeded' });
    expect(await statusOf(job.id)).toMatchObject({ status: 'cancelled', progress: { step: 2 } });
    expect((await statusOf(job.id))?.finishedAt).not.toBeNull();
    expect(await cancelJob(database.db, job.id, userId)).toBe(false);
  });
});

describe('leases, retries and dead letters', () => {
  it('lets only the worker holding a job renew, record or finish it, so a job taken back never finishes twice', async () => {
    const job = await enqueueJob(database.db, { kind: 'test', userId, payload: {} });
    await claimJob(database.db, 'first', ['test']);
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, job.id));
    expect(await recoverStaleJobs(database.db, 60_000)).toBe(1);
    await claimJob(database.db, 'second', ['test']);
    // The first worker comes back from a long pause: it holds nothing any more.
    expect(await renewLease(database.db, job.id, 'first')).toBe(false);
    expect(await recordProgress(database.db, job.id, 'first', { late: true })).toBeNull();
    await finishJob(database.db, job.id, 'first', { status: 'failed', error: 'late' });
    expect(await statusOf(job.id)).toMatchObject({ status: 'running', lockedBy: 'second', error: null });
    expect(await renewLease(database.db, job.id, 'second')).toBe(true);
    await finishJob(database.db, job.id, 'second', { status: 'succeeded' });
    expect((await statusOf(job.id))?.status).toBe('succeeded');
  });

  it('waits longer before each retry, up to an hour, with a little jitter', () => {
    expect(retryDelayMs(1, () => 0)).toBe(10_000);
    expect(retryDelayMs(2, () => 0)).toBe(40_000);
    expect(retryDelayMs(3, () => 0)).toBe(160_000);
    expect(retryDelayMs(20, () => 0)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThanOrEqual(12_000);
  });

  it('deletes only finished jobs of the kinds given, past their retention, and never a dead letter', async () => {
    const insert = (kind: string, daysAgo: number | null, dead = false) =>
      database.db
        .insert(jobs)
        .values({
          kind,
          userId,
          payload: {},
          status: daysAgo === null ? 'queued' : dead ? 'failed' : 'succeeded',
          finishedAt: daysAgo === null ? null : sql`now() - make_interval(days => ${daysAgo})`,
          deadAt: dead ? sql`now() - make_interval(days => 40)` : null,
        })
        .returning({ id: jobs.id })
        .then((rows) => rows[0]?.id ?? '');
    const oldPush = await insert('push', 10);
    const newPush = await insert('push', 2);
    const queuedPush = await insert('push', null);
    const deadPush = await insert('push', 40, true);
    const oldAnalysis = await insert('batch', 400);
    expect(await sweepFinishedJobs(database.db, { push: 7 })).toBe(1);
    const left = (await database.db.select({ id: jobs.id }).from(jobs)).map((row) => row.id);
    expect(left).not.toContain(oldPush);
    expect(left).toEqual(expect.arrayContaining([newPush, queuedPush, deadPush, oldAnalysis]));
  });

  it('sends a dead letter back to the queue with fresh attempts, and nothing else', async () => {
    const job = await enqueueJob(database.db, { kind: 'test', userId, payload: {} });
    expect(await requeueDeadJob(database.db, job.id)).toBe(false);
    await database.db
      .update(jobs)
      .set({ status: 'failed', attempts: 3, deadAt: sql`now()`, finishedAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    expect(await requeueDeadJob(database.db, job.id)).toBe(true);
    expect(await statusOf(job.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      deadAt: null,
      finishedAt: null,
    });
  });
});

describe('the job runner', () => {
  const start = (handlers: Record<string, JobHandler>) => {
    // A long poll: only NOTIFY can make these jobs run within the test's time.
    const runner = startJobRunner({ db: database.db, pool: database.pool, handlers, pollMs: 60_000 });
    runners.push(runner);
    return runner;
  };

  it('is woken by NOTIFY, runs the handler with progress and records the outcome', async () => {
    const seen: unknown[] = [];
    start({
      echo: async (job, context) => {
        seen.push(job.payload);
        expect(await context.progress({ half: true })).toBe('continue');
      },
      refuse: async () => {
        throw new HttpError(402, 'INSUFFICIENT_CREDITS', 'Not enough credits for analysis');
      },
      crash: async () => {
        throw new TypeError('secret internal detail');
      },
      broken: async () => {
        throw new PermanentJobError('This list cannot be read.');
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // let it LISTEN
    const echo = await enqueueJob(database.db, { kind: 'echo', userId, payload: { hello: 'world' } });
    const refuse = await enqueueJob(database.db, { kind: 'refuse', userId, payload: {} });
    const broken = await enqueueJob(database.db, { kind: 'broken', userId, payload: {} });
    await until(async () => (await statusOf(broken.id))?.status === 'failed', 'the jobs to run');
    expect(seen).toEqual([{ hello: 'world' }]);
    expect(await statusOf(echo.id)).toMatchObject({ status: 'succeeded', progress: { half: true } });
    expect(await statusOf(refuse.id)).toMatchObject({
      status: 'failed',
      error: 'Not enough credits for analysis',
    });
    expect(await statusOf(broken.id)).toMatchObject({
      error: 'This list cannot be read.',
      attempts: 1,
      deadAt: null,
    });
  });

  it('retries a job that failed unexpectedly after a delay, then keeps it as a dead letter', async () => {
    let calls = 0;
    const delays: number[] = [];
    runners.push(
      startJobRunner({
        db: database.db,
        pool: database.pool,
        pollMs: 100,
        // A short wait, so the three attempts happen within the test.
        retryDelay: (attempts) => {
          delays.push(attempts);
          return 50;
        },
        handlers: {
          flaky: async () => {
            calls += 1;
            throw new TypeError('secret internal detail');
          },
        },
      }),
    );
    const job = await enqueueJob(database.db, { kind: 'flaky', userId, payload: {} });
    await until(async () => (await statusOf(job.id))?.deadAt != null, 'the job to be buried');
    expect(calls).toBe(3);
    expect(delays).toEqual([1, 2, 3]);
    expect(await statusOf(job.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'The job failed unexpectedly.',
    });
  });

  it('renews the lease while a handler works, so a long silent step is never handed out twice', async () => {
    let release: () => void = () => {};
    let runs = 0;
    const leaseMs = 1_200;
    /** A runner with short leases whose `silent` handler is the one given. */
    const runnerOf = (silent: () => Promise<void>) =>
      startJobRunner({ db: database.db, pool: database.pool, pollMs: 100, leaseMs, handlers: { silent } });
    runners.push(
      runnerOf(async () => {
        runs += 1;
        await new Promise<void>((done) => {
          release = done;
        });
      }),
    );
    const job = await enqueueJob(database.db, { kind: 'silent', userId, payload: {} });
    await until(async () => runs === 1, 'the job to start');
    // Three leases go by with no progress written; a second runner keeps looking for stale jobs.
    runners.push(
      runnerOf(async () => {
        runs += 1;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 2.5));
    expect(runs).toBe(1);
    expect((await statusOf(job.id))?.status).toBe('running');
    release();
    await until(async () => (await statusOf(job.id))?.status === 'succeeded', 'the job to finish');
    expect(runs).toBe(1);
  });

  it('finishes the job in hand when stopped, and leaves the rest queued', async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      start({
        slow: async () => {
          resolve();
          await new Promise<void>((done) => {
            release = done;
          });
        },
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const first = await enqueueJob(database.db, { kind: 'slow', userId, payload: {} });
    const second = await enqueueJob(database.db, { kind: 'slow', userId, payload: {} });
    await started;
    const stopping = runners.splice(0)[0]?.stop();
    release();
    await stopping;
    expect((await statusOf(first.id))?.status).toBe('succeeded');
    expect((await statusOf(second.id))?.status).toBe('queued');
  });

  it('survives losing its LISTEN connection: polls, reconnects and keeps running jobs', async () => {
    const done: string[] = [];
    runners.push(
      startJobRunner({
        db: database.db,
        pool: database.pool,
        pollMs: 200,
        handlers: { note: async (job) => void done.push(job.id) },
      }),
    );
    const listening = async () =>
      (
        await database.pool.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE query ILIKE 'LISTEN%' AND datname = current_database()",
        )
      ).rows.map((row) => row.pid);
    await until(async () => (await listening()).length === 1, 'the runner to LISTEN');
    const [first] = await listening();
    await database.pool.query('SELECT pg_terminate_backend($1)', [first]);
    const job = await enqueueJob(database.db, { kind: 'note', userId, payload: {} });
    await until(async () => done.includes(job.id), 'the job to run after the connection was lost');
    await until(async () => {
      const pids = await listening();
      return pids.length === 1 && pids[0] !== first;
    }, 'the runner to LISTEN again');
  });
});
