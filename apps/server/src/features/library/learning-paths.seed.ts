import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tacticalContent } from '../content/content.table';
import { type LearningPathSeed, starterLearningPaths } from './learning-paths.seed-data';
import { learningPathModules, learningPaths } from './library.table';

/** Upserts paths and modules by slug; a module's items are resolved from article slugs in order. */
async function upsertLearningPaths(db: Database, seeds: LearningPathSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    const slugs = [...new Set(seeds.flatMap((p) => p.modules.flatMap((m) => m.contentSlugs)))];
    const content = slugs.length
      ? await tx
          .select({ id: tacticalContent.id, slug: tacticalContent.slug })
          .from(tacticalContent)
          .where(inArray(tacticalContent.slug, slugs))
      : [];
    const idOf = new Map(content.map((c) => [c.slug, c.id]));
    for (const [position, seed] of seeds.entries()) {
      const [path] = await tx
        .insert(learningPaths)
        .values({
          slug: seed.slug,
          title: seed.title,
          description: seed.description,
          difficulty: seed.difficulty,
          position,
        })
        .onConflictDoUpdate({
          target: learningPaths.slug,
          set: { title: seed.title, description: seed.description, difficulty: seed.difficulty, position },
        })
        .returning({ id: learningPaths.id });
      if (!path) continue;
      for (const [index, module] of seed.modules.entries()) {
        const contentIds = module.contentSlugs.flatMap((slug) => idOf.get(slug) ?? []);
        await tx
          .insert(learningPathModules)
          .values({
            pathId: path.id,
            slug: module.slug,
            title: module.title,
            description: module.description,
            position: index,
            contentIds,
          })
          .onConflictDoUpdate({
            target: [learningPathModules.pathId, learningPathModules.slug],
            set: {
              title: module.title,
              description: module.description,
              position: index,
              contentIds: sql`${`{${contentIds.join(',')}}`}::uuid[]`,
            },
          });
      }
    }
  });
}

export const seedLearningPaths = (db: Database) => upsertLearningPaths(db, starterLearningPaths);
