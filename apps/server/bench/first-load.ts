/**
 * First load of the player routes on the built app: every script and stylesheet a cold visit
 * fetches before the page settles, summed as gzip (what the budget counts) and as the
 * bytes actually sent (brotli from the pre-compressed build). Headless Chromium at 390×844.
 * Budget: ≤ 170 KiB gzip of JavaScript per route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { builtServerExists, createOpenEvent, root, startBuiltServer } from './bench-server';

const BUDGET_KIB = 170;
const webDist = path.join(root, 'apps/web/dist');

if (!builtServerExists()) process.exit(1);
const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

try {
  const session = await server.signUp('first_load');
  const organiser = await server.signUp('first_load_to');
  const eventId = await createOpenEvent(server, organiser, 'First Load Open');
  const routes: [string, boolean][] = [
    ['/login', false],
    ['/library', true],
    ['/rosters', true],
    [`/tournament/${eventId}`, true],
    ['/battle-simulator', true],
  ];
  console.log(
    'route                          JS gzip KiB   CSS gzip KiB   sent (br) KiB   requests   budget',
  );
  for (const [route, signedIn] of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (signedIn) {
      const [name, value] = session.cookie.split(';')[0]?.split('=') ?? [];
      await context.addCookies([{ name: name ?? '', value: value ?? '', url: server.origin }]);
    }
    const page = await context.newPage();
    const assets: { file: string; sent: number; kind: 'js' | 'css' }[] = [];
    page.on('requestfinished', async (request) => {
      const url = new URL(request.url());
      const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
      if (!kind || url.origin !== server.origin) return;
      const sizes = await request.sizes();
      assets.push({ file: path.join(webDist, url.pathname), sent: sizes.responseBodySize, kind });
    });
    await page.goto(server.origin + route, { waitUntil: 'networkidle' });
    const gz = (kind: 'js' | 'css') =>
      assets
        .filter((a) => a.kind === kind)
        .reduce((sum, a) => sum + gzipSync(readFileSync(a.file), { level: 9 }).length, 0) / 1024;
    const sent = assets.reduce((sum, a) => sum + a.sent, 0) / 1024;
    const js = gz('js');
    const label = route.startsWith('/tournament/') ? '/tournament/:id' : route;
    console.log(
      `${label.padEnd(30)} ${js.toFixed(1).padStart(11)}   ${gz('css').toFixed(1).padStart(12)}   ${sent.toFixed(1).padStart(13)}   ${String(assets.length).padStart(8)}   ${js <= BUDGET_KIB ? 'within' : 'OVER'}`,
    );
    // FIRST_LOAD_DETAIL=1 lists the largest scripts of a route over the budget.
    if (process.env.FIRST_LOAD_DETAIL && js > BUDGET_KIB)
      for (const a of assets
        .filter((x) => x.kind === 'js')
        .map((x) => ({
          name: path.basename(x.file),
          kib: gzipSync(readFileSync(x.file), { level: 9 }).length / 1024,
        }))
        .sort((x, y) => y.kib - x.kib)
        .slice(0, Number(process.env.FIRST_LOAD_TOP ?? 8)))
        console.log(`    ${a.kib.toFixed(1).padStart(6)} KiB  ${a.name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
