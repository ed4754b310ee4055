import type { PlaybookContent } from '@muster/analysis';
import type { Roster } from '@muster/contracts';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';
import { rosters } from '../rosters/rosters.table';

/**
 * Generated game plans. The rosters they were built from are kept as snapshots (with data-set
 * profiles filled in), so a playbook still reads and tests the same after its rosters change.
 */
export const playbooks = pgTable(
  'playbooks',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rosterId: uuid('roster_id').references(() => rosters.id, { onDelete: 'set null' }),
    opponentRosterId: uuid('opponent_roster_id').references(() => rosters.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: jsonb('content').$type<PlaybookContent>().notNull(),
    snapshots: jsonb('snapshots').$type<{ yours: Roster; opponent: Roster | null }>().notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('playbooks_user_created_idx').on(table.userId, table.createdAt)],
);
