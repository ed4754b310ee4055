import type { Roster } from '@muster/contracts';
import { desc, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/** Spec 001 §3: a roster's summary columns plus the whole parsed roster in roster_data. */
export const rosters = pgTable(
  'rosters',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    faction: text('faction').notNull(),
    detachment: text('detachment'),
    points: integer('points').notNull(),
    rosterData: jsonb('roster_data').$type<Roster>().notNull(),
    sourceFormat: text('source_format').notNull(),
    sourceFileName: text('source_file_name'),
    /** When the owner shared it with the community (spec 000 /community-intel); null when private. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /** When a moderator took it out of the community; such a roster cannot be shared again. */
    sharingBlockedAt: timestamp('sharing_blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rosters_user_created_idx').on(table.userId, desc(table.createdAt)),
    index('rosters_faction_idx').on(sql`lower(${table.faction})`),
    index('rosters_shared_idx').on(table.sharedAt).where(sql`${table.sharedAt} IS NOT NULL`),
  ],
);
