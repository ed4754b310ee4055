import { BookOpen, CalendarDays, FileText, type LucideIcon, Shield, Users } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { searchablePages } from '../../app/page-catalogue';
import { searchContent } from '../../content/content-search';
import { usePublishedContent } from '../../content/published-content';
import styles from '../TacticalSearch.module.css';
import { useOwnSearch } from './own-search-api';
import { type SearchGroupName, type SearchHit, searchGroups } from './search-hits';

const groupIcons: Record<SearchGroupName, LucideIcon> = {
  Screens: FileText,
  Articles: BookOpen,
  Rosters: Shield,
  Units: Users,
  Events: CalendarDays,
};

/**
 * The header search's results, loaded when the player first types: screens, library articles and,
 * signed in, their own rosters, units and events, in labelled groups. The input keeps focus and
 * moves through the options (aria-activedescendant); `onHits` tells it which options there are.
 */
export function SearchResults({
  query,
  listId,
  active,
  signedIn,
  onHits,
  onChoose,
}: {
  query: string;
  listId: string;
  active: number;
  signedIn: boolean;
  onHits: (hits: SearchHit[]) => void;
  onChoose: (hit: SearchHit) => void;
}) {
  const { data: content } = usePublishedContent();
  const own = useOwnSearch(query, signedIn);
  const articles = useMemo(() => searchContent(content ?? [], query), [content, query]);
  const groups = useMemo(
    () => searchGroups(query, searchablePages, articles, own.data),
    [query, articles, own.data],
  );
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  useEffect(() => onHits(hits), [hits, onHits]);
  // Keyboard moves through a list taller than the popup: keep the active option in sight.
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const term = query.trim();
  const status = own.error
    ? `Your rosters and events could not be searched: ${own.error.message}`
    : own.searching
      ? 'Searching your rosters, units and events…'
      : hits.length > 0
        ? ''
        : signedIn
          ? `Nothing matches “${term}”.`
          : `No screens or articles match “${term}”. Sign in to search your rosters and events too.`;

  let index = 0;
  return (
    <div className={styles.results}>
      <div id={listId} role="listbox" aria-label="Search results">
        {groups.map((group) => {
          const labelId = `${listId}-${group.name}`;
          const Icon = groupIcons[group.name];
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group", not a fieldset
            <div key={group.name} role="group" aria-labelledby={labelId} className={styles.group}>
              <div id={labelId} role="presentation" className={styles.groupLabel}>
                {group.name}
              </div>
              {group.hits.map((hit) => {
                const position = index++;
                return (
                  <div
                    key={hit.key}
                    tabIndex={-1}
                    id={`${listId}-${position}`}
                    role="option"
                    aria-selected={position === active}
                    className={styles.hit}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onChoose(hit)}
                    onKeyDown={() => {}}
                  >
                    <Icon size={14} aria-hidden="true" />
                    <span className={styles.hitLabel}>{hit.label}</span>
                    <span className={styles.hitDetail}>{hit.detail}</span>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <p role="status" className={status ? styles.empty : 'visually-hidden'}>
        {status}
      </p>
    </div>
  );
}
