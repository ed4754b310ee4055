import { Bell } from 'lucide-react';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import {
  useMarkAllNotificationsRead,
  useServerNotifications,
} from '../features/notifications/notifications-api';
import { toastStore } from '../toasts/toast-store';
import styles from './NotificationsButton.module.css';
import { standInTriggerProps, useDeferred } from './use-deferred';

const loadPopup = async () => (await import('./NotificationsPopup')).NotificationsPopup;

/**
 * The header bell: the account's notifications (pairings, results to confirm, disputes, the round
 * clock, lists sent back, forum replies) and this session's alerts, with a dot for what is new.
 * Opening it marks them read. The popover (Radix, floating-ui) loads when the bell is hovered,
 * focused or touched.
 */
export function NotificationsButton() {
  const { history } = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  const { user } = useCurrentUser();
  const server = useServerNotifications(user !== null);
  const markAllRead = useMarkAllNotificationsRead();
  const [seenUpTo, setSeenUpTo] = useState(0);
  const unseen = history.filter((toast) => toast.id > seenUpTo).length + (server?.unread ?? 0);
  const { loaded: Popup, preload } = useDeferred(loadPopup);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focused = useRef(false);
  const markSeen = () => {
    setSeenUpTo(history[0]?.id ?? 0);
    if (server && server.unread > 0) markAllRead.mutate();
  };
  if (Popup)
    return (
      <Popup
        notifications={server?.notifications ?? []}
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
