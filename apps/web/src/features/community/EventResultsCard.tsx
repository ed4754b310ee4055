import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './Community.module.css';
import { useEventResults } from './community-api';

const placeNames = ['1st', '2nd', '3rd'];

/** The latest finished public Muster events and who finished on top with what. */
export function EventResultsCard() {
  const results = useEventResults();
  return (
    <Card>
      <h2 className={styles.sectionTitle}>Latest results</h2>
      {results.isPending ? (
        <PageSpinner label="Loading results" />
      ) : results.isError ? (
        <LoadFailedPanel
          title="Results could not be loaded"
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : results.data.events.length === 0 ? (
        <p className={styles.muted}>
          No public event has finished yet. Results appear here as soon as an organiser closes the last round.
        </p>
      ) : (
        <ul className={styles.results}>
          {results.data.events.map((event) => (
            <li key={event.id}>
              <Link to={`/tournament/${event.id}`} className={styles.resultName}>
                {event.name}
              </Link>
              <span className={styles.muted}>
                {new Date(`${event.endsOn}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC' })} ·{' '}
                {event.venue} · {event.players} {event.players === 1 ? 'player' : 'players'}, {event.rounds}{' '}
                {event.rounds === 1 ? 'round' : 'rounds'}
              </span>
              <ol className={styles.podium}>
                {event.podium.map((p) => (
                  <li key={p.place}>
                    <span className={styles.place}>{placeNames[p.place - 1] ?? `${p.place}th`}</span>{' '}
                    <strong>{p.player}</strong> {p.faction ? `(${p.faction})` : ''}{' '}
                    <span className={styles.muted}>{p.record}</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
