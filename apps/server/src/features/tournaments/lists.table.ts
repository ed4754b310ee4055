import type { ListCheck } from '@muster/analysis';
import type { Roster, RosterLegalityReply } from '@muster/contracts';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rosters } from '../rosters/rosters.table';
import { tournamentEntries, tournaments } from './tournaments.table';

/** A player's list for an event: a snapshot of their roster, hashed at submission. */
export const tournamentLists = pgTable(
  'tournament_lists',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    rosterId: uuid('roster_id').references(() => rosters.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<Roster>().notNull(),
    hash: text('hash').notNull(),
    points: real('points').notNull(),
    checks: jsonb('checks').$type<ListCheck[]>().notNull(),
    /** The list checked as the list builder checks one (null for lists submitted before it existed). */
    legality: jsonb('legality').$type<RosterLegalityReply>(),
    /** The Force Disposition the player plays (a data id), locked with the list; null when none. */
    forceDisposition: text('force_disposition'),
    status: text('status').$type<'submitted' | 'approved' | 'returned'>().notNull(),
    note: text('note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tournament_lists_entry_idx').on(table.entryId),
    check('tournament_lists_status_check', sql`${table.status} IN ('submitted', 'approved', 'returned')`),
  ],
);

/**
 * A list replaced after lists locked: both snapshots and the organiser's reason for the unlock,
 * so the change is on record and the organiser can see exactly what moved.
 */
export const tournamentListChanges = pgTable('tournament_list_changes', {
  id: uuid('id').defaultRandom().primaryKey(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  entryId: uuid('entry_id')
    .notNull()
    .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  before: jsonb('before').$type<Roster>().notNull(),
  beforeHash: text('before_hash').notNull(),
  after: jsonb('after').$type<Roster>().notNull(),
  afterHash: text('after_hash').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
