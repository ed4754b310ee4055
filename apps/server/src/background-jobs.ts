import type pg from 'pg';
import type { Database } from './db/database';
import type { LanguageModel } from './features/ai/language-model';
import { batchAnalysisHandler } from './features/batch-analysis/batch-analysis.job';
import { BATCH_ANALYSIS_JOB } from './features/batch-analysis/batch-analysis.queries';
import { CONTENT_INGESTION_JOB, contentIngestionHandler } from './features/content/content-ingestion.job';
import { type JobRunner, startJobRunner } from './features/jobs/job-runner';
import { ROSTER_RESOLUTION_JOB, rosterResolutionHandler } from './features/rosters/roster-resolution.job';

/** Every kind of background job this server runs, wired to its handler. */
export function startBackgroundJobs(deps: {
  db: Database;
  pool: pg.Pool;
  narrator: LanguageModel | null;
  log?: (message: string) => void;
  pollMs?: number;
}): JobRunner {
  return startJobRunner({
    db: deps.db,
    pool: deps.pool,
    log: deps.log,
    pollMs: deps.pollMs,
    handlers: {
      [BATCH_ANALYSIS_JOB]: batchAnalysisHandler({ db: deps.db, narrator: deps.narrator }),
      [CONTENT_INGESTION_JOB]: contentIngestionHandler({ db: deps.db }),
      [ROSTER_RESOLUTION_JOB]: rosterResolutionHandler({ db: deps.db, log: deps.log }),
    },
  });
}
