import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake Stripe on loopback for the tests, in the spirit of stripe-mock but with state: it speaks
// the API calls Muster makes (customers, prices, Checkout Sessions, subscriptions, invoices, the
// billing portal), serves a hosted Checkout page a browser can pay on, and sends webhooks signed
// the way Stripe documents (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`), written
// here from the documentation rather than with the library under test. Node built-ins only, and
// only erasable TypeScript, so scripts/e2e-server.mjs can run it on Node 24 as it is.

type Json = Record<string, unknown>;

export type FakePrice = { id: string; unitAmount: number; currency: string; interval: 'month' | 'year' };

export type FakeStripeOptions = {
  secretKey: string;
  webhookSecret: string;
  prices: FakePrice[];
  /** Where signed events are POSTed; set later with setWebhookUrl when the app starts after this. */
  webhookUrl?: string;
  /** 'auto' sends each event as it happens; 'manual' holds them until deliver() (to reorder). */
  delivery?: 'auto' | 'manual';
};

type FakeDelivery = { eventId: string; type: string; status: number | 'network-error' };

type Subscription = {
  id: string;
  customer: string;
  status: string;
  price: FakePrice;
  itemId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  created: number;
  latestInvoice: string | null;
  metadata: Json;
};

type Invoice = {
  id: string;
  customer: string;
  subscription: string | null;
  number: string;
  status: 'paid' | 'open' | 'void';
  amountDue: number;
  amountPaid: number;
  currency: string;
  billingReason: string;
  created: number;
  attemptCount: number;
  lines: { amount: number; price: FakePrice; start: number; end: number; proration: boolean }[];
};

type PaymentIntent = {
  id: string;
  charge: string;
  customer: string;
  amount: number;
  currency: string;
  applicationFee: number;
  destination: string;
  refunded: number;
  metadata: Json;
};

type CheckoutSession = {
  id: string;
  mode: string;
  customer: string;
  price: FakePrice;
  /** A one-off payment's line (price_data): its name; null for a subscription's price. */
  productName: string | null;
  paymentIntentData: Json;
  paymentIntent: string | null;
  expiresAt: number | null;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: Json;
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
};

