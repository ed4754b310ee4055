import type { Database } from '../db/database';
import { seedBattlefieldTemplates } from '../features/battlefields/battlefield-templates.service';
import { seedCoachingTopics } from '../features/coaching/coaching-topics.seed';
import { seedContent } from '../features/content/content.seed';
import { seedLearningPaths } from '../features/library/learning-paths.seed';

/** Demo and starter content. Safe to run on every start: each seed upserts by a stable key. */
export async function seedDatabase(db: Database): Promise<void> {
  await seedContent(db);
  await seedLearningPaths(db);
  await seedCoachingTopics(db);
  await seedBattlefieldTemplates(db);
}
