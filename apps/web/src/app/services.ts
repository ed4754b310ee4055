import { z } from 'zod';
import { type AppError, errorCategories } from '../errors/app-error';
import { ErrorTracker, type ErrorTransport } from '../errors/error-tracker';
import { errorTrackingConfig } from '../errors/error-tracking-constants';
import { installFetchMonitor } from '../errors/fetch-monitor';
import { clearDisposableItems, readItem, storageKeys, writeItem } from '../storage/local-store';
import { toastStore } from '../toasts/toast-store';

export type AppServices = { tracker: ErrorTracker };

const storedErrorSchema = z.array(
  z.object({
    id: z.string(),
    code: z.string(),
    message: z.string(),
    source: z.string(),
    timestamp: z.string(),
    data: z.record(z.string(), z.unknown()).optional(),
    isRecoverable: z.boolean(),
    severity: z.enum(['info', 'warning', 'error', 'critical', 'fatal']),
    category: z.enum(errorCategories),
  }),
);

function loadStoredErrors(): AppError[] {
  return readItem(storageKeys.errorLog, storedErrorSchema) ?? [];
}

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
export function initialiseServices(): AppServices {
  const originalFetch = window.fetch.bind(window);
  const tracker = new ErrorTracker({
    transport: createTransport(originalFetch),
    loadStored: loadStoredErrors,
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
