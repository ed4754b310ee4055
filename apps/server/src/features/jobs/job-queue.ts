import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownJob } from './job.policy';
import { type JobStatus, jobs } from './jobs.table';

/** The channel workers LISTEN on; a NOTIFY is sent with every enqueue. */
export const JOBS_CHANNEL = 'muster_jobs';

export type JobRow = typeof jobs.$inferSelect;
type Executor = Pick<Database, 'execute' | 'insert' | 'update' | 'select'>;

/** Queues a job; given an open transaction, the job exists only if that transaction commits. */
export async function enqueueJob(
  db: Pick<Database, 'transaction'>,
  input: {
    kind: string;
    userId: string;
    payload: unknown;
    progress?: unknown;
    runAfter?: Date;
    maxAttempts?: number;
  },
): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        kind: input.kind,
        userId: input.userId,
        payload: input.payload,
        progress: input.progress ?? {},
        ...(input.runAfter ? { runAfter: input.runAfter } : {}),
        ...(input.maxAttempts ? { maxAttempts: input.maxAttempts } : {}),
      })
      .returning();
    if (!row) throw new Error('job not inserted');
    // Delivered when the transaction commits, so a worker never wakes before the row is visible.
    await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${input.kind})`);
    return row;
  });
}

/** Takes the oldest due job of these kinds, if any, for this worker. */
export async function claimJob(db: Executor, workerId: string, kinds: string[]): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const result = await db.execute<{ id: string }>(sql`
    UPDATE jobs SET status = 'running', locked_by = ${workerId}, locked_at = now(),
      attempts = attempts + 1, updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE status = 'queued' AND run_after <= now() AND kind IN (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
      ORDER BY run_after, created_at
      FOR UPDATE SKIP LOCKED
      LIMIT 1)
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (!id) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/**
 * Stores progress and renews the lease, for the worker holding the job only. Answers the job's
 * status, so a worker learns that its job was cancelled (and may still record what it finished);
 * null once the job is no longer this worker's (taken back after a lost lease).
 */
export async function recordProgress(
  db: Executor,
  id: string,
  workerId: string,
  progress: unknown,
): Promise<JobStatus | null> {
  const [row] = await db
    .update(jobs)
    .set({ progress, lockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), inArray(jobs.status, ['running', 'cancelled'])))
    .returning({ status: jobs.status });
  return row?.status ?? null;
}

/**
 * Renews the lease of a job this worker is still running, without touching its progress: the
 * runner's heartbeat, so a long step that reports nothing is never handed out a second time.
 * False once the job is not this worker's any more.
 */
export async function renewLease(db: Executor, id: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), inArray(jobs.status, ['running', 'cancelled'])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Ends a running job of this worker's; a job cancelled meanwhile stays cancelled. */
export async function finishJob(
  db: Executor,
  id: string,
  workerId: string,
  outcome: { status: 'succeeded' | 'failed'; error?: string | null; dead?: boolean },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
      lockedBy: null,
      lockedAt: null,
      ...(outcome.dead ? { deadAt: sql`now()` } : {}),
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
  await db
    .update(jobs)
    .set({ finishedAt: sql`coalesce(${jobs.finishedAt}, now())`, lockedBy: null, lockedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'cancelled')));
}

/**
 * The wait before attempt n + 1 of a job that failed unexpectedly n times: 10 s, 40 s, 160 s, …
 * (×4 each time) up to an hour, with up to a fifth added at random so jobs that failed together
 * (a provider down) do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(10_000 * 4 ** Math.max(0, attempts - 1), 60 * 60_000);
  return Math.round(base * (1 + random() / 5));
}

/**
 * A job of this worker's that failed unexpectedly: back to the queue after a delay while it has
 * attempts left (true), else failed for good and kept as a dead letter (false).
 */
export async function retryOrBury(
  db: Executor,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  workerId: string,
  error: string,
  delayMs: number,
): Promise<boolean> {
  if (job.attempts < job.maxAttempts) {
    const rows = await db
      .update(jobs)
      .set({
        status: 'queued',
        error,
        runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        lockedBy: null,
        lockedAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    if (rows.length > 0) return true;
  }
  await finishJob(db, job.id, workerId, { status: 'failed', error, dead: true });
  return false;
}

/**
 * Jobs whose worker stopped renewing its lease (a crashed or killed server: a live one renews it
 * every lease/3 while the job runs) go back to the queue, or fail for good, as dead letters,
 * once they have used their attempts.
 */
export async function recoverStaleJobs(db: Executor, leaseMs: number): Promise<number> {
  const result = await db.execute(sql`
    UPDATE jobs SET
      status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
      error = CASE WHEN attempts >= max_attempts
        THEN 'The job stopped before finishing too many times.' ELSE error END,
      finished_at = CASE WHEN attempts >= max_attempts THEN now() ELSE NULL END,
      dead_at = CASE WHEN attempts >= max_attempts THEN now() ELSE NULL END,
      locked_by = NULL, locked_at = NULL, updated_at = now()
    WHERE status = 'running' AND locked_at < now() - make_interval(secs => ${leaseMs / 1000})`);
  return result.rowCount ?? 0;
}

/**
 * Deletes finished jobs of the given kinds older than their retention (days per kind). Only kinds
 * whose rows are plumbing (pushes sent, lists resolved) are listed by the runner: jobs a user
 * reads back as their own record (a batch analysis, an ingestion) stay until the user goes.
 * Dead letters are kept until an admin deals with them.
 */
export async function sweepFinishedJobs(
  db: Executor,
  retentionDays: Record<string, number>,
): Promise<number> {
  let deleted = 0;
  for (const [kind, days] of Object.entries(retentionDays)) {
    const result = await db.execute(sql`
      DELETE FROM jobs WHERE kind = ${kind} AND finished_at IS NOT NULL AND dead_at IS NULL
        AND finished_at < now() - make_interval(days => ${days})`);
    deleted += result.rowCount ?? 0;
  }
  return deleted;
}

/** Sends a dead letter back to the queue with fresh attempts (an admin's "Retry"); false when it is not one. */
export async function requeueDeadJob(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: 0,
      deadAt: null,
      finishedAt: null,
      runAfter: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), isNotNull(jobs.deadAt)))
    .returning({ id: jobs.id, kind: jobs.kind });
  const row = rows[0];
  if (row) await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${row.kind})`);
  return row !== undefined;
}

/** Cancels a queued or running job of this user; false when there is nothing to cancel. */
export async function cancelJob(db: Executor, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'cancelled',
      updatedAt: sql`now()`,
      finishedAt: sql`CASE WHEN ${jobs.status} = 'queued' THEN now() ELSE NULL END`,
    })
    .where(and(ownJob(userId, id), inArray(jobs.status, ['queued', 'running'])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
