import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation is held by the router and
 * answered in a dialog; closing or reloading the tab gets the browser's own prompt.
 * `allowLeaving()` lets the page's own navigation through (after saving or deleting), so it
 * does not depend on a re-render having happened first.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeaving };
}

// The dialog (and the dialog library with it) is fetched when a navigation is first held.
const ConfirmDialogContent = lazy(async () => ({
  default: (await import('./ConfirmDialogContent')).ConfirmDialogContent,
}));

/** The question itself, shown while the router holds a navigation. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const blocked = blocker.state === 'blocked';
  // The link or button that tried to leave, to go back to if the player stays.
  const leftFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (blocked && document.activeElement instanceof HTMLElement) leftFrom.current = document.activeElement;
  }, [blocked]);
  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent
        title="Leave without saving?"
        description="You have unsaved changes on this page. If you leave now, they are lost."
        cancelLabel="Stay on this page"
        cancelVariant="secondary"
        confirmLabel="Leave without saving"
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
        onClose={() => blocker.state === 'blocked' && blocker.reset()}
        returnFocus={() => leftFrom.current?.focus()}
      />
    </Suspense>
  );
}
