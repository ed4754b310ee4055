// Runs the built server against a throwaway embedded PostgreSQL for the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPushInbox } from './e2e-push-inbox.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'muster-e2e-'));
const pushInbox = await startPushInbox({ port: Number(process.env.E2E_PUSH_PORT ?? 3211), dir: dataDir });
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
    // rate limits apply per test rather than to the whole run: the tests connect from loopback and
    // are believed as a proxy would be (the right end of the header).
    // No language model: the browser tests check the offline engine, whatever this shell has set.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GEMINI|OPENAI)_/.test(name))),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // The specs make their own accounts' content; the demo events would change what lists show.
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      // Pushes go to the test's push service on loopback, whose certificate the server trusts.
      PUSH_SERVICE_ORIGINS: pushInbox.origin,
      NODE_EXTRA_CA_CERTS: pushInbox.certPath,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void pushInbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
