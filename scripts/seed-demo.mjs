// npm run seed:demo: makes the demo content in this machine's database (./data, or DATABASE_URL)
// and stops: the demo accounts, their lists, a finished event imported from BCP, an upcoming one,
// a league night in round 2 and a teams event at its draft. `npm start` does the same on every
// start (SEED_DEMO_CONTENT, default true); this is for a database you want filled without serving.
// It runs the built server (npm run build first) until the seeding reports, then shuts it down.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(server)) {
  console.error('No built server: run "npm run build" first.');
  process.exit(1);
}
const child = spawn(process.execPath, [server], {
  cwd: root,
  env: { ...process.env, SEED_DEMO_CONTENT: 'true', PORT: process.env.PORT ?? '3000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const timer = setTimeout(() => {
  console.error('The demo content did not report within 5 minutes; stopping.');
  process.exitCode = 1;
  child.kill('SIGTERM');
}, 300_000);
let output = '';
child.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  process.stdout.write(text);
  output += text;
  if (/Demo content (added|not added|: all there already)/.test(output)) {
    if (/Demo content not added/.test(output)) process.exitCode = 1;
    clearTimeout(timer);
    child.kill('SIGTERM');
  }
});
child.on('exit', (code) => {
  clearTimeout(timer);
  if (process.exitCode === undefined && code !== 0 && code !== null) process.exitCode = code;
});
