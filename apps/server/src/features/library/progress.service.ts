import type { ContentProgress, LearningPath } from '@muster/contracts';
import { cascadeChanges, type PathOutline, pathProgress } from '@muster/library';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { tacticalContent } from '../content/content.table';
import {
  learningPathModules,
  learningPaths,
  userContentProgress,
  userModuleProgress,
  userPathProgress,
} from './library.table';

type Reader = Pick<Database, 'select'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ProgressRow = typeof userContentProgress.$inferSelect;

const contentNotFound = (id: string) =>
  new HttpError(404, 'CONTENT_NOT_FOUND', `Content with ID ${id} not found.`);

const toProgress = (row: ProgressRow): ContentProgress => ({
  contentId: row.contentId,
  isCompleted: row.isCompleted,
  lastAccessedDate: row.lastAccessedDate?.toISOString() ?? null,
  bookmarked: row.bookmarked,
  notes: row.notes,
  rating: row.rating,
});

async function requirePublished(db: Reader, contentId: string) {
  const [row] = await db
    .select({ id: tacticalContent.id })
    .from(tacticalContent)
    .where(and(eq(tacticalContent.id, contentId), eq(tacticalContent.isPublished, true)));
  if (!row) throw contentNotFound(contentId);
}

/** Published paths with their modules in order. */
async function pathOutlines(db: Reader) {
  const paths = await db
    .select()
    .from(learningPaths)
    .where(eq(learningPaths.isPublished, true))
    .orderBy(asc(learningPaths.position), asc(learningPaths.title));
  const modules = await db.select().from(learningPathModules).orderBy(asc(learningPathModules.position));
  return paths.map((path) => ({
    ...path,
    modules: modules.filter((m) => m.pathId === path.id),
  }));
}

const outlineOf = (path: Awaited<ReturnType<typeof pathOutlines>>[number]): PathOutline => ({
  id: path.id,
  modules: path.modules.map((m) => ({ id: m.id, contentIds: m.contentIds })),
});

async function completedContent(db: Reader, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: userContentProgress.contentId })
    .from(userContentProgress)
    .where(and(eq(userContentProgress.userId, userId), eq(userContentProgress.isCompleted, true)));
  return new Set(rows.map((r) => r.id));
}

export async function progressOf(db: Reader, userId: string): Promise<ContentProgress[]> {
  const rows = await db
    .select()
    .from(userContentProgress)
    .where(eq(userContentProgress.userId, userId))
    .orderBy(sql`${userContentProgress.lastAccessedDate} DESC NULLS LAST`);
  return rows.map(toProgress);
}

/**
 * Stores module and path completions for the paths holding this item: started on first touch,
 * completion dates kept while complete, cleared when an item is un-completed.
 */
async function syncPathProgress(tx: Tx, userId: string, contentId: string, done: Set<string>) {
  const paths = (await pathOutlines(tx)).filter((p) =>
    p.modules.some((m) => m.contentIds.includes(contentId)),
  );
  for (const path of paths) {
    const progress = pathProgress(outlineOf(path), done);
    for (const module of path.modules.filter((m) => m.contentIds.includes(contentId))) {
      const complete = progress.completedModuleIds.includes(module.id);
      await tx
        .insert(userModuleProgress)
        .values({
          userId,
          moduleId: module.id,
          isCompleted: complete,
          completionDate: complete ? sql`now()` : null,
        })
        .onConflictDoUpdate({
          target: [userModuleProgress.userId, userModuleProgress.moduleId],
          set: {
            isCompleted: complete,
            completionDate: complete ? sql`coalesce(${userModuleProgress.completionDate}, now())` : null,
          },
        });
    }
    await tx
      .insert(userPathProgress)
      .values({
        userId,
        pathId: path.id,
        isCompleted: progress.isCompleted,
        completionDate: progress.isCompleted ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: [userPathProgress.userId, userPathProgress.pathId],
        set: {
          isCompleted: progress.isCompleted,
          completionDate: progress.isCompleted
            ? sql`coalesce(${userPathProgress.completionDate}, now())`
            : null,
        },
      });
  }
}

