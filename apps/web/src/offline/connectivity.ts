import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER } from '../../service-worker/offline-data';

/**
 * Whether the server can be reached, learnt from the app's own requests: `navigator.onLine` says
 * only that there is a network (hall Wi-Fi with no way out reads as online). A reply from the
 * network means reachable; a network failure, or a reply the service worker served from the saved
 * copy, means not. While unreachable, the server's health check is asked every few seconds, so
 * the app notices the signal coming back without waiting for the player to do something.
 */
const RECHECK_EVERY_MS = 10_000;

/**
 * The server's health check. Asking it is a question whose failure is an answer, so the fetch
 * monitor neither records nor toasts it (errors/fetch-monitor.ts).
 */
export const HEALTH_CHECK_PATH = '/healthz';

let reachable = true;
let recheck: number | undefined;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  if (!value && recheck === undefined)
    recheck = window.setInterval(() => {
      void fetch(HEALTH_CHECK_PATH, { method: 'HEAD', cache: 'no-store' })
        .then((response) => set(response.ok))
        .catch(() => {});
    }, RECHECK_EVERY_MS);
  if (value && recheck !== undefined) {
    window.clearInterval(recheck);
    recheck = undefined;
  }
  for (const listener of listeners) listener();
}

/** Called for every reply the app receives (see errors/fetch-monitor.ts). */
export const noteReply = (response: Response): void => set(!response.headers.has(SAVED_AT_HEADER));
/** Called when a request could not reach the server at all. */
export const noteNetworkFailure = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const snapshot = () => navigator.onLine && reachable;

/** Calls `listener` whenever the browser's network or the server's reachability changes. */
export const subscribeToConnectivity = subscribe;
/** True when the browser has a network and the server answered the last request. */
export const isConnected = snapshot;

/** True when the browser has a network and the server answered the last request. */
export function useConnected(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
