import { AlertDialog } from 'radix-ui';
import type { Blocker } from 'react-router';
import { Button } from './Button';
import dialogStyles from './Dialog.module.css';

/** "Leave without saving?" for a navigation the router holds (loaded when first needed). */
export function UnsavedChangesQuestion({ blocker }: { blocker: Blocker }) {
  return (
    <AlertDialog.Root
      open={blocker.state === 'blocked'}
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
