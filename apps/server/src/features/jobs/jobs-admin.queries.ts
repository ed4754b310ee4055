import type { AdminJobs } from '@muster/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Per kind: jobs waiting, retrying, running, finished in the last day, and dead letters. */
export async function readJobOverview(db: Database): Promise<AdminJobs> {
  const kinds = await db.execute<{
    kind: string;
    queued: number;
    retrying: number;
    running: number;
    succeeded_day: number;
    failed_day: number;
    dead: number;
  }>(sql`
    SELECT kind,
      count(*) FILTER (WHERE status = 'queued')::int AS queued,
      count(*) FILTER (WHERE status = 'queued' AND attempts > 0)::int AS retrying,
      count(*) FILTER (WHERE status = 'running')::int AS running,
      count(*) FILTER (WHERE status = 'succeeded' AND finished_at > now() - interval '1 day')::int AS succeeded_day,
      count(*) FILTER (WHERE status = 'failed' AND finished_at > now() - interval '1 day')::int AS failed_day,
      count(*) FILTER (WHERE dead_at IS NOT NULL)::int AS dead
    FROM jobs GROUP BY kind ORDER BY kind`);
  const dead = await db.execute<{
    id: string;
    kind: string;
    error: string | null;
    attempts: number;
    created_at: Date | string;
    dead_at: Date | string;
  }>(sql`
    SELECT id, kind, error, attempts, created_at, dead_at FROM jobs
    WHERE dead_at IS NOT NULL ORDER BY dead_at DESC LIMIT 50`);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    kinds: kinds.rows.map((row) => ({
      kind: row.kind,
      queued: row.queued,
      retrying: row.retrying,
      running: row.running,
      succeededDay: row.succeeded_day,
      failedDay: row.failed_day,
      dead: row.dead,
    })),
    dead: dead.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      error: row.error,
      attempts: row.attempts,
      createdAt: iso(row.created_at),
      deadAt: iso(row.dead_at),
    })),
  };
}
