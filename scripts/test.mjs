// `npm test`: unit and integration tests (Vitest, real embedded PostgreSQL), then browser tests
// (Playwright driving Debian's Chromium) against a fresh build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ensureBuilt,
  ensureInstalled,
  ensureSupportedNode,
  requireNode,
  root,
  run,
} from './lib/bootstrap.mjs';

requireNode();
ensureInstalled();
await ensureSupportedNode();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const results = [];
results.push(['vitest (unit + web + integration)', run(bin('vitest'), ['run'])]);

ensureBuilt();
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nChromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  results.push(['playwright (e2e)', 1]);
} else {
  results.push(['playwright (e2e)', run(bin('playwright'), ['test'])]);
}

console.log('\nSummary:');
for (const [name, status] of results) console.log(`  ${status === 0 ? 'passed' : 'FAILED'}  ${name}`);
process.exit(results.every(([, status]) => status === 0) ? 0 : 1);
