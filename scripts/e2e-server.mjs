// Runs the built server against a throwaway embedded PostgreSQL for the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'muster-e2e-'));
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    // Its own process group: Playwright signals this wrapper's group, and the wrapper passes the
    // signal on exactly once.
    detached: true,
    // TRUST_PROXY lets each test act as its own client address (X-Forwarded-For), so per-address
    // rate limits apply per test rather than to the whole run.
    // No language model: the browser tests check the offline engine, whatever this shell has set.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GEMINI|OPENAI)_/.test(name))),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
