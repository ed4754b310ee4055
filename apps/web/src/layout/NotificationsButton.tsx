import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState, useSyncExternalStore } from 'react';
import { toastStore } from '../toasts/toast-store';
import styles from './NotificationsButton.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** The header bell: recent notifications, with a dot for ones raised since it was last opened. */
export function NotificationsButton() {
  const { history } = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  const [seenUpTo, setSeenUpTo] = useState(0);
  const unseen = history.filter((toast) => toast.id > seenUpTo).length;
  return (
    <Popover.Root onOpenChange={(open) => open && setSeenUpTo(history[0]?.id ?? 0)}>
      <Popover.Trigger
        className={styles.trigger}
        aria-label={`Notifications${unseen ? ` (${unseen} new)` : ''}`}
      >
        <Bell size={18} aria-hidden="true" />
        {unseen > 0 && <span className={styles.dot} aria-hidden="true" />}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.panel} align="end" sideOffset={8}>
          <div className={styles.head}>
            <h2 className={styles.title}>Notifications</h2>
            {history.length > 0 && (
              <button type="button" className={styles.clear} onClick={() => toastStore.clearHistory()}>
                Clear
              </button>
            )}
          </div>
          {history.length === 0 ? (
            <p className={styles.empty}>
              Nothing yet. Alerts about your rosters, events and connection appear here.
            </p>
          ) : (
            <ul className={styles.list}>
              {history.map((toast) => (
                <li key={toast.id} className={styles.entry} data-variant={toast.variant}>
                  <span className={styles.message}>
                    {toast.title ? `${toast.title}: ` : ''}
                    {toast.message}
                  </span>
                  <time className={styles.time} dateTime={new Date(toast.createdAt).toISOString()}>
                    {timeFormat.format(toast.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
