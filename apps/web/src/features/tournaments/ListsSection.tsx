import type { EventList } from '@muster/contracts';
import { eventListProblems } from '@muster/contracts/event-list-verdict';
import { useState } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { RosterUnits } from '../rosters/RosterUnits';
import { BulkApproveLists } from './BulkApproveLists';
import { ListChangeRecord } from './ListChangeRecord';
import { ListChecks } from './ListChecks';
import { useEventLists, useReviewList } from './lists-api';
import styles from './Tournaments.module.css';

function Review({ tournamentId, list, locked }: { tournamentId: string; list: EventList; locked: boolean }) {
  const review = useReviewList(tournamentId);
  const [note, setNote] = useState('');
  return (
    <div className={styles.inline}>
      {list.status !== 'approved' && (
        <Button
          size="sm"
          onClick={() => review.mutate({ entryId: list.entryId, decision: 'approve', note: '' })}
          disabled={review.isPending}
        >
          Approve<span className="visually-hidden"> {list.username}'s list</span>
        </Button>
      )}
      <div className={styles.field}>
        <label htmlFor={`note-${list.entryId}`}>
          {locked ? `Reason to unlock ${list.username}'s list` : `Note for ${list.username}`}
        </label>
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
        {locked ? 'Unlock' : 'Send back'}
        <span className="visually-hidden"> {list.username}'s list</span>
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
      {organiser && data.lock.locked && (
        <p className={styles.hint}>
          {data.lock.reason === 'deadline'
            ? 'Lists are locked (the list deadline has passed).'
            : 'Lists are locked (round 1 has been paired).'}{' '}
          A player can change theirs only after you unlock it with a reason; the change is kept here.
        </p>
      )}
      {data.lists.length === 0 && <p className={styles.hint}>No lists submitted yet.</p>}
      {organiser && <BulkApproveLists tournamentId={tournamentId} lists={data.lists} />}
      <ul className={styles.lists}>
        {data.lists.map((list) => (
          <li key={list.entryId}>
            <details>
              <summary>
                <strong>{list.username}</strong>: {list.name} — {list.faction}, {list.points} pts
                {list.forceDisposition ? `, ${list.forceDisposition.name}` : ''}{' '}
                <Badge
                  tone={
                    list.status === 'approved' ? 'success' : list.status === 'returned' ? 'warning' : 'accent'
                  }
                >
                  {list.status}
                </Badge>
                {eventListProblems(list).length > 0 && <Badge tone="error">problems</Badge>}
                {list.changes.length > 0 && <Badge tone="warning">changed after lock</Badge>}
              </summary>
              <ListChecks list={list} />
              {list.changes.map((change) => (
                <ListChangeRecord key={change.at} change={change} />
              ))}
              {organiser && (list.status !== 'approved' || data.lock.locked) && (
                <Review tournamentId={tournamentId} list={list} locked={data.lock.locked} />
              )}
              {list.roster && <RosterUnits roster={list.roster} />}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
