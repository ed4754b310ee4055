import type { Notification } from '@muster/contracts';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type Toast, toastStore } from '../toasts/toast-store';
import styles from './NotificationsButton.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** The bell's popover (Radix), loaded by `NotificationsButton` when it is first reached for. */
export function NotificationsPopup({
  notifications,
  history,
  unseen,
  onSeen,
  defaultOpen,
  focusTrigger,
}: {
  /** The account's notifications, newest first. */
  notifications: Notification[];
  history: Toast[];
  unseen: number;
  onSeen: () => void;
  defaultOpen: boolean;
  /** The stand-in trigger had focus: keep it on the real one. */
  focusTrigger: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the stand-in
  useLayoutEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []);
  return (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={(open) => open && onSeen()}>
      <Popover.Trigger
        ref={trigger}
        className={styles.trigger}
        aria-label={`Notifications${unseen ? ` (${unseen} new)` : ''}`}
      >
        <Bell size={18} aria-hidden="true" />
        {unseen > 0 && <span className={styles.dot} aria-hidden="true" />}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.panel} align="end" sideOffset={8} aria-labelledby={titleId}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              Notifications
            </h2>
            {history.length > 0 && (
              <button type="button" className={styles.clear} onClick={() => toastStore.clearHistory()}>
                Clear
              </button>
            )}
          </div>
          {notifications.length > 0 && (
            <ul className={styles.list} aria-label="Your notifications">
              {notifications.map((item) => (
                <li
                  key={item.id}
                  className={styles.entry}
                  data-variant={item.readAt ? 'read' : 'unread'}
                  data-testid="notification"
                >
                  <span className={styles.message}>
                    <strong>{item.title}</strong>{' '}
                    {item.link ? (
                      <Popover.Close asChild>
                        <Link to={item.link}>{item.body}</Link>
                      </Popover.Close>
                    ) : (
                      item.body
                    )}
                  </span>
                  <time className={styles.time} dateTime={item.createdAt}>
                    {timeFormat.format(new Date(item.createdAt))}
                  </time>
                </li>
              ))}
            </ul>
          )}
          {history.length === 0 && notifications.length === 0 ? (
            <p className={styles.empty}>
              Nothing yet. Pairings, results to confirm and alerts about your rosters appear here.
            </p>
          ) : history.length === 0 ? null : (
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
