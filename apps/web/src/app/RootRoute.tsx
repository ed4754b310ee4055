import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useOutboxHoldsEntries } from '../offline/outbox-presence';

const OutboxSync = lazy(() =>
  import('../offline/OutboxSync').then((module) => ({ default: module.OutboxSync })),
);

/**
 * The root of every page: a link opens the next page at its top, while back and forward return
 * to where the reader was (React Router keeps the positions per history entry). Queued actions
 * are sent from here while any wait.
 */
export function RootRoute() {
  const outboxInUse = useOutboxHoldsEntries();
  return (
    <>
      <ScrollRestoration />
      {outboxInUse && (
        <Suspense fallback={null}>
          <OutboxSync />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
