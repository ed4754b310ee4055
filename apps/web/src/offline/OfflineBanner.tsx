import { CloudOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useOnlineStatus } from '../layout/status';
import styles from './OfflineBanner.module.css';
import { useOutboxHoldsEntries } from './outbox-presence';

const OutboxQueue = lazy(() => import('./OutboxQueue').then((module) => ({ default: module.OutboxQueue })));

/**
 * Says plainly when the phone is offline and what is waiting to be sent; a refused action stays
 * here with the server's reason until the player retries or discards it.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const outboxInUse = useOutboxHoldsEntries();
  if (online && !outboxInUse) return null;
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
      {outboxInUse && (
        <Suspense fallback={null}>
          <OutboxQueue />
        </Suspense>
      )}
    </div>
  );
}
