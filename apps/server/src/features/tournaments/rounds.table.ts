import type { GameSetup } from '@muster/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { battlefields } from '../battlefields/battlefields.table';
import { tournamentTeamMatches } from './teams.table';
import { tournamentEntries, tournaments } from './tournaments.table';

export const roundStatuses = ['paired', 'in_progress', 'completed'] as const;
export type RoundStatus = (typeof roundStatuses)[number];
export const gameStatuses = ['pending', 'reported', 'confirmed', 'disputed', 'resolved', 'bye'] as const;
export type GameStatus = (typeof gameStatuses)[number];

export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind').$type<'swiss' | 'top-cut'>().notNull().default('swiss'),
    status: text('status').$type<RoundStatus>().notNull().default('paired'),
    /** The round timer: set when the organiser starts the round. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Set while the organiser has the clock paused; resuming moves endsAt on by the pause. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The table layout every game of the round plays on, if the organiser attached one. */
    battlefieldId: uuid('battlefield_id').references(() => battlefields.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournament_rounds_number_idx').on(table.tournamentId, table.number),
    check('tournament_rounds_status_check', sql`${table.status} IN ('paired', 'in_progress', 'completed')`),
  ],
);

export const tournamentGames = pgTable(
  'tournament_games',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => tournamentRounds.id, { onDelete: 'cascade' }),
    tableNumber: integer('table_number').notNull(),
    entryA: uuid('entry_a')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    /** Null for a bye. */
    entryB: uuid('entry_b').references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    status: text('status').$type<GameStatus>().notNull().default('pending'),
    vpA: integer('vp_a'),
    vpB: integer('vp_b'),
    /** The VP split, when the result gives it: primary and secondary within each side's mission caps. */
    primaryA: integer('primary_a'),
    secondaryA: integer('secondary_a'),
    primaryB: integer('primary_b'),
    secondaryB: integer('secondary_b'),
    /**
     * Army points of enemy units each side destroyed (Best Coast Pairings' Points Destroyed), when
     * the result gives them: a tiebreaker some events use.
     */
    pointsDestroyedA: integer('points_destroyed_a'),
    pointsDestroyedB: integer('points_destroyed_b'),
    /** Each side's disposition and mission and the table's layout, worked out when the game is paired. */
    setup: jsonb('setup').$type<GameSetup>(),
    reportedBy: uuid('reported_by').references(() => tournamentEntries.id, { onDelete: 'set null' }),
    disputeReason: text('dispute_reason'),
    /** The higher-scored player of a game across score groups (paired down), for the record. */
    pairedDown: uuid('paired_down').references(() => tournamentEntries.id, { onDelete: 'set null' }),
    /** In a teams event: the team match this game belongs to (made when its draft completes). */
    teamMatchId: uuid('team_match_id').references(() => tournamentTeamMatches.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tournament_games_round_idx').on(table.roundId, table.tableNumber),
    index('tournament_games_tournament_idx').on(table.tournamentId),
    check(
      'tournament_games_status_check',
      sql`${table.status} IN ('pending', 'reported', 'confirmed', 'disputed', 'resolved', 'bye')`,
    ),
  ],
);
