import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/** Each account's Stripe customer, made the first time it checks out (one per account). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The account's Stripe subscriptions as Stripe last reported them (always re-read from Stripe, so
 * a late or repeated webhook cannot roll one back). The account's tier is the best live one.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    stripeSubscriptionId: text('stripe_subscription_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    billingInterval: text('billing_interval').notNull(),
    priceId: text('price_id').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_subscriptions_user_idx').on(table.userId)],
);

/**
 * Invoices of the account's subscriptions. The row is written once per invoice id when it is
 * first seen paid, in the same transaction as its credit top-up: that is what makes the top-up
 * happen exactly once however often Stripe delivers the event.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    stripeInvoiceId: text('stripe_invoice_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id'),
    number: text('number'),
    status: text('status').notNull(),
    billingReason: text('billing_reason'),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    creditsToppedUpTo: integer('credits_topped_up_to'),
    /** When Stripe created the invoice. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_invoices_user_idx').on(table.userId, table.createdAt)],
);

export const stripeEventStatuses = ['queued', 'processed', 'ignored', 'failed'] as const;
export type StripeEventStatus = (typeof stripeEventStatuses)[number];

/**
 * Every webhook event Stripe delivered with a valid signature, once per event id: the audit trail,
 * and the guard that a redelivered event is processed once.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    livemode: boolean('livemode').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** The account the event is about; null for a customer Muster does not know (ignored). */
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').$type<StripeEventStatus>().notNull().default('queued'),
    note: text('note'),
    /** Stripe's own timestamp of the event. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    deliveries: integer('deliveries').notNull().default(1),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('stripe_events_received_idx').on(table.receivedAt),
    index('stripe_events_user_idx').on(table.userId).where(sql`${table.userId} IS NOT NULL`),
  ],
);
