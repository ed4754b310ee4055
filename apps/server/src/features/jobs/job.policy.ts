import { and, eq } from 'drizzle-orm';
import { jobs } from './jobs.table';

/**
 * Whose job one is (docs/architecture.md, "Object-level permissions"): a user reads and cancels
 * only the jobs they queued. Each feature that queues jobs answers another user's id like a
 * missing one, with its own 404.
 */

/** The rows a read or change of the user's job may touch: that job, when it is theirs. */
export const ownJob = (userId: string, id: string) => and(eq(jobs.id, id), eq(jobs.userId, userId));
