import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { useOnlineStatus } from '../layout/status';
import { toastStore } from '../toasts/toast-store';
import { flushOutbox, useOutbox } from './outbox';

/** Every so often while actions wait, in case the browser's online event never comes. */
const RETRY_EVERY_MS = 30_000;

function Flusher({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  // The effect runs again when the server is reachable again, which sends at once.
  const connected = useOnlineStatus();
  useEffect(() => {
    const flush = () => {
      if (!connected) return;
      void flushOutbox(userId).then((sent) => {
        if (sent.length === 0) return;
        void queryClient.invalidateQueries();
        for (const entry of sent) toastStore.show({ variant: 'success', message: `Sent: ${entry.label}.` });
      });
    };
    flush();
    const timer = window.setInterval(flush, RETRY_EVERY_MS);
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [userId, queryClient, connected]);
  return null;
}

function SignedInFlusher() {
  const { user } = useCurrentUser();
  return user ? <Flusher userId={user.id} /> : null;
}

/** Sends queued actions when the network is back; costs nothing while the outbox is empty. */
export function OutboxSync() {
  const waiting = useOutbox().some((entry) => entry.refusal === null);
  return waiting ? <SignedInFlusher /> : null;
}
