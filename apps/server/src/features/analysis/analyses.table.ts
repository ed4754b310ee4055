import type { RosterAnalysis } from '@muster/analysis';
import type { AnalysisDataNotes } from '@muster/contracts';
import { desc } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';
import { rosters } from '../rosters/rosters.table';

/** Spec 001 §3: analyses store analysis_results, credits_used, model_used, user_id, roster_id, created_at. */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rosterId: uuid('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'cascade' }),
    analysisResults: jsonb('analysis_results').$type<RosterAnalysis>().notNull(),
    creditsUsed: integer('credits_used').notNull(),
    modelUsed: text('model_used').notNull(),
    /** Units the data set filled in, units nobody had data for, and who phrased the prose. */
    dataNotes: jsonb('data_notes').$type<AnalysisDataNotes>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analyses_roster_created_idx').on(table.rosterId, desc(table.createdAt))],
);
