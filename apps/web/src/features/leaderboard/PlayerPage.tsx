import type { PlayerPage as PlayerPageData } from '@muster/contracts';
import { LEADERBOARD_DEFAULT_MIN_GAMES } from '@muster/contracts/leaderboard-options';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { eventDates } from '../tournaments/tournament-labels';
import styles from './Leaderboard.module.css';
import { usePlayerPage } from './leaderboard-api';
import { placingText, plural, recordText } from './leaderboard-format';

/** /players/:userId: a player's public results. Open to everyone, like the leaderboard. */
export function PlayerPage() {
  const { userId = '' } = useParams();
  const player = usePlayerPage(userId);
  if (player.isPending) return <PageSpinner label="Loading the player" />;
  if (player.isError) {
    if (player.error instanceof ApiRequestError && player.error.status < 500)
      return (
        <>
          <title>Player not found · Muster</title>
          <StatePanel
            code={String(player.error.status)}
            title="Player not found"
            actions={<Link to="/leaderboard">Back to the leaderboard</Link>}
          >
            <p>{player.error.message}</p>
          </StatePanel>
        </>
      );
    return (
      <LoadFailedPanel
        title="This player could not be loaded"
        error={player.error}
        onRetry={() => void player.refetch()}
      />
    );
  }
  return <PlayerBody data={player.data} />;
}

function PlayerBody({ data }: { data: PlayerPageData }) {
  const { rating, events } = data;
  return (
    <>
      <title>{`${data.name} · Muster`}</title>
      <PageHeader
        eyebrow="Player"
        title={data.name}
        description={data.username && data.username !== data.name ? `@${data.username}` : undefined}
      />
      <div className={styles.summary}>
        <Card>
          <h2 className={styles.cardLabel}>Rating</h2>
          <p className={styles.bigNumber}>{rating ? rating.rating : '—'}</p>
          <p className={styles.muted}>
            {!rating
              ? 'No rated games yet: a game counts when both players submitted a list.'
              : rating.rank !== null
                ? `Rank ${rating.rank} on the all-time leaderboard.`
                : `Ranked after ${LEADERBOARD_DEFAULT_MIN_GAMES} rated games.`}
          </p>
        </Card>
        <Card>
          <h2 className={styles.cardLabel}>Rated games</h2>
          <p className={styles.bigNumber}>{rating ? rating.games : 0}</p>
          <p className={styles.muted}>{rating ? `${recordText(rating)} (W–D–L)` : 'None yet.'}</p>
        </Card>
        <Card>
          <h2 className={styles.cardLabel}>Events</h2>
          <p className={styles.bigNumber}>{events.length}</p>
          <p className={styles.muted}>Finished public events.</p>
        </Card>
      </div>
      <Card>
        <h2 className={styles.sectionTitle}>Event history</h2>
        <ul className={styles.events} aria-label="Event history">
          {events.map((event) => (
            <li key={event.id}>
              <Link className={styles.eventName} to={`/tournament/${event.id}`}>
                {event.name}
              </Link>
              <p className={styles.eventFacts}>
                <span>{eventDates(event.startsOn, event.endsOn)}</span>
                <span>
                  <strong>{placingText(event.placing, event.players)}</strong>
                </span>
                <span>{recordText(event)} (W–D–L)</span>
                <span>{event.faction ?? 'No list submitted'}</span>
                {event.dropped && <Badge tone="grey">Dropped</Badge>}
              </p>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          {plural(events.length, 'event')} listed. Placings follow the event's standings (a top cut's final
          decides first and second).
        </p>
      </Card>
    </>
  );
}
