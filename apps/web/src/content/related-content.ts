import type { PublishedContentItem } from '@muster/contracts';

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
    .sort((a, b) => b.score - a.score || b.other.lastUpdated.localeCompare(a.other.lastUpdated))
    .slice(0, count)
    .map(({ other }) => other);
}

export function recentContent(all: PublishedContentItem[], count: number): PublishedContentItem[] {
  return [...all].sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated)).slice(0, count);
}
