import { type AppError, createAppError } from '../app-error';

export type RenderErrorLevel = 'APPLICATION' | 'ROUTE' | 'COMPONENT';

export function renderAppError(level: RenderErrorLevel, error: unknown, source: string): AppError {
  const message = error instanceof Error ? error.message : String(error);
  return createAppError({
    code: `RENDER_ERROR_${level}`,
    message,
    severity: level === 'APPLICATION' ? 'critical' : 'error',
    isRecoverable: level !== 'APPLICATION',
    source,
    category: 'rendering',
    data: error instanceof Error && error.stack ? { stack: error.stack.slice(0, 4000) } : undefined,
  });
}
