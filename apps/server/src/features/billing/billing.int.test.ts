import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { type FakeStripe, startFakeStripe } from '../../test-support/fake-stripe';
import {
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  startPaymentsApp,
  stripeSettingsFor,
  testPrices,
} from '../../test-support/payments-app';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { outbox } from '../mail/outbox.table';
import { notifications } from '../notifications/notifications.table';
import { decrementCredits, ensureSubscription } from '../subscription/credits.queries';
import { creditLedger } from '../subscription/credits.table';
import { stripeEvents } from './billing.table';

type Billing = {
  payments: string;
  prices: { tier: string; interval: string; amount: number; currency: string }[];
  tierSource: string;
  subscription: {
    tier: string;
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
  } | null;
  invoices: { id: string; status: string; amountPaid: number; creditsToppedUpTo: number | null }[];
  paymentProblem: string | null;
};
type Subscription = { tier: string; credits: number; aiCoaching: boolean };

describe('payments through Stripe (a fake Stripe on loopback)', () => {
  let fake: FakeStripe;
  let test: TestApp;
  let webhookUrl: string;
  let settled: () => Promise<void>;
  let close: () => Promise<void>;
  let players = 0;

  beforeAll(async () => {
    ({ fake, test, webhookUrl, settled, close } = await startPaymentsApp());
  });
  afterAll(() => close?.());

  async function newPlayer() {
    players += 1;
    const client = new TestClient(test.app, `10.7.0.${players}`);
    const response = await client.signUp(
      `payer${players}@example.test`,
      `payer password ${players}x`,
      `payer_${players}`,
    );
    expect(response.statusCode).toBe(200);
    const me = (await client.get('/api/me')).json() as { user: { id: string } };
    return { client, id: me.user.id };
  }
  const billingOf = async (client: TestClient) => (await client.get('/api/billing')).json() as Billing;
  const subscriptionOf = async (client: TestClient) =>
    (await client.get('/api/subscription')).json() as Subscription;
  /** A player who has paid for Warrior monthly through Checkout, with every webhook handled. */
  async function subscribedPlayer(tier = 'warrior', interval = 'month') {
    const player = await newPlayer();
    const checkout = await player.client.post('/api/billing/checkout', { tier, interval });
    expect(checkout.statusCode).toBe(200);
    const sessionId = new URL(checkout.json().url).pathname.split('/').at(-1) ?? '';
    const { subscriptionId } = await fake.completeCheckout(sessionId);
    await settled();
    return { ...player, subscriptionId };
  }

  it('lists the tiers at the prices Stripe has, then checkout → the paid tier, its credits, a receipt', async () => {
    const { client, id } = await newPlayer();
    const before = await billingOf(client);
    expect(before).toMatchObject({
      payments: 'stripe',
      tierSource: 'free',
      subscription: null,
      invoices: [],
    });
    expect(before.prices).toContainEqual({
      tier: 'warrior',
      interval: 'month',
      amount: 499,
      currency: 'eur',
    });
    expect(before.prices).toHaveLength(4);

    const checkout = await client.post('/api/billing/checkout', { tier: 'warrior', interval: 'month' });
    expect(checkout.statusCode).toBe(200);
    const url = new URL(checkout.json().url);
    expect(url.origin).toBe(fake.origin);
    // Coming back from Checkout proves nothing: until Stripe's webhook, the account is unchanged.
    expect(await subscriptionOf(client)).toMatchObject({ tier: 'free', credits: 3 });

    await fake.completeCheckout(url.pathname.split('/').at(-1) ?? '');
    await settled();
    expect(await subscriptionOf(client)).toMatchObject({ tier: 'warrior', credits: 25, aiCoaching: true });
    const after = await billingOf(client);
    expect(after).toMatchObject({
      tierSource: 'stripe',
      subscription: { tier: 'warrior', status: 'active', cancelAtPeriodEnd: false },
      invoices: [{ status: 'paid', amountPaid: 499, creditsToppedUpTo: 25 }],
      paymentProblem: null,
    });
    expect(new Date(after.subscription?.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(Date.now());
    const bell = await test.database.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(bell.map((n) => n.title)).toContain('Payment received: €4.99');
    const mail = await test.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, `payer${players}@example.test`), eq(outbox.kind, 'payment-receipt')));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain('€4.99 for Warrior');

    const again = await client.post('/api/billing/checkout', { tier: 'commander', interval: 'month' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('a renewal tops the credits up once, though its webhook comes three times and out of order', async () => {
    const { client, id, subscriptionId } = await subscribedPlayer();
    await decrementCredits(test.database.db, { userId: id, amount: 10, description: 'Roster analysis' });
    fake.setDelivery('manual');
    const { invoiceId } = await fake.renew(subscriptionId);
    fake.setDelivery('auto');
    const [updated, paid, succeeded] = fake.held();
    expect(fake.event(paid ?? '')?.type).toBe('invoice.paid');
    expect(fake.event(succeeded ?? '')?.type).toBe('invoice.payment_succeeded');
    await fake.deliver([paid ?? '', paid ?? '', updated ?? '', paid ?? '']);
    await settled();
    expect((await subscriptionOf(client)).credits).toBe(25);
    const topUps = await test.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, id), sql`${creditLedger.description} LIKE 'Warrior payment%'`))
      .orderBy(creditLedger.id);
    expect(topUps.map((entry) => entry.amount)).toEqual([22, 10]);
    const [stored] = await test.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, paid ?? ''));
    expect(stored).toMatchObject({ deliveries: 3, status: 'processed' });

    // Spent again, then Stripe's second event of the same payment, and the first once more:
    // nothing comes back.
    await decrementCredits(test.database.db, { userId: id, amount: 5, description: 'Roster analysis' });
    await fake.deliver([succeeded ?? '', paid ?? '']);
    await settled();
    expect((await subscriptionOf(client)).credits).toBe(20);
    expect((await billingOf(client)).invoices.find((invoice) => invoice.id === invoiceId)).toMatchObject({
      status: 'paid',
      creditsToppedUpTo: 25,
    });
  });

  it('a monthly plan is topped up by its renewals, not also on the first of the month; a yearly one monthly', async () => {
    const monthly = await subscribedPlayer('warrior', 'month');
    const yearly = await subscribedPlayer('warrior', 'year');
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 2);
    for (const player of [monthly, yearly]) {
      await decrementCredits(test.database.db, {
        userId: player.id,
        amount: 20,
        description: 'Roster analysis',
      });
      await ensureSubscription(test.database.db, player.id, nextMonth);
    }
    expect((await subscriptionOf(monthly.client)).credits).toBe(5);
    expect((await subscriptionOf(yearly.client)).credits).toBe(25);
  });

  it('a failed renewal keeps the tier through Stripe’s retries, tells the player, then drops to free keeping the credits', async () => {
    const { client, id, subscriptionId } = await subscribedPlayer();
    const { invoiceId } = await fake.renew(subscriptionId, { fail: true });
    await settled();
    const retrying = await billingOf(client);
    expect(retrying.subscription).toMatchObject({ tier: 'warrior', status: 'past_due' });
    expect(retrying.paymentProblem).toMatch(/payment failed.*keep Warrior/);
    expect(await subscriptionOf(client)).toMatchObject({ tier: 'warrior', credits: 25 });

    await fake.retryPayment(invoiceId ?? '', { succeed: false });
    await settled();
    const failures = await test.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.title, 'A payment failed')));
    expect(failures).toHaveLength(2);

    await fake.exhaustRetries(subscriptionId);
    await settled();
    expect(await subscriptionOf(client)).toMatchObject({ tier: 'free', credits: 25, aiCoaching: false });
    expect(await billingOf(client)).toMatchObject({
      tierSource: 'free',
      subscription: null,
      paymentProblem: null,
    });
    const ended = await test.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.title, 'Your subscription has ended')));
    expect(ended).toHaveLength(1);
  });

  it('cancel at period end keeps the tier until then, resume takes it back, and a late event cannot revive it', async () => {
    const { client, subscriptionId } = await subscribedPlayer();
    const cancelled = await client.post('/api/billing/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ tier: 'warrior', cancelAtPeriodEnd: true });
    const resumed = await client.post('/api/billing/resume');
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false });

    fake.setDelivery('manual');
    await client.post('/api/billing/cancel');
    await fake.renew(subscriptionId);
    fake.setDelivery('auto');
    const [updated, deleted] = fake.held();
    expect(fake.event(deleted ?? '')?.type).toBe('customer.subscription.deleted');
    // The end first, then the older "still active, cancelling" update.
    await fake.deliver([deleted ?? '', updated ?? '']);
    await settled();
    expect(await subscriptionOf(client)).toMatchObject({ tier: 'free', credits: 25 });
    expect((await billingOf(client)).subscription).toBeNull();
    expect((await client.post('/api/billing/cancel')).json().error.code).toBe('NO_SUBSCRIPTION');
  });

  it('an upgrade is prorated and charged at once, and tops up to the new tier; a downgrade charges nothing', async () => {
    const { client } = await subscribedPlayer();
    const upgraded = await client.post('/api/billing/plan', { tier: 'commander', interval: 'month' });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().subscription).toMatchObject({ tier: 'commander' });
    await settled();
    expect(await subscriptionOf(client)).toMatchObject({ tier: 'commander', credits: 100 });
    const proration = (await billingOf(client)).invoices[0];
    // 30 days left of 30: the whole of commander (999) less the whole of warrior (499).
    expect(proration).toMatchObject({ status: 'paid', amountPaid: 500, creditsToppedUpTo: 100 });

    expect(
      (await client.post('/api/billing/plan', { tier: 'commander', interval: 'month' })).json().error.code,
    ).toBe('SAME_PLAN');
    const downgraded = await client.post('/api/billing/plan', { tier: 'warrior', interval: 'month' });
    expect(downgraded.json().subscription).toMatchObject({ tier: 'warrior' });
    await settled();
    expect(await subscriptionOf(client)).toMatchObject({ tier: 'warrior', credits: 100 });
    expect((await billingOf(client)).invoices[0]).toMatchObject({ amountPaid: 0, creditsToppedUpTo: null });
    const unsold = await client.post('/api/billing/plan', { tier: 'emperor', interval: 'year' });
    expect(unsold.statusCode).toBe(400);
    expect(unsold.json().error.code).toBe('PLAN_NOT_OFFERED');
  });

  it('refuses a forged webhook (bad, missing or stale signature, altered body) and changes nothing', async () => {
    const { client, id } = await newPlayer();
    const [event] = fake.eventsOfType('invoice.paid');
    const forged = JSON.stringify({
      ...event,
      id: 'evt_forged',
      data: { object: { customer: 'cus_x', amount_paid: 1 } },
    });
    const now = Math.floor(Date.now() / 1000);
    const sign = (body: string, secret: string, at: number) =>
      `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
    const attempts: Record<string, string>[] = [
      { 'stripe-signature': sign(forged, 'whsec_wrong', now) },
      {},
      { 'stripe-signature': sign(forged, STRIPE_WEBHOOK_SECRET, now - 3600) },
      { 'stripe-signature': sign(`${forged} `, STRIPE_WEBHOOK_SECRET, now) },
      { 'stripe-signature': 'garbage' },
    ];
    const before = await test.database.db.select({ count: sql<number>`count(*)::int` }).from(stripeEvents);
    for (const headers of attempts) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: forged,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'WEBHOOK_SIGNATURE_INVALID',
      );
    }
    const after = await test.database.db.select({ count: sql<number>`count(*)::int` }).from(stripeEvents);
    expect(after).toEqual(before);
    expect(await subscriptionOf(client)).toMatchObject({ tier: 'free', credits: 3 });
    expect(id).toBeTruthy();
  });

  it('logs and ignores a signed event for a customer Muster does not know', async () => {
    const body = JSON.stringify({
      id: 'evt_unknown_customer',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: 'in_elsewhere', object: 'invoice', customer: 'cus_not_ours', status: 'paid' } },
    });
    const at = Math.floor(Date.now() / 1000);
    const signature = `t=${at},v1=${createHmac('sha256', STRIPE_WEBHOOK_SECRET).update(`${at}.${body}`).digest('hex')}`;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    expect(response.status).toBe(200);
    const [stored] = await test.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, 'evt_unknown_customer'));
    expect(stored).toMatchObject({ status: 'ignored', userId: null, note: 'unknown customer cus_not_ours' });
  });

  it('shows nobody else’s billing, and the portal opens only for a paying customer', async () => {
    const payer = await subscribedPlayer();
    const other = await newPlayer();
    expect(await billingOf(other.client)).toMatchObject({ subscription: null, invoices: [] });
    expect((await other.client.post('/api/billing/portal')).json().error.code).toBe('NO_BILLING_ACCOUNT');
    expect((await other.client.post('/api/billing/resume')).json().error.code).toBe('NO_SUBSCRIPTION');
    const portal = await payer.client.post('/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(new URL(portal.json().url).origin).toBe(fake.origin);
  });
});

describe('payments switched off, or Stripe unreachable', () => {
  it('says this server takes no payments, and refuses checkout and webhooks', async () => {
    const test = await createTestApp();
    try {
      const client = new TestClient(test.app, '10.7.1.1');
      await client.signUp('nopay@example.test', 'no payments password 1', 'nopay');
      expect((await client.get('/api/billing')).json()).toMatchObject({ payments: 'off', prices: [] });
      const checkout = await client.post('/api/billing/checkout', { tier: 'warrior', interval: 'month' });
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json().error.message).toMatch(/takes no payments/);
      const webhook = await test.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: '{}' });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });

  it('answers 502 with nothing charged when Stripe cannot be reached', async () => {
    const gone = await startFakeStripe({
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      prices: testPrices,
    });
    const origin = gone.origin;
    await gone.close();
    const test = await createTestApp({ stripe: stripeSettingsFor(origin) });
    try {
      const client = new TestClient(test.app, '10.7.1.2');
      await client.signUp('stripedown@example.test', 'stripe down password 1', 'stripedown');
      expect((await client.get('/api/billing')).json()).toMatchObject({
        payments: 'stripe',
        pricesUnavailable: true,
      });
      const checkout = await client.post('/api/billing/checkout', { tier: 'warrior', interval: 'month' });
      expect(checkout.statusCode).toBe(502);
      expect(checkout.json().error.code).toBe('STRIPE_UNAVAILABLE');
    } finally {
      await test.close();
    }
  });
});
