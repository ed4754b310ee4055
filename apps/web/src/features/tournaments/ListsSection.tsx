import type { EventList } from '@muster/contracts';
import { useState } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { RosterUnits } from '../rosters/RosterUnits';
import { ListChecks } from './ListChecks';
import { useEventLists, useReviewList } from './lists-api';
import styles from './Tournaments.module.css';

function Review({ tournamentId, list }: { tournamentId: string; list: EventList }) {
  const review = useReviewList(tournamentId);
  const [note, setNote] = useState('');
  return (
    <div className={styles.inline}>
      <Button
        size="sm"
        onClick={() => review.mutate({ entryId: list.entryId, decision: 'approve', note: '' })}
        disabled={review.isPending}
      >
        Approve<span className="visually-hidden"> {list.username}'s list</span>
      </Button>
      <div className={styles.field}>
        <label htmlFor={`note-${list.entryId}`}>Note for {list.username}</label>
        <input
          id={`note-${list.entryId}`}
          value={note}
          maxLength={300}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => review.mutate({ entryId: list.entryId, decision: 'return', note })}
        disabled={review.isPending}
      >
        Send back<span className="visually-hidden"> {list.username}'s list</span>
      </Button>
      <FormError message={review.error?.message} />
    </div>
  );
}

/** Every list: organisers review them; players read them once published. */
export function ListsSection({ tournamentId, organiser }: { tournamentId: string; organiser: boolean }) {
  const lists = useEventLists(tournamentId);
  const data = lists.data;
  if (!data || (data.lists.length === 0 && !organiser)) return null;
  return (
    <section aria-labelledby="lists-heading" className={styles.section}>
      <h2 id="lists-heading">Lists</h2>
      {organiser && !data.published && (
        <p className={styles.hint}>Only organisers see these until the publish time.</p>
      )}
      {data.lists.length === 0 && <p className={styles.hint}>No lists submitted yet.</p>}
      <ul className={styles.lists}>
        {data.lists.map((list) => (
          <li key={list.entryId}>
            <details>
              <summary>
                <strong>{list.username}</strong>: {list.name} — {list.faction}, {list.points} pts{' '}
                <Badge
                  tone={
                    list.status === 'approved' ? 'success' : list.status === 'returned' ? 'warning' : 'accent'
                  }
                >
                  {list.status}
                </Badge>
                {list.checks.some((c) => c.severity === 'error') && <Badge tone="error">problems</Badge>}
              </summary>
              <ListChecks checks={list.checks} />
              {organiser && list.status !== 'approved' && <Review tournamentId={tournamentId} list={list} />}
              {list.roster && <RosterUnits roster={list.roster} />}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
