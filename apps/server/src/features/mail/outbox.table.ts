import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the app sends is recorded here first. Without SMTP configured this is the only
 * delivery (read at /dev/mailbox in development); with SMTP, sent_at or error records the outcome.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    kind: text('kind').notNull(),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);
