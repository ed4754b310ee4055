import { Link } from 'react-router';
import { useCurrentUser } from '../../../auth/use-current-user';
import { ButtonLink } from '../../../ui/Button';
import { LoadFailedPanel } from '../../../ui/LoadFailedPanel';
import { PageSpinner } from '../../../ui/PageSpinner';
import { useRosterList } from '../../rosters/rosters-api';
import styles from '../Companion.module.css';

function RosterList() {
  const rosters = useRosterList();
  if (rosters.isPending) return <PageSpinner />;
  if (rosters.error)
    return (
      <LoadFailedPanel
        title="Your lists could not be loaded"
        error={rosters.error}
        onRetry={() => void rosters.refetch()}
      />
    );
  if (rosters.data.length === 0)
    return (
      <p className={styles.muted}>
        No lists yet. <Link to="/rosters">Import or build one</Link> in the full app.
      </p>
    );
  return (
    <ul className={styles.list} aria-label="Your lists">
      {rosters.data.map((roster) => (
        <li key={roster.id}>
          <Link className={styles.rowLink} to={`/mobile/rosters/${roster.id}`}>
            <span>
              {roster.name}
              <small>
                {roster.faction}
                {roster.detachment ? ` · ${roster.detachment}` : ''}
              </small>
            </span>
            <strong>{roster.points} pts</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /mobile/rosters: your lists, each opening its datacards (saved on the phone for offline). */
export function CompanionRostersPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <section className={styles.section} aria-labelledby="companion-rosters-heading">
      <title>Your lists · Muster</title>
      <h1 id="companion-rosters-heading" className={styles.heading}>
        Your lists
      </h1>
      {isLoading ? (
        <PageSpinner />
      ) : user ? (
        <RosterList />
      ) : (
        <>
          <p className={styles.muted}>Sign in to see your lists and their datacards.</p>
          <ButtonLink to="/login?next=/mobile/rosters">Sign in</ButtonLink>
        </>
      )}
    </section>
  );
}
