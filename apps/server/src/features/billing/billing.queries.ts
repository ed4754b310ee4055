import type { BillingInterval, PaidTier } from '@muster/contracts/billing';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { ensureSubscription } from '../subscription/credits.queries';
import { subscriptions } from '../subscription/credits.table';
import { tierPlans } from '../subscription/tier-plans';
import { billingCustomers, billingInvoices, billingSubscriptions } from './billing.table';
import type { Billing } from './stripe-client';
import type { StripeSettings } from './stripe-settings';

/** Stripe statuses in which the tier is kept: paid up, trialling, or Stripe still retrying a payment. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

function configuredPrice(
  settings: StripeSettings,
  priceId: string,
): { tier: PaidTier; interval: BillingInterval } | null {
  const found = settings.prices.find((price) => price.priceId === priceId);
  return found ? { tier: found.tier, interval: found.interval } : null;
}

export async function stripeCustomerOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.id ?? null;
}

export async function userOfCustomer(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId));
  return row?.userId ?? null;
}

/**
 * The account's Stripe customer, made on first checkout. The idempotency key makes two tabs
 * checking out at once get the same customer from Stripe, and the insert keeps the first.
 */
export async function ensureCustomer(
  db: Database,
  billing: Billing,
  account: { id: string; email: string },
): Promise<string> {
  const existing = await stripeCustomerOf(db, account.id);
  if (existing) return existing;
  const customer = await billing.stripe.customers.create(
    { email: account.email, metadata: { userId: account.id } },
    { idempotencyKey: `muster-customer-${account.id}` },
  );
  await db
    .insert(billingCustomers)
    .values({ userId: account.id, stripeCustomerId: customer.id })
    .onConflictDoNothing();
  return (await stripeCustomerOf(db, account.id)) ?? customer.id;
}

/** The account's subscription Stripe still runs (live status), newest first, if any. */
export async function liveSubscription(db: Pick<Database, 'select'>, userId: string) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.status, [...LIVE_STATUSES])),
    )
    .orderBy(desc(billingSubscriptions.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a subscription as Stripe reports it now, then sets the account's tier from its live
 * subscriptions: the best of them, or free when none is left and the tier came from Stripe (an
 * admin's grant is left alone). Credits are never taken away; they come from paid invoices.
 */
export async function applySubscription(
  db: Database,
  settings: StripeSettings,
  userId: string,
  subscription: Stripe.Subscription,
): Promise<'applied' | 'unknown-price'> {
  const item = subscription.items.data[0];
  const priceId = item?.price.id ?? '';
  const price = configuredPrice(settings, priceId);
  if (!item || !price) return 'unknown-price';
  await ensureSubscription(db, userId);
  await db.transaction(async (tx) => {
    // One account's tier is worked out by one transaction at a time.
    await tx.execute(sql`SELECT 1 FROM subscriptions WHERE user_id = ${userId} FOR UPDATE`);
    const values = {
      userId,
      tier: price.tier,
      billingInterval: price.interval,
      priceId,
      status: subscription.status,
      currentPeriodEnd: seconds(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      updatedAt: new Date(),
    };
    await tx
      .insert(billingSubscriptions)
      .values({ stripeSubscriptionId: subscription.id, ...values })
      .onConflictDoUpdate({ target: billingSubscriptions.stripeSubscriptionId, set: values });
    const live = await tx
      .select({ tier: billingSubscriptions.tier })
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.userId, userId),
          inArray(billingSubscriptions.status, [...LIVE_STATUSES]),
        ),
      );
    const best = live
      .map((row) => row.tier as PaidTier)
      .sort((a, b) => tierPlans[b].includedCredits - tierPlans[a].includedCredits)[0];
    if (best) {
      await tx
        .update(subscriptions)
        .set({
          tier: best,
          tierSource: 'stripe',
          aiCoaching: tierPlans[best].aiCoaching,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.userId, userId));
    } else {
      await tx
        .update(subscriptions)
        .set({
          tier: 'free',
          tierSource: 'free',
          aiCoaching: tierPlans.free.aiCoaching,
          updatedAt: new Date(),
        })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.tierSource, 'stripe')));
    }
  });
  return 'applied';
}

/** The subscription an invoice belongs to (Stripe's API since 2025 keeps it under `parent`). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

/**
 * The tier an invoice pays for: the best configured price among its charged lines (an upgrade's
 * invoice credits the old price and charges the new one).
 */
