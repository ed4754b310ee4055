import { ErrorScreen } from './ErrorScreen';

/** Spec 001 start-up: an uncaught error or unhandled rejection replaces the app with this. */
export function GlobalErrorScreen({ message }: { message: string }) {
  return (
    <ErrorScreen
      fullPage
      title="Application Error"
      text={
        <>
          <p>We encountered an unexpected problem in the application.</p>
          <p>{message}</p>
        </>
      }
      actions={
        <button type="button" className="global-error-button" onClick={() => window.location.reload()}>
          Reload Page
        </button>
      }
    />
  );
}

export function ServiceInitializationError({ message }: { message: string }) {
  return (
    <ErrorScreen
      fullPage
      title="Service Initialization Error"
      text={
        <>
          <p>Muster could not start its services in this browser.</p>
          <p>{message}</p>
        </>
      }
      actions={
        <button type="button" className="global-error-button" onClick={() => window.location.reload()}>
          Reload Application
        </button>
      }
    />
  );
}
