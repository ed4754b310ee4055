import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';
import { tournamentEntries, tournaments } from './tournaments.table';

/**
 * Two players the organiser keeps apart in pairings (friends who travelled together, family), in
 * the rounds where clubmates are. Stored once per pair, entry_a < entry_b (compared as text), so
 * the unique index catches the same pair named either way round.
 */
export const tournamentKeepApart = pgTable(
  'tournament_keep_apart',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entryA: uuid('entry_a')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    entryB: uuid('entry_b')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournament_keep_apart_pair_idx').on(table.tournamentId, table.entryA, table.entryB),
    check('tournament_keep_apart_distinct_check', sql`${table.entryA} <> ${table.entryB}`),
  ],
);
