import type { DatasheetPoints } from '@muster/army';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every datasheet's points in one game-data version, recorded the first time a server of this site
 * starts on that version; never changed afterwards. The unique data version makes the recording
 * idempotent when several servers start at once (INSERT … ON CONFLICT DO NOTHING).
 */
export const pointsSnapshots = pgTable(
  'points_snapshots',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    /** The game-data package's version ("1.4.5"). */
    dataVersion: text('data_version').notNull(),
    packageName: text('package_name').notNull(),
    /** The edition and dataslate the data was at (its latest gameVersions entry). */
    edition: text('edition').notNull(),
    dataslate: text('dataslate'),
    releaseLabel: text('release_label'),
    effectiveDate: text('effective_date'),
    datasheetCount: integer('datasheet_count').notNull(),
    /** Each datasheet with its tiers (size, copies, cost), by faction and name. */
    points: jsonb('points').$type<DatasheetPoints[]>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('points_snapshots_data_version_idx').on(table.dataVersion)],
);
