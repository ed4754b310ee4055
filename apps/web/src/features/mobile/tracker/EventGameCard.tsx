import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { useMyActiveEvent } from '../../tournaments/active-event-api';
import { useMyGame } from '../../tournaments/rounds-api';
import styles from '../Companion.module.css';
import { useTrackEventGame } from './use-track-event-game';

/**
 * On the tracker's home, the player's game at today's event, ready to track with both players
 * and their missions, and its result sent to the event when finished (a friendly game goes to the
 * battle log instead). Nothing is shown without an event game still to play.
 */
export function EventGameCard({ signedIn }: { signedIn: boolean }) {
  const active = useMyActiveEvent(signedIn);
  const eventId = active.data?.id;
  const current = useMyGame(eventId ?? '', eventId !== undefined);
  const data = current.data ?? null;
  const { existing, track } = useTrackEventGame({ id: eventId ?? '', name: active.data?.name ?? '' }, data);
  if (!active.data || !data) return null;
  const { game, mySide } = data;
  const opponent = mySide === 'a' ? game.b : game.a;
  if (!opponent || game.status !== 'pending' || data.roundStatus === 'completed') return null;
  return (
    <Card className={styles.section} data-testid="tracker-event-game">
      <h2 className={styles.subheading}>
        {active.data.name} · Round {data.round}
      </h2>
      <p>
        Table {game.table} against <strong>{opponent.username}</strong>: the result goes to the event when you
        finish.
      </p>
      <Button onClick={track}>{existing ? 'Back to this game' : 'Track this game'}</Button>
    </Card>
  );
}
