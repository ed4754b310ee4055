import { FileText, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchablePages } from '../app/page-catalogue';
import { searchContent } from '../content/content-search';
import { usePublishedContent } from '../content/published-content';
import styles from './TacticalSearch.module.css';

type Hit = { key: string; label: string; detail: string; to: string };
const MAX_HITS = 8;

/** Header search across screens and published library content, as an accessible combobox. */
export function TacticalSearch({ onNavigate }: { onNavigate?: () => void }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const { data: content } = usePublishedContent();
  const listId = useId();

  const hits = useMemo<Hit[]>(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return [];
    const pages = searchablePages
      .filter((page) => `${page.title} ${page.keywords}`.toLowerCase().includes(needle))
      .map((page) => ({ key: page.path, label: page.title, detail: 'Screen', to: page.path }));
    const articles = searchContent(content ?? [], needle).map((result) => ({
      key: result.contentId,
      label: result.title,
      detail: 'Library',
      to: `/library?content=${encodeURIComponent(result.contentId)}`,
    }));
    return [...pages, ...articles].slice(0, MAX_HITS);
  }, [query, content]);

  const go = (hit: Hit | undefined) => {
    if (!hit) return;
    navigate(hit.to);
    setQuery('');
    setOpen(false);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && query.trim().length > 0;
  return (
    <div className={styles.search}>
      <Search size={16} className={styles.icon} aria-hidden="true" />
      <input
        type="search"
        role="combobox"
        aria-label="Tactical search"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && hits[active] ? `${listId}-${active}` : undefined}
        placeholder="Search screens and the library…"
        className={styles.input}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {expanded && (
        <div id={listId} role="listbox" aria-label="Search results" className={styles.results}>
          {hits.length === 0 && (
            <li className={styles.empty}>No screens or articles match “{query.trim()}”.</li>
          )}
          {hits.map((hit, index) => (
            <div
              key={hit.key}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.hit}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit)}
              onKeyDown={() => {}}
            >
              <FileText size={14} aria-hidden="true" />
              <span className={styles.hitLabel}>{hit.label}</span>
              <span className={styles.hitDetail}>{hit.detail}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
