import { z } from 'zod';
import { analysisModelTypes } from './analyses';

/** At most this many rosters in one batch. */
export const BATCH_ANALYSIS_MAX_ROSTERS = 20;

export const batchAnalysisRequestSchema = z.object({
  rosterIds: z
    .array(z.uuid('Invalid roster id format'))
    .min(1, 'Choose at least one roster.')
    .max(BATCH_ANALYSIS_MAX_ROSTERS, `A batch holds at most ${BATCH_ANALYSIS_MAX_ROSTERS} rosters.`),
  modelType: z.enum(analysisModelTypes, 'Unsupported AI model type').default('standard'),
});
export type BatchAnalysisRequest = z.infer<typeof batchAnalysisRequestSchema>;

export const batchItemSchema = z.object({
  rosterId: z.uuid(),
  rosterName: z.string(),
  faction: z.string(),
  points: z.number(),
  status: z.enum(['pending', 'running', 'done', 'failed', 'skipped']),
  analysisId: z.uuid().optional(),
  overallRating: z.number().optional(),
  pointsRemovedPer100: z.number().optional(),
  modelUsed: z.string().optional(),
  error: z.string().optional(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchProgressSchema = z.object({
  total: z.number().int(),
  done: z.number().int(),
  items: z.array(batchItemSchema),
});
export type BatchProgress = z.infer<typeof batchProgressSchema>;

export const batchAnalysisSchema = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  modelType: z.enum(analysisModelTypes),
  progress: batchProgressSchema,
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type BatchAnalysis = z.infer<typeof batchAnalysisSchema>;

export const batchAnalysisListSchema = z.object({ batches: z.array(batchAnalysisSchema) });
export const batchIdParamsSchema = z.object({ id: z.uuid('Invalid batch id format') });
