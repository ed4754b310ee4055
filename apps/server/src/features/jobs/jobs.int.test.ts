import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/error-handler';
import { insertUser } from '../../test-support/builders';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { cancelJob, claimJob, enqueueJob, finishJob, recordProgress, recoverStaleJobs } from './job-queue';
import { type JobHandler, type JobRunner, startJobRunner } from './job-runner';
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
        await finishJob(database.db, job.id, { status: 'succeeded' });
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
    expect(await recordProgress(database.db, job.id, { step: 1 })).toBe('running');
    expect(await cancelJob(database.db, job.id, stranger)).toBe(false);
    expect(await cancelJob(database.db, job.id, userId)).toBe(true);
    expect(await recordProgress(database.db, job.id, { step: 2 })).toBe('cancelled');
    await finishJob(database.db, job.id, { status: 'succeeded' });
    expect(await statusOf(job.id)).toMatchObject({ status: 'cancelled', progress: { step: 2 } });
    expect((await statusOf(job.id))?.finishedAt).not.toBeNull();
    expect(await cancelJob(database.db, job.id, userId)).toBe(false);
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
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // let it LISTEN
    const echo = await enqueueJob(database.db, { kind: 'echo', userId, payload: { hello: 'world' } });
    const refuse = await enqueueJob(database.db, { kind: 'refuse', userId, payload: {} });
    const crash = await enqueueJob(database.db, { kind: 'crash', userId, payload: {} });
    await until(async () => (await statusOf(crash.id))?.status === 'failed', 'the jobs to run');
    expect(seen).toEqual([{ hello: 'world' }]);
    expect(await statusOf(echo.id)).toMatchObject({ status: 'succeeded', progress: { half: true } });
    expect(await statusOf(refuse.id)).toMatchObject({
      status: 'failed',
      error: 'Not enough credits for analysis',
    });
    expect((await statusOf(crash.id))?.error).toBe('The job failed unexpectedly.');
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
