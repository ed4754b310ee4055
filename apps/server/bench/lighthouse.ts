/**
 * Lighthouse (mobile: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) on the built
 * app for the issue's routes, signed in where the route needs it. Each route runs five times and
 * the median score is printed with its LCP, CLS and TBT: these machines are shared, so one run
 * says little. Goal: performance ≥ 90 on every route, no layout shift from late fonts.
 *
 * The event page is audited twice: an empty event open for registration, and a player's view of a
 * running event at Grand Tournament size (LIGHTHOUSE_EVENT_PLAYERS, 800: three rounds played and
 * confirmed through the API, round 4 paired and started; setting it up takes a minute or two).
 * The player sits at a middle table, so their row of the pairings is far below the first screen.
 * LIGHTHOUSE_RUNS sets the runs per route; LIGHTHOUSE_ONLY=running (any part of a route's label)
 * audits only the routes whose label contains it; LIGHTHOUSE_REPORT_DIR keeps every run's report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { builtServerExists, createOpenEvent, runningEvent, startBuiltServer } from './bench-server';
import { percentile } from './bench-stats';

const median = (values: number[]) => percentile(values, 0.5);

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const EVENT_PLAYERS = Number(process.env.LIGHTHOUSE_EVENT_PLAYERS ?? 800);
const ONLY = process.env.LIGHTHOUSE_ONLY ?? '';
/** Set, each run's full report is written there as JSON (to see what the LCP element was, say). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR ?? '';
const GOAL = 90;

if (!builtServerExists()) process.exit(1);
const server = await startBuiltServer();

/**
 * One Chrome per run, as the Lighthouse CLI and PageSpeed Insights do: in a Chrome reused across
 * runs, every run after the first scored 8–10 points lower on the same build (the library: 92 then
 * 80–88), with or without the service worker, so runs were not independent cold visits.
 */
async function auditCold(url: string, cookie: string | null) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A cold visit, as a player's first open of the page.
      disableStorageReset: false,
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
  } finally {
    chrome.kill();
  }
}

try {
  const session = await server.signUp('lighthouse');
  const organiser = await server.signUp('lighthouse_to');
  const eventId = await createOpenEvent(server, organiser, 'Lighthouse Open');
  const cookieOf = (s: { cookie: string }) => s.cookie.split(';')[0] ?? '';
  // label, route, the session's cookie (null: signed out)
  const routes: [string, string, string | null][] = [
    ['/login', '/login', null],
    ['/library', '/library', cookieOf(session)],
    ['/rosters', '/rosters', cookieOf(session)],
    ['/tournament/:id (empty)', `/tournament/${eventId}`, cookieOf(session)],
    ['/battle-simulator', '/battle-simulator', cookieOf(session)],
    ['/mobile', '/mobile', cookieOf(session)],
  ];
  const runningLabel = `/tournament/:id (running, ${EVENT_PLAYERS} players)`;
  if (!ONLY || runningLabel.includes(ONLY)) {
    const setupStarted = performance.now();
    const running = await runningEvent(server, { players: EVENT_PLAYERS, played: 3, name: 'lh' });
    const middle = running.current[Math.floor(running.current.length / 2)];
    const player = middle?.b ? running.players.get(middle.b.entryId) : undefined;
    if (!middle || !player) throw new Error('the running event has no middle game');
    console.log(
      `${EVENT_PLAYERS}-player event set up in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s: 3 rounds played, round 4 started; the player is at table ${middle.table}`,
    );
    routes.push([runningLabel, `/tournament/${running.eventId}`, cookieOf(player)]);
  }
  console.log(`${'route'.padEnd(40)}score (median of runs)   LCP ms   CLS     TBT ms   goal    DOM elements`);
  for (const [label, route, cookie] of routes) {
    if (ONLY && !label.includes(ONLY)) continue;
    const runs: { score: number; lcp: number; cls: number; tbt: number; dom: number }[] = [];
    // A run whose trace Lighthouse could not record (NO_NAVSTART and the like, now and then on a
    // busy machine) measured nothing: it is run again, at most twice per route, not counted as 0.
    let failedRuns = 0;
    while (runs.length < RUNS) {
      const result = await auditCold(server.origin + route, cookie);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
      if (lhr.runtimeError) {
        failedRuns += 1;
        console.log(`  (${route}: run not recorded, ${lhr.runtimeError.code}; running it again)`);
        if (failedRuns > 2) throw new Error(`Lighthouse kept failing on ${route}: ${lhr.runtimeError.code}`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        dom: audit('dom-size'),
      });
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const file = `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${runs.length}.json`;
        writeFileSync(path.join(REPORT_DIR, file), JSON.stringify(lhr));
      }
    }
    const score = median(runs.map((r) => r.score));
    console.log(
      `${label.padEnd(40)}${`${score} (${runs.map((r) => r.score).join(', ')})`.padEnd(25)}${median(
        runs.map((r) => r.lcp),
      )
        .toFixed(0)
        .padStart(6)}   ${median(runs.map((r) => r.cls)).toFixed(3)}   ${median(runs.map((r) => r.tbt))
        .toFixed(0)
        .padStart(6)}   ${(score >= GOAL ? 'met' : 'BELOW').padEnd(8)}${median(runs.map((r) => r.dom))}`,
    );
  }
} finally {
  await server.stop();
}
