/**
 * First load of the player routes on the built app: every script and stylesheet a cold visit
 * fetches before the page settles, summed as gzip (what the issue's budget counts) and as the
 * bytes actually sent (brotli from the pre-compressed build). Headless Chromium at 390×844.
 * Budget: ≤ 170 KiB gzip of JavaScript per route: the issue's five routes first, then every other
 * page a player opens (admin and developer pages are not player routes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import {
  type BenchServer,
  builtServerExists,
  createOpenEvent,
  root,
  type Session,
  startBuiltServer,
} from './bench-server';

const BUDGET_KIB = 170;
const webDist = path.join(root, 'apps/web/dist');
const fixture = path.join(root, 'packages/roster-import/fixtures/gwapp/compactor__GWAPPSample.txt');

if (!builtServerExists()) process.exit(1);
const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

type Asset = { file: string; sent: number; kind: 'js' | 'css' };
const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** One cold visit: the scripts and styles fetched until the network is idle. */
async function visit(target: Browser, origin: string, route: string, cookie: string | null) {
  const context = await target.newContext({ viewport: { width: 390, height: 844 } });
  if (cookie) {
    const [name, value] = cookie.split(';')[0]?.split('=') ?? [];
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: origin }]);
  }
  const page = await context.newPage();
  const assets: Asset[] = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || url.origin !== origin) return;
    const sizes = await request.sizes();
    assets.push({ file: path.join(webDist, url.pathname), sent: sizes.responseBodySize, kind });
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await context.close();
  const gz = (kind: 'js' | 'css') =>
    assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + gzipKiB(a.file), 0);
  return {
    js: gz('js'),
    css: gz('css'),
    sent: assets.reduce((sum, a) => sum + a.sent, 0) / 1024,
    requests: assets.length,
    scripts: assets.filter((a) => a.kind === 'js').map((a) => a.file),
  };
}

function printRow(label: string, result: Awaited<ReturnType<typeof visit>>): void {
  console.log(
    `${label.padEnd(30)} ${result.js.toFixed(1).padStart(11)}   ${result.css.toFixed(1).padStart(12)}   ${result.sent.toFixed(1).padStart(13)}   ${String(result.requests).padStart(8)}   ${result.js <= BUDGET_KIB ? 'within' : 'OVER'}`,
  );
  // FIRST_LOAD_DETAIL=1 lists the largest scripts of a route over the budget.
  if (process.env.FIRST_LOAD_DETAIL && result.js > BUDGET_KIB)
    for (const script of result.scripts
      .map((file) => ({ name: path.basename(file), kib: gzipKiB(file) }))
      .sort((x, y) => y.kib - x.kib)
      .slice(0, Number(process.env.FIRST_LOAD_TOP ?? 8)))
      console.log(`    ${script.kib.toFixed(1).padStart(6)} KiB  ${script.name}`);
}

/** A saved roster of the player's, from a real list file, for the pages that show one. */
async function savedRoster(bench: BenchServer, session: Session): Promise<string> {
  const parsed = (
    await bench.call(session, 'POST', '/api/rosters/parse', undefined, {
      raw: { contentType: 'text/plain', body: readFileSync(fixture, 'utf8') },
    })
  ).json as { roster: Record<string, unknown> | null; detectedFormat: string };
  if (!parsed.roster) throw new Error('the fixture list did not parse on the server');
  const saved = await bench.call(session, 'POST', '/api/rosters', {
    roster: parsed.roster,
    sourceFormat: parsed.detectedFormat,
    sourceFileName: null,
  });
  return (saved.json as { id: string }).id;
}

const header =
  'route                          JS gzip KiB   CSS gzip KiB   sent (br) KiB   requests   budget';

try {
  const session = await server.signUp('first_load');
  const organiser = await server.signUp('first_load_to');
  const eventId = await createOpenEvent(server, organiser, 'First Load Open');
  const player = session.cookie;
  console.log(header);
  const issueRoutes: [string, string | null][] = [
    ['/login', null],
    ['/library', player],
    ['/rosters', player],
    [`/tournament/${eventId}`, player],
    ['/battle-simulator', player],
  ];
  for (const [route, cookie] of issueRoutes)
    printRow(
      route.startsWith('/tournament/') ? '/tournament/:id' : route,
      await visit(browser, server.origin, route, cookie),
    );

  // Every other page a player opens, with its parameters filled from real records.
  const rosterId = await savedRoster(server, session);
  const otherRoutes: [string, string, string | null][] = [
    ['/', '/', player],
    ['/signup', '/signup', null],
    ['/onboarding/questionnaire', '/onboarding/questionnaire', player],
    ['/tournaments', '/tournaments', player],
    ['/tournament/create', '/tournament/create', player],
    ['/tournament/:id/manage', `/tournament/${eventId}/manage`, organiser.cookie],
    ['/leaderboard', '/leaderboard', player],
    ['/rules', '/rules', player],
    ['/rosters/new', '/rosters/new', player],
    ['/rosters/:id', `/rosters/${rosterId}`, player],
    ['/rosters/:id/build', `/rosters/${rosterId}/build`, player],
    ['/rosters/:id/print', `/rosters/${rosterId}/print`, player],
    ['/roster-analyzer', '/roster-analyzer', player],
    ['/batch-analysis', '/batch-analysis', player],
    ['/playbook-generator', '/playbook-generator', player],
    ['/counter-generation', '/counter-generation', player],
    ['/coaching', '/coaching', player],
    ['/oracle', '/oracle', player],
    ['/oracle/meta-insights', '/oracle/meta-insights', player],
    ['/community', '/community', player],
    ['/community-intel', '/community-intel', player],
    ['/battlefields', '/battlefields', player],
    ['/battles', '/battles', player],
    ['/resources', '/resources', player],
    ['/analytics', '/analytics', player],
    ['/profile', '/profile', player],
    ['/settings', '/settings', player],
    ['/subscription', '/subscription', player],
    ['/support', '/support', player],
    ['/mobile', '/mobile', player],
    ['/mobile/tracker', '/mobile/tracker', player],
    ['/mobile/rosters', '/mobile/rosters', player],
    ['/mobile/rosters/:id', `/mobile/rosters/${rosterId}`, player],
    ['/mobile/log', '/mobile/log', player],
  ];
  console.log('\nEvery other player page');
  console.log(header);
  let over = 0;
  for (const [label, route, cookie] of otherRoutes) {
    const result = await visit(browser, server.origin, route, cookie);
    if (result.js > BUDGET_KIB) over += 1;
    printRow(label, result);
  }
  console.log(`${otherRoutes.length - over} of ${otherRoutes.length} within the budget`);
} finally {
  await browser.close();
  await server.stop();
}
