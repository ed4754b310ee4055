import { X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import styles from './Toaster.module.css';
import { type Toast, toastStore } from './toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (toast.durationMs === 0) return;
    const timer = setTimeout(() => toastStore.dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  const urgent = toast.variant === 'error' || toast.variant === 'warning';
  return (
    <div
      className={styles.toast}
      data-variant={toast.variant}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid="toast"
    >
      <div className={styles.body}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <p className={styles.message}>{toast.message}</p>
      </div>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onClick();
            toastStore.dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => toastStore.dismiss(toast.id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

/** Renders the visible toasts top-right. */
export function Toaster() {
  const snapshot = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <section className={styles.region} aria-label="Notifications">
      {toastStore.visible(snapshot).map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
