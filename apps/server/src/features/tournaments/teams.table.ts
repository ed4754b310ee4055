import type { EntryStatus } from '@muster/contracts';
import type { DraftState } from '@muster/pairing';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';
import { tournamentRounds } from './rounds.table';
import { tournamentEntries, tournaments } from './tournaments.table';

/*
 * A teams event's tables. They are defined with the tournament's own because its games point at
 * their team match (tournament_games.team_match_id); what is done with them (teams, drafts,
 * matrices, team standings) is features/team-events, above tournaments.
 */

/** A team in a teams event: registered by its captain, seated (or waitlisted) as one. */
export const tournamentTeams = pgTable(
  'tournament_teams',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Club or country. */
    club: text('club'),
    captainId: uuid('captain_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    status: text('status').$type<EntryStatus>().notNull(),
    checkedIn: boolean('checked_in').notNull().default(false),
    droppedAfterRound: integer('dropped_after_round'),
    /** Place in the random draw made when round 1 is paired: the teams' last tiebreaker. */
    drawNumber: integer('draw_number'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournament_teams_name_idx').on(table.tournamentId, sql`lower(${table.name})`),
    index('tournament_teams_status_idx').on(table.tournamentId, table.status, table.registeredAt),
    check(
      'tournament_teams_status_check',
      sql`${table.status} IN ('pending', 'confirmed', 'waitlisted', 'withdrawn', 'dropped')`,
    ),
  ],
);

/**
 * A seat on a team: invited by the captain, then accepted (which gives the member an event entry
 * for their list, check-in and games). Slot is the team-sheet order the draft's defaults follow.
 */
export const tournamentTeamMembers = pgTable(
  'tournament_team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    status: text('status').$type<'invited' | 'accepted'>().notNull(),
    entryId: uuid('entry_id').references(() => tournamentEntries.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    // One team per player per event (an invite counts until it is declined).
    uniqueIndex('tournament_team_members_player_idx').on(table.tournamentId, table.userId),
    check('tournament_team_members_status_check', sql`${table.status} IN ('invited', 'accepted')`),
  ],
);

/**
 * One team match of a round: the two teams, its block of tables and its pairing draft. The games
 * are made (in tournament_games, pointing back here) when the draft completes. team_b null: a bye.
 */
export const tournamentTeamMatches = pgTable(
  'tournament_team_matches',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => tournamentRounds.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    teamA: uuid('team_a')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    teamB: uuid('team_b').references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    tables: jsonb('tables').$type<number[]>().notNull(),
    /** The draft as the pure engine keeps it; null for a bye. */
    draft: jsonb('draft').$type<DraftState | null>(),
    /** Bumped on every draft change: a commit against an older version is refused and retried. */
    version: integer('version').notNull().default(0),
    /** The higher-ranked team paired down across score groups, for the record. */
    pairedDown: uuid('paired_down').references(() => tournamentTeams.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournament_team_matches_number_idx').on(table.roundId, table.number),
    index('tournament_team_matches_tournament_idx').on(table.tournamentId),
  ],
);

/** A captain's matchup matrix for one team match: private to their team. */
export const teamMatchMatrices = pgTable(
  'team_match_matrices',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => tournamentTeamMatches.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    /** expected[i][j]: our i-th player (team-sheet order) against their j-th; null not filled in. */
    expected: jsonb('expected').$type<(number | null)[][]>().notNull(),
    source: text('source').$type<'captain' | 'analysis'>().notNull(),
    updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.teamId] })],
);

export type TeamRow = typeof tournamentTeams.$inferSelect;
export type TeamMemberRow = typeof tournamentTeamMembers.$inferSelect;
export type TeamMatchRow = typeof tournamentTeamMatches.$inferSelect;
