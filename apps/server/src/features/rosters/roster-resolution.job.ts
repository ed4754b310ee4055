import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resolveArmyOffThread } from '../game-data/game-data-workers';
import { enqueueJob } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-runner';
import { rosters } from './rosters.table';

export const ROSTER_RESOLUTION_JOB = 'roster-resolution';

type Payload = { rosterId: string; attempt: number };

/** Tries over about an hour (30 s, 1, 2, 4, 8, 16, 32 min); the start-up sweep catches the rest. */
const MAX_ATTEMPTS = 7;
const retryDelayMs = (attempt: number) => 30_000 * 2 ** attempt;

/** Queues the background resolution of a roster saved while the game-data workers could not answer. */
export async function queueRosterResolution(
  db: Database,
  roster: { id: string; userId: string },
  attempt = 0,
  runAfter?: Date,
): Promise<void> {
  await enqueueJob(db, {
    kind: ROSTER_RESOLUTION_JOB,
    userId: roster.userId,
    payload: { rosterId: roster.id, attempt } satisfies Payload,
    runAfter,
  });
}

/**
 * Resolves one saved roster that has no resolution yet. An edit made meanwhile is never
 * overwritten (the write is conditional on the version read); a failure is tried again later, a
 * few times, each once (a task that times out is not retried in a loop).
 */
export function rosterResolutionHandler(deps: { db: Database; log?: (message: string) => void }): JobHandler {
  return async (job) => {
    const { rosterId, attempt } = job.payload as Payload;
    const [row] = await deps.db
      .select({
        id: rosters.id,
        userId: rosters.userId,
        rosterData: rosters.rosterData,
        // The timestamp as text: a JavaScript Date would drop its microseconds and never match.
        version: sql<string>`${rosters.updatedAt}::text`,
      })
      .from(rosters)
      .where(eq(rosters.id, rosterId));
    if (!row || row.rosterData.resolution) return;
    try {
      const rosterData = await resolveArmyOffThread(row.rosterData);
      await deps.db
        .update(rosters)
        .set({ rosterData })
        .where(and(eq(rosters.id, row.id), sql`${rosters.updatedAt}::text = ${row.version}`));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt + 1 >= MAX_ATTEMPTS) {
        deps.log?.(`Roster ${rosterId} is still unresolved after ${MAX_ATTEMPTS} attempts: ${reason}`);
        return;
      }
      await queueRosterResolution(deps.db, row, attempt + 1, new Date(Date.now() + retryDelayMs(attempt)));
    }
  };
}
