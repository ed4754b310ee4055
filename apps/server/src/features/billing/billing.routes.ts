import { apiErrorSchema } from '@muster/contracts';
import {
  billingRedirectSchema,
  billingReplySchema,
  PAYMENTS_OFF_MESSAGE,
  type PlanChoice,
  planChoiceSchema,
} from '@muster/contracts/billing';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { enqueueJob } from '../jobs/job-queue';
import { ensureSubscription } from '../subscription/credits.queries';
import { subscriptions } from '../subscription/credits.table';
import {
  applySubscription,
  ensureCustomer,
  liveSubscription,
  stripeCustomerOf,
  userOfCustomer,
} from './billing.queries';
import { billingInvoices, stripeEvents } from './billing.table';
import { paymentProblemText } from './billing-messages';
import { askStripe, type Billing } from './stripe-client';
import { STRIPE_EVENT_ATTEMPTS, STRIPE_EVENT_JOB } from './stripe-events.job';
import { tierPrices } from './tier-prices';

const errors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};
const INVOICES_SHOWN = 24;
/** A webhook body is a few KB; Stripe documents no event near this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

function requireBilling(billing: Billing | null): Billing {
  if (!billing) throw new HttpError(503, 'PAYMENTS_OFF', PAYMENTS_OFF_MESSAGE);
  return billing;
}

async function billingView(db: Database, billing: Billing | null, userId: string) {
  await ensureSubscription(db, userId);
  const [account] = await db
    .select({ tierSource: subscriptions.tierSource })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const live = await liveSubscription(db, userId);
  const invoices = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(INVOICES_SHOWN);
  const prices = billing ? await tierPrices(billing) : null;
  return billingReplySchema.parse({
    payments: billing ? 'stripe' : 'off',
    prices: prices?.prices ?? [],
    pricesUnavailable: prices ? !prices.complete : false,
    tierSource: account?.tierSource ?? 'free',
    subscription: live
      ? {
          tier: live.tier,
          interval: live.billingInterval,
          status: live.status,
          currentPeriodEnd: live.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: live.cancelAtPeriodEnd,
        }
      : null,
    invoices: invoices.map((invoice) => ({
      id: invoice.stripeInvoiceId,
      number: invoice.number,
      status: invoice.status,
      amountDue: invoice.amountDue,
      amountPaid: invoice.amountPaid,
      currency: invoice.currency,
      periodEnd: invoice.periodEnd?.toISOString() ?? null,
      hostedInvoiceUrl: invoice.hostedInvoiceUrl,
      creditsToppedUpTo: invoice.creditsToppedUpTo,
      createdAt: invoice.createdAt.toISOString(),
    })),
    paymentProblem: live?.status === 'past_due' ? paymentProblemText(live.tier as PlanChoice['tier']) : null,
  });
}

function priceIdFor(billing: Billing, choice: PlanChoice): string {
  const price = billing.settings.prices.find(
    (candidate) => candidate.tier === choice.tier && candidate.interval === choice.interval,
  );
  if (!price)
    throw new HttpError(
      400,
      'PLAN_NOT_OFFERED',
      `${choice.tier} is not sold ${choice.interval === 'year' ? 'yearly' : 'monthly'} on this server.`,
    );
  return price.priceId;
}

export const billingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  billing: Billing | null;
  publicOrigin: string;
}> = async (app, { db, billing, publicOrigin }) => {
  const userRoute = { access: 'user' as const, rateLimit: { max: 20, timeWindow: 60_000 } };

  app.get(
    '/api/billing',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'Whether this server takes payments, the prices, your Stripe subscription and invoices',
        response: { 200: billingReplySchema },
      },
    },
    async (request) => billingView(db, billing, (await requireUser(request)).id),
  );

  app.post(
    '/api/billing/checkout',
    {
      config: userRoute,
      schema: {
        tags: ['billing'],
        summary: 'Open Stripe Checkout for a tier and interval; answers the page to send the browser to',
        body: planChoiceSchema,
        response: { 200: billingRedirectSchema, ...errors },
      },
    },
    async (request) => {
      const payments = requireBilling(billing);
      const account = await requireUser(request);
      const priceId = priceIdFor(payments, request.body);
      if (await liveSubscription(db, account.id))
        throw new HttpError(
          409,
          'ALREADY_SUBSCRIBED',
          'You already have a subscription: change its plan instead.',
        );
      const session = await askStripe(async () => {
        const customer = await ensureCustomer(db, payments, account);
        return payments.stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: account.id,
          line_items: [{ price: priceId, quantity: 1 }],
          metadata: { userId: account.id, tier: request.body.tier },
          subscription_data: { metadata: { userId: account.id } },
          success_url: `${publicOrigin}/subscription?checkout=success`,
          cancel_url: `${publicOrigin}/subscribe?checkout=cancelled`,
        });
      });
      if (!session.url) throw new HttpError(502, 'STRIPE_UNAVAILABLE', 'Stripe opened no checkout page.');
      return { url: session.url };
    },
  );

  /** The player's live subscription, read again from Stripe and applied, for the changes below. */
  async function changeSubscription(
    userId: string,
    change: (billing: Billing, subscriptionId: string) => Promise<Stripe.Subscription>,
  ) {
    const payments = requireBilling(billing);
    const live = await liveSubscription(db, userId);
    if (!live) throw new HttpError(409, 'NO_SUBSCRIPTION', 'You have no subscription to change.');
    const updated = await askStripe(() => change(payments, live.stripeSubscriptionId));
    // Stripe's answer to our own call is its current state; the webhooks that follow agree with it.
    await applySubscription(db, payments.settings, userId, updated);
    return billingView(db, billing, userId);
  }

  app.post(
    '/api/billing/plan',
    {
      config: userRoute,
      schema: {
        tags: ['billing'],
        summary: 'Switch your subscription to another tier or interval; Stripe prorates and charges at once',
        body: planChoiceSchema,
        response: { 200: billingReplySchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireUser(request);
      const priceId = priceIdFor(requireBilling(billing), request.body);
      return changeSubscription(account.id, async (payments, id) => {
        const current = await payments.stripe.subscriptions.retrieve(id);
        const item = current.items.data[0];
        if (!item) throw new HttpError(409, 'NO_SUBSCRIPTION', 'Your subscription has no plan to change.');
        if (item.price.id === priceId) throw new HttpError(409, 'SAME_PLAN', 'That is your plan already.');
        return payments.stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: 'always_invoice',
          cancel_at_period_end: false,
        });
      });
    },
  );

  for (const [path, cancel, summary] of [
    ['/api/billing/cancel', true, 'Cancel at the end of the paid period (keep the tier until then)'],
    ['/api/billing/resume', false, 'Take back a cancellation before the period ends'],
  ] as const) {
    app.post(
      path,
      {
        config: userRoute,
        schema: { tags: ['billing'], summary, response: { 200: billingReplySchema, ...errors } },
      },
      async (request) => {
        const account = await requireUser(request);
        return changeSubscription(account.id, (payments, id) =>
          payments.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
        );
      },
    );
  }

  app.post(
    '/api/billing/portal',
    {
      config: userRoute,
      schema: {
        tags: ['billing'],
        summary: 'Open the Stripe customer portal (cards, invoices, billing address)',
        response: { 200: billingRedirectSchema, ...errors },
      },
    },
    async (request) => {
      const payments = requireBilling(billing);
      const account = await requireUser(request);
      const customer = await stripeCustomerOf(db, account.id);
      if (!customer) throw new HttpError(409, 'NO_BILLING_ACCOUNT', 'You have not paid for anything yet.');
      const session = await askStripe(() =>
        payments.stripe.billingPortal.sessions.create({
          customer,
          return_url: `${publicOrigin}/subscription`,
        }),
      );
      return { url: session.url };
    },
  );

  // Stripe's webhooks: the body must reach the signature check byte for byte, so this scope reads
  // it raw instead of as JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/billing/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary:
            'Stripe webhook endpoint: signature checked, each event stored once and processed in the job queue',
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: { 200: z.object({ received: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const payments = billing;
        if (!payments) throw new HttpError(404, 'PAYMENTS_OFF', PAYMENTS_OFF_MESSAGE);
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          if (!signature || !Buffer.isBuffer(request.body)) throw new Error('no signature');
          event = payments.stripe.webhooks.constructEvent(
            request.body,
            signature,
            payments.settings.webhookSecret,
          );
        } catch {
          throw new HttpError(
            400,
            'WEBHOOK_SIGNATURE_INVALID',
            'The Stripe signature of this webhook is not valid.',
          );
        }
        const object = event.data.object as { customer?: unknown };
        const customer =
          typeof object.customer === 'string'
            ? object.customer
            : typeof (object.customer as { id?: unknown } | undefined)?.id === 'string'
              ? String((object.customer as { id: string }).id)
              : null;
        const userId = customer ? await userOfCustomer(db, customer) : null;
        await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(stripeEvents)
            .values({
              id: event.id,
              type: event.type,
              livemode: event.livemode,
              payload: event,
              userId,
              status: userId ? 'queued' : 'ignored',
              note: userId ? null : customer ? `unknown customer ${customer}` : 'no customer on the event',
              createdAt: new Date(event.created * 1000),
            })
            .onConflictDoUpdate({
              target: stripeEvents.id,
              set: { deliveries: sql`${stripeEvents.deliveries} + 1` },
            })
            .returning({ deliveries: stripeEvents.deliveries });
          // The first delivery queues the work; a redelivery is counted and changes nothing else.
          if (inserted[0]?.deliveries === 1 && userId)
            await enqueueJob(tx, {
              kind: STRIPE_EVENT_JOB,
              userId,
              payload: { eventId: event.id },
              maxAttempts: STRIPE_EVENT_ATTEMPTS,
            });
        });
        if (!userId)
          request.log.warn(`Stripe event ${event.id} (${event.type}) ignored: no Muster account for it`);
        return { received: true as const };
      },
    );
  });
};
