import { onboardingOptions } from '@muster/contracts';
import { recommend } from '@muster/library';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles } from '../accounts/profile.table';
import { tacticalContent } from '../content/content.table';
import { rosters } from '../rosters/rosters.table';
import { userContentProgress, userLibraryPreferences } from './library.table';

type Reader = Pick<Database, 'select'>;

export type SearchFilters = {
  q: string;
  category?: string[];
  difficulty?: string[];
  format?: string[];
  premium?: 'true' | 'false';
};

const SEARCH_LIMIT = 50;
const SUGGESTION_LIMIT = 5;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Spec 000 library search on the server: words match through PostgreSQL full text (stemmed,
 * ranked title > tags and description > text), and any substring of the title, description,
 * text or tags matches case-insensitively too; then the filters; 50 results at most.
 */
export async function searchLibrary(db: Reader, filters: SearchFilters) {
  const q = filters.q.trim();
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const like = `%${escapeLike(q)}%`;
  const conditions: SQL[] = [eq(tacticalContent.isPublished, true)];
  if (q) {
    const text = or(
      sql`${tacticalContent.searchDocument} @@ ${query}`,
      ilike(tacticalContent.title, like),
      ilike(tacticalContent.description, like),
      ilike(tacticalContent.content, like),
      sql`array_to_string(${tacticalContent.tags}, ' ') ILIKE ${like}`,
    );
    if (text) conditions.push(text);
  }
  if (filters.category?.length) conditions.push(inArray(tacticalContent.category, filters.category));
  if (filters.difficulty?.length) conditions.push(inArray(tacticalContent.difficulty, filters.difficulty));
  if (filters.format?.length) conditions.push(inArray(tacticalContent.format, filters.format));
  if (filters.premium) conditions.push(eq(tacticalContent.isPremium, filters.premium === 'true'));
  const rank = q
    ? sql<number>`ts_rank(${tacticalContent.searchDocument}, ${query}) + CASE WHEN ${tacticalContent.title} ILIKE ${like} THEN 1 ELSE 0 END`
    : sql<number>`0::real`;
  const snippet = q
    ? sql<string>`ts_headline('english', ${tacticalContent.description} || ' ' || ${tacticalContent.content}, ${query}, 'StartSel=«, StopSel=», MaxWords=28, MinWords=12, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … "')`
    : sql<string>`${tacticalContent.description}`;
  const rows = await db
    .select({ contentId: tacticalContent.id, title: tacticalContent.title, rank, snippet })
    .from(tacticalContent)
    .where(and(...conditions))
    .orderBy(...(q ? [desc(rank)] : []), desc(tacticalContent.isFeatured), desc(tacticalContent.updatedAt))
    .limit(SEARCH_LIMIT);
  const suggestions = q
    ? await db
        .select({ title: tacticalContent.title })
        .from(tacticalContent)
        .where(and(eq(tacticalContent.isPublished, true), ilike(tacticalContent.title, like)))
        .orderBy(sql`position(lower(${q}) in lower(${tacticalContent.title}))`, tacticalContent.title)
        .limit(SUGGESTION_LIMIT)
    : [];
  return {
    results: rows.map((r) => ({ ...r, rank: Math.round(Number(r.rank) * 1000) / 1000 })),
    suggestions: suggestions.map((s) => s.title),
  };
}

export async function preferencesOf(db: Reader, userId: string) {
  const [row] = await db
    .select()
    .from(userLibraryPreferences)
    .where(eq(userLibraryPreferences.userId, userId));
  return {
    preferredCategories: row?.preferredCategories ?? [],
    preferredDifficulty: row?.preferredDifficulty ?? 'beginner',
    preferredFormats: row?.preferredFormats ?? [],
  };
}

/**
 * Spec 001 §9 recommendation scores from preferences, rosters, reading history and featured items;
 * the questionnaire's answers (factions, experience, goals) count as preferences.
 */
export async function recommendedFor(db: Reader, userId: string, limit: number) {
  const [items, [chosen], [profile], ownRosters, history] = await Promise.all([
    db.select().from(tacticalContent).where(eq(tacticalContent.isPublished, true)),
    db.select().from(userLibraryPreferences).where(eq(userLibraryPreferences.userId, userId)),
    db
      .select({
        factions: profiles.preferredFactions,
        experience: profiles.gamingExperienceLevel,
        goals: profiles.primaryGoals,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select({ faction: rosters.faction, detachment: rosters.detachment })
      .from(rosters)
      .where(eq(rosters.userId, userId))
      .orderBy(desc(rosters.updatedAt))
      .limit(5),
    db
      .select({ contentId: userContentProgress.contentId, isCompleted: userContentProgress.isCompleted })
      .from(userContentProgress)
      .where(eq(userContentProgress.userId, userId))
      .orderBy(sql`${userContentProgress.lastAccessedDate} DESC NULLS LAST`),
  ]);
  const categoryOf = new Map(items.map((i) => [i.id, i.category]));
  const answered =
    profile && (profile.factions.length > 0 || profile.experience !== null || profile.goals.length > 0);
  return recommend(
    items.map((i) => ({ ...i, updatedAt: i.updatedAt.toISOString() })),
    {
      preferredCategories: chosen?.preferredCategories ?? [],
      // Only a difficulty the reader chose; otherwise their experience, else beginner, decides.
      preferredDifficulty: chosen?.preferredDifficulty ?? null,
      preferredFormats: chosen?.preferredFormats ?? [],
      rosterWords: ownRosters.flatMap((r) => [r.faction, r.detachment ?? '']),
      recentCategories: history.map((h) => categoryOf.get(h.contentId) ?? '').filter(Boolean),
      exclude: new Set(history.filter((h) => h.isCompleted).map((h) => h.contentId)),
      profile: answered ? profile : null,
      knownFactions: onboardingOptions.preferredFactions,
    },
    limit,
  ).map(({ id, ...rest }) => ({ contentId: id, ...rest }));
}
