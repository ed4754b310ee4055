import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation through the router, and
 * closing or reloading the tab through the browser's own prompt.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  message = 'You have unsaved changes. Leave without saving?',
) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
