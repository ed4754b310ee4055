import type { ApiError } from '@muster/contracts/errors';

/**
 * The server's error envelope ({ error: { code, message, details? } }) out of a reply body, or
 * null when the body is not one (a proxy's page, a network error). Checked by hand rather than
 * with the contract's schema so the code every page starts with does not need zod.
 */
export function apiErrorOf(payload: unknown): ApiError['error'] | null {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return null;
  const error: unknown = payload.error;
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || typeof error.code !== 'string') return null;
  if (!('message' in error) || typeof error.message !== 'string') return null;
  return {
    code: error.code,
    message: error.message,
    details: 'details' in error ? error.details : undefined,
  };
}
