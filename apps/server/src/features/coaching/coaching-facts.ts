import type { CoachingFacts, LibraryItem } from '@muster/coaching';
import type { CoachingTopicType } from '@muster/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { analyses } from '../analysis/analyses.table';
import { ownAnalysesOf } from '../analysis/analysis.policy';
import { tacticalContent } from '../content/content.table';
import { resolvedArmy } from '../game-data/resolved-army';
import { requireOwnRoster } from '../rosters/roster.policy';

type Reader = Pick<Database, 'select'>;

/** Where a topic's reading lives when the question's own words find nothing. */
const topicCategory: Record<CoachingTopicType, string> = {
  fundamentals: 'fundamental_concepts',
  list_building: 'army_archetypes',
  deployment: 'battlefield_tactics',
  target_priority: 'battlefield_tactics',
  objectives: 'battlefield_tactics',
  matchup: 'meta_game_analysis',
};

/** The question's content words joined with OR: a question is not a phrase every article must contain. */
function anyWordQuery(question: string): string | null {
  const words = [...new Set(question.toLowerCase().match(/[a-z]{4,}/g) ?? [])].slice(0, 12);
  return words.length ? words.join(' | ') : null;
}

/** Published library items for a question, best full-text match first; else the topic's featured reading. */
export async function libraryMatches(
  db: Reader,
  question: string,
  topicType: CoachingTopicType,
): Promise<LibraryItem[]> {
  const columns = {
    id: tacticalContent.id,
    title: tacticalContent.title,
    description: tacticalContent.description,
  };
  const words = anyWordQuery(question);
  if (words) {
    const query = sql`to_tsquery('english', ${words})`;
    const rows = await db
      .select(columns)
      .from(tacticalContent)
      .where(and(eq(tacticalContent.isPublished, true), sql`${tacticalContent.searchDocument} @@ ${query}`))
      .orderBy(
        // The topic's own category breaks near-ties: a deployment question wants battlefield tactics.
        desc(
          sql`ts_rank(${tacticalContent.searchDocument}, ${query}) + CASE WHEN ${tacticalContent.category} = ${topicCategory[topicType]} THEN 0.05 ELSE 0 END`,
        ),
        tacticalContent.title,
      )
      .limit(2);
    if (rows.length) return rows;
  }
  return db
    .select(columns)
    .from(tacticalContent)
    .where(and(eq(tacticalContent.isPublished, true), eq(tacticalContent.category, topicCategory[topicType])))
    .orderBy(desc(tacticalContent.isFeatured), tacticalContent.title)
    .limit(2);
}

/** The session's roster with data-set profiles filled in, and its newest analysis to cite. */
export async function rosterFacts(
  db: Database,
  userId: string,
  rosterId: string | null,
): Promise<Pick<CoachingFacts, 'roster' | 'savedAnalysis'>> {
  if (!rosterId) return { roster: null, savedAnalysis: null };
  const row = await requireOwnRoster(db, userId, rosterId);
  const { roster } = await resolvedArmy(row.rosterData);
  const [latest] = await db
    .select({ id: analyses.id, createdAt: analyses.createdAt })
    .from(analyses)
    .where(ownAnalysesOf(userId, rosterId))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return {
    roster: { id: rosterId, roster },
    savedAnalysis: latest
      ? { id: latest.id, title: `Analysis of ${row.name} (${latest.createdAt.toISOString().slice(0, 10)})` }
      : null,
  };
}
