import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { stripeEvents } from '../features/billing/billing.table';
import type { StripeSettings } from '../features/billing/stripe-settings';
import { type FakePrice, type FakeStripe, startFakeStripe } from './fake-stripe';
import { createTestApp, type TestApp } from './test-app';

export const STRIPE_SECRET_KEY = 'sk_test_muster_fake';
export const STRIPE_WEBHOOK_SECRET = 'whsec_muster_fake';

/** Warrior monthly and yearly, Commander and Emperor monthly, in euros. */
export const testPrices: FakePrice[] = [
  { id: 'price_warrior_month', unitAmount: 499, currency: 'eur', interval: 'month' },
  { id: 'price_warrior_year', unitAmount: 4990, currency: 'eur', interval: 'year' },
  { id: 'price_commander_month', unitAmount: 999, currency: 'eur', interval: 'month' },
  { id: 'price_emperor_month', unitAmount: 1999, currency: 'eur', interval: 'month' },
];

export function stripeSettingsFor(apiBase: string): StripeSettings {
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: new URL(apiBase),
    prices: [
      { tier: 'warrior', interval: 'month', priceId: 'price_warrior_month' },
      { tier: 'warrior', interval: 'year', priceId: 'price_warrior_year' },
      { tier: 'commander', interval: 'month', priceId: 'price_commander_month' },
      { tier: 'emperor', interval: 'month', priceId: 'price_emperor_month' },
    ],
  };
}

/**
 * The app with payments on, listening on loopback for the webhooks of a fake Stripe; `settled`
 * waits until every stored event has been processed by the job queue.
 */
export async function startPaymentsApp(): Promise<{
  fake: FakeStripe;
  test: TestApp;
  webhookUrl: string;
  settled: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const fake = await startFakeStripe({
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: testPrices,
  });
  const test = await createTestApp({ stripe: stripeSettingsFor(fake.origin) });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const webhookUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/billing/webhook`;
  fake.setWebhookUrl(webhookUrl);
  const settled = async () =>
    vi.waitFor(
      async () => {
        const pending = await test.database.db
          .select({ id: stripeEvents.id })
          .from(stripeEvents)
          .where(eq(stripeEvents.status, 'queued'));
        expect(pending).toEqual([]);
      },
      { timeout: 15_000, interval: 100 },
    );
  return {
    fake,
    test,
    webhookUrl,
    settled,
    close: async () => {
      await test.close();
      await fake.close();
    },
  };
}
