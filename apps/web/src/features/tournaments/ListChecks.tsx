import type { EventList } from '@muster/contracts';
import { eventListProblems } from '@muster/contracts/event-list-verdict';
import { Badge } from '../../ui/Badge';
import { LegalityReport } from '../rosters/legality/LegalityReport';
import styles from './Tournaments.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A submitted list's one verdict, then what it rests on: the event's own checks and the list
 * checked as the list builder checks one. The verdict counts both, as the organiser's bulk
 * approval does, so the page never says "no problems" beside a problem.
 */
export function ListChecks({ list }: { list: Pick<EventList, 'checks' | 'legality'> }) {
  const problems = eventListProblems(list).length;
  const notes =
    list.checks.filter((c) => c.severity !== 'error').length +
    (list.legality?.report.checks.filter((c) => c.severity !== 'error').length ?? 0) +
    (list.legality?.notes.length ?? 0);
  return (
    <div className={styles.stack} data-testid="list-verdict">
      <p>
        {problems === 0 ? (
          <Badge tone="success">No problems found</Badge>
        ) : (
          <Badge tone="error">{plural(problems, 'problem')}</Badge>
        )}{' '}
        {notes > 0 && <Badge tone="warning">{plural(notes, 'note')}</Badge>}
      </p>
      {list.checks.length > 0 && (
        <ul className={styles.checks} aria-label="Event checks">
          {list.checks.map((check) => (
            <li key={check.code + check.message} data-severity={check.severity}>
              {check.severity === 'error' ? 'Problem: ' : 'Note: '}
              {check.message}
            </li>
          ))}
        </ul>
      )}
      {list.legality && (
        <LegalityReport legality={list.legality} heading="Checked as the list builder checks it" />
      )}
    </div>
  );
}
