import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { useRosterList } from '../rosters/rosters-api';
import { ListChecks } from './ListChecks';
import { useMyList, useSubmitList } from './lists-api';
import { useMissionCatalogue } from './missions-api';
import styles from './Tournaments.module.css';

const statusText = {
  submitted: ['Submitted', 'accent'],
  approved: ['Approved and locked', 'success'],
  returned: ['Sent back', 'warning'],
} as const;

/** Submitting one of your rosters as your list, and what the organiser said. */
export function MyListPanel({ tournamentId, edition }: { tournamentId: string; edition: string }) {
  const mine = useMyList(tournamentId, true);
  const rosters = useRosterList();
  const submit = useSubmitList(tournamentId);
  // 11th edition: the list is played with a Force Disposition, and the missions follow from it.
  const withDisposition = edition === '11th';
  const catalogue = useMissionCatalogue(withDisposition);
  const [rosterId, setRosterId] = useState('');
  const [disposition, setDisposition] = useState<string | null>(null);
  const current = mine.data?.list ?? null;
  const lock = mine.data?.lock;
  // After the lock only a list the organiser sent back (unlocked) may change.
  const canSubmit = current?.status !== 'approved' && (!lock?.locked || current?.status === 'returned');
  const chosen = rosterId || rosters.data?.[0]?.id || '';
  const chosenDisposition = disposition ?? current?.forceDisposition?.id ?? '';
  return (
    <Card className={styles.panel} aria-labelledby="my-list-heading">
      <h2 id="my-list-heading">Your list</h2>
      {current && (
        <div className={styles.stack} data-testid="my-list">
          <p>
            {current.name} ({current.faction}, {current.points} pts){' '}
            <Badge tone={statusText[current.status][1]}>{statusText[current.status][0]}</Badge>
          </p>
          {current.forceDisposition && (
            <p data-testid="my-disposition">
              Force disposition: <strong>{current.forceDisposition.name}</strong>
            </p>
          )}
          {current.note && <p role="note">Organiser: {current.note}</p>}
          <ListChecks list={current} />
        </div>
      )}
      {lock?.locked && current?.status !== 'returned' && (
        <p role="note" data-testid="list-lock">
          {lock.message}
        </p>
      )}
      {canSubmit &&
        (rosters.data && rosters.data.length > 0 ? (
          <form
            className={styles.inline}
            onSubmit={(e) => {
              e.preventDefault();
              submit.mutate({ rosterId: chosen, forceDisposition: chosenDisposition || null });
            }}
          >
            <div className={styles.field}>
              <label htmlFor="list-roster">Roster to submit</label>
              <select id="list-roster" value={chosen} onChange={(e) => setRosterId(e.target.value)}>
                {rosters.data.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name} — {r.faction}, {r.points} pts
                  </option>
                ))}
              </select>
            </div>
            {withDisposition && (
              <div className={styles.field}>
                <label htmlFor="list-disposition">Force disposition</label>
                <select
                  id="list-disposition"
                  value={chosenDisposition}
                  onChange={(e) => setDisposition(e.target.value)}
                >
                  <option value="">As the roster names it</option>
                  {catalogue.data?.dispositions.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <Button type="submit" disabled={submit.isPending}>
              {current ? 'Submit again' : 'Submit list'}
            </Button>
          </form>
        ) : (
          <p>
            <Link to="/rosters">Import your list</Link> first, then submit it here.
          </p>
        ))}
      <FormError message={submit.error?.message} />
    </Card>
  );
}
