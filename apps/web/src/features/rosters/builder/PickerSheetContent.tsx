import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import dialogStyles from '../../../ui/Dialog.module.css';
import styles from './ListBuilder.module.css';

/** The open "Add a datasheet" sheet on a phone, around the datasheet picker. */
export function PickerSheetContent({
  children,
  onClose,
  returnFocus,
}: {
  children: ReactNode;
  onClose: () => void;
  returnFocus: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={`${dialogStyles.dialog} ${styles.sheet}`}
          // Opened without Radix's trigger, so it cannot find the button to go back to by itself.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className={styles.sheetHead}>
            <Dialog.Title asChild>
              <h2>Add a datasheet</h2>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="secondary" className={styles.tap}>
                Done
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.hint}>
            Each is added at its smallest size; change it in the list.
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
