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

/** What the player said in the onboarding questionnaire (or later on their profile). */
export type PlayerProfile = {
  /** Armies they play (the questionnaire's faction names). */
  factions: string[];
  /** How long they have played: new, casual, regular, competitive or veteran; null if skipped. */
  experience: string | null;
  /** What they want from Muster: learn_rules, build_lists, improve_tactics, win_tournaments, … */
  goals: string[];
};

export type ReaderSignals = {
  preferredCategories: string[];
  /** The difficulty the reader chose in the library; null when they never chose one. */
  preferredDifficulty: string | null;
  preferredFormats: string[];
  /** Words from the reader's rosters (faction, detachment, unit names). */
  rosterWords: string[];
  /** Categories of what they read recently, newest first. */
  recentCategories: string[];
  /** Items they completed or are reading now: never recommended again. */
  exclude: ReadonlySet<string>;
  /** Questionnaire answers; null for a player who skipped it. */
  profile: PlayerProfile | null;
  /** Every faction name, so "Space Marines" is not found inside "Chaos Space Marines". */
  knownFactions: readonly string[];
};

/** Experience → the library difficulty written for it. */
export const experienceDifficulty: Readonly<Record<string, string>> = {
  new: 'beginner',
  casual: 'beginner',
  regular: 'intermediate',
  competitive: 'advanced',
  veteran: 'expert',
};

/** Goal → the library categories that serve it (meeting players and running events have none). */
export const goalCategories: Readonly<Record<string, readonly string[]>> = {
  learn_rules: ['fundamental_concepts'],
  build_lists: ['army_archetypes'],
  improve_tactics: ['battlefield_tactics', 'advanced_strategies'],
  win_tournaments: ['meta_game_analysis', 'advanced_strategies'],
};

/** Spec 001 §3: preferredDifficulty defaults to beginner when nothing else is known. */
const DEFAULT_DIFFICULTY = 'beginner';

/**
 * Why one item was picked, most telling first. Each kind counts as one of the spec's reasons:
 * answers the player gave (library preferences, questionnaire level, goals and factions) are
 * preferences; roster words are the roster reason.
 */
export type RecommendationMatch =
  | { kind: 'faction'; value: string }
  | { kind: 'goal'; value: string }
  | { kind: 'experience'; value: string }
  | { kind: 'preference'; value: string }
  | { kind: 'starter'; value: null }
  | { kind: 'roster'; value: string }
  | { kind: 'history'; value: null }
  | { kind: 'featured'; value: null };

const reasonOf: Record<RecommendationMatch['kind'], RecommendationReason> = {
  faction: 'preference',
  goal: 'preference',
  experience: 'preference',
  preference: 'preference',
  starter: 'preference',
  roster: 'roster',
  history: 'history',
  featured: 'featured',
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

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/**
 * Whether a text names a faction as a whole phrase ("Necrons", "T'au Empire" or "Tau Empire"),
 * not as part of a longer faction's name ("Space Marines" inside "Chaos Space Marines").
 */
export function mentionsFaction(text: string, faction: string, knownFactions: readonly string[]): boolean {
  const target = normalise(faction);
  let haystack = normalise(text);
  for (const longer of knownFactions.map(normalise)) {
    if (longer !== target && longer.includes(target)) haystack = haystack.split(longer).join(' ');
  }
  return haystack.includes(target);
}

const itemText = (item: RecommendableItem) => `${item.title} ${item.description} ${item.tags.join(' ')}`;

/** Every match between one item and the reader, in the order they are worth telling. */
function matchesFor(
  item: RecommendableItem,
  signals: ReaderSignals,
  keywords: string[],
): RecommendationMatch[] {
  const found: RecommendationMatch[] = [];
  const text = itemText(item);
  const profile = signals.profile;
  for (const faction of profile?.factions ?? []) {
    if (mentionsFaction(text, faction, signals.knownFactions))
      found.push({ kind: 'faction', value: faction });
  }
  for (const goal of profile?.goals ?? []) {
    if (goalCategories[goal]?.includes(item.category)) found.push({ kind: 'goal', value: goal });
  }
  // The difficulty the reader chose wins over the one their experience suggests.
  const fromExperience = profile?.experience ? experienceDifficulty[profile.experience] : undefined;
  if (signals.preferredDifficulty !== null) {
    if (item.difficulty === signals.preferredDifficulty)
      found.push({ kind: 'preference', value: item.difficulty });
  } else if (fromExperience !== undefined && profile?.experience) {
    if (item.difficulty === fromExperience) found.push({ kind: 'experience', value: profile.experience });
  } else if (item.difficulty === DEFAULT_DIFFICULTY) {
    found.push({ kind: 'starter', value: null });
  }
  if (signals.preferredCategories.includes(item.category))
    found.push({ kind: 'preference', value: item.category });
  if (signals.preferredFormats.includes(item.format)) found.push({ kind: 'preference', value: item.format });
  const lower = text.toLowerCase();
  const keyword = keywords.find((k) => lower.includes(k));
  if (keyword) found.push({ kind: 'roster', value: keyword });
  if (signals.recentCategories.slice(0, 5).includes(item.category))
    found.push({ kind: 'history', value: null });
  if (item.isFeatured) found.push({ kind: 'featured', value: null });
  return found;
}

export type Recommendation = {
  id: string;
  /** The weight of the strongest reason (spec 001 §9). */
  score: number;
  reasons: RecommendationReason[];
  matches: RecommendationMatch[];
};

/**
 * Each item scores its strongest reason; items with none are left out. Among equal scores, the
 * item matching more of what the reader told us comes first, then the newest.
 */
export function recommend(
  items: RecommendableItem[],
  signals: ReaderSignals,
  limit: number,
): Recommendation[] {
  const keywords = rosterKeywords(signals.rosterWords);
  const scored: (Recommendation & { updatedAt: string })[] = [];
  for (const item of items) {
    if (signals.exclude.has(item.id)) continue;
    const matches = matchesFor(item, signals, keywords);
    if (matches.length === 0) continue;
    const reasons = (Object.keys(recommendationWeights) as RecommendationReason[]).filter((reason) =>
      matches.some((match) => reasonOf[match.kind] === reason),
    );
    const score = Math.max(...reasons.map((r) => recommendationWeights[r]));
    scored.push({ id: item.id, score, reasons, matches, updatedAt: item.updatedAt });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.matches.length - a.matches.length ||
        b.updatedAt.localeCompare(a.updatedAt) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit)
    .map(({ updatedAt: _u, ...rest }) => rest);
}