const DAY = 86_400;
const newId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) node[segment] = value;
      else {
        node[segment] ??= {};
        node = node[segment] as Json;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    const numeric = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return numeric
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

/** The `Stripe-Signature` header Stripe sends with a webhook, for this payload and secret. */
function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeStripe(options: FakeStripeOptions) {
  const prices = new Map(options.prices.map((price) => [price.id, price]));
  const customers = new Map<string, Json>();
  const sessions = new Map<string, CheckoutSession>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const portalSessions = new Map<string, { customer: string; returnUrl: string }>();
  const accounts = new Map<
    string,
    { id: string; email: string | null; chargesEnabled: boolean; metadata: Json }
  >();
  const accountLinks = new Map<string, { account: string; returnUrl: string }>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const refunds: {
    id: string;
    paymentIntent: string;
    amount: number;
    reverseTransfer: boolean;
    refundApplicationFee: boolean;
  }[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events = new Map<string, Json>();
  const held: string[] = [];
  const deliveries: FakeDelivery[] = [];
  const requests: { method: string; path: string }[] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let delivery = options.delivery ?? 'auto';
  let invoiceNumber = 0;
  // The billing clock: periods are laid out on it, and renew() moves it a period on.
  let clock = Math.floor(Date.now() / 1000);
  let origin = '';

  const priceJson = (price: FakePrice) => ({
    id: price.id,
    object: 'price',
    active: true,
    currency: price.currency,
    unit_amount: price.unitAmount,
    type: 'recurring',
    recurring: { interval: price.interval, interval_count: 1 },
    product: `prod_${price.id}`,
  });

  const subscriptionJson = (sub: Subscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    created: sub.created,
    latest_invoice: sub.latestInvoice,
    metadata: sub.metadata,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: [
        {
          id: sub.itemId,
          object: 'subscription_item',
          price: priceJson(sub.price),
          quantity: 1,
          subscription: sub.id,
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
        },
      ],
    },
  });

  const invoiceJson = (invoice: Invoice) => ({
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customer,
    number: invoice.number,
    status: invoice.status,
    amount_due: invoice.amountDue,
    amount_paid: invoice.amountPaid,
    amount_remaining: invoice.amountDue - invoice.amountPaid,
    currency: invoice.currency,
    billing_reason: invoice.billingReason,
    created: invoice.created,
    attempt_count: invoice.attemptCount,
    period_start: invoice.created,
    period_end: invoice.created,
    hosted_invoice_url: `${origin}/invoice/${invoice.id}`,
    parent: invoice.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: invoice.subscription, metadata: {} },
        }
      : null,
    lines: {
      object: 'list',
      has_more: false,
      data: invoice.lines.map((line, index) => ({
        id: `il_${invoice.id}_${index}`,
        object: 'line_item',
        amount: line.amount,
        currency: invoice.currency,
        period: { start: line.start, end: line.end },
        pricing: {
          type: 'price_details',
          price_details: { price: line.price.id, product: `prod_${line.price.id}` },
          unit_amount_decimal: String(line.price.unitAmount),
        },
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: { proration: line.proration, subscription: invoice.subscription },
        },
        quantity: 1,
      })),
    },
  });

  const sessionJson = (session: CheckoutSession) => ({
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    customer: session.customer,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    status: session.status,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    subscription: session.subscription,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: session.status === 'open' ? `${origin}/checkout/${session.id}` : null,
    amount_total: session.price.unitAmount,
    currency: session.price.currency,
    payment_intent: session.paymentIntent,
    expires_at: session.expiresAt,
  });

  async function send(eventId: string): Promise<void> {
    const event = events.get(eventId);
    if (!event || !webhookUrl) return;
    const payload = JSON.stringify(event, null, 2);
    const header = stripeSignatureHeader(payload, options.webhookSecret, Math.floor(Date.now() / 1000));
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
      });
      await response.arrayBuffer();
      deliveries.push({ eventId, type: String(event.type), status: response.status });
    } catch {
      deliveries.push({ eventId, type: String(event.type), status: 'network-error' });
    }
  }

  /** Records an event and delivers it (or holds it, in manual delivery). Answers its id. */
  async function emit(type: string, object: unknown): Promise<string> {
    const id = newId('evt');
    events.set(id, {
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    if (delivery === 'manual') held.push(id);
    else await send(id);
    return id;
  }

  /** Stripe sends two events for every successful payment of an invoice, in either order. */
  async function emitPaid(invoice: Invoice) {
    await emit('invoice.paid', invoiceJson(invoice));
    await emit('invoice.payment_succeeded', invoiceJson(invoice));
  }

  function newInvoice(
    sub: Subscription,
    billingReason: string,
    lines: Invoice['lines'],
    paid: boolean,
  ): Invoice {
    invoiceNumber += 1;
    const amount = Math.max(
      0,
      lines.reduce((sum, line) => sum + line.amount, 0),
    );
    const invoice: Invoice = {
      id: newId('in'),
      customer: sub.customer,
      subscription: sub.id,
      number: `MUSTER-${String(invoiceNumber).padStart(4, '0')}`,
      status: paid || amount === 0 ? 'paid' : 'open',
      amountDue: amount,
      amountPaid: paid ? amount : 0,
      currency: sub.price.currency,
      billingReason,
      created: clock,
      attemptCount: 1,
      lines,
    };
    invoices.set(invoice.id, invoice);
    sub.latestInvoice = invoice.id;
    return invoice;
  }

  const periodLength = (price: FakePrice) => (price.interval === 'year' ? 365 : 30) * DAY;

  function requireSubscription(id: string): Subscription {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`fake Stripe: no subscription ${id}`);
    return sub;
  }

  /** The customer pays on the hosted Checkout page: the subscription starts, its first invoice is paid. */
  async function completeCheckout(sessionId: string): Promise<{ subscriptionId: string; invoiceId: string }> {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`fake Stripe: no open session ${sessionId}`);
    if (session.mode === 'payment') {
      await completePayment(session);
      return { subscriptionId: '', invoiceId: '' };
    }
    const sub: Subscription = {
      id: newId('sub'),
      customer: session.customer,
      status: 'active',
      price: session.price,
      itemId: newId('si'),
      periodStart: clock,
      periodEnd: clock + periodLength(session.price),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      created: clock,
      latestInvoice: null,
      metadata: session.metadata,
    };
    subscriptions.set(sub.id, sub);
    session.status = 'complete';
    session.subscription = sub.id;
    const invoice = newInvoice(
      sub,
      'subscription_create',
      [
        {
          amount: sub.price.unitAmount,
          price: sub.price,
          start: sub.periodStart,
          end: sub.periodEnd,
          proration: false,
        },
      ],
      true,
    );
    // The order Stripe usually sends them in; the webhooks promise no order, and tests shuffle them.
    await emit('checkout.session.completed', sessionJson(session));
    await emit('customer.subscription.created', subscriptionJson(sub));
    await emitPaid(invoice);
    return { subscriptionId: sub.id, invoiceId: invoice.id };
  }

  /** A one-off payment (an event ticket): paid, its money moved to the connected account. */
  async function completePayment(session: CheckoutSession) {
    const intent = {
      id: newId('pi'),
      charge: newId('ch'),
      customer: session.customer,
      amount: session.price.unitAmount,
      currency: session.price.currency,
      applicationFee: Number(session.paymentIntentData.application_fee_amount ?? 0),
      destination: String((session.paymentIntentData.transfer_data as Json | undefined)?.destination ?? ''),
      refunded: 0,
      metadata: (session.paymentIntentData.metadata as Json | undefined) ?? {},
    };
    paymentIntents.set(intent.id, intent);
    session.status = 'complete';
    session.paymentIntent = intent.id;
    await emit('checkout.session.completed', sessionJson(session));
  }

  /** The customer never paid: Stripe expires the session (at expires_at; tests call this). */
  async function expireCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`fake Stripe: no open session ${sessionId}`);
    session.status = 'expired';
    await emit('checkout.session.expired', sessionJson(session));
  }

  const accountJson = (account: {
    id: string;
    email: string | null;
    chargesEnabled: boolean;
    metadata: Json;
  }) => ({
    id: account.id,
    object: 'account',
    type: 'express',
    email: account.email,
    charges_enabled: account.chargesEnabled,
    details_submitted: account.chargesEnabled,
    payouts_enabled: account.chargesEnabled,
    metadata: account.metadata,
  });

  const chargeJson = (intent: PaymentIntent) => ({
    id: intent.charge,
    object: 'charge',
    customer: intent.customer,
    payment_intent: intent.id,
    amount: intent.amount,
    amount_refunded: intent.refunded,
    currency: intent.currency,
    refunded: intent.refunded >= intent.amount,
    transfer_data: { destination: intent.destination },
    metadata: intent.metadata,
  });

  /**
   * The period ends: a subscription set to cancel ends; any other is charged for the next period
   * (paid, or failed when `fail`: past_due, and Stripe's retries begin).
   */
  async function renew(subscriptionId: string, outcome: { fail?: boolean } = {}) {
    const sub = requireSubscription(subscriptionId);
    clock = sub.periodEnd;
    if (sub.cancelAtPeriodEnd) {
      sub.status = 'canceled';
      sub.canceledAt = clock;
      await emit('customer.subscription.deleted', subscriptionJson(sub));
      return { invoiceId: null };
    }
    sub.periodStart = sub.periodEnd;
    sub.periodEnd = sub.periodStart + periodLength(sub.price);
    const invoice = newInvoice(
      sub,
      'subscription_cycle',
      [
        {
          amount: sub.price.unitAmount,
          price: sub.price,
          start: sub.periodStart,
          end: sub.periodEnd,
          proration: false,
        },
      ],
      !outcome.fail,
    );
    if (outcome.fail) {
      sub.status = 'past_due';
      await emit('invoice.payment_failed', invoiceJson(invoice));
      await emit('customer.subscription.updated', subscriptionJson(sub));
    } else {
      await emit('customer.subscription.updated', subscriptionJson(sub));
      await emitPaid(invoice);
    }
    return { invoiceId: invoice.id };
  }

  /** One of Stripe's automatic retries of an open invoice: paid, or failed once more. */
  async function retryPayment(invoiceId: string, outcome: { succeed: boolean }) {
    const invoice = invoices.get(invoiceId);
    if (!invoice?.subscription) throw new Error(`fake Stripe: no subscription invoice ${invoiceId}`);
    const sub = requireSubscription(invoice.subscription);
    invoice.attemptCount += 1;
    if (outcome.succeed) {
      invoice.status = 'paid';
      invoice.amountPaid = invoice.amountDue;
      sub.status = 'active';
      await emitPaid(invoice);
      await emit('customer.subscription.updated', subscriptionJson(sub));
    } else {
      await emit('invoice.payment_failed', invoiceJson(invoice));
    }
  }

  /** Stripe's retries are used up: the subscription is cancelled (the usual setting). */
  async function exhaustRetries(subscriptionId: string) {
    const sub = requireSubscription(subscriptionId);
    sub.status = 'canceled';
    sub.canceledAt = clock;
    const open = sub.latestInvoice ? invoices.get(sub.latestInvoice) : undefined;
    if (open?.status === 'open') open.status = 'void';
    await emit('customer.subscription.deleted', subscriptionJson(sub));
  }

  async function updateSubscription(sub: Subscription, body: Json): Promise<void> {
    if (typeof body.cancel_at_period_end === 'string')
      sub.cancelAtPeriodEnd = body.cancel_at_period_end === 'true';
    const items = Array.isArray(body.items) ? (body.items as Json[]) : [];
    const newPrice = items[0]?.price ? prices.get(String(items[0].price)) : undefined;
    let proration: Invoice | null = null;
    if (items[0] && !newPrice)
      throw Object.assign(new Error(`No such price: '${String(items[0].price)}'`), { status: 400 });
    if (newPrice && newPrice.id !== sub.price.id) {
      const old = sub.price;
      // Unused time on the old price is credited, the rest of the period on the new one charged; a
      // change of interval starts a new period now (Stripe's proration, in whole minor units).
      const left = Math.max(0, sub.periodEnd - clock) / Math.max(1, sub.periodEnd - sub.periodStart);
      const credit = -Math.round(old.unitAmount * left);
      sub.price = newPrice;
      if (newPrice.interval !== old.interval) {
        sub.periodStart = clock;
        sub.periodEnd = clock + periodLength(newPrice);
      }
      const charge =
        newPrice.interval !== old.interval ? newPrice.unitAmount : Math.round(newPrice.unitAmount * left);
      if (body.proration_behavior === 'always_invoice') {
        proration = newInvoice(
          sub,
          'subscription_update',
          [
            { amount: credit, price: old, start: clock, end: sub.periodEnd, proration: true },
            { amount: charge, price: newPrice, start: clock, end: sub.periodEnd, proration: true },
          ],
          true,
        );
      }
    }
    await emit('customer.subscription.updated', subscriptionJson(sub));
    if (proration) await emitPaid(proration);
  }

  function stripeError(res: ServerResponse, status: number, message: string, type = 'invalid_request_error') {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type, message } }));
  }

  function json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function html(res: ServerResponse, body: string) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Fake Stripe</title></head><body>${body}</body></html>`,
    );
  }

  async function api(method: string, path: string, body: Json): Promise<{ status: number; body: unknown }> {
    const parts = path.split('/').filter(Boolean).slice(1);
    const notFound = (what: string, id: string) => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}: '${id}'`,
        },
      },
    });
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && parts[0] === 'prices' && parts[1]) {
      const price = prices.get(parts[1]);
      return price ? { status: 200, body: priceJson(price) } : notFound('price', parts[1]);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItems = Array.isArray(body.line_items) ? (body.line_items as Json[]) : [];
      const data = lineItems[0]?.price_data as Json | undefined;
      const price = data
        ? {
            id: `price_adhoc_${randomBytes(4).toString('hex')}`,
            unitAmount: Number(data.unit_amount),
            currency: String(data.currency),
            interval: 'month' as const,
          }
        : prices.get(String(lineItems[0]?.price ?? ''));
      if (!price || !Number.isInteger(price.unitAmount) || price.unitAmount < 50)
        return notFound('price', String(lineItems[0]?.price ?? ''));
      const intentData = (body.payment_intent_data as Json | undefined) ?? {};
      const destination = (intentData.transfer_data as Json | undefined)?.destination;
      if (destination !== undefined && !accounts.has(String(destination)))
        return notFound('account', String(destination));
      const customer = String(body.customer ?? '');
      if (!customers.has(customer)) return notFound('customer', customer);
      const session: CheckoutSession = {
        id: newId('cs'),
        mode: String(body.mode ?? 'payment'),
        productName: data ? String((data.product_data as Json | undefined)?.name ?? '') : null,
        paymentIntentData: intentData,
        paymentIntent: null,
        expiresAt: body.expires_at ? Number(body.expires_at) : null,
        customer,
        price,
        successUrl: String(body.success_url ?? ''),
        cancelUrl: String(body.cancel_url ?? ''),
        clientReferenceId: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
        metadata: (body.metadata as Json) ?? {},
        status: 'open',
        subscription: null,
      };
      sessions.set(session.id, session);
      return { status: 200, body: sessionJson(session) };
    }
    if (method === 'GET' && parts[0] === 'checkout' && parts[1] === 'sessions' && parts[2]) {
      const session = sessions.get(parts[2]);
      return session ? { status: 200, body: sessionJson(session) } : notFound('checkout.session', parts[2]);
    }
    if (parts[0] === 'subscriptions' && parts[1]) {
      const sub = subscriptions.get(parts[1]);
      if (!sub) return notFound('subscription', parts[1]);
      if (method === 'GET') return { status: 200, body: subscriptionJson(sub) };
      if (method === 'POST') {
        if (sub.status === 'canceled')
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                message: 'A canceled subscription can only update its cancellation_details and metadata.',
              },
            },
          };
        await updateSubscription(sub, body);
        return { status: 200, body: subscriptionJson(sub) };
      }
    }
    if (method === 'GET' && parts[0] === 'invoices' && parts[1]) {
      const invoice = invoices.get(parts[1]);
      return invoice ? { status: 200, body: invoiceJson(invoice) } : notFound('invoice', parts[1]);
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account = {
        id: newId('acct'),
        email: typeof body.email === 'string' ? body.email : null,
        chargesEnabled: false,
        metadata: (body.metadata as Json) ?? {},
      };
      accounts.set(account.id, account);
      return { status: 200, body: accountJson(account) };
    }
    if (method === 'GET' && parts[0] === 'accounts' && parts[1]) {
      const account = accounts.get(parts[1]);
      return account ? { status: 200, body: accountJson(account) } : notFound('account', parts[1]);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = String(body.account ?? '');
      if (!accounts.has(account)) return notFound('account', account);
      const id = newId('al');
      accountLinks.set(id, { account, returnUrl: String(body.return_url ?? '') });
      return {
        status: 200,
        body: { object: 'account_link', url: `${origin}/connect/${id}`, expires_at: clock + 300 },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = paymentIntents.get(String(body.payment_intent ?? ''));
      if (!intent) return notFound('payment_intent', String(body.payment_intent ?? ''));
      if (intent.refunded >= intent.amount)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge ${intent.charge} has already been refunded.`,
            },
          },
        };
      const refund = {
        id: newId('re'),
        paymentIntent: intent.id,
        amount: intent.amount - intent.refunded,
        reverseTransfer: body.reverse_transfer === 'true',
        refundApplicationFee: body.refund_application_fee === 'true',
      };
      refunds.push(refund);
      intent.refunded = intent.amount;
      await emit('charge.refunded', chargeJson(intent));
      return {
        status: 200,
        body: {
          id: refund.id,
          object: 'refund',
          amount: refund.amount,
          payment_intent: intent.id,
          charge: intent.charge,
          status: 'succeeded',
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(body.customer ?? '');
      if (!customers.has(customer)) return notFound('customer', customer);
      const id = newId('bps');
      portalSessions.set(id, { customer, returnUrl: String(body.return_url ?? '') });
      return {
        status: 200,
        body: { id, object: 'billing_portal.session', customer, url: `${origin}/portal/${id}` },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname });

    // The hosted pages a browser visits: Checkout (pay or go back) and the customer portal.
    const onboarding = url.pathname.match(/^\/connect\/(\w+)(\/done)?$/);
    if (onboarding) {
      const link = accountLinks.get(onboarding[1] ?? '');
      const account = link ? accounts.get(link.account) : undefined;
      if (!link || !account) return stripeError(res, 404, 'No such account link');
      if (onboarding[2] && method === 'POST') {
        account.chargesEnabled = true;
        await emit('account.updated', accountJson(account));
        res.writeHead(303, { location: link.returnUrl });
        return void res.end();
      }
      return html(
        res,
        `<main><h1>Set up payouts</h1><p>Stripe Express onboarding for ${escapeHtml(account.email ?? account.id)}.</p>
<form method="post" action="/connect/${onboarding[1]}/done"><button type="submit">Finish onboarding</button></form></main>`,
      );
    }
    const page = url.pathname.match(/^\/(checkout|portal)\/([\w]+)(\/pay)?$/);
    if (page) {
      if (page[1] === 'portal') {
        const portal = portalSessions.get(page[2] ?? '');
        if (!portal) return stripeError(res, 404, 'No such portal session');
        return html(
          res,
          `<h1>Billing portal</h1><p>Cards and invoices of ${escapeHtml(portal.customer)}.</p><a href="${escapeHtml(portal.returnUrl)}">Return to Muster</a>`,
        );
      }
      const session = sessions.get(page[2] ?? '');
      if (!session) return stripeError(res, 404, 'No such checkout session');
      if (page[3] && method === 'POST') {
        if (session.status === 'open') await completeCheckout(session.id);
        res.writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return void res.end();
      }
      const amount = (session.price.unitAmount / 100).toFixed(2);
      const what = session.productName ?? `${session.price.id}, a ${session.price.interval}`;
      return html(
        res,
        `<main><h1>Pay Muster</h1><p>${escapeHtml(what)}: ${amount} ${session.price.currency.toUpperCase()}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay ${amount} ${session.price.currency.toUpperCase()}</button></form>
<a href="${escapeHtml(session.cancelUrl)}">Back to Muster</a></main>`,
      );
    }

    if (!url.pathname.startsWith('/v1/')) return stripeError(res, 404, 'Not found');
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return stripeError(res, 401, 'Invalid API Key provided.', 'authentication_error');
    const key = req.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) return json(res, cached.status, cached.body);
    const body = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
    try {
      const answer = await api(method, url.pathname, body);
      if (cacheKey) idempotent.set(cacheKey, answer);
      json(res, answer.status, answer.body);
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      stripeError(res, status, error instanceof Error ? error.message : String(error));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => stripeError(res, 500, String(error), 'api_error'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** 'manual' holds new events until deliver(), so a test can send them in any order, or twice. */
    setDelivery(mode: 'auto' | 'manual') {
      delivery = mode;
    },
    /** Sends held events (manual delivery), or sends any event again, in the order given. */
    async deliver(eventIds: string[]) {
      for (const id of eventIds) {
        const index = held.indexOf(id);
        if (index >= 0) held.splice(index, 1);
        await send(id);
      }
    },
    held: () => [...held],
    event: (id: string) => events.get(id),
    eventsOfType: (type: string) => [...events.values()].filter((event) => event.type === type),
    deliveries: () => [...deliveries],
    requests: () => [...requests],
    completeCheckout,
    expireCheckout,
    /** The organiser finishes Stripe's onboarding: the account can take charges. */
    enableAccount: (id: string) => {
      const account = accounts.get(id);
      if (account) account.chargesEnabled = true;
    },
    paymentIntent: (id: string) => paymentIntents.get(id),
    refunds: () => [...refunds],
    renew,
    retryPayment,
    exhaustRetries,
    /** The latest Checkout Session opened for this customer, as a test finds the one the app made. */
    latestSession: (customer?: string) =>
      [...sessions.values()].filter((session) => !customer || session.customer === customer).at(-1),
    subscription: (id: string) => subscriptions.get(id),
    invoice: (id: string) => invoices.get(id),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
