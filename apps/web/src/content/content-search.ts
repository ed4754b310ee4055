import type {
  ContentCategory,
  ContentDifficulty,
  ContentFormat,
  PublishedContentItem,
} from '@muster/contracts';

export type ContentFilters = {
  categories?: ContentCategory[];
  difficulty?: ContentDifficulty[];
  formats?: ContentFormat[];
  isPremium?: boolean;
};

/** Spec 000 §3 search result. */
export type ContentSearchResult = {
  contentId: string;
  title: string;
  description: string;
  category: ContentCategory;
  format: ContentFormat;
  relevanceScore: number;
  snippets: string[];
  isPremium: boolean;
};

const SNIPPET_RADIUS = 60;

function snippetsFor(text: string, needle: string): string[] {
  const lower = text.toLowerCase();
  const snippets: string[] = [];
  let from = 0;
  while (snippets.length < 2) {
    const index = lower.indexOf(needle, from);
    if (index < 0) break;
    const start = Math.max(0, index - SNIPPET_RADIUS);
    const end = Math.min(text.length, index + needle.length + SNIPPET_RADIUS);
    const body = text
      .slice(start, end)
      .replace(/[#*|`>-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    snippets.push(`${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`);
    from = end;
  }
  return snippets;
}

function passesFilters(item: PublishedContentItem, filters: ContentFilters): boolean {
  if (filters.categories?.length && !filters.categories.includes(item.category)) return false;
  if (filters.difficulty?.length && !filters.difficulty.includes(item.difficulty)) return false;
  if (filters.formats?.length && !filters.formats.includes(item.format)) return false;
  if (filters.isPremium !== undefined && item.isPremium !== filters.isPremium) return false;
  return true;
}

/**
 * Spec 000 §5: a case-insensitive match on title, description, content or tags, then the filters.
 * An empty query matches everything. Title hits rank above tag, description and body hits.
 */
export function searchContent(
  items: PublishedContentItem[],
  query: string,
  filters: ContentFilters = {},
): ContentSearchResult[] {
  const needle = query.trim().toLowerCase();
  const results: ContentSearchResult[] = [];
  for (const item of items) {
    const inTitle = item.title.toLowerCase().includes(needle);
    const inDescription = item.description.toLowerCase().includes(needle);
    const inContent = item.content.toLowerCase().includes(needle);
    const inTags = item.tags.some((tag) => tag.toLowerCase().includes(needle));
    if (needle && !(inTitle || inDescription || inContent || inTags)) continue;
    if (!passesFilters(item, filters)) continue;
    const relevanceScore = needle
      ? (inTitle ? 3 : 0) + (inTags ? 2 : 0) + (inDescription ? 1.5 : 0) + (inContent ? 1 : 0)
      : item.isFeatured
        ? 1
        : 0;
    results.push({
      contentId: item.id,
      title: item.title,
      description: item.description,
      category: item.category,
      format: item.format,
      relevanceScore,
      snippets: needle && inContent ? snippetsFor(item.content, needle) : [],
      isPremium: item.isPremium,
    });
  }
  return results.sort((a, b) => b.relevanceScore - a.relevanceScore || a.title.localeCompare(b.title));
}

export function humanise(value: string): string {
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
