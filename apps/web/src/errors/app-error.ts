import type { ErrorSeverity } from '@muster/contracts';

export const errorCategories = [
  'network',
  'authentication',
  'authorization',
  'database',
  'validation',
  'api',
  'roster',
  'tournament',
  'matchup',
  'analysis',
  'search',
  'filtering',
  'content',
  'rendering',
  'state',
  'navigation',
  'unexpected',
] as const;
type ErrorCategory = (typeof errorCategories)[number];

/** An error as the app tracks it (spec 000 §3 "App error"). */
export type AppError = {
  id: string;
  code: string;
  message: string;
  source: string;
  timestamp: string;
  data?: Record<string, unknown>;
  isRecoverable: boolean;
  severity: ErrorSeverity;
  category: ErrorCategory;
};

let sequence = 0;

export function createAppError(
  fields: Omit<AppError, 'id' | 'timestamp'> & { timestamp?: string },
): AppError {
  sequence += 1;
  return {
    ...fields,
    id: `${Date.now().toString(36)}-${sequence}`,
    timestamp: fields.timestamp ?? new Date().toISOString(),
  };
}

/** Text for "Copy Details": enough for a bug report, nothing secret. */
export function describeForClipboard(error: AppError, extra: { stack?: string; url?: string } = {}): string {
  return [
    `Code: ${error.code}`,
    `Message: ${error.message}`,
    `Severity: ${error.severity}`,
    `Source: ${error.source}`,
    `Time: ${error.timestamp}`,
    extra.url ? `Page: ${extra.url}` : undefined,
    extra.stack ? `Stack:\n${extra.stack}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
}
