import type { ListChange } from '@muster/contracts';
import styles from './Tournaments.module.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A list replaced after the lock, as the organiser reviews it: reason, both versions, what moved. */
export function ListChangeRecord({ change }: { change: ListChange }) {
  return (
    <div className={styles.listChange} data-testid="list-change">
      <p>
        <strong>Changed after the lock</strong> on {when.format(new Date(change.at))}. Reason: {change.reason}
      </p>
      <p>
        {change.before.name} ({change.before.faction}, {change.before.points} pts,{' '}
        <code>{change.before.hash.slice(0, 12)}</code>) → {change.after.name} ({change.after.faction},{' '}
        {change.after.points} pts, <code>{change.after.hash.slice(0, 12)}</code>)
      </p>
      {change.removed.length > 0 && (
        <p>
          Removed: <span className={styles.removedUnits}>{change.removed.join(', ')}</span>
        </p>
      )}
      {change.added.length > 0 && (
        <p>
          Added: <span className={styles.addedUnits}>{change.added.join(', ')}</span>
        </p>
      )}
    </div>
  );
}
