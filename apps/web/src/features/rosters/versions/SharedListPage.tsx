import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../../api/api-client';
import { Badge } from '../../../ui/Badge';
import { LoadFailedPanel } from '../../../ui/LoadFailedPanel';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSpinner } from '../../../ui/PageSpinner';
import { StatePanel } from '../../../ui/StatePanel';
import styles from '../Rosters.module.css';
import { RosterUnits } from '../RosterUnits';
import { useSharedList } from './roster-versions-api';

/** A list seen through its read-only link: no account, no editing. */
export function SharedListPage() {
  const { token = '' } = useParams();
  const shared = useSharedList(token);
  if (shared.isPending) return <PageSpinner />;
  if (shared.error) {
    if (shared.error instanceof ApiRequestError && shared.error.status < 500)
      return (
        <StatePanel code="404" title="This list is not shared" actions={<Link to="/">Go to Muster</Link>}>
          The link was stopped by its owner, or it is mistyped.
        </StatePanel>
      );
    return (
      <LoadFailedPanel
        title="This list could not be loaded"
        error={shared.error}
        onRetry={() => void shared.refetch()}
      />
    );
  }
  const { roster } = shared.data;
  return (
    <>
      <title>{`${roster.name} · Muster`}</title>
      <PageHeader
        eyebrow="Shared list"
        title={roster.name}
        description={
          <span className={styles.rosterMeta}>
            <Badge tone="accent">
              {roster.pointsTotal}
              {roster.pointsLimit ? ` / ${roster.pointsLimit}` : ''} pts
            </Badge>
            <Badge>{roster.faction}</Badge>
            {roster.detachments.length > 0 && <Badge>{roster.detachments.join(' + ')}</Badge>}
            {roster.forceDisposition && <Badge tone="purple">{roster.forceDisposition}</Badge>}
          </span>
        }
      />
      <RosterUnits roster={roster} />
    </>
  );
}
