import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { useLoadResultTable, usePublishedResults, useRemoveResultTable } from './published-results-api';
import styles from './ResultTables.module.css';
import { readResultRows } from './result-rows';

const blank = { source: '', url: '', from: '', to: '', edition: '11th', games: '', rows: '' };

/**
 * The faction result tables ratings rest on: those bundled with the app and those an admin loaded,
 * each with its source; a form to load a newer one, its numbers pasted as published.
 */
export function ResultTablesCard() {
  const tables = usePublishedResults();
  const load = useLoadResultTable();
  const remove = useRemoveResultTable();
  const [draft, setDraft] = useState(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const field = (key: keyof typeof blank) => ({
    id: `results-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readResultRows(draft.rows);
    if ('error' in read) {
      setProblem(read.error);
      return;
    }
    setProblem(null);
    load.mutate(
      {
        source: draft.source,
        url: draft.url,
        from: draft.from,
        to: draft.to,
        edition: draft.edition,
        games: draft.games.trim() === '' ? null : Number(draft.games.replace(/[\s,]/g, '')),
        rows: read.rows,
      },
      { onSuccess: () => setDraft(blank) },
    );
  };
  return (
    <Card className={styles.card}>
      <h2 className={styles.title}>Results the ratings rest on</h2>
      <p className={styles.muted}>
        A list's rating starts from its faction's win rate in these tables (newer ones count more) and in the
        games recorded here. Load a newer table as its source published it.
      </p>
      {tables.data && (
        <ul className={styles.tables}>
          {tables.data.tables.map((table) => (
            <li key={table.id}>
              <span>
                <a href={table.url} target="_blank" rel="noreferrer">
                  {table.source}
                </a>{' '}
                — {table.from} to {table.to}, {table.edition} edition, {table.factions} factions
                {table.games !== null ? `, ${table.games.toLocaleString('en-GB')} games` : ''} (
                {table.origin === 'bundled' ? 'bundled with the app' : 'loaded'})
              </span>
              {table.origin === 'loaded' && (
                <Button variant="ghost" size="sm" onClick={() => remove.mutate(table.id)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit}>
        <div className={fieldStyles.field}>
          <label htmlFor="results-source">Source</label>
          <input {...field('source')} placeholder="Stat Check Meta Data Dashboard" required />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="results-url">Address it was read from</label>
          <input {...field('url')} type="url" placeholder="https://" required />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="results-from">Games from</label>
          <input {...field('from')} type="date" required />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="results-to">Games to</label>
          <input {...field('to')} type="date" required />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="results-edition">Edition</label>
          <input {...field('edition')} required />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="results-games">Games in the table (if published)</label>
          <input {...field('games')} inputMode="numeric" />
        </div>
        <div className={`${fieldStyles.field} ${styles.wide}`}>
          <label htmlFor="results-rows">Rows: faction, win rate, games (one faction a line)</label>
          <textarea
            {...field('rows')}
            rows={8}
            placeholder={'Necrons\t56 %\t1204\nOrks\t44 %\t980'}
            required
          />
        </div>
        <FormError message={problem ?? load.error?.message ?? remove.error?.message} />
        <Button type="submit" disabled={load.isPending}>
          {load.isPending ? 'Loading…' : 'Load the table'}
        </Button>
      </form>
    </Card>
  );
}
