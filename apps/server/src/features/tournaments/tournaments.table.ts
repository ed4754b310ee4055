import type { EntryStatus, EventPack, TeamSettings } from '@muster/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

export type StoredGapBand = { upTo: number | null; winner: number; loser: number };

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    gameSystem: text('game_system').notNull().default('Warhammer 40,000'),
    edition: text('edition').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    venue: text('venue').notNull(),
    format: text('format').notNull().default('singles'),
    pointsLimit: integer('points_limit').notNull(),
    rounds: integer('rounds').notNull(),
    roundMinutes: integer('round_minutes').notNull(),
    playerCap: integer('player_cap'),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }).notNull(),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    listDeadline: timestamp('list_deadline', { withTimezone: true }),
    listsPublishAt: timestamp('lists_publish_at', { withTimezone: true }),
    visibility: text('visibility').$type<'public' | 'unlisted'>().notNull(),
    requireApproval: boolean('require_approval').notNull().default(false),
    scoringPresetId: text('scoring_preset_id').notNull(),
    customGapTable: jsonb('custom_gap_table').$type<StoredGapBand[] | null>(),
    tiebreakers: jsonb('tiebreakers').$type<string[] | null>(),
    /** The floor on each opponent's win share in opponents' win % (BCP: 0.33); null: the preset's. */
    opponentWinFloor: doublePrecision('opponent_win_floor'),
    topCut: integer('top_cut').notNull().default(0),
    /** Avoid repeat tables (players move around the hall) instead of seating by standings. */
    freshTables: boolean('fresh_tables').notNull().default(false),
    /** When clubmates are kept apart: round one (the default), every round, or never. */
    clubAvoidance: text('club_avoidance')
      .$type<'first-round' | 'every-round' | 'off'>()
      .notNull()
      .default('first-round'),
    /** How a late joiner's missed rounds count: as losses, or as not played. */
    lateJoinMissedRounds: text('late_join_missed_rounds')
      .$type<'loss' | 'not-played'>()
      .notNull()
      .default('loss'),
    /** Missions and terrain: from the lists' dispositions and a layout set, or fixed per round. */
    eventPack: jsonb('event_pack')
      .$type<EventPack>()
      .notNull()
      .default({ layouts: { kind: 'none' }, rounds: [] }),
    /** A teams event's settings (team size, cap, draft times, team result bands); null for singles. */
    teams: jsonb('teams').$type<TeamSettings | null>(),
    status: text('status')
      .$type<'registration' | 'in_progress' | 'completed' | 'cancelled'>()
      .notNull()
      .default('registration'),
    currentRound: integer('current_round').notNull().default(0),
    /** Self check-in: the organiser opens it (event morning, late arrivals) and closes it. */
    checkInOpen: boolean('check_in_open').notNull().default(false),
    /** Pairing seed, fixed at creation so re-pairing a round gives the same result. */
    seed: text('seed').notNull().default(sql`gen_random_uuid()::text`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tournaments_public_starts_idx').on(table.visibility, table.startsOn),
    check(
      'tournaments_status_check',
      sql`${table.status} IN ('registration', 'in_progress', 'completed', 'cancelled')`,
    ),
  ],
);

export const tournamentOrganisers = pgTable(
  'tournament_organisers',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.userId] })],
);

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    club: text('club'),
    /** The faction the player brought when no list is on file (an imported event); a list's wins. */
    faction: text('faction'),
    status: text('status').$type<EntryStatus>().notNull(),
    paid: boolean('paid').notNull().default(false),
    checkedIn: boolean('checked_in').notNull().default(false),
    droppedAfterRound: integer('dropped_after_round'),
    /** Rounds already paired when the organiser added this player (a late joiner); null otherwise. */
    joinedAfterRound: integer('joined_after_round'),
    /** Place in the random draw made when round 1 is paired: the last tiebreaker, shown to players. */
    drawNumber: integer('draw_number'),
    /** Waitlist order: when the player (re-)registered. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournament_entries_player_idx').on(table.tournamentId, table.userId),
    index('tournament_entries_status_idx').on(table.tournamentId, table.status, table.registeredAt),
    check(
      'tournament_entries_status_check',
      sql`${table.status} IN ('pending', 'confirmed', 'waitlisted', 'withdrawn', 'dropped')`,
    ),
  ],
);

export const tournamentAdjustments = pgTable('tournament_adjustments', {
  id: uuid('id').defaultRandom().primaryKey(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  entryId: uuid('entry_id')
    .notNull()
    .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
  points: real('points').notNull(),
  reason: text('reason').notNull(),
  createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
