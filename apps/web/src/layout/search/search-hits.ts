import type { SearchReply } from '@muster/contracts';
import type { ContentSearchResult } from '../../content/content-search';

export type SearchGroupName = 'Screens' | 'Articles' | 'Rosters' | 'Units' | 'Events';

/** One option of the header search: what it says and where it leads. */
export type SearchHit = { key: string; label: string; detail: string; to: string };
export type SearchGroup = { name: SearchGroupName; hits: SearchHit[] };

type Page = { path: string; title: string; keywords: string };

/** Screens and articles shown per group; the server sends at most this many of each of its own. */
const HITS_PER_GROUP = 5;

const eventDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2030-05-01" as "1 May 2030", whatever the viewer's time zone. */
export const formatEventDate = (isoDate: string) => eventDate.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The header search's groups in the order they show (screens first, as before): only groups with
 * hits. The options' order across groups is the order the arrow keys move through.
 */
export function searchGroups(
  query: string,
  pages: Page[],
  articles: ContentSearchResult[],
  own: SearchReply | undefined,
): SearchGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const groups: SearchGroup[] = [
    {
      name: 'Screens',
      hits: pages
        .filter((page) => `${page.title} ${page.keywords}`.toLowerCase().includes(needle))
        .slice(0, HITS_PER_GROUP)
        .map((page) => ({ key: `screen:${page.path}`, label: page.title, detail: 'Screen', to: page.path })),
    },
    {
      name: 'Articles',
      hits: articles.slice(0, HITS_PER_GROUP).map((article) => ({
        key: `article:${article.contentId}`,
        label: article.title,
        detail: 'Library',
        to: `/library?content=${encodeURIComponent(article.contentId)}`,
      })),
    },
    {
      name: 'Rosters',
      hits: (own?.rosters ?? []).map((roster) => ({
        key: `roster:${roster.id}`,
        label: roster.name,
        detail: `${roster.faction} · ${roster.points} pts`,
        to: `/rosters/${roster.id}`,
      })),
    },
    {
      name: 'Units',
      hits: (own?.units ?? []).map((unit) => ({
        key: `unit:${unit.rosterId}:${unit.unitName}`,
        label: unit.copies > 1 ? `${unit.unitName} ×${unit.copies}` : unit.unitName,
        detail: `in ${unit.rosterName}`,
        to: `/rosters/${unit.rosterId}`,
      })),
    },
    {
      name: 'Events',
      hits: (own?.events ?? []).map((event) => ({
        key: `event:${event.id}`,
        label: event.name,
        detail: `${event.role === 'organiser' ? 'Organising' : 'Registered'} · ${formatEventDate(event.startsOn)}`,
        to: `/tournament/${event.id}`,
      })),
    },
  ];
  return groups.filter((group) => group.hits.length > 0);
}
