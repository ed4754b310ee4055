import { z } from 'zod';

export const errorSeverities = ['info', 'warning', 'error', 'critical', 'fatal'] as const;
export const errorSeveritySchema = z.enum(errorSeverities);
export type ErrorSeverity = z.infer<typeof errorSeveritySchema>;

/** Limits of the error-report endpoint; the web reporter batches to fit them. */
export const errorReportLimits = {
  batchSize: 10,
  codeLength: 100,
  messageLength: 2000,
  sourceLength: 500,
  dataBytes: 8192,
} as const;

export const errorReportSchema = z.object({
  code: z.string().min(1).max(errorReportLimits.codeLength),
  message: z.string().max(errorReportLimits.messageLength),
  severity: errorSeveritySchema,
  source: z.string().max(errorReportLimits.sourceLength),
  timestamp: z.iso.datetime(),
  data: z
    .record(z.string(), z.unknown())
    .optional()
    .refine((data) => data === undefined || JSON.stringify(data).length <= errorReportLimits.dataBytes, {
      message: `data must serialise to at most ${errorReportLimits.dataBytes} bytes`,
    }),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorReportBatchSchema = z.object({
  errors: z.array(errorReportSchema).min(1).max(errorReportLimits.batchSize),
});
export type ErrorReportBatch = z.infer<typeof errorReportBatchSchema>;

export const errorReportReplySchema = z.object({ accepted: z.number().int() });

/** Every JSON error reply of the API has this shape. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