export function invoiceTier(settings: StripeSettings, invoice: Stripe.Invoice): PaidTier | null {
  const tiers = invoice.lines.data
    .filter((line) => line.amount > 0)
    .map((line) => {
      const price = line.pricing?.price_details?.price;
      const id = typeof price === 'string' ? price : price?.id;
      return id ? configuredPrice(settings, id)?.tier : undefined;
    })
    .filter((tier): tier is PaidTier => tier !== undefined);
  return tiers.sort((a, b) => tierPlans[b].includedCredits - tierPlans[a].includedCredits)[0] ?? null;
}

/** Invoices that top the credits up: a new subscription, each renewal, and a paid upgrade. */
function topsUpCredits(invoice: Stripe.Invoice): boolean {
  if (invoice.status !== 'paid') return false;
  if (invoice.billing_reason === 'subscription_create' || invoice.billing_reason === 'subscription_cycle')
    return true;
  return invoice.billing_reason === 'subscription_update' && invoice.amount_paid > 0;
}

export type RecordedInvoice = {
  /** True the first time this invoice is seen paid: the one delivery that sends the receipt. */
  newlyPaid: boolean;
  tier: PaidTier | null;
  balanceAfter: number | null;
};

/**
 * Records an invoice and, the first time it is seen paid, tops the credits up to its tier's
 * allowance (never down) in the same transaction. The invoice row, locked, is the once-only
 * guard: three deliveries of one `invoice.paid`, in any order with the others, top up once.
 */
export async function recordInvoice(
  db: Database,
  settings: StripeSettings,
  userId: string,
  invoice: Stripe.Invoice,
): Promise<RecordedInvoice> {
  await ensureSubscription(db, userId);
  const tier = invoiceTier(settings, invoice);
  const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period?.end ?? 0));
  return db.transaction(async (tx) => {
    const fields = {
      userId,
      stripeSubscriptionId: invoiceSubscriptionId(invoice),
      number: invoice.number,
      status: invoice.status ?? 'draft',
      billingReason: invoice.billing_reason,
      amountDue: invoice.amount_due,
      amountPaid: invoice.amount_paid,
      currency: invoice.currency,
      periodEnd: seconds(periodEnd || invoice.period_end),
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      createdAt: new Date(invoice.created * 1000),
    };
    const inserted = await tx
      .insert(billingInvoices)
      .values({ stripeInvoiceId: invoice.id, ...fields })
      .onConflictDoNothing()
      .returning({ id: billingInvoices.stripeInvoiceId });
    // A second delivery waits here for the first one's transaction, then sees what it stored.
    const [stored] = await tx
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.stripeInvoiceId, invoice.id))
      .for('update');
    const previouslyPaid = inserted.length === 0 && stored?.status === 'paid';
    // A paid invoice never goes back to open: an older 'payment_failed' delivered late changes nothing.
    const status = previouslyPaid ? 'paid' : fields.status;
    let balanceAfter = stored?.creditsToppedUpTo ?? null;
    if (topsUpCredits(invoice) && tier && stored?.creditsToppedUpTo === null) {
      const allowance = tierPlans[tier].includedCredits;
      const raised = await tx.execute<{ credits: number; before: number }>(sql`
        WITH before AS (SELECT credits FROM subscriptions WHERE user_id = ${userId} FOR UPDATE)
        UPDATE subscriptions s SET credits = GREATEST(s.credits, ${allowance}::int), updated_at = now()
        FROM before WHERE s.user_id = ${userId}
        RETURNING s.credits, before.credits AS before`);
      const row = raised.rows[0];
      if (row) {
        balanceAfter = row.credits;
        if (row.credits > row.before)
          await tx.execute(sql`
            INSERT INTO credit_ledger (user_id, amount, balance_after, description)
            VALUES (${userId}, ${row.credits - row.before}, ${row.credits},
              ${`${tierPlans[tier].label} payment ${invoice.number ?? invoice.id}: topped up to ${row.credits} credits`})`);
      }
    }
    await tx
      .update(billingInvoices)
      .set({
        ...(previouslyPaid ? {} : fields),
        status,
        creditsToppedUpTo: balanceAfter,
        updatedAt: new Date(),
      })
      .where(eq(billingInvoices.stripeInvoiceId, invoice.id));
    return { newlyPaid: status === 'paid' && !previouslyPaid, tier, balanceAfter };
  });
}
