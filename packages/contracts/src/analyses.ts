import { rosterAnalysisSchema } from '@muster/analysis';
import { z } from 'zod';

export { type RosterAnalysis, rosterAnalysisSchema, type UnitAssessment } from '@muster/analysis';

/** Spec 000: only these model types; anything else is 'Unsupported AI model type'. */
export const analysisModelTypes = ['standard', 'gemini'] as const;
export const ANALYSIS_CREDIT_COST = 1;
export const NOT_ENOUGH_CREDITS_FOR_ANALYSIS = 'Not enough credits for analysis';

export const analysisRequestSchema = z.object({
  modelType: z
    .string()
    .default('standard')
    .refine(
      (value) => (analysisModelTypes as readonly string[]).includes(value),
      'Unsupported AI model type',
    ),
});

export const savedAnalysisSchema = z.object({
  id: z.uuid(),
  rosterId: z.uuid(),
  userId: z.uuid(),
  creditsUsed: z.number().int(),
  modelUsed: z.string(),
  createdAt: z.iso.datetime(),
  dataNotes: z.object({ enriched: z.array(z.string()), unmatched: z.array(z.string()) }),
  analysis: rosterAnalysisSchema,
  /** Credits left after this analysis (only on the reply that spent them). */
  creditsRemaining: z.number().int().optional(),
});
export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;
