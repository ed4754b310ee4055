import { rosterAnalysisSchema } from '@muster/analysis';
import { z } from 'zod';

export { type RosterAnalysis, rosterAnalysisSchema, type UnitAssessment } from '@muster/analysis';

/** Spec 000: only these model types; anything else is 'Unsupported AI model type'. */
export const analysisModelTypes = ['standard', 'gemini'] as const;
export { ANALYSIS_CREDIT_COST } from './analysis-options';
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

export const analysisDataNotesSchema = z.object({
  /** Units whose profiles came from the data set. */
  enriched: z.array(z.string()),
  /** Units found neither in the file nor in the data set: not counted. */
  unmatched: z.array(z.string()),
  /** Set when a language model phrased the computed facts. */
  narration: z
    .object({
      provider: z.enum(['gemini', 'openai-compatible']),
      model: z.string(),
      /** Statements refused because they carried numbers the facts did not. */
      droppedStatements: z.number().int(),
    })
    .optional(),
});
export type AnalysisDataNotes = z.infer<typeof analysisDataNotesSchema>;

export const savedAnalysisSchema = z.object({
  id: z.uuid(),
  rosterId: z.uuid(),
  userId: z.uuid(),
  creditsUsed: z.number().int(),
  modelUsed: z.string(),
  createdAt: z.iso.datetime(),
  dataNotes: analysisDataNotesSchema,
  analysis: rosterAnalysisSchema,
  /** Credits left after this analysis (only on the reply that spent them). */
  creditsRemaining: z.number().int().optional(),
});
export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;

/**
 * What answers the analyzer and the coach on this server: Muster's rules engine (always there,
 * offline) or, when one is switched on, a language model that phrases the engine's facts.
 */
export const answeringEngineSchema = z.object({
  kind: z.enum(['rules-engine', 'gemini', 'openai-compatible']),
  /** The model's name; null for the rules engine. */
  model: z.string().nullable(),
});
export type AnsweringEngine = z.infer<typeof answeringEngineSchema>;
export const engineStatusSchema = z.object({ engine: answeringEngineSchema });

/** Which analysis engines this server offers (the language model only when one is configured). */
export const analysisModelsSchema = z.object({
  creditCost: z.number().int(),
  models: z.array(
    z.object({
      modelType: z.enum(analysisModelTypes),
      available: z.boolean(),
      label: z.string(),
      description: z.string(),
    }),
  ),
});
export type AnalysisModels = z.infer<typeof analysisModelsSchema>;

export const analysisSummarySchema = z.object({
  id: z.uuid(),
  rosterId: z.uuid(),
  rosterName: z.string(),
  faction: z.string(),
  modelUsed: z.string(),
  overallRating: z.number(),
  createdAt: z.iso.datetime(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;
export const analysisSummariesSchema = z.object({ analyses: z.array(analysisSummarySchema) });

/** The offline engine run on the sample lists: free, not stored (the analyzer test bench). */
export const analysisSamplesSchema = z.object({
  samples: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      faction: z.string(),
      points: z.number(),
      analysis: rosterAnalysisSchema,
      dataNotes: analysisDataNotesSchema,
    }),
  ),
});
