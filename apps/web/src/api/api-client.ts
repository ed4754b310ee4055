import type { AuthErrorCode, ErrorCode } from '@muster/contracts/error-codes';
import type { z } from 'zod';
import { QUIET_HEADER } from '../errors/fetch-monitor';
import { apiErrorOf } from './api-error-envelope';

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

  /** Whether the server answered this code; a code not in the catalogue fails the type check. */
  is(code: ErrorCode | AuthErrorCode): boolean {
    return this.code === code;
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  quiet?: boolean;
  /** A query's signal: a read the page no longer shows is dropped, and the server stops its work. */
  signal?: AbortSignal;
};

/**
 * Calls the JSON API. The reply's type is its contract schema's output: the server validates
 * every reply against that same schema before sending it (the route's response schema, through
 * the zod serializer), so the browser does not parse it a second time. That keeps zod and the
 * contract modules out of the scripts a page needs to start. Pages that show their own error
 * text pass quiet, so the global monitor records the failure without a second toast.
 */
export async function apiRequest<Reply extends z.ZodType>(
  path: string,
  options: Options = {},
): Promise<z.output<Reply>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.quiet) headers[QUIET_HEADER] = '1';
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = apiErrorOf(payload);
    throw new ApiRequestError(
      error?.message ?? `HTTP ${response.status}: ${response.statusText}`,
      error?.code ?? `HTTP_${response.status}`,
      response.status,
      error?.details,
    );
  }
  if (response.status === 204) return null as z.output<Reply>;
  // A reply that is not JSON at all (a proxy's error page, say) is not the contract's.
  if (payload === undefined)
    throw new ApiRequestError('Unexpected data structure from server.', 'INVALID_REPLY', response.status);
  return payload as z.output<Reply>;
}
