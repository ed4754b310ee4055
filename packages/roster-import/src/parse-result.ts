import { z } from 'zod';
import { rosterSchema } from './roster-model';

export const parseIssueSchema = z.object({ code: z.string(), message: z.string() });

/** Spec 001 §3's parse result. `roster` is set when the roster is valid; otherwise `partialData`. */
export const parseResultSchema = z.object({
  success: z.boolean(),
  roster: rosterSchema.nullable(),
  confidenceScore: z.number().min(0).max(1),
  warnings: z.array(parseIssueSchema),
  errors: z.array(parseIssueSchema),
  partialData: rosterSchema.nullable(),
  missingFields: z.array(z.string()),
  detectedFormat: z.string(),
});
export type ParseResult = z.infer<typeof parseResultSchema>;

/** Our own JSON export, which imports back unchanged. */
export const musterRosterExportSchema = z.object({
  format: z.literal('muster-roster'),
  version: z.literal(1),
  roster: rosterSchema,
});
