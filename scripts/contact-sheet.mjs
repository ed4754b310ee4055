// Lays screenshots out on one page and captures it, to look at many at once.
// Usage: node scripts/contact-sheet.mjs out.png columns width file.png ...
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [out, columns, width, ...files] = process.argv.slice(2);
const html = `<body style="margin:0;background:#888;display:grid;grid-template-columns:repeat(${columns},1fr);gap:4px">${files
  .map(
    (file) =>
      `<figure style="margin:0"><img style="width:100%;display:block" src="data:image/png;base64,${readFileSync(file).toString('base64')}"><figcaption style="font:12px sans-serif">${file.split('/').pop()}</figcaption></figure>`,
  )
  .join('')}</body>`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--allow-file-access-from-files'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 600 } });
await page.setContent(html);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
