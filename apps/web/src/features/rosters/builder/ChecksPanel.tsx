import type { BuiltListCheckReply } from '@muster/contracts';
import { useId } from 'react';
import { Card } from '../../../ui/Card';
import { CheckItem } from './CheckItem';
import styles from './ListBuilder.module.css';

const numberFormat = new Intl.NumberFormat('en-GB');
export const formatPoints = (n: number) => numberFormat.format(n);

export function checksSummary(report: BuiltListCheckReply | undefined): string {
  if (!report) return 'Not checked yet';
  const errors = report.checks.filter((c) => c.severity === 'error').length;
  const warnings = report.checks.length - errors;
  const part = (n: number, word: string) => `${n === 0 ? 'No' : n} ${word}${n === 1 ? '' : 's'}`;
  return warnings === 0 ? part(errors, 'error') : `${part(errors, 'error')}, ${part(warnings, 'warning')}`;
}

/**
 * The server's report on the list: points against the limit, detachment points against the cap,
 * and every check, errors first, each naming its unit (with a way to go to it). Checks warn; they
 * never stop a save.
 */
export function ChecksPanel({
  id,
  report,
  checking,
  error,
  ready,
  labels,
  onShowUnit,
}: {
  id?: string;
  report: BuiltListCheckReply | undefined;
  checking: boolean;
  error: Error | null;
  ready: boolean;
  labels: Map<string, string>;
  onShowUnit: (uid: string) => void;
}) {
  const headingId = useId();
  const errors = report?.checks.filter((c) => c.severity === 'error') ?? [];
  const warnings = report?.checks.filter((c) => c.severity === 'warning') ?? [];
  const over = report ? report.points > report.pointsLimit : false;
  const dpOver =
    report && report.detachmentPoints !== null && report.detachmentCap !== null
      ? report.detachmentPoints > report.detachmentCap
      : false;
  const groups = [
    { title: 'Errors', checks: errors },
    { title: 'Warnings', checks: warnings },
  ];
  return (
    <Card id={id} tabIndex={-1}>
      <section className={styles.panel} aria-labelledby={headingId}>
        <div className={styles.panelHead}>
          <h2 id={headingId}>Checks</h2>
          <p className={styles.hint} role="status">
            {!ready ? 'Choose a faction first' : checking ? 'Checking…' : checksSummary(report)}
          </p>
        </div>
        <dl className={styles.totals}>
          <div>
            <dt>Points</dt>
            <dd data-over={over ? '' : undefined}>
              {report ? `${formatPoints(report.points)} / ${formatPoints(report.pointsLimit)}` : '—'}
            </dd>
          </div>
          <div>
            <dt>Detachment points</dt>
            <dd data-over={dpOver ? '' : undefined}>
              {report?.detachmentPoints === null || !report
                ? '—'
                : `${report.detachmentPoints} / ${report.detachmentCap ?? 'no cap'}`}
            </dd>
          </div>
        </dl>
        {error && (
          <p className={styles.hint}>
            The list could not be checked just now ({error.message}); it can still be saved.
          </p>
        )}
        {report &&
          groups.map(
            (group) =>
              group.checks.length > 0 && (
                <div key={group.title} className={styles.checkGroup}>
                  <h3>
                    {group.title} ({group.checks.length})
                  </h3>
                  <ul className={styles.checkList}>
                    {group.checks.map((check, index) => (
                      <CheckItem
                        // biome-ignore lint/suspicious/noArrayIndexKey: checks carry no id of their own
                        key={index}
                        check={check}
                        unitLabel={check.unitUid ? labels.get(check.unitUid) : undefined}
                        onShowUnit={check.unitUid ? () => onShowUnit(check.unitUid as string) : undefined}
                      />
                    ))}
                  </ul>
                </div>
              ),
          )}
        {report && report.checks.length === 0 && (
          <p className={styles.hint}>The list breaks no rule the game data can check.</p>
        )}
        <p className={styles.hint}>Checks warn; they never stop you saving.</p>
      </section>
    </Card>
  );
}
