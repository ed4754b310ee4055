import { AlertDialog } from 'radix-ui';
import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { Button } from './Button';
import dialogStyles from './Dialog.module.css';

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

/** The question itself, shown while the router holds a navigation. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.dialog}>
          <AlertDialog.Title>Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description>
            You have unsaved changes on this page. If you leave now, they are lost.
          </AlertDialog.Description>
          <div className={dialogStyles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Stay on this page</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
                Leave without saving
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
