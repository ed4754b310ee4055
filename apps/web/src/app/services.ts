import type { AppError } from '../errors/app-error';
import { ErrorTracker, type ErrorTransport } from '../errors/error-tracker';
import { errorTrackingConfig } from '../errors/error-tracking-constants';
import { installFetchMonitor } from '../errors/fetch-monitor';
import { clearDisposableItems, storageKeys, writeItem } from '../storage/local-store';
import { toastStore } from '../toasts/toast-store';

export type AppServices = { tracker: ErrorTracker };

function createTransport(send: typeof fetch): ErrorTransport {
  return async (batch) => {
    const response = await send(errorTrackingConfig.reportingEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errors: batch }),
      keepalive: true,
    });
    // 4xx means the batch itself is unacceptable: drop it rather than retrying forever.
    return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  };
}

/** Sets up the services the shell needs before it renders (spec 001 start-up). */
export function initialiseServices(storedErrors: AppError[]): AppServices {
  const originalFetch = window.fetch.bind(window);
  const tracker = new ErrorTracker({
    transport: createTransport(originalFetch),
    loadStored: () => storedErrors,
    saveStored: (errors) => {
      try {
        writeItem(storageKeys.errorLog, errors);
      } catch {
        // A full store cannot hold the error log either; the in-memory history remains.
      }
    },
  });

  tracker.registerRecovery(
    'NETWORK_OFFLINE',
    () =>
      new Promise<boolean>((resolve) => {
        if (navigator.onLine) return resolve(true);
        window.addEventListener(
          'online',
          () => {
            toastStore.show({ variant: 'success', message: 'You are back online.' });
            resolve(true);
          },
          { once: true },
        );
      }),
  );
  tracker.registerRecovery('AUTH_SESSION_EXPIRED', () => {
    if (!window.location.pathname.startsWith('/login'))
      window.location.assign('/login?reason=session_expired');
    return true;
  });
  tracker.registerRecovery('STORAGE_QUOTA_EXCEEDED', () => {
    clearDisposableItems();
    return true;
  });

  installFetchMonitor({
    tracker,
    toasts: toastStore,
    reportingEndpoint: errorTrackingConfig.reportingEndpoint,
    reload: () => window.location.reload(),
  });
  tracker.start();
  window.addEventListener('pagehide', () => {
    tracker.flush();
    void tracker.report();
  });
  return { tracker };
}
