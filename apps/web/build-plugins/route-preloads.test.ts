import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageRoutes, routePattern } from './route-preloads';

const routerSource = `
const page = (path: string, lazy: Lazy): RouteObject => ({ path, lazy });
const dashboard: Lazy = async () => ({
  Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
});
const publicShellRoutes: RouteObject[] = [
  page('tournament/:tournamentId', async () => ({
    Component: (await import('../features/tournaments/TournamentPage')).TournamentPage,
  })),
  page('*', notFound),
];
const signedInRoutes: RouteObject[] = [
  { index: true, lazy: dashboard },
  page('dashboard', dashboard),
  page('roster-analyzer', rosterAnalyzer('standard')),
];
const adminRoutes: RouteObject[] = [
  page('content', async () => ({ Component: (await import('../features/admin/ContentPage')).ContentPage })),
];
const standaloneRoutes: RouteObject[] = [
  page('login', async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage })),
];
export function createAppRouter() {}
`;

describe('readPageRoutes', () => {
  it('reads inline and named page imports of the shell and standalone tables only', () => {
    expect(readPageRoutes(routerSource)).toEqual([
      { path: 'tournament/:tournamentId', module: '../features/tournaments/TournamentPage', inShell: true },
      { path: 'dashboard', module: '../features/dashboard/DashboardPage', inShell: true },
      { path: '', module: '../features/dashboard/DashboardPage', inShell: true },
      { path: 'login', module: '../features/auth/LoginPage', inShell: false },
    ]);
  });

  it("finds the player pages in the app's own router", () => {
    const source = readFileSync(path.join(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
    const found = new Map(readPageRoutes(source).map((route) => [route.path, route]));
    expect(found.get('library')?.module).toBe('../features/library/LibraryPage');
    expect(found.get('rosters')?.module).toBe('../features/rosters/RostersPage');
    expect(found.get('tournament/:tournamentId')?.module).toBe('../features/tournaments/TournamentPage');
    expect(found.get('battle-simulator')?.inShell).toBe(true);
    expect(found.get('login')).toEqual({
      path: 'login',
      module: '../features/auth/LoginPage',
      inShell: false,
    });
    // The companion's pages, under /mobile and drawn in its own layout.
    const companion = { inShell: false, layout: '../features/mobile/CompanionLayout' };
    expect(found.get('mobile')).toEqual({
      path: 'mobile',
      module: '../features/mobile/GamePage',
      ...companion,
    });
    expect(found.get('mobile/tracker/:gameId')).toEqual({
      path: 'mobile/tracker/:gameId',
      module: '../features/mobile/tracker/TrackedGamePage',
      ...companion,
    });
    expect(found.has('mobile/*')).toBe(false);
  });
});

describe('routePattern', () => {
  const matches = (routePath: string, pathname: string) =>
    new RegExp(routePattern(routePath).source).test(pathname);

  it('matches the path, a trailing slash and any parameter value, nothing longer', () => {
    expect(matches('rosters/:rosterId', '/rosters/abc-123')).toBe(true);
    expect(matches('rosters/:rosterId', '/rosters/abc-123/')).toBe(true);
    expect(matches('rosters/:rosterId', '/rosters/abc-123/print')).toBe(false);
    expect(matches('rosters', '/rosters-old')).toBe(false);
    expect(matches('', '/')).toBe(true);
    expect(matches('tournament/*', '/tournament/x/y')).toBe(true);
  });

  it('ranks fixed segments above parameters, as the router does', () => {
    expect(routePattern('rosters/new').rank).toBeGreaterThan(routePattern('rosters/:rosterId').rank);
  });
});
