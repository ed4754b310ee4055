import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-client';
import { isWorthRetrying } from './App';

describe('query retries', () => {
  it('never retries a 404 or another refusal of the request itself', () => {
    expect(isWorthRetrying(new ApiRequestError('That thread does not exist.', 'THREAD_NOT_FOUND', 404))).toBe(
      false,
    );
    expect(isWorthRetrying(new ApiRequestError('Nope', 'FORBIDDEN', 403))).toBe(false);
    expect(isWorthRetrying(new ApiRequestError('Bad', 'VALIDATION_FAILED', 400))).toBe(false);
    expect(isWorthRetrying(new Error('Request failed: 404'))).toBe(false);
  });

  it('retries what may pass: server errors, timeouts, rate limits and network failures', () => {
    expect(isWorthRetrying(new ApiRequestError('Oops', 'INTERNAL', 500))).toBe(true);
    expect(isWorthRetrying(new ApiRequestError('Slow down', 'RATE_LIMITED', 429))).toBe(true);
    expect(isWorthRetrying(new ApiRequestError('Timeout', 'TIMEOUT', 408))).toBe(true);
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('retries a read replaced on the server by one sent earlier, but not other conflicts', () => {
    const replaced = 'A newer request for the same thing replaced this one.';
    expect(isWorthRetrying(new ApiRequestError(replaced, 'CANCELLED', 409))).toBe(true);
    expect(isWorthRetrying(new ApiRequestError('Taken', 'EMAIL_TAKEN', 409))).toBe(false);
  });
});
