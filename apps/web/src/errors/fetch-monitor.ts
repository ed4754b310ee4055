import { apiErrorOf } from '../api/api-error-envelope';
import {
  HEALTH_CHECK_PATH,
  isConnected,
  noteNetworkFailure,
  noteReply,
  subscribeToConnectivity,
} from '../offline/connectivity';
import type { ToastStore } from '../toasts/toast-store';
import { createAppError } from './app-error';
import type { ErrorTracker } from './error-tracker';
import { appErrorFromNetworkFailure, appErrorFromResponse, shouldToastWithRetry } from './http-errors';

/** Callers that show their own error message add this header; the monitor records but does not toast. */
export const QUIET_HEADER = 'x-muster-quiet';

type MonitorDependencies = {
  tracker: ErrorTracker;
  toasts: ToastStore;
  /** Requests to this path are never monitored, so reporting errors cannot loop. */
  reportingEndpoint: string;
  reload: () => void;
};

function describeRequest(input: RequestInfo | URL, init?: RequestInit): { url: string; method: string } {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return { url, method: method.toUpperCase() };
}

function withoutQuietHeader(init?: RequestInit): { init?: RequestInit; quiet: boolean } {
  if (!init?.headers) return { init, quiet: false };
  const headers = new Headers(init.headers);
  const quiet = headers.has(QUIET_HEADER);
  headers.delete(QUIET_HEADER);
  return { init: { ...init, headers }, quiet };
}

const isHealthCheck = (url: string): boolean =>
  new URL(url, window.location.href).pathname === HEALTH_CHECK_PATH;

/**
 * Wraps window.fetch so every failing reply and network failure becomes a tracked AppError
 * (spec 000 §8), with an error toast offering Retry except for 404s and quiet requests.
 *
 * A lost connection is toasted once, not once per request: with no signal the app keeps asking
 * (the health check every few seconds, reads on focus) and the offline banner already says so.
 * The toast closes itself when the server answers again (NETWORK_OFFLINE recovers when online).
 */
export function installFetchMonitor({
  tracker,
  toasts,
  reportingEndpoint,
  reload,
}: MonitorDependencies): () => void {
  const original = window.fetch.bind(window);
  const retry = { label: 'Retry', onClick: reload };
  let outageToast: number | null = null;
  const stopWatchingConnectivity = subscribeToConnectivity(() => {
    if (outageToast === null || !isConnected()) return;
    toasts.dismiss(outageToast);
    outageToast = null;
  });

  window.fetch = async (input: RequestInfo | URL, rawInit?: RequestInit): Promise<Response> => {
    const { url, method } = describeRequest(input, rawInit);
    const { init, quiet } = withoutQuietHeader(rawInit);
    if (url.includes(reportingEndpoint) || isHealthCheck(url)) return original(input, init);

    let response: Response;
    try {
      response = await original(input, init);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') throw failure;
      noteNetworkFailure();
      const error = appErrorFromNetworkFailure(navigator.onLine, url, method);
      tracker.track(error);
      if (!quiet && outageToast === null)
        outageToast = toasts.show({ variant: 'error', message: error.message, durationMs: 0, action: retry });
      throw failure;
    }

    noteReply(response);
    if (!response.ok) {
      const error = appErrorFromResponse(response.status, response.statusText, url, method);
      tracker.track(error);
      if (response.status === 401) await trackExpiredSession(response, tracker, url);
      if (!quiet && shouldToastWithRetry(error)) {
        toasts.show({
          variant: error.severity === 'error' ? 'error' : 'warning',
          message: error.message,
          action: retry,
        });
      }
    }
    return response;
  };
  return () => {
    window.fetch = original;
    stopWatchingConnectivity();
  };
}

async function trackExpiredSession(response: Response, tracker: ErrorTracker, url: string): Promise<void> {
  const error = apiErrorOf(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (error?.code !== 'AUTH_SESSION_EXPIRED') return;
  tracker.track(
    createAppError({
      code: 'AUTH_SESSION_EXPIRED',
      message: error.message,
      severity: 'warning',
      isRecoverable: true,
      source: url,
      category: 'authentication',
    }),
  );
}
