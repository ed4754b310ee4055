import type { PublishedContentItem } from '@muster/contracts';

/**
 * Newest first for ISO 8601 timestamps of one format, which sort as plain strings. (localeCompare
 * builds a locale collator on every call: tens of milliseconds on a slow phone for one shelf.)
 */
const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Items sharing the most tags with this one, then the same category; newest first on ties. */
export function relatedContent(
  item: PublishedContentItem,
  all: PublishedContentItem[],
  count: number,
): PublishedContentItem[] {
  const tags = new Set(item.tags.map((tag) => tag.toLowerCase()));
  return all
    .filter((other) => other.id !== item.id)
    .map((other) => ({
      other,
      score:
        other.tags.filter((tag) => tags.has(tag.toLowerCase())).length * 2 +
        (other.category === item.category ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.other.lastUpdated, b.other.lastUpdated))
    .slice(0, count)
    .map(({ other }) => other);
}

export function recentContent(all: PublishedContentItem[], count: number): PublishedContentItem[] {
  return [...all].sort((a, b) => newestFirst(a.lastUpdated, b.lastUpdated)).slice(0, count);
}
