import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/**
 * Players an organiser brought in from another system (an event imported from Best Coast
 * Pairings) who have no Muster account: each is a user row with no way to sign in (no
 * credentials, an address under .invalid), marked here so it is never offered sign-in, mail or
 * push. The same BCP user is one guest across imported events (`source_key`).
 */
export const guestPlayers = pgTable(
  'guest_players',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    source: text('source').$type<'bcp'>().notNull(),
    /** The other system's id for the person, when its files give one. */
    sourceKey: text('source_key'),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('guest_players_source_key_idx')
      .on(table.source, table.sourceKey)
      .where(sql`${table.sourceKey} IS NOT NULL`),
    index('guest_players_created_by_idx').on(table.createdBy),
  ],
);
