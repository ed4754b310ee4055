import { useEffect, useMemo, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useServices } from '../../app/ServicesProvider';
import { toastConfig, toastStore } from '../../toasts/toast-store';
import { Button } from '../../ui/Button';
import { ErrorScreen } from './ErrorScreen';
import { renderAppError } from './render-error';

/** errorElement for the routes inside the shell: the layout stays, the page shows the error. */
export function RouteErrorScreen() {
  const routeError = useRouteError();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { tracker } = useServices();
  const error = useMemo(() => {
    const cause = isRouteErrorResponse(routeError)
      ? new Error(`${routeError.status} ${routeError.statusText}`)
      : routeError;
    return renderAppError('ROUTE', cause, pathname);
  }, [routeError, pathname]);
  const reported = useRef<unknown>(null);

  useEffect(() => {
    if (reported.current === routeError) return;
    reported.current = routeError;
    tracker.track(error);
    toastStore.show({
      variant: 'error',
      message: `Error in ${pathname}: ${error.message}`,
      durationMs: toastConfig.errorBoundaryDurationMs,
    });
  }, [routeError, error, pathname, tracker]);

  return (
    <ErrorScreen
      title="Route Error"
      text={<p>This page ran into a problem: {error.message}</p>}
      code={error.code}
      actions={
        <>
          <Button onClick={() => navigate(`${pathname}${search}`, { replace: true })}>Try Again</Button>
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <Button variant="ghost" onClick={() => navigate('/dashboard')}>
            Dashboard
          </Button>
        </>
      }
    />
  );
}
