import type { PublishedContentItem } from '@muster/contracts';
import { publishedContentItemSchema } from '@muster/contracts';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tacticalContent } from './content.table';

type ContentRow = typeof tacticalContent.$inferSelect;

export function toPublishedItem(row: ContentRow): PublishedContentItem {
  return publishedContentItemSchema.parse({
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    category: row.category,
    tags: row.tags,
    difficulty: row.difficulty,
    format: row.format,
    isPremium: row.isPremium,
    isFeatured: row.isFeatured,
    lastUpdated: row.updatedAt.toISOString(),
  });
}

export async function listPublishedContent(db: Database): Promise<PublishedContentItem[]> {
  const rows = await db
    .select()
    .from(tacticalContent)
    .where(eq(tacticalContent.isPublished, true))
    .orderBy(desc(tacticalContent.isFeatured), desc(tacticalContent.updatedAt), tacticalContent.title);
  return rows.map(toPublishedItem);
}

export type ContentSeed = Omit<
  typeof tacticalContent.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'relatedContentIds'
> & { relatedSlugs?: string[] };

/**
 * Inserts or refreshes content by slug. Only rows whose text actually changed get a new
 * updated_at, so re-running the seed leaves "last updated" dates alone.
 */
export async function upsertContentBySlug(db: Database, items: ContentSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { relatedSlugs: _related, ...item } of items) {
      await tx
        .insert(tacticalContent)
        .values(item)
        .onConflictDoUpdate({
          target: tacticalContent.slug,
          set: {
            title: item.title,
            description: item.description,
            content: item.content,
            category: item.category,
            difficulty: item.difficulty,
            format: item.format,
            tags: item.tags,
            isPublished: item.isPublished,
            isPremium: item.isPremium,
            isFeatured: item.isFeatured,
            updatedAt: sql`CASE WHEN (${tacticalContent.title}, ${tacticalContent.description}, ${tacticalContent.content}) IS DISTINCT FROM (excluded.title, excluded.description, excluded.content) THEN now() ELSE ${tacticalContent.updatedAt} END`,
          },
        });
    }
    for (const item of items) {
      if (!item.relatedSlugs?.length) continue;
      const related = await tx
        .select({ id: tacticalContent.id })
        .from(tacticalContent)
        .where(inArray(tacticalContent.slug, item.relatedSlugs))
        .orderBy(tacticalContent.slug);
      await tx
        .update(tacticalContent)
        .set({ relatedContentIds: related.map((row) => row.id) })
        .where(eq(tacticalContent.slug, item.slug));
    }
  });
}
