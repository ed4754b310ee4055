import { z } from 'zod';
import { rosterSchema } from './roster-model';

export const parseIssueSchema = z.object({ code: z.string(), message: z.string() });

/**
 * What an input that did not read as a roster holds and lacks, from the parser's own analysis,
 * so the player is told more than "not a roster". `found` and `missing` are noun phrases;
 * `summary` is the sentence to show.
 */
export const inputDiagnosisSchema = z.object({
  kind: z.enum(['empty', 'too-large', 'binary', 'archive', 'pdf', 'image', 'json', 'xml', 'text']),
  found: z.array(z.string()),
  missing: z.array(z.string()),
  summary: z.string(),
});
export type InputDiagnosis = z.infer<typeof inputDiagnosisSchema>;

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
  /** Set when nothing was read (no roster, no partial data): what the input holds and lacks. */
  diagnosis: inputDiagnosisSchema.optional(),
});
export type ParseResult = z.infer<typeof parseResultSchema>;

/** Our own JSON export, which imports back unchanged. */
export const musterRosterExportSchema = z.object({
  format: z.literal('muster-roster'),
  version: z.literal(1),
  roster: rosterSchema,
});
