import { useCallback } from 'react';
import { useServices } from '../app/ServicesProvider';
import { createAppError } from '../errors/app-error';
import { StorageQuotaExceededError, StorageUnavailableError } from './local-store';

/**
 * Runs a storage write; a full store becomes a recoverable STORAGE_QUOTA_EXCEEDED error (whose
 * recovery frees space) and the write is tried once more. Unavailable storage is tolerated.
 */
export function useStorageErrorReporter(): (write: () => void) => void {
  const { tracker } = useServices();
  return useCallback(
    (write: () => void) => {
      try {
        write();
      } catch (error) {
        if (error instanceof StorageUnavailableError) return;
        if (!(error instanceof StorageQuotaExceededError)) throw error;
        tracker.track(
          createAppError({
            code: 'STORAGE_QUOTA_EXCEEDED',
            message: error.message,
            severity: 'warning',
            isRecoverable: true,
            source: 'localStorage',
            category: 'state',
          }),
        );
        try {
          write();
        } catch {
          // Still full after freeing the caches: the setting lives for this visit only.
        }
      }
    },
    [tracker],
  );
}