/** Bookmark, complete, note or rate an item; completing cascades to modules and paths (spec 001 §4). */
export async function updateProgress(
  db: Database,
  userId: string,
  contentId: string,
  update: { isCompleted?: boolean; bookmarked?: boolean; notes?: string; rating?: number | null },
) {
  await requirePublished(db, contentId);
  return db.transaction(async (tx) => {
    // One reader's progress changes one at a time, so the cascade sees a consistent set.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`library:${userId}`}))`);
    const before = await completedContent(tx, userId);
    const [row] = await tx
      .insert(userContentProgress)
      .values({
        userId,
        contentId,
        isCompleted: update.isCompleted ?? false,
        completedAt: update.isCompleted ? sql`now()` : null,
        bookmarked: update.bookmarked ?? false,
        notes: update.notes ?? '',
        rating: update.rating ?? null,
        lastAccessedDate: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [userContentProgress.userId, userContentProgress.contentId],
        set: {
          ...(update.isCompleted === undefined
            ? {}
            : {
                isCompleted: update.isCompleted,
                completedAt: update.isCompleted
                  ? sql`coalesce(${userContentProgress.completedAt}, now())`
                  : null,
              }),
          ...(update.bookmarked === undefined ? {} : { bookmarked: update.bookmarked }),
          ...(update.notes === undefined ? {} : { notes: update.notes }),
          ...(update.rating === undefined ? {} : { rating: update.rating }),
          lastAccessedDate: sql`now()`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!row) throw contentNotFound(contentId);
    const after = await completedContent(tx, userId);
    if (update.isCompleted !== undefined) await syncPathProgress(tx, userId, contentId, after);
    const paths = (await pathOutlines(tx)).map(outlineOf);
    return { progress: toProgress(row), changes: cascadeChanges(paths, before, after) };
  });
}

/** Opening an item: its last-accessed date feeds "recently viewed" and recommendations. */
export async function markViewed(db: Database, userId: string, contentId: string): Promise<ContentProgress> {
  await requirePublished(db, contentId);
  const [row] = await db
    .insert(userContentProgress)
    .values({ userId, contentId, lastAccessedDate: sql`now()` })
    .onConflictDoUpdate({
      target: [userContentProgress.userId, userContentProgress.contentId],
      set: { lastAccessedDate: sql`now()` },
    })
    .returning();
  if (!row) throw contentNotFound(contentId);
  return toProgress(row);
}

/** Paths with modules; with the reader's progress when signed in. */
export async function learningPathsFor(db: Reader, userId: string | null): Promise<LearningPath[]> {
  const paths = await pathOutlines(db);
  const done = userId ? await completedContent(db, userId) : new Set<string>();
  const stored = userId
    ? await db.select().from(userPathProgress).where(eq(userPathProgress.userId, userId))
    : [];
  const storedModules = userId
    ? await db.select().from(userModuleProgress).where(eq(userModuleProgress.userId, userId))
    : [];
  return paths.map((path) => {
    const progress = pathProgress(outlineOf(path), done);
    const row = stored.find((s) => s.pathId === path.id);
    return {
      id: path.id,
      slug: path.slug,
      title: path.title,
      description: path.description,
      difficulty: path.difficulty as LearningPath['difficulty'],
      modules: path.modules.map((m) => ({
        id: m.id,
        title: m.title,
        description: m.description,
        contentIds: m.contentIds,
        isCompleted: progress.completedModuleIds.includes(m.id),
        completionDate:
          storedModules.find((s) => s.moduleId === m.id && s.isCompleted)?.completionDate?.toISOString() ??
          null,
      })),
      progress: userId
        ? {
            completedItems: progress.completedItems,
            totalItems: progress.totalItems,
            isCompleted: progress.isCompleted,
            startDate: row?.startDate.toISOString() ?? null,
            completionDate: progress.isCompleted ? (row?.completionDate?.toISOString() ?? null) : null,
          }
        : null,
    };
  });
}
