import type { ApiError } from '@muster/contracts';
import { type ErrorCode, type PassedThroughCode, passThroughCode } from '@muster/contracts/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-errors';

/** An error whose message is safe to show the caller, with the HTTP status it maps to. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | PassedThroughCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function apiError(code: ErrorCode | PassedThroughCode, message: string, details?: unknown): ApiError {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/**
 * An error as the log may keep it: a failed query's parameters are the user's own text (names,
 * messages, passwords in a bad moment), so they never reach the log; the SQL and the cause do.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { params: _params, ...rest } = error as Error & { params?: unknown };
  const cause = (error as { cause?: unknown }).cause;
  return {
    ...rest,
    type: error.name,
    message: error.message.replace(/\nparams:[\s\S]*$/, '\nparams: [not logged]'),
    stack: error.stack?.replace(/\nparams:[\s\S]*?(\n\s+at |$)/, '\nparams: [not logged]$1'),
    ...(cause instanceof Error ? { cause: loggableError(cause) } : {}),
  };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(apiError(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath,
        message: issue.message,
      }));
      const first = details[0];
      // Messages written for users (spec texts such as "Battlefield name is required") stand alone;
      // zod's generic ones ("Invalid input: …", "Too small: …") need the field they are about.
      const text = first?.message ?? '';
      const generic = /^(Invalid|Too (big|small)|Expected|Unrecognized)/.test(text);
      const message = !first
        ? 'Invalid request'
        : generic || !text
          ? `Invalid request: ${first.path || 'body'} ${text}`
          : text;
      return reply.status(400).send(apiError('VALIDATION_FAILED', message, details));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(apiError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply
        .status(500)
        .send(apiError('INTERNAL_ERROR', 'An unexpected error occurred. Please try again.'));
    }
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type, rate limit).
    return reply
      .status(status)
      .send(apiError(passThroughCode(error.code ?? `HTTP_${status}`), error.message));
  });
}
