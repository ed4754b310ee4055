/** Spec 001 §9: the weight of each reason an item is recommended. */
export const recommendationWeights = { preference: 0.9, roster: 0.8, history: 0.7, featured: 0.5 } as const;
export type RecommendationReason = keyof typeof recommendationWeights;

export type RecommendableItem = {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  format: string;
  tags: string[];
  isFeatured: boolean;
  updatedAt: string;
};

export type ReaderSignals = {
  preferredCategories: string[];
  preferredDifficulty: string;
  preferredFormats: string[];
  /** Words from the reader's rosters (faction, detachment, unit names). */
  rosterWords: string[];
  /** Categories of what they read recently, newest first. */
  recentCategories: string[];
  /** Items they completed or are reading now: never recommended again. */
  exclude: ReadonlySet<string>;
};

/**
 * Spec 001 §9: roster keywords are words longer than 3 characters, at most 10 of them, and
 * only the first 3 are used to match.
 */
export function rosterKeywords(words: string[]): string[] {
  const seen: string[] = [];
  for (const raw of words.flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}]+/u))) {
    if (raw.length > 3 && !seen.includes(raw)) seen.push(raw);
    if (seen.length === 10) break;
  }
  return seen.slice(0, 3);
}

export type Recommendation = { id: string; score: number; reasons: RecommendationReason[] };

/** Each item scores its strongest reason; items with none are left out. Newest first on ties. */
export function recommend(
  items: RecommendableItem[],
  signals: ReaderSignals,
  limit: number,
): Recommendation[] {
  const keywords = rosterKeywords(signals.rosterWords);
  const scored: (Recommendation & { updatedAt: string })[] = [];
  for (const item of items) {
    if (signals.exclude.has(item.id)) continue;
    const reasons: RecommendationReason[] = [];
    const prefers =
      signals.preferredCategories.includes(item.category) ||
      signals.preferredFormats.includes(item.format) ||
      item.difficulty === signals.preferredDifficulty;
    if (prefers) reasons.push('preference');
    const text = `${item.title} ${item.description} ${item.tags.join(' ')}`.toLowerCase();
    if (keywords.some((k) => text.includes(k))) reasons.push('roster');
    if (signals.recentCategories.slice(0, 5).includes(item.category)) reasons.push('history');
    if (item.isFeatured) reasons.push('featured');
    if (reasons.length === 0) continue;
    const score = Math.max(...reasons.map((r) => recommendationWeights[r]));
    scored.push({ id: item.id, score, reasons, updatedAt: item.updatedAt });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map(({ updatedAt: _u, ...rest }) => rest);
}
