import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { coachingTopics } from './coaching.table';
import { coachingTopicSeeds } from './coaching-topics.seed-data';

/** Upserts the topics by id, so costs and wording follow the seed data on every start. */
export async function seedCoachingTopics(db: Database): Promise<void> {
  await db
    .insert(coachingTopics)
    .values(coachingTopicSeeds)
    .onConflictDoUpdate({
      target: coachingTopics.id,
      set: {
        title: sql`excluded.title`,
        type: sql`excluded.type`,
        description: sql`excluded.description`,
        creditsCost: sql`excluded.credits_cost`,
        starterQuestions: sql`excluded.starter_questions`,
      },
    });
}
