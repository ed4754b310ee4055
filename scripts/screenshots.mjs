// Screenshots of pages at desktop (1280x800) and mobile (390x844) sizes, for looking at what we
// build. Usage: node scripts/screenshots.mjs [baseUrl] [path ...]  (set THEMES=all for every theme)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/dashboard'];
const themes =
  process.env.THEMES === 'all'
    ? [
        'quantum-field',
        'tactical-green',
        'thermal-signature',
        'standard-light',
        'standard-dark',
        'ocean-blue',
        'storm-gray',
        'sunset-orange',
        'wind-rush',
      ]
    : [process.env.THEME ?? 'quantum-field'];
const sizes = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
const outDir = path.resolve('screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const [sizeName, viewport] of Object.entries(sizes)) {
  for (const theme of themes) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      isMobile: sizeName === 'mobile',
      hasTouch: sizeName === 'mobile',
    });
    await context.addInitScript((name) => {
      localStorage.setItem('aow_selectedTheme', JSON.stringify({ version: '1.0', data: name }));
    }, theme);
    if (process.env.LOGIN) {
      // LOGIN=email:password signs in first (e.g. a demo account printed by npm start).
      const [email, password] = process.env.LOGIN.split(':');
      await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
        data: { email, password },
        headers: { origin: baseUrl },
      });
    }
    const page = await context.newPage();
    for (const target of pages) {
      await page.goto(baseUrl + target, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${target.replace(/\W+/g, '_') || 'root'}-${sizeName}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
