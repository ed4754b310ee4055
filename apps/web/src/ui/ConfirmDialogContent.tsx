import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './Button';
import dialogStyles from './Dialog.module.css';

export type ConfirmQuestion = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** How strongly the way out is drawn: "Stay on this page" is the one to take. */
  cancelVariant?: 'ghost' | 'secondary';
  onConfirm: () => void;
};

/** The open "Are you sure?" dialog (loaded with the dialog library when first opened); also "Leave without saving?". */
export function ConfirmDialogContent({
  title,
  description,
  confirmLabel,
  cancelLabel,
  cancelVariant = 'ghost',
  onConfirm,
  onClose,
  returnFocus,
}: ConfirmQuestion & { onClose: () => void; returnFocus: () => void }) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content
          className={dialogStyles.dialog}
          // Opened without Radix's trigger, so it cannot find the button to go back to by itself.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <div className={dialogStyles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant={cancelVariant}>{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
