import type { ResultTable } from '@muster/meta';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/**
 * Faction result tables an admin loaded (a newer meta dashboard, a metawatch), used with the ones
 * bundled with the app. The table is stored as checked (`resultTableSchema`), with who loaded it.
 */
export const publishedResults = pgTable('published_results', {
  id: uuid('id').defaultRandom().primaryKey(),
  table: jsonb('table').$type<ResultTable>().notNull(),
  loadedBy: uuid('loaded_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
