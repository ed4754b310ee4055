import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteReply } from '../offline/connectivity';
import { ToastStore } from '../toasts/toast-store';
import { ErrorTracker } from './error-tracker';
import { installFetchMonitor, QUIET_HEADER } from './fetch-monitor';

describe('fetch monitor', () => {
  let uninstall: () => void;
  let tracker: ErrorTracker;
  let toasts: ToastStore;
  const reload = vi.fn();
  const respond = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    window.fetch = respond;
    tracker = new ErrorTracker();
    toasts = new ToastStore();
    uninstall = installFetchMonitor({ tracker, toasts, reportingEndpoint: '/api/errors', reload });
  });
  afterEach(() => {
    uninstall();
    respond.mockReset();
    // Connectivity is the page's: a test that lost the server gives it back.
    noteReply(new Response(null));
  });

  it('records a 500 and toasts with a Retry that reloads', async () => {
    respond.mockResolvedValue(new Response('x', { status: 500, statusText: 'Internal Server Error' }));
    const response = await fetch('/api/rosters');
    expect(response.status).toBe(500);
    expect(tracker.getHistory()[0]).toMatchObject({ code: 'HTTP_500', severity: 'error' });
    const [toast] = toasts.visible();
    expect(toast).toMatchObject({ message: 'HTTP 500: Internal Server Error', variant: 'error' });
    toast?.action?.onClick();
    expect(reload).toHaveBeenCalled();
  });

  it('records a 404 without a toast', async () => {
    respond.mockResolvedValue(new Response('x', { status: 404, statusText: 'Not Found' }));
    await fetch('/api/nothing');
    expect(tracker.getHistory()[0]?.code).toBe('HTTP_404');
    expect(toasts.visible()).toHaveLength(0);
  });

  it('records quiet requests without toasting and strips the marker header', async () => {
    respond.mockResolvedValue(new Response('x', { status: 400, statusText: 'Bad Request' }));
    await fetch('/api/x', { headers: { [QUIET_HEADER]: '1' } });
    expect(new Headers(respond.mock.calls[0]?.[1]?.headers).has(QUIET_HEADER)).toBe(false);
    expect(tracker.getHistory()).toHaveLength(1);
    expect(toasts.visible()).toHaveLength(0);
  });

  it('turns a rejected fetch into NETWORK_ERROR and rethrows', async () => {
    respond.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetch('/api/x')).rejects.toThrow('Failed to fetch');
    expect(tracker.getHistory()[0]?.code).toBe('NETWORK_ERROR');
  });

  it('toasts a lost connection once, however many requests fail, and closes it when the server answers', async () => {
    respond.mockRejectedValue(new TypeError('Failed to fetch'));
    for (const url of ['/api/me', '/api/tournaments/my-active', '/api/rosters'])
      await expect(fetch(url)).rejects.toThrow('Failed to fetch');
    expect(tracker.getHistory().map((error) => error.code)).toEqual([
      'NETWORK_ERROR',
      'NETWORK_ERROR',
      'NETWORK_ERROR',
    ]);
    expect(toasts.visible().map((toast) => toast.message)).toEqual(['Network request failed']);

    respond.mockResolvedValue(Response.json([]));
    await fetch('/api/rosters');
    expect(toasts.visible()).toEqual([]);

    // The next outage is toasted again.
    respond.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetch('/api/rosters')).rejects.toThrow('Failed to fetch');
    expect(toasts.visible()).toHaveLength(1);
  });

  it('neither records nor toasts the health check, whose failure is an answer', async () => {
    respond.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetch('/healthz', { method: 'HEAD' })).rejects.toThrow('Failed to fetch');
    respond.mockResolvedValue(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await fetch('/healthz', { method: 'HEAD' });
    expect(tracker.getHistory()).toEqual([]);
    expect(toasts.visible()).toEqual([]);
  });

  it('never monitors the error-reporting endpoint', async () => {
    respond.mockResolvedValue(new Response('x', { status: 500 }));
    await fetch('/api/errors', { method: 'POST' });
    expect(tracker.getHistory()).toHaveLength(0);
  });

  it('raises AUTH_SESSION_EXPIRED from a 401 that says so', async () => {
    respond.mockResolvedValue(
      Response.json({ error: { code: 'AUTH_SESSION_EXPIRED', message: 'Session expired' } }, { status: 401 }),
    );
    await fetch('/api/me');
    expect(tracker.getHistory().map((error) => error.code)).toEqual(['HTTP_401', 'AUTH_SESSION_EXPIRED']);
  });
});
