import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { takeBootstrappedSession } from '../auth/session-bootstrap';
import { currentUserQueryKey } from '../auth/use-current-user';
import { createAppError } from '../errors/app-error';
import { GlobalErrorScreen, ServiceInitializationError } from '../errors/boundaries/GlobalErrorScreens';
import { HEALTH_CHECK_PATH } from '../offline/connectivity';
import { registerServiceWorker } from '../offline/service-worker-registration';
import {
  emptyStartUpState,
  hasStartUpState,
  loadStartUpState,
  type StartUpState,
} from '../storage/start-up-state';
import { App, createQueryClient } from './App';
import { afterLoadWhenIdle } from './after-load-when-idle';
import { createAppRouter } from './router';
import { type AppServices, initialiseServices } from './services';

/** Browser noise that is not an application failure. */
const BENIGN_ERRORS = [/ResizeObserver loop/i];

/** The start-up backend check: it only logs (the app notices an unreachable server from its replies). */
function checkBackend(): void {
  void fetch(HEALTH_CHECK_PATH, { method: 'HEAD', cache: 'no-store' })
    .then((response) => response.ok)
    .catch(() => false)
    .then((backendReachable) => {
      if (!backendReachable)
        console.warn('[muster] The server did not answer the start-up check; working offline.');
    });
}

/**
 * Spec 001 start-up: check the backend, set up services, install the global error screen, render.
 * If services fail, the Service Initialization Error panel is shown instead of the app.
 * The backend check waits until the page has loaded and the phone is idle: it only logs, and
 * made early it competed with the page's own code, fonts and data for a slow connection.
 */
export function startApplication(root: Root): void {
  afterLoadWhenIdle(checkBackend);

  // What this device kept (error log, custom themes, the event for tournament mode) is checked
  // by code that is fetched only when something is stored; a first visit starts at once.
  if (hasStartUpState()) void loadStartUpState().then((stored) => start(root, stored));
  else start(root, emptyStartUpState);
  registerServiceWorker();
}

function start(root: Root, stored: StartUpState): void {
  let services: AppServices;
  try {
    services = initialiseServices(stored.errorLog);
  } catch (error) {
    root.render(
      <ServiceInitializationError message={error instanceof Error ? error.message : String(error)} />,
    );
    return;
  }
  installGlobalErrorScreen(root, services);
  // Made before rendering: creating the router starts loading the current page's code (and its
  // loaders' prefetches) at once, in parallel with React's first render.
  const queryClient = createQueryClient();
  // The server wrote the session into the page: the shell and its sign-in guard start from it
  // instead of waiting for GET /api/me (a page without it, such as the offline copy, still asks).
  const session = takeBootstrappedSession(document);
  if (session) queryClient.setQueryData(currentUserQueryKey, session.user);
  const router = createAppRouter(queryClient);
  // A transition: React renders the app in slices and lets the phone handle taps and paint between
  // them, instead of one long task on a slow phone (the start-up screen stays until it commits).
  startTransition(() => {
    root.render(<App services={services} queryClient={queryClient} router={router} stored={stored} />);
  });
}

function installGlobalErrorScreen(root: Root, services: AppServices): void {
  let handling = false;
  const handle = (reason: unknown, source: string) => {
    const message = reason instanceof Error ? reason.message : String(reason ?? 'Unknown error');
    if (BENIGN_ERRORS.some((pattern) => pattern.test(message))) return;
    services.tracker.track(
      createAppError({
        code: 'UNCAUGHT_ERROR',
        message,
        severity: 'fatal',
        isRecoverable: false,
        source,
        category: 'unexpected',
      }),
    );
    // Once a global error is being handled, later ones are only logged.
    if (handling) {
      console.error('[muster] further error while handling a global error:', reason);
      return;
    }
    handling = true;
    services.tracker.flush();
    void services.tracker.report();
    root.render(<GlobalErrorScreen message={message} />);
  };
  window.addEventListener('error', (event) => {
    // Errors from other origins (extensions, injected scripts) carry no detail and are not ours.
    if (event.filename && !event.filename.startsWith(window.location.origin)) return;
    handle(event.error ?? event.message, 'window.onerror');
  });
  window.addEventListener('unhandledrejection', (event) => handle(event.reason, 'unhandledrejection'));
}
