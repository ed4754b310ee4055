import { apiErrorSchema } from '@muster/contracts/errors';
import type { z } from 'zod';
import { QUIET_HEADER } from '../errors/fetch-monitor';

/** An API failure with the server's code and human message. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    /** The error's `details`, when the server sent any (e.g. the rows a file was refused for). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type Options = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; quiet?: boolean };

/**
 * Calls the JSON API and validates the reply with its contract schema. Pages that show their own
 * error text pass quiet, so the global monitor records the failure without a second toast.
 */
export async function apiRequest<T>(path: string, schema: z.ZodType<T>, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.quiet) headers[QUIET_HEADER] = '1';
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiRequestError(
      parsed.success ? parsed.data.error.message : `HTTP ${response.status}: ${response.statusText}`,
      parsed.success ? parsed.data.error.code : `HTTP_${response.status}`,
      response.status,
      parsed.success ? parsed.data.error.details : undefined,
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiRequestError('Unexpected data structure from server.', 'INVALID_REPLY', response.status);
  return parsed.data;
}
