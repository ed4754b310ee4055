import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type JobStatus, jobs } from './jobs.table';

/** The channel workers LISTEN on; a NOTIFY is sent with every enqueue. */
export const JOBS_CHANNEL = 'muster_jobs';

export type JobRow = typeof jobs.$inferSelect;
type Executor = Pick<Database, 'execute' | 'insert' | 'update' | 'select'>;

export async function enqueueJob(
  db: Database,
  input: { kind: string; userId: string; payload: unknown; progress?: unknown; runAfter?: Date },
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
 * Stores progress and renews the lease. Answers the job's status, so a worker learns that its
 * job was cancelled (and may still record what it finished).
 */
export async function recordProgress(db: Executor, id: string, progress: unknown): Promise<JobStatus | null> {
  const [row] = await db
    .update(jobs)
    .set({ progress, lockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['running', 'cancelled'])))
    .returning({ status: jobs.status });
  return row?.status ?? null;
}

/** Ends a running job; a job cancelled meanwhile stays cancelled. */
export async function finishJob(
  db: Executor,
  id: string,
  outcome: { status: 'succeeded' | 'failed'; error?: string | null },
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
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
  await db
    .update(jobs)
    .set({ finishedAt: sql`coalesce(${jobs.finishedAt}, now())`, lockedBy: null, lockedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'cancelled')));
}

/**
 * Jobs whose worker stopped renewing its lease (a crashed or killed server) go back to the queue,
 * or fail once they have used their attempts.
 */
export async function recoverStaleJobs(db: Executor, leaseMs: number): Promise<number> {
  const result = await db.execute(sql`
    UPDATE jobs SET
      status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
      error = CASE WHEN attempts >= max_attempts
        THEN 'The job stopped before finishing too many times.' ELSE error END,
      finished_at = CASE WHEN attempts >= max_attempts THEN now() ELSE NULL END,
      locked_by = NULL, locked_at = NULL, updated_at = now()
    WHERE status = 'running' AND locked_at < now() - make_interval(secs => ${leaseMs / 1000})`);
  return result.rowCount ?? 0;
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
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId), inArray(jobs.status, ['queued', 'running'])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
