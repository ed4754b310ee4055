import {
  type ButtonHTMLAttributes,
  cloneElement,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from 'react';

// The dialog (and the dialog library with it) is fetched when first opened, not with the page.
const ConfirmDialogContent = lazy(async () => ({
  default: (await import('./ConfirmDialogContent')).ConfirmDialogContent,
}));

/**
 * "Are you sure?" before something that cannot be undone: the trigger (a button) opens it,
 * confirm acts, and closing it returns focus to the trigger.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Keep it',
  onConfirm,
}: {
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event) => {
          trigger.props.onClick?.(event);
          opener.current = event.currentTarget;
          setOpen(true);
        },
      })}
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialogContent
            title={title}
            description={description}
            confirmLabel={confirmLabel}
            cancelLabel={cancelLabel}
            onConfirm={onConfirm}
            onClose={() => setOpen(false)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
