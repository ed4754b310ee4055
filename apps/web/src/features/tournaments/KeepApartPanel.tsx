import type { Tournament } from '@muster/contracts';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import styles from './KeepApart.module.css';
import { alreadyKeptApart, keepApartCandidates, keepApartRounds, pairLabel } from './keep-apart';
import { useAddKeepApart, useKeepApart, useRemoveKeepApart } from './keep-apart-api';
import { useEntries } from './tournaments-api';

const empty = { a: '', b: '', reason: '' };

/** Organisers name players who should not meet (friends who travelled together, family). */
export function KeepApartPanel({ tournament }: { tournament: Tournament }) {
  const pairs = useKeepApart(tournament.id, true);
  const entries = useEntries(tournament.id, true);
  const add = useAddKeepApart(tournament.id);
  const remove = useRemoveKeepApart(tournament.id);
  const [form, setForm] = useState(empty);
  const finished = tournament.status === 'completed' || tournament.status === 'cancelled';
  const candidates = keepApartCandidates(entries.data ?? []);
  const known = alreadyKeptApart(pairs.data ?? [], form.a, form.b);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.a || !form.b || form.a === form.b) return;
    remove.reset();
    try {
      await add.mutateAsync(form);
      setForm(empty);
    } catch {
      // shown below
    }
  };

  return (
    <section aria-labelledby="keep-apart-heading" className={styles.section}>
      <h2 id="keep-apart-heading">Keep players apart</h2>
      <p className={styles.hint}>
        Kept apart in the rounds where clubs are (the event's club setting): friends who travelled together,
        family.
      </p>
      <p className={styles.hint}>{keepApartRounds(tournament.clubAvoidance)}</p>
      {pairs.error && (
        <LoadFailedPanel
          title="The pairs kept apart could not be loaded"
          error={pairs.error}
          onRetry={() => void pairs.refetch()}
        />
      )}
      {pairs.data && pairs.data.length === 0 && <p className={styles.hint}>Nobody is kept apart yet.</p>}
      {pairs.data && pairs.data.length > 0 && (
        <ul className={styles.pairs} aria-label="Players kept apart">
          {pairs.data.map((pair) => (
            <li key={pair.id}>
              <span>
                <span className={styles.names}>{pairLabel(pair)}</span>
                {pair.reason && <span className={styles.reason}> — {pair.reason}</span>}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Remove ${pairLabel(pair)}`}
                disabled={remove.isPending}
                onClick={() => {
                  add.reset();
                  remove.mutate(pair.id);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={remove.error?.message} />
      {!finished && (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <div className={fieldStyles.field}>
            <label htmlFor="keep-apart-a">Player</label>
            <select
              id="keep-apart-a"
              value={form.a}
              onChange={(e) =>
                setForm({ ...form, a: e.target.value, b: form.b === e.target.value ? '' : form.b })
              }
            >
              <option value="">Choose…</option>
              {candidates.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.username}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="keep-apart-b">Keep apart from</label>
            <select
              id="keep-apart-b"
              value={form.b}
              onChange={(e) => setForm({ ...form, b: e.target.value })}
            >
              <option value="">Choose…</option>
              {candidates
                .filter((entry) => entry.id !== form.a)
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.username}
                  </option>
                ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="keep-apart-reason">Reason (optional, organisers only)</label>
            <input
              id="keep-apart-reason"
              value={form.reason}
              maxLength={200}
              autoComplete="off"
              onChange={(e) => setForm({ ...form, reason: e.target.value })}
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            disabled={add.isPending || !form.a || !form.b || form.a === form.b || known}
          >
            Keep apart
          </Button>
        </form>
      )}
      {!finished && known && <p className={styles.hint}>These two are already kept apart.</p>}
      <FormError message={add.error?.message ?? entries.error?.message} />
    </section>
  );
}
