import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/FormField.module.css';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import styles from '../Rosters.module.css';
import { useDatasheetSearch } from '../rosters-api';

export type DatasheetChoice = { id: string; name: string; factionId: string };

/** Search the game data's datasheets (in the roster's faction first) and pick one for a unit. */
export function DatasheetPicker({
  unitName,
  factionId,
  onChoose,
  onCancel,
}: {
  unitName: string;
  factionId: string | null;
  onChoose: (choice: DatasheetChoice) => void;
  onCancel: () => void;
}) {
  const [query, setQuery] = useState(unitName);
  const [everyFaction, setEveryFaction] = useState(false);
  const searchId = useId();
  const term = useDebouncedValue(query.trim(), 250);
  const search = useDatasheetSearch(term, everyFaction ? null : factionId);
  return (
    <div className={styles.datasheetPicker}>
      <div className={fieldStyles.field}>
        <label htmlFor={searchId}>Find the datasheet for “{unitName}”</label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {factionId && (
        <label className={styles.inlineCheck}>
          <input
            type="checkbox"
            checked={everyFaction}
            onChange={(event) => setEveryFaction(event.target.checked)}
          />
          Search every faction (allies)
        </label>
      )}
      <ul className={styles.datasheetResults} aria-label="Datasheets found">
        {search.data?.units.map((unit) => (
          <li key={`${unit.factionId}/${unit.id}`}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChoose({ id: unit.id, name: unit.name, factionId: unit.factionId })}
            >
              {unit.name}
            </Button>{' '}
            <span className={styles.muted}>
              {unit.faction}, from {unit.points} pts
            </span>
          </li>
        ))}
        {search.data && search.data.units.length === 0 && <li>No datasheet has that name.</li>}
        {search.error && <li>The game data could not be searched. Try again.</li>}
      </ul>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
