import type { Root } from 'react-dom/client';
import { createAppError } from '../errors/app-error';
import { GlobalErrorScreen, ServiceInitializationError } from '../errors/boundaries/GlobalErrorScreens';
import { registerServiceWorker } from '../offline/service-worker-registration';
import { App } from './App';
import { type AppServices, initialiseServices } from './services';

/** Browser noise that is not an application failure. */
const BENIGN_ERRORS = [/ResizeObserver loop/i];

/**
 * Spec 001 start-up: check the backend, set up services, install the global error screen, render.
 * If services fail, the Service Initialization Error panel is shown instead of the app.
 */
export async function startApplication(root: Root): Promise<void> {
  const backendReachable = await fetch('/healthz', { method: 'HEAD', cache: 'no-store' })
    .then((response) => response.ok)
    .catch(() => false);

  let services: AppServices;
  try {
    services = initialiseServices();
  } catch (error) {
    root.render(
      <ServiceInitializationError message={error instanceof Error ? error.message : String(error)} />,
    );
    return;
  }
  if (!backendReachable)
    console.warn('[muster] The server did not answer the start-up check; working offline.');

  installGlobalErrorScreen(root, services);
  root.render(<App services={services} />);
  registerServiceWorker();
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
