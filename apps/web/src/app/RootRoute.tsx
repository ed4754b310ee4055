import { Outlet, ScrollRestoration } from 'react-router';
import { OutboxSync } from '../offline/OutboxSync';

/**
 * The root of every page: a link opens the next page at its top, while back and forward return
 * to where the reader was (React Router keeps the positions per history entry).
 */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <OutboxSync />
      <Outlet />
    </>
  );
}
