import { Bell } from 'lucide-react';
import { useRef, useState, useSyncExternalStore } from 'react';
import { toastStore } from '../toasts/toast-store';
import styles from './NotificationsButton.module.css';
import { standInTriggerProps, useDeferred } from './use-deferred';

const loadPopup = async () => (await import('./NotificationsPopup')).NotificationsPopup;

/**
 * The header bell: recent notifications, with a dot for ones raised since it was last opened. The
 * popover (Radix, floating-ui) loads when the bell is hovered, focused or touched.
 */
export function NotificationsButton() {
  const { history } = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  const [seenUpTo, setSeenUpTo] = useState(0);
  const unseen = history.filter((toast) => toast.id > seenUpTo).length;
  const { loaded: Popup, preload } = useDeferred(loadPopup);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focused = useRef(false);
  const markSeen = () => setSeenUpTo(history[0]?.id ?? 0);
  if (Popup)
    return (
      <Popup
        history={history}
        unseen={unseen}
        onSeen={markSeen}
        defaultOpen={openOnLoad}
        focusTrigger={focused.current}
      />
    );
  const activate = () => {
    if (!openOnLoad) markSeen();
    setOpenOnLoad(true);
    preload();
  };
  // The same button, attributes and state as the Radix trigger while the popover is closed.
  return (
    <button
      {...standInTriggerProps({ preload, activate, focused, menu: false })}
      className={styles.trigger}
      aria-label={`Notifications${unseen ? ` (${unseen} new)` : ''}`}
    >
      <Bell size={18} aria-hidden="true" />
      {unseen > 0 && <span className={styles.dot} aria-hidden="true" />}
    </button>
  );
}
