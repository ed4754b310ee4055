import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Articles of the tactical library (spec 001 "Tactical content"). */
export const tacticalContent = pgTable(
  'tactical_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key so seeds and imports update rather than duplicate. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    difficulty: text('difficulty').notNull(),
    format: text('format').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean('is_published').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    relatedContentIds: uuid('related_content_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * Weighted full-text document for library search (title A; tags and description B; text C),
     * kept by the tactical_content_search_document trigger (migration 0011): the expression uses
     * array_to_string, which PostgreSQL does not allow in a generated column.
     */
    searchDocument: tsvector('search_document'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tactical_content_published_idx').on(table.isPublished, table.updatedAt),
    index('tactical_content_search_idx').using('gin', table.searchDocument),
  ],
);
