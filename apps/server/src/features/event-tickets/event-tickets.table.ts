import type { TicketCurrency } from '@muster/contracts/event-tickets';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';
import { tournamentEntries, tournaments } from '../tournaments/tournaments.table';

/** An organiser's Stripe Connect (Express) account: where their events' ticket money goes. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  stripeAccountId: text('stripe_account_id').notNull().unique(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An event's ticket: the fee (minor units), an early-bird fee, the refund date, and whose account. */
export const eventTickets = pgTable('event_tickets', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  currency: text('currency').$type<TicketCurrency>().notNull(),
  fee: integer('fee').notNull(),
  earlyBirdFee: integer('early_bird_fee'),
  earlyBirdUntil: timestamp('early_bird_until', { withTimezone: true }),
  refundUntil: timestamp('refund_until', { withTimezone: true }),
  /** The Connect account paid for this event's tickets (the organiser's who set them). */
  payoutAccountId: text('payout_account_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One Checkout payment for an entry: open while the player is on Stripe's page, then paid,
 * expired, or refunded. An entry has at most one open or paid payment at a time.
 */
export const ticketPayments = pgTable(
  'ticket_payments',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id').unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Muster's share (the admin's platform fee when it was bought), in minor units. */
    applicationFee: integer('application_fee').notNull().default(0),
    status: text('status').$type<'open' | 'paid' | 'refunded' | 'expired'>().notNull().default('open'),
    refundedBy: text('refunded_by').$type<'player' | 'organiser'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('ticket_payments_tournament_idx').on(table.tournamentId),
    uniqueIndex('ticket_payments_live_idx').on(table.entryId).where(sql`${table.status} IN ('open', 'paid')`),
  ],
);
