import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useOutboxHoldsEntries } from '../offline/outbox-presence';

const OutboxSync = lazy(() =>
  import('../offline/OutboxSync').then((module) => ({ default: module.OutboxSync })),
);

const SCROLL_POSITIONS = 'muster-scroll-positions';

/**
 * Where React Router keeps a history entry's scroll position. Its own key is "default" for the
 * first entry of every page load, so a position left on one loaded page was restored on the next
 * page loaded in that tab (the analyzer scrolled to its end made a freshly opened /tournaments
 * start 116 px down). The first entry is named by its address instead.
 */
const scrollPositionKey = (location: { key: string; pathname: string; search: string }) =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

/**
 * As a browser does: a page opened by its address or a link starts at its top, while a reload or
 * Back into it returns to where the reader was. So a fresh load forgets its address's position.
 */
function forgetPositionOnFreshLoad() {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  if (!navigation || (navigation as PerformanceNavigationTiming).type !== 'navigate') return;
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS) ?? '{}') as Record<string, number>;
    delete saved[scrollPositionKey({ key: 'default', pathname: location.pathname, search: location.search })];
    sessionStorage.setItem(SCROLL_POSITIONS, JSON.stringify(saved));
  } catch {
    // Storage refused or holding something else: nothing to forget.
  }
}
forgetPositionOnFreshLoad();

/**
 * The root of every page: a link opens the next page at its top, while back and forward return
 * to where the reader was (React Router keeps the positions per history entry). Queued actions
 * are sent from here while any wait.
 */
export function RootRoute() {
  const outboxInUse = useOutboxHoldsEntries();
  return (
    <>
      <ScrollRestoration storageKey={SCROLL_POSITIONS} getKey={scrollPositionKey} />
      {outboxInUse && (
        <Suspense fallback={null}>
          <OutboxSync />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
