import {
  ANALYSIS_CREDIT_COST,
  type BatchAnalysis,
  type BatchAnalysisRequest,
  type BatchProgress,
  batchProgressSchema,
  NOT_ENOUGH_CREDITS_FOR_ANALYSIS,
} from '@muster/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { ownJob } from '../jobs/job.policy';
import { cancelJob, enqueueJob, type JobRow } from '../jobs/job-queue';
import { jobs } from '../jobs/jobs.table';
import { requireOwnRosters } from '../rosters/roster.policy';
import { creditBalance } from '../subscription/credits.queries';

export const BATCH_ANALYSIS_JOB = 'batch-analysis';

export type BatchPayload = { rosterIds: string[]; modelType: 'standard' | 'gemini' };

/** A batch job's progress; a row that does not hold one reads as empty rather than failing. */
export function batchProgressOf(row: Pick<JobRow, 'progress'>): BatchProgress {
  const progress = batchProgressSchema.safeParse(row.progress);
  return progress.success ? progress.data : { total: 0, done: 0, items: [] };
}

function toBatch(row: JobRow): BatchAnalysis {
  const payload = row.payload as BatchPayload;
  return {
    id: row.id,
    status: row.status,
    modelType: payload.modelType,
    progress: batchProgressOf(row),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Queues the analysis of several of the user's rosters. Every roster must be theirs (else 404,
 * as for one roster), and the purse must cover the whole batch before it starts.
 */
export async function createBatch(
  db: Database,
  userId: string,
  request: BatchAnalysisRequest,
): Promise<BatchAnalysis> {
  const rosterIds = [...new Set(request.rosterIds)];
  const owned = await requireOwnRosters(db, userId, rosterIds);
  const needed = rosterIds.length * ANALYSIS_CREDIT_COST;
  const balance = await creditBalance(db, userId);
  if (balance < needed) {
    throw new HttpError(
      402,
      'INSUFFICIENT_CREDITS',
      `${NOT_ENOUGH_CREDITS_FOR_ANALYSIS}: this batch needs ${needed} credits and you have ${balance}.`,
    );
  }
  const byId = new Map(owned.map((row) => [row.id, row]));
  const progress: BatchProgress = {
    total: rosterIds.length,
    done: 0,
    items: rosterIds.map((id) => {
      const roster = byId.get(id);
      return {
        rosterId: id,
        rosterName: roster?.name ?? '',
        faction: roster?.faction ?? '',
        points: roster?.points ?? 0,
        status: 'pending' as const,
      };
    }),
  };
  const payload: BatchPayload = { rosterIds, modelType: request.modelType };
  return toBatch(await enqueueJob(db, { kind: BATCH_ANALYSIS_JOB, userId, payload, progress }));
}

export async function listBatches(db: Database, userId: string): Promise<BatchAnalysis[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, BATCH_ANALYSIS_JOB)))
    .orderBy(desc(jobs.createdAt))
    .limit(20);
  return rows.map(toBatch);
}

export async function findBatch(db: Database, userId: string, id: string): Promise<BatchAnalysis> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(ownJob(userId, id), eq(jobs.kind, BATCH_ANALYSIS_JOB)));
  if (!row) throw new HttpError(404, 'BATCH_NOT_FOUND', 'Batch analysis not found.');
  return toBatch(row);
}

export async function cancelBatch(db: Database, userId: string, id: string): Promise<BatchAnalysis> {
  const batch = await findBatch(db, userId, id);
  if (!(await cancelJob(db, id, userId))) {
    throw new HttpError(409, 'BATCH_FINISHED', `This batch has already ${batch.status}.`);
  }
  return findBatch(db, userId, id);
}
