import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user';
import type { SearchHit } from './search/search-hits';
import styles from './TacticalSearch.module.css';
import { useDeferred } from './use-deferred';

// The results (library search, the player's own rosters and events) load when first needed.
const loadResults = () => import('./search/SearchResults');

/**
 * Header search across screens, published library content and, signed in, the player's own
 * rosters, units and events, as an accessible combobox: the input keeps focus while the arrow keys
 * move through the grouped options.
 */
export function TacticalSearch({ onNavigate }: { onNavigate?: () => void }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const listId = useId();
  const { loaded, preload } = useDeferred(loadResults);

  const expanded = open && query.trim().length > 0;
  useEffect(() => {
    if (expanded) preload();
  }, [expanded, preload]);
  // Results arrive in stages (screens at once, the player's own after a pause): stay in range.
  const current = Math.min(active, Math.max(hits.length - 1, 0));

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    navigate(hit.to);
    setQuery('');
    setHits([]);
    setOpen(false);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive(Math.min(current + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(current - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded) go(hits[current]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const Results = loaded?.SearchResults;
  return (
    <div className={styles.search}>
      <Search size={16} className={styles.icon} aria-hidden="true" />
      <input
        type="search"
        role="combobox"
        aria-label="Tactical search"
        aria-expanded={expanded}
        aria-controls={expanded && Results ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && hits[current] ? `${listId}-${current}` : undefined}
        placeholder={user ? 'Search screens, the library, your rosters…' : 'Search screens and the library…'}
        className={styles.input}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          preload();
          setOpen(true);
        }}
        onPointerEnter={preload}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {expanded &&
        (Results ? (
          <Results
            query={query}
            listId={listId}
            active={current}
            signedIn={user !== null}
            onHits={setHits}
            onChoose={go}
          />
        ) : (
          <div className={styles.results}>
            <p role="status" className={styles.empty}>
              Loading search…
            </p>
          </div>
        ))}
    </div>
  );
}
