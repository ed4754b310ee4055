import { useSyncExternalStore } from 'react';
import { hasStoredEntries, storageKeys } from '../storage/local-store';
import { STORED_LIST_CHANGED } from '../storage/stored-list';

const outboxHoldsEntries = (): boolean => hasStoredEntries(storageKeys.outbox);

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(STORED_LIST_CHANGED, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(STORED_LIST_CHANGED, listener);
  };
}

/**
 * Whether anything waits in the outbox (queued or refused). The shell loads the outbox's code
 * (its checks, its sending, its list) only then: most visits never queue anything.
 */
export function useOutboxHoldsEntries(): boolean {
  return useSyncExternalStore(subscribe, outboxHoldsEntries, outboxHoldsEntries);
}
