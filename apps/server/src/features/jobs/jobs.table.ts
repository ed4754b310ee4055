import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Background work, queued in PostgreSQL so any server can run it: workers claim with
 * FOR UPDATE SKIP LOCKED, are woken by NOTIFY, and renew their lease with each progress write.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    progress: jsonb('progress').$type<unknown>().notNull().default({}),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Set when the job failed for good after its retries (or stopped mid-run too often): the
     * dead letters an admin looks at, and can send back to the queue.
     */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_queued_idx').on(table.runAfter).where(sql`${table.status} = 'queued'`),
    index('jobs_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    index('jobs_dead_idx').on(table.deadAt).where(sql`${table.deadAt} IS NOT NULL`),
    index('jobs_finished_idx').on(table.kind, table.finishedAt).where(sql`${table.finishedAt} IS NOT NULL`),
    check(
      'jobs_status_check',
      sql.raw(`"status" IN (${jobStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);
