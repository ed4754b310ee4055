import type { Ref } from 'react';
import { Button } from '../../ui/Button';
import styles from './EventLists.module.css';

/**
 * A long list's search, kept at the top of the screen while the list scrolls: the way to find a
 * player in a list that draws only the rows on screen (find-in-page cannot see the others). One
 * field, typed into with one thumb; "find me" jumps to the player's own row without typing.
 */
export function ListSearch({
  ref,
  id,
  name,
  label,
  placeholder,
  query,
  onQuery,
  status,
  findMe,
}: {
  ref?: Ref<HTMLElement>;
  id: string;
  /** The search landmark's name ("Search the pairings"), apart from the field's label. */
  name: string;
  label: string;
  placeholder: string;
  query: string;
  onQuery: (query: string) => void;
  /** "400 games", "3 of 400 games match": read out as it changes. */
  status: string;
  findMe?: { label: string; onClick: () => void };
}) {
  return (
    <search ref={ref} aria-label={name} className={styles.search}>
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <div className={styles.searchRow}>
          <input
            id={id}
            type="search"
            value={query}
            placeholder={placeholder}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${id}-status`}
            onChange={(event) => onQuery(event.target.value)}
          />
          {findMe && (
            <Button variant="secondary" onClick={findMe.onClick}>
              {findMe.label}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-status`} className={styles.status} role="status">
        {status}
      </p>
    </search>
  );
}

/** "3 of 400 games match" while searching, else "400 games". */
export function searchStatus(shown: number, total: number, noun: [string, string], searching: boolean) {
  const name = (n: number) => (n === 1 ? noun[0] : noun[1]);
  return searching ? `${shown} of ${total} ${name(total)} match` : `${total} ${name(total)}`;
}
