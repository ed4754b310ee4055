import { CloudOff, RefreshCw } from 'lucide-react';
import { useOnlineStatus } from '../layout/status';
import styles from './OfflineBanner.module.css';
import { discardAction, retryAction, useOutbox } from './outbox';

/**
 * Says plainly when the phone is offline and what is waiting to be sent; a refused action stays
 * here with the server's reason until the player retries or discards it.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const outbox = useOutbox();
  const waiting = outbox.filter((e) => e.refusal === null);
  const refused = outbox.filter((e) => e.refusal !== null);
  if (online && outbox.length === 0) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      {!online && (
        <p className={styles.line}>
          <CloudOff size={16} aria-hidden="true" />
          <span>
            <strong>You're offline.</strong> Pages show the copy saved on this phone; what you send waits here
            and goes when you're back online.
          </span>
        </p>
      )}
      {waiting.length > 0 && (
        <p className={styles.line} data-testid="outbox-waiting">
          <RefreshCw size={16} aria-hidden="true" />
          <span>Waiting to send: {waiting.map((e) => e.label).join('; ')}.</span>
        </p>
      )}
      {refused.map((entry) => (
        <div className={styles.refused} key={entry.id} data-testid="outbox-refused">
          <p>
            Not sent: {entry.label}. {entry.refusal}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.action} onClick={() => retryAction(entry.id)}>
              Try again
            </button>
            <button type="button" className={styles.action} onClick={() => discardAction(entry.id)}>
              Discard
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
