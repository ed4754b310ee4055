import type { BatchItem, BatchProgress } from '@muster/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import type { LanguageModel } from '../ai/language-model';
import { runAnalysis } from '../analysis/analyses.queries';
import type { JobHandler } from '../jobs/job-runner';
import { type BatchPayload, batchProgressOf } from './batch-analysis.queries';

/**
 * Analyses a batch's rosters one after another, writing progress after each. Each analysis is
 * charged on its own, so a cancelled or interrupted batch has paid only for what it finished.
 */
export function batchAnalysisHandler(deps: { db: Database; narrator: LanguageModel | null }): JobHandler {
  return async (job, context) => {
    const { modelType } = job.payload as BatchPayload;
    const progress: BatchProgress = batchProgressOf(job);
    const items = progress.items;
    const save = () => context.progress({ ...progress, done: items.filter(isFinished).length });
    let stopReason: string | null = null;

    for (const item of items) {
      if (isFinished(item)) continue; // a retried job keeps what it already did
      if (stopReason) {
        Object.assign(item, { status: 'skipped', error: stopReason });
        continue;
      }
      item.status = 'running';
      if ((await save()) === 'cancelled') {
        stopReason = 'Cancelled.';
        Object.assign(item, { status: 'skipped', error: stopReason });
        continue;
      }
      try {
        const saved = await runAnalysis(deps.db, job.userId, item.rosterId, {
          modelType,
          narrator: deps.narrator,
        });
        Object.assign(item, {
          status: 'done',
          analysisId: saved.id,
          overallRating: saved.analysis.overallRating,
          pointsRemovedPer100: saved.analysis.performanceMetrics.pointsRemovedPer100,
          modelUsed: saved.modelUsed,
        } satisfies Partial<BatchItem>);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        Object.assign(item, { status: 'failed', error: error.message });
        // Without credits the rest cannot run either.
        if (error.code === 'INSUFFICIENT_CREDITS') stopReason = error.message;
      }
    }
    await save();
  };
}

const isFinished = (item: BatchItem) =>
  item.status === 'done' || item.status === 'failed' || item.status === 'skipped';
