// Runs the built server against a throwaway embedded PostgreSQL for the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeStripe } from '../apps/server/src/test-support/fake-stripe.ts';
import { startPushInbox } from './e2e-push-inbox.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'muster-e2e-'));
const pushInbox = await startPushInbox({ port: Number(process.env.E2E_PUSH_PORT ?? 3211), dir: dataDir });
// Payments go to a fake Stripe on loopback (Node runs its TypeScript as it is), whose hosted
// Checkout page the browser pays on and whose signed webhooks reach this server.
const stripeKeys = { secretKey: 'sk_test_muster_e2e', webhookSecret: 'whsec_muster_e2e' };
const stripePrices = [
  ['WARRIOR', 499, 4990],
  ['COMMANDER', 999, 9990],
  ['EMPEROR', 1999, 19990],
];
const stripe = await startFakeStripe({
  ...stripeKeys,
  prices: stripePrices.flatMap(([tier, monthly, yearly]) => [
    { id: `price_${tier.toLowerCase()}_month`, unitAmount: monthly, currency: 'eur', interval: 'month' },
    { id: `price_${tier.toLowerCase()}_year`, unitAmount: yearly, currency: 'eur', interval: 'year' },
  ]),
  webhookUrl: `http://localhost:${process.env.PORT ?? 3210}/api/billing/webhook`,
});
const stripeEnv = Object.fromEntries(
  stripePrices.flatMap(([tier]) => [
    [`STRIPE_PRICE_${tier}_MONTHLY`, `price_${tier.toLowerCase()}_month`],
    [`STRIPE_PRICE_${tier}_YEARLY`, `price_${tier.toLowerCase()}_year`],
  ]),
);
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
      STRIPE_SECRET_KEY: stripeKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      STRIPE_API_BASE: stripe.origin,
      ...stripeEnv,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void pushInbox.close();
  void stripe.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
