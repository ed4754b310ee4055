import type { SiteSettings } from '@muster/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/** The one row of site-wide settings admins edit at /admin/settings. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<SiteSettings>().notNull(),
    updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);
