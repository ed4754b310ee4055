import type { RosterLegalityReply } from '@muster/contracts';
import { Badge } from '../../../ui/Badge';
import styles from './LegalityReport.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A list checked as the list builder checks one: points and detachment points against the
 * battle size, every rule it breaks in plain words, and the units no datasheet matched.
 */
export function LegalityReport({
  legality,
  heading = 'Legality',
}: {
  legality: RosterLegalityReply;
  heading?: string;
}) {
  const { report, unresolved, notes } = legality;
  const errors = report.checks.filter((c) => c.severity === 'error');
  const warnings = report.checks.filter((c) => c.severity === 'warning');
  return (
    <section className={styles.report} aria-label={heading} data-testid="legality-report">
      <p className={styles.summary}>
        <strong>{heading}:</strong>{' '}
        <Badge tone={report.points > report.pointsLimit ? 'error' : 'accent'}>
          {report.points} / {report.pointsLimit} pts
        </Badge>{' '}
        {report.detachmentPoints !== null && (
          <Badge tone="grey">
            {report.detachmentPoints}
            {report.detachmentCap !== null ? ` / ${report.detachmentCap}` : ''} detachment points
          </Badge>
        )}{' '}
        {/* The verdict first, always said; notes (a warning never stops a list) beside it. */}
        {errors.length + unresolved.length === 0 ? (
          <Badge tone="success">No problems found</Badge>
        ) : (
          <Badge tone="error">{plural(errors.length + unresolved.length, 'problem')}</Badge>
        )}{' '}
        {warnings.length + notes.length > 0 && (
          <Badge tone="warning">{plural(warnings.length + notes.length, 'note')}</Badge>
        )}
      </p>
      {(errors.length > 0 || warnings.length > 0 || unresolved.length > 0 || notes.length > 0) && (
        <ul className={styles.checks}>
          {unresolved.map((u) => (
            <li key={`u-${u.id}`} data-severity="error">
              Not checked: {u.name} ({u.reason})
            </li>
          ))}
          {errors.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a rule may be broken twice with one message
            <li key={`e-${i}`} data-severity="error">
              Problem: {c.message}
            </li>
          ))}
          {warnings.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a rule may be noted twice with one message
            <li key={`w-${i}`} data-severity="warning">
              Note: {c.message}
            </li>
          ))}
          {notes.map((note) => (
            <li key={`n-${note}`} data-severity="warning">
              Note: {note}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
