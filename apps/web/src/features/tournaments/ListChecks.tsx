import type { EventList } from '@muster/contracts';
import styles from './Tournaments.module.css';

export function ListChecks({ checks }: { checks: EventList['checks'] }) {
  if (checks.length === 0) return <p className={styles.hint}>No problems found.</p>;
  return (
    <ul className={styles.checks} aria-label="List checks">
      {checks.map((check) => (
        <li key={check.code + check.message} data-severity={check.severity}>
          {check.severity === 'error' ? 'Problem: ' : 'Note: '}
          {check.message}
        </li>
      ))}
    </ul>
  );
}
