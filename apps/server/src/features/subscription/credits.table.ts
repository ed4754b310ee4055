import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/** One row per user (spec 001 "Subscription"); a missing row is created with the free defaults. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull().default('free'),
    /** Where the tier comes from: 'free', 'admin' (a grant) or 'stripe' (a paid subscription). */
    tierSource: text('tier_source').notNull().default('free'),
    credits: integer('credits').notNull().default(3),
    aiCoaching: boolean('ai_coaching').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** The allowance month (its first day, UTC) the balance was last topped up for. */
    allowanceMonth: date('allowance_month', { mode: 'string' })
      .notNull()
      .default(sql`(date_trunc('month', now() AT TIME ZONE 'UTC'))::date`),
    /** Free rules-engine coaching sessions started in allowanceMonth. */
    freeCoachingUsed: integer('free_coaching_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_credits_non_negative', sql`${table.credits} >= 0`),
    check('subscriptions_free_coaching_non_negative', sql`${table.freeCoachingUsed} >= 0`),
  ],
);

/** Every change to a balance, so balance = opening grant + sum(amount). */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    description: text('description').notNull(),
    analysisId: uuid('analysis_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_user_idx').on(table.userId, table.createdAt)],
);
