// Screenshots of page sections (elements) at mobile 390x844 and desktop 1280x800, signed in as
// EMAIL/PASSWORD (default: the demo player). Usage: node scripts/element-shots.mjs /path 'css selector' ...
// Writes screenshots/element-<size>-<n>.png.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [url, ...selectors] = process.argv.slice(2);
const B = 'http://localhost:3000';
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({
    viewport,
    isMobile: name === 'mobile',
    hasTouch: name === 'mobile',
  });
  await context.request.post(`${B}/api/auth/sign-in/email`, {
    data: {
      email: process.env.EMAIL ?? 'player1@muster.example',
      password: process.env.PASSWORD ?? 'muster-player-demo',
    },
    headers: { origin: B },
  });
  const page = await context.newPage();
  await page.goto(B + url, { waitUntil: 'networkidle' });
  for (const [i, sel] of selectors.entries()) {
    const el = page.locator(sel).first();
    await el.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await el.screenshot({ path: `screenshots/element-${name}-${i}.png` });
  }
  await context.close();
}
await browser.close();
