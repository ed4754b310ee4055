import type { Roster } from '@muster/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rosters } from './rosters.table';

/** Every save of a roster: numbered from 1, the whole roster as it stood, and why it changed. */
export const rosterVersions = pgTable(
  'roster_versions',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    rosterId: uuid('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    rosterData: jsonb('roster_data').$type<Roster>().notNull(),
    /** 'created', 'edited', 'restored from 3'…: what the owner did, in words. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('roster_versions_number_idx').on(table.rosterId, table.number),
    index('roster_versions_roster_idx').on(table.rosterId),
  ],
);

/**
 * A read-only link to one roster (revocable): whoever has the token sees the list as it stands
 * now, without an account. The token is kept (not only a hash) so the owner can copy the link
 * again; it is 128 random bits, and revoking it ends access at once.
 */
export const rosterShareLinks = pgTable(
  'roster_share_links',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    rosterId: uuid('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('roster_share_links_token_idx').on(table.token),
    index('roster_share_links_roster_idx').on(table.rosterId),
  ],
);
