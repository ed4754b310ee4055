import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { withOccurrenceKeys } from '../../ui/occurrence-keys';
import { PageSpinner } from '../../ui/PageSpinner';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { FlagButton } from '../moderation/FlagButton';
import styles from './Community.module.css';
import { useSharedRoster } from './community-api';

/** One shared roster's units, opened from the list (its id is in the URL, so it can be linked). */
export function SharedRosterCard({ id, onClose }: { id: string; onClose: () => void }) {
  const roster = useSharedRoster(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (roster.data) heading.current?.focus();
  }, [roster.data]);
  if (roster.isPending) return <PageSpinner label="Loading the roster" />;
  if (roster.isError)
    return (
      <LoadFailedPanel
        title="This roster could not be opened"
        error={roster.error}
        onRetry={() => void roster.refetch()}
      />
    );
  const r = roster.data;
  return (
    <Card className={styles.sharedRoster}>
      <div className={styles.threadsHead}>
        <div>
          <h2 className={styles.sectionTitle} ref={heading} tabIndex={-1}>
            {r.name}
          </h2>
          <p className={styles.muted}>
            {r.faction}
            {r.detachment ? ` · ${r.detachment}` : ''} · {r.points} points · shared by{' '}
            {r.mine ? 'you' : r.owner}
          </p>
        </div>
        <div className={styles.postActions}>
          {!r.mine && <FlagButton targetKind="shared_roster" targetId={r.id} size="sm" />}
          <Button size="sm" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      <ScrollRegion label={`Units of ${r.name}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Models</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {withOccurrenceKeys(r.units, (unit) => unit.name).map(([key, unit]) => (
              <tr key={key}>
                <th scope="row">
                  {unit.name}
                  {unit.enhancements.length > 0 && (
                    <span className={styles.muted}> ({unit.enhancements.join(', ')})</span>
                  )}
                </th>
                <td>{unit.count}</td>
                <td>{unit.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
