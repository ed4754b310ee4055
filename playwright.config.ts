import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { storageStatePath } from './e2e/support/accounts';

/**
 * Where each spec runs. Every spec is in exactly one of the two lists (checked below), so a new
 * spec has to be placed on purpose.
 *
 * On the phone (390×844) and the desktop (1280×800): everything a player needs at an event (event
 * pages, tournament mode, their game, pairings and standings, check-in, lists, notifications,
 * offline, the navigation and shell, signing in) and every other page a player uses, plus the
 * specs that check the layouts themselves (routes, accessibility, controls-fit, shell): the phone
 * is where a player is on the day, and where layouts break.
 */
const onPhoneAndDesktop = [
  'accessibility.spec.ts', // axe on the shell pages and the open phone drawer
  'accounts-admin.spec.ts', // a player's own subscription page, then the admin's user tools
  'army-resolution.spec.ts', // importing a list and correcting it by hand: the player's lists
  'auth.spec.ts',
  'battle-log.spec.ts', // a player logging their games
  'battlefields.spec.ts', // dragging terrain by touch; the round's layout shown with the pairings
  'chapter-lists.spec.ts',
  'controls-fit.spec.ts', // phone and desktop layouts compared
  'event-day-phone.spec.ts',
  'event-lists.spec.ts', // a 120-player event's windowed, searchable pairings and standings
  'first-load.spec.ts',
  'leaderboard.spec.ts',
  'list-builder.spec.ts',
  'navigation-scroll.spec.ts',
  'notifications.spec.ts',
  'offline.spec.ts',
  'onboarding-suggestions.spec.ts',
  'password-reset.spec.ts',
  'payments.spec.ts', // a player upgrades through (fake) Stripe Checkout, cancels and resumes
  'profile.spec.ts',
  'resources.spec.ts',
  'rosters.spec.ts',
  'rules-updates.spec.ts',
  'search.spec.ts',
  'shell.spec.ts',
  'support-tickets.spec.ts', // a player asking for help (e.g. about their event)
  'team-draft.spec.ts',
  'ticket-sales.spec.ts', // an organiser sells tickets at a desk; the player buys one on this screen
  'team-registration.spec.ts',
  'toasts.spec.ts',
  'tournament-bracket.spec.ts', // ends on the public event page: bracket, champion, standings
  'tournament-mode.spec.ts',
  'tournaments.spec.ts', // also loads the organiser's manage page at 390×844 with a real event
  'two-factor.spec.ts',
];

/**
 * Desktop only: the admin pages, the organiser's desk and the analysis tools, which are used at a
 * desk and were screenshot-checked on phones when built. Each route they use is still loaded on
 * the phone by another spec: routes.spec.ts opens every route of e2e/support/route-headings.ts at
 * 390×844 (heading shown, nothing wider than the screen), and tournaments.spec.ts, list-builder and
 * chapter-lists open a real event's /tournament/:id/manage there. Running these flows a second time
 * at 390×844 cost about 3½ minutes of the two workers' time and checked no player's event day.
 */
const desktopOnly = [
  'admin-content.spec.ts', // /admin/content/new, /admin/bulk-upload, /content-ingestion
  'admin-insights.spec.ts', // /admin, /admin/analytics, /admin/settings (site-wide: desktop anyway)
  'analysis.spec.ts', // /roster-analyzer, /roster-analyzer-test
  'batch-analysis.spec.ts', // /batch-analysis
  'battle-simulator.spec.ts', // /battle-simulator (controls-fit checks it at 390×844 too)
  'bcp-import.spec.ts', // the organiser's import on /tournament/:id/manage
  'coaching.spec.ts', // /coaching, /coaching-test
  'counters.spec.ts', // /counter-generation
  'oracle.spec.ts', // /oracle, /oracle/analysis/:id, /oracle/meta-insights, /admin-review
  'playbooks.spec.ts', // /playbook-generator, /playbook-viewer/:id, /playbook-test/:id
  // Not game day, and nothing in them depends on the screen: response headers, the error and
  // failed-load panels, themes, the forum and the library. Their pages are still opened at 390×844
  // by routes.spec.ts (heading shown, nothing wider than the screen); running these flows again on
  // the phone cost about 156 s of the workers' time, with CI close to its 30 minutes.
  'community.spec.ts',
  'errors.spec.ts',
  'library.spec.ts',
  'load-failures.spec.ts',
  'security-headers.spec.ts',
  'themes.spec.ts',
];

/**
 * The phone only: every route opened at 390×844 (its heading, nothing wider than the screen). On the
 * desktop the same headings were checked again at 137 s of the workers' time; every desktop page is
 * opened by its own feature's spec there, and controls-fit compares the two layouts.
 */
const phoneOnly = ['routes.spec.ts'];

const specs = readdirSync(path.join(import.meta.dirname, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
const placed = [...onPhoneAndDesktop, ...desktopOnly, ...phoneOnly];
const unplaced = specs.filter((name) => !placed.includes(name));
const twice = placed.filter((name, index) => placed.indexOf(name) !== index);
const missing = placed.filter((name) => !specs.includes(name));
if (unplaced.length > 0 || twice.length > 0 || missing.length > 0)
  throw new Error(
    `playwright.config.ts: place every e2e spec in exactly one list (onPhoneAndDesktop, desktopOnly, phoneOnly) (unplaced: ${unplaced.join(', ') || 'none'}; twice: ${twice.join(', ') || 'none'}; no such spec: ${missing.join(', ') || 'none'})`,
  );

const port = Number(process.env.E2E_PORT ?? 3210);
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    storageState: storageStatePath('player'),
    // The service worker answers reads from its offline copy, which page.route and fresh-data
    // assertions must not meet by surprise; the offline specs allow it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    // No transitions or animation frames to render: the runs are CPU-bound on CI's two cores.
    // themes.spec.ts, which checks the animation itself, asks for motion again.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: phoneOnly,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: [...onPhoneAndDesktop, ...phoneOnly],
      use: {
        viewport: { width: 390, height: 844 },
        // The phone's CSS layout at a quarter of the pixels: what is checked is layout and
        // behaviour, and rasterising at 2× cost the CPU-bound runs time.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
