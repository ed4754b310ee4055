import type { RejectedRow } from '@muster/meta';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';
import { tournamentGames } from '../tournaments/rounds.table';
import { tournaments } from '../tournaments/tournaments.table';

/** One match-data file a user uploaded to the Ultra Oracle; its games are match_records rows. */
export const matchUploads = pgTable(
  'match_uploads',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<'csv' | 'json'>().notNull(),
    /** Shared uploads feed the community meta; private ones only their owner's. */
    shared: boolean('shared').notNull().default(false),
    /** Set by a moderator: the upload stays its owner's but leaves the community meta. */
    hidden: boolean('hidden').notNull().default(false),
    acceptedCount: integer('accepted_count').notNull(),
    rejectedCount: integer('rejected_count').notNull(),
    rejected: jsonb('rejected').$type<RejectedRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('match_uploads_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A played game: from an upload (upload_id), a finished Muster tournament (tournament_game_id)
 * or a player's own battle log (logged_by).
 * `community` says whether it counts in the community meta (shared, unhidden uploads and public
 * events); it is kept in step with its upload so the meta query is one indexed filter.
 */
export const matchRecords = pgTable(
  'match_records',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    uploadId: uuid('upload_id').references(() => matchUploads.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    tournamentGameId: uuid('tournament_game_id')
      .unique()
      .references(() => tournamentGames.id, { onDelete: 'cascade' }),
    row: integer('row'),
    /** Set for a game its player logged by hand (/battles); side A is always that player. */
    loggedBy: uuid('logged_by').references(() => user.id, { onDelete: 'cascade' }),
    community: boolean('community').notNull(),
    playedOn: date('played_on').notNull(),
    event: text('event').notNull(),
    playerA: text('player_a'),
    playerAId: uuid('player_a_id').references(() => user.id, { onDelete: 'set null' }),
    factionA: text('faction_a').notNull(),
    detachmentA: text('detachment_a'),
    dispositionA: text('disposition_a'),
    vpA: integer('vp_a').notNull(),
    playerB: text('player_b'),
    playerBId: uuid('player_b_id').references(() => user.id, { onDelete: 'set null' }),
    factionB: text('faction_b').notNull(),
    detachmentB: text('detachment_b'),
    dispositionB: text('disposition_b'),
    vpB: integer('vp_b').notNull(),
    mission: text('mission'),
    deployment: text('deployment'),
    firstTurn: text('first_turn').$type<'a' | 'b'>(),
    /** The phone's own reference for a logged game, so an offline send repeated logs it once. */
    clientRef: uuid('client_ref'),
  },
  (table) => [
    index('match_records_upload_idx').on(table.uploadId),
    index('match_records_community_idx').on(table.community, table.playedOn),
    index('match_records_player_a_idx').on(table.playerAId),
    index('match_records_player_b_idx').on(table.playerBId),
    // NULLs never collide, so games logged without a reference are unaffected.
    uniqueIndex('match_records_logged_client_ref_idx').on(table.loggedBy, table.clientRef),
    index('match_records_logged_by_idx')
      .on(table.loggedBy, table.playedOn)
      .where(sql`${table.loggedBy} IS NOT NULL`),
    check(
      'match_records_source_check',
      sql`num_nonnulls(${table.uploadId}, ${table.tournamentGameId}, ${table.loggedBy}) = 1`,
    ),
    check(
      'match_records_first_turn_check',
      sql`${table.firstTurn} IS NULL OR ${table.firstTurn} IN ('a', 'b')`,
    ),
  ],
);
