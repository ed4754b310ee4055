import type { FlagTargetKind } from '@muster/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/** A user's report of something that needs an admin's eyes; the queue at /admin-review. */
export const contentFlags = pgTable(
  'content_flags',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    targetKind: text('target_kind').$type<FlagTargetKind>().notNull(),
    /** Not a foreign key: a flag outlives (and records) the item it was about. */
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'incorrect' | 'offensive' | 'spam' | 'copyright' | 'other'>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<'open' | 'resolved' | 'dismissed'>().notNull().default('open'),
    resolution: text('resolution').notNull().default(''),
    action: text('action').$type<'none' | 'hidden'>().notNull().default('none'),
    resolvedBy: uuid('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_flags_status_idx').on(table.status, table.createdAt),
    // One open report per person per item; a second one would only be noise.
    uniqueIndex('content_flags_one_open_idx')
      .on(table.targetKind, table.targetId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    check('content_flags_status_check', sql`${table.status} IN ('open', 'resolved', 'dismissed')`),
  ],
);

/** Spec 000 /support: a question a user sends and an admin answers. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category')
      .$type<'account' | 'billing' | 'bug' | 'tournament' | 'content' | 'other'>()
      .notNull(),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.createdAt),
    index('support_tickets_status_idx').on(table.status, table.createdAt),
  ],
);
