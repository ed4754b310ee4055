import { RefreshCw } from 'lucide-react';
import styles from './OfflineBanner.module.css';
import { discardAction, retryAction, useOutbox } from './outbox';

/** What waits to be sent, and each refused action with the server's reason, to retry or discard. */
export function OutboxQueue() {
  const outbox = useOutbox();
  const waiting = outbox.filter((e) => e.refusal === null);
  const refused = outbox.filter((e) => e.refusal !== null);
  return (
    <>
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
    </>
  );
}
