import {
  type AdminContentItem,
  type bulkContentReplySchema,
  type ContentInput,
  contentInputSchema,
} from '@muster/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { toPublishedItem } from '../content/content.queries';
import { tacticalContent } from '../content/content.table';
import { slugify } from '../content/slug';
import { learningPathModules, learningPaths } from '../library/library.table';

type Reader = Pick<Database, 'select' | 'selectDistinct'>;
type ContentRow = typeof tacticalContent.$inferSelect;
type BulkResult = z.infer<typeof bulkContentReplySchema>['results'][number];

const notFound = () => new HttpError(404, 'CONTENT_NOT_FOUND', 'Content not found.');

async function pathsUsing(db: Reader, contentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ title: learningPaths.title })
    .from(learningPathModules)
    .innerJoin(learningPaths, eq(learningPaths.id, learningPathModules.pathId))
    .where(sql`${contentId}::uuid = ANY(${learningPathModules.contentIds})`);
  return rows.map((r) => r.title);
}

const toAdminItem = (row: ContentRow, usedInPaths: string[]): AdminContentItem => ({
  ...toPublishedItem(row),
  slug: row.slug,
  isPublished: row.isPublished,
  createdAt: row.createdAt.toISOString(),
  usedInPaths,
});

const fields = (input: ContentInput) => ({
  slug: input.slug ?? slugify(input.title),
  title: input.title,
  description: input.description,
  content: input.content,
  category: input.category,
  difficulty: input.difficulty,
  format: input.format,
  tags: [...new Set(input.tags)],
  isPremium: input.isPremium,
  isFeatured: input.isFeatured,
  isPublished: input.isPublished,
});

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'cause' in error
    ? (error.cause as { code?: string } | undefined)?.code === '23505'
    : (error as { code?: string } | null)?.code === '23505';
const slugTaken = (slug: string) =>
  new HttpError(409, 'SLUG_TAKEN', `A content item with the slug "${slug}" already exists.`);

export async function listAdminContent(
  db: Reader,
  query: { status: 'all' | 'published' | 'draft'; q: string; offset: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(tacticalContent.isPublished, query.status === 'published'));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(tacticalContent.title, like), ilike(tacticalContent.slug, like));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], statusCounts] = await Promise.all([
    db
      .select()
      .from(tacticalContent)
      .where(where)
      .orderBy(desc(tacticalContent.updatedAt), tacticalContent.title)
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(tacticalContent).where(where),
    db
      .select({ published: tacticalContent.isPublished, n: count() })
      .from(tacticalContent)
      .groupBy(tacticalContent.isPublished),
  ]);
  return {
    items: rows.map((row) => {
      const { content: _body, usedInPaths: _paths, ...item } = toAdminItem(row, []);
      return item;
    }),
    total: total?.n ?? 0,
    counts: {
      published: statusCounts.find((c) => c.published)?.n ?? 0,
      draft: statusCounts.find((c) => !c.published)?.n ?? 0,
    },
  };
}

export async function getAdminContent(db: Reader, id: string): Promise<AdminContentItem> {
  const [row] = await db.select().from(tacticalContent).where(eq(tacticalContent.id, id));
  if (!row) throw notFound();
  return toAdminItem(row, await pathsUsing(db, id));
}

export async function createContent(db: Database, input: ContentInput): Promise<AdminContentItem> {
  const values = fields(input);
  try {
    const [row] = await db.insert(tacticalContent).values(values).returning();
    if (!row) throw new HttpError(500, 'CONTENT_SAVE_FAILED', 'The content could not be saved.');
    return toAdminItem(row, []);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(values.slug);
    throw error;
  }
}

/** Spec 001: a content update needs an id (it is the path parameter here). */
export async function updateContent(
  db: Database,
  id: string,
  input: ContentInput,
): Promise<AdminContentItem> {
  const values = fields(input);
  try {
    const [row] = await db
      .update(tacticalContent)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tacticalContent.id, id))
      .returning();
    if (!row) throw notFound();
    return toAdminItem(row, await pathsUsing(db, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(values.slug);
    throw error;
  }
}

export async function setPublished(
  db: Database,
  id: string,
  isPublished: boolean,
): Promise<AdminContentItem> {
  const [row] = await db
    .update(tacticalContent)
    .set({ isPublished, updatedAt: new Date() })
    .where(eq(tacticalContent.id, id))
    .returning();
  if (!row) throw notFound();
  return toAdminItem(row, await pathsUsing(db, id));
}

/** Items a learning path uses stay: deleting them would silently shrink readers' paths. */
export async function deleteContent(db: Database, id: string): Promise<void> {
  const paths = await pathsUsing(db, id);
  if (paths.length)
    throw new HttpError(
      409,
      'CONTENT_IN_PATH',
      `This item is part of the learning path${paths.length > 1 ? 's' : ''} ${paths.join(', ')}. Unpublish it instead, or take it out of the path first.`,
    );
  const deleted = await db
    .delete(tacticalContent)
    .where(eq(tacticalContent.id, id))
    .returning({ id: tacticalContent.id });
  if (deleted.length === 0) throw notFound();
}

/** Each item on its own: a bad one is reported and the rest still land. Existing slugs are updated. */
export async function bulkUpsertContent(db: Database, items: unknown[]): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const [index, raw] of items.entries()) {
    const title =
      typeof raw === 'object' && raw !== null && 'title' in raw && typeof raw.title === 'string'
        ? raw.title
        : '';
    const parsed = contentInputSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'item';
      const message = issue?.message.startsWith('Validation failed')
        ? issue.message
        : `${field}: ${issue?.message}`;
      results.push({ index, title, slug: null, outcome: 'error', message });
      continue;
    }
    const values = fields(parsed.data);
    const [row] = await db
      .insert(tacticalContent)
      .values(values)
      .onConflictDoUpdate({ target: tacticalContent.slug, set: { ...values, updatedAt: new Date() } })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    results.push({
      index,
      title: values.title,
      slug: values.slug,
      outcome: row?.inserted ? 'created' : 'updated',
      message: null,
    });
  }
  return results;
}
