import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { user } from '../auth/auth.table';
import type { JobHandler } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { notifyUsers } from '../notifications/notify';
import { applySubscription, invoiceSubscriptionId, invoiceTier, recordInvoice } from './billing.queries';
import { billingSubscriptions, stripeEvents } from './billing.table';
import {
  formatMoney,
  paymentFailedMail,
  paymentFailedNotification,
  receiptMail,
  receiptNotification,
  subscriptionEndedNotification,
} from './billing-messages';
import { type Billing, isResourceMissing } from './stripe-client';

export const STRIPE_EVENT_JOB = 'stripe-event';
/** Attempts before a webhook job is a dead letter: Stripe outages are short, but not that short. */
export const STRIPE_EVENT_ATTEMPTS = 8;

type Outcome = { status: 'processed' | 'ignored'; note?: string };

/**
 * What the Stripe events about event tickets do to them. Event tickets sell through billing's
 * Stripe account, so they sit above billing: event-tickets implements this
 * (ticket-stripe-events.ts) and background-jobs.ts passes it in.
 */
export type TicketEvents = {
  /** A ticket's Checkout completed: the payment, when one was recorded as paid just now. */
  paid: (session: Stripe.Checkout.Session) => Promise<{
    status: 'processed' | 'ignored';
    payment?: { userId: string; amount: number; currency: string };
  }>;
  /** A ticket's Checkout expired unpaid. */
  checkoutExpired: (session: Stripe.Checkout.Session) => Promise<'processed' | 'ignored'>;
  /** A payment refunded in Stripe's dashboard. */
  refunded: (paymentIntentId: string) => Promise<{ status: 'processed' | 'ignored' }>;
};

/**
 * Acts on one stored webhook event. Subscriptions are always read again from Stripe rather than
 * taken from the event, so events handled late or out of order settle on Stripe's current state;
 * invoices are recorded once per id. A Stripe outage throws, and the queue retries with backoff.
 */
export function stripeEventHandler(deps: {
  db: Database;
  billing: Billing;
  mailer: Mailer;
  tickets: TicketEvents;
  log?: (message: string) => void;
}): JobHandler {
  const { db, billing } = deps;

  async function syncSubscription(userId: string, subscriptionId: string, fallback?: Stripe.Subscription) {
    let subscription: Stripe.Subscription;
    try {
      subscription = await billing.stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (!isResourceMissing(error) || !fallback) throw error;
      subscription = fallback;
    }
    const [before] = await db
      .select({ status: billingSubscriptions.status })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId));
    const applied = await applySubscription(db, billing.settings, userId, subscription);
    if (applied === 'unknown-price')
      return { status: 'ignored', note: 'a price not configured on this server' } as const;
    const ended = ['canceled', 'unpaid', 'incomplete_expired'].includes(subscription.status);
    if (ended && before && before.status !== subscription.status)
      await notifyUsers(db, [subscriptionEndedNotification(userId, subscription.id)]);
    return { status: 'processed' } as const;
  }

  async function emailOf(userId: string): Promise<string | null> {
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return row?.email ?? null;
  }

  async function invoiceEvent(userId: string, invoice: Stripe.Invoice, type: string): Promise<Outcome> {
    const recorded = await recordInvoice(db, billing.settings, userId, invoice);
    const to = await emailOf(userId);
    const view = {
      id: invoice.id,
      number: invoice.number,
      amountPaid: invoice.amount_paid,
      currency: invoice.currency,
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    };
    if (type !== 'invoice.payment_failed' && recorded.newlyPaid && invoice.amount_paid > 0) {
      await notifyUsers(db, [receiptNotification(userId, recorded.tier, view, recorded.balanceAfter)]);
      if (to) await deps.mailer.send(receiptMail(to, recorded.tier, view, recorded.balanceAfter));
    }
    if (type === 'invoice.payment_failed' && invoice.status !== 'paid') {
      const tier = invoiceTier(billing.settings, invoice);
      const fresh = await notifyUsers(db, [
        paymentFailedNotification(userId, tier, { id: invoice.id, attemptCount: invoice.attempt_count }),
      ]);
      // One e-mail per failed attempt: the notification's dedupe key says whether this one is new.
      if (fresh > 0 && to) await deps.mailer.send(paymentFailedMail(to, tier));
    }
    const subscriptionId = invoiceSubscriptionId(invoice);
    if (subscriptionId) await syncSubscription(userId, subscriptionId);
    return { status: 'processed' };
  }

  /** The e-mail receipt for a ticket paid just now (the bell was told in the same transaction). */
  async function ticketReceipt(
    outcome: Awaited<ReturnType<TicketEvents['paid']>>,
    session: Stripe.Checkout.Session,
  ): Promise<Outcome> {
    const payment = outcome.payment;
    const to = payment ? await emailOf(payment.userId) : null;
    if (payment && to)
      await deps.mailer.send({
        to,
        subject: 'Muster receipt: event ticket',
        text: `Thank you: we received ${formatMoney(payment.amount, payment.currency)} for your ticket (Stripe payment ${session.id}).\n\nThe event page in Muster shows your registration, and until when you can refund it yourself.`,
        kind: 'ticket-receipt',
      });
    return { status: outcome.status };
  }

  async function act(event: Stripe.Event, userId: string): Promise<Outcome> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.metadata?.kind === 'ticket')
          return ticketReceipt(await deps.tickets.paid(session), session);
        if (session.mode !== 'subscription' || !session.subscription)
          return { status: 'ignored', note: 'not a subscription checkout' };
        const id = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
        return syncSubscription(userId, id);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return syncSubscription(userId, event.data.object.id, event.data.object);
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
        return invoiceEvent(userId, event.data.object, event.type);
      case 'checkout.session.expired':
        return event.data.object.metadata?.kind === 'ticket'
          ? { status: await deps.tickets.checkoutExpired(event.data.object) }
          : { status: 'ignored', note: 'not a ticket checkout' };
      case 'charge.refunded': {
        // A refund made here was applied when it was made; one made in Stripe's dashboard lands here.
        const intent = event.data.object.payment_intent;
        const id = typeof intent === 'string' ? intent : intent?.id;
        return id ? { status: (await deps.tickets.refunded(id)).status } : { status: 'ignored' };
      }
      default:
        return { status: 'ignored', note: `Muster does not act on ${event.type}` };
    }
  }

  return async (job) => {
    const { eventId } = job.payload as { eventId: string };
    const [stored] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
    if (!stored || stored.status === 'processed' || stored.status === 'ignored' || !stored.userId) return;
    try {
      const outcome = await act(stored.payload as Stripe.Event, stored.userId);
      await db
        .update(stripeEvents)
        .set({ status: outcome.status, note: outcome.note ?? null, processedAt: new Date() })
        .where(eq(stripeEvents.id, eventId));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log?.(`Stripe event ${eventId} (${stored.type}), attempt ${job.attempts}: ${message}`);
      if (job.attempts >= job.maxAttempts)
        await db
          .update(stripeEvents)
          .set({ status: 'failed', note: message.slice(0, 500) })
          .where(eq(stripeEvents.id, eventId));
      throw error;
    }
  };
}
