import type { ErrorReport } from '@muster/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppError, createAppError } from './app-error';
import { ErrorTracker } from './error-tracker';
import { appErrorFromNetworkFailure, appErrorFromResponse } from './http-errors';

const anError = (overrides: Partial<AppError> = {}) =>
  createAppError({
    code: 'HTTP_500',
    message: 'HTTP 500: Internal Server Error',
    severity: 'error',
    isRecoverable: false,
    source: '/api/x',
    category: 'api',
    ...overrides,
  });

describe('ErrorTracker', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the latest 50 in history and 100 in storage', () => {
    let saved: AppError[] = [];
    const tracker = new ErrorTracker({ saveStored: (errors) => (saved = errors) });
    for (let i = 0; i < 120; i++) tracker.track(anError({ message: `e${i}` }));
    tracker.flush();
    expect(tracker.getHistory()).toHaveLength(50);
    expect(tracker.getHistory()[0]?.message).toBe('e70');
    expect(saved).toHaveLength(100);
    expect(saved[0]?.message).toBe('e20');
  });

  it('reports in batches of 10 and keeps a failed batch for later', async () => {
    const batches: ErrorReport[][] = [];
    let fail = false;
    const tracker = new ErrorTracker({
      transport: async (batch) => {
        if (fail) return false;
        batches.push(batch);
        return true;
      },
    });
    for (let i = 0; i < 25; i++) tracker.track(anError());
    await tracker.report();
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    fail = true;
    tracker.track(anError());
    await tracker.report();
    expect(tracker.pendingCount()).toBe(1);
  });

  it('reports every 60 s and flushes every 30 s once started', async () => {
    vi.useFakeTimers();
    const transport = vi.fn(async () => true);
    const saveStored = vi.fn();
    const tracker = new ErrorTracker({ transport, saveStored });
    tracker.start();
    tracker.track(anError());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(saveStored).toHaveBeenCalledTimes(1);
    expect(transport).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(transport).toHaveBeenCalledTimes(1);
    tracker.stop();
  });

  it('runs recovery only for recoverable errors with a matching strategy', async () => {
    const tracker = new ErrorTracker();
    const recover = vi.fn(() => true);
    tracker.registerRecovery('NETWORK_OFFLINE', recover);
    expect(await tracker.recover(anError({ code: 'NETWORK_OFFLINE', isRecoverable: false }))).toBe(false);
    expect(await tracker.recover(anError({ code: 'NETWORK_ERROR', isRecoverable: true }))).toBe(false);
    expect(await tracker.recover(anError({ code: 'NETWORK_OFFLINE', isRecoverable: true }))).toBe(true);
    expect(recover).toHaveBeenCalledTimes(1);
  });

  it('counts errors per minute, hour and day', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const at = (msAgo: number) => anError({ timestamp: new Date(now - msAgo).toISOString() });
    const tracker = new ErrorTracker({
      now: () => now,
      loadStored: () => [at(30_000), at(30 * 60_000), at(5 * 3_600_000), at(2 * 86_400_000)],
    });
    expect(tracker.stats()).toEqual({ minute: 1, hour: 2, day: 3 });
  });
});

describe('HTTP and network errors (spec 000 §8)', () => {
  it.each([
    [500, 'error', false],
    [503, 'error', false],
    [404, 'warning', false],
    [400, 'warning', true],
    [429, 'warning', true],
  ] as const)('status %i is %s, recoverable %s', (status, severity, recoverable) => {
    const error = appErrorFromResponse(status, 'Text', '/api/x', 'GET');
    expect(error).toMatchObject({
      code: `HTTP_${status}`,
      message: `HTTP ${status}: Text`,
      severity,
      isRecoverable: recoverable,
    });
  });

  it('distinguishes offline from other network failures', () => {
    expect(appErrorFromNetworkFailure(true, '/x', 'GET')).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Network request failed',
    });
    expect(appErrorFromNetworkFailure(false, '/x', 'GET')).toMatchObject({
      code: 'NETWORK_OFFLINE',
      message: 'You appear to be offline. Check your internet connection.',
    });
  });
});
