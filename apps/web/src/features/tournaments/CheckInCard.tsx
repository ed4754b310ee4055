import type { Tournament } from '@muster/contracts';
import { lazy, Suspense } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import styles from './CheckIn.module.css';
import { useCheckIn } from './check-in-api';

// Only a teams event checks in by team: its card (and the team code) is fetched then.
const TeamCheckInCard = lazy(async () => ({
  default: (await import('../team-events/TeamCheckIn')).TeamCheckInCard,
}));

/**
 * Self check-in, at the top of the event page while the organiser has it open: one big button for
 * a confirmed player, "Checked in ✓" after; a player without a seat reads why they cannot.
 */
export function CheckInCard({ tournament }: { tournament: Tournament }) {
  const checkIn = useCheckIn(tournament.id);
  // At a teams event the captain checks the whole team in.
  if (tournament.format === 'teams')
    return (
      <Suspense fallback={null}>
        <TeamCheckInCard tournament={tournament} />
      </Suspense>
    );
  const entry = tournament.viewer.entry;
  if (!entry) return null;
  if (entry.status === 'confirmed' && entry.checkedIn)
    return (
      <Card className={styles.card} data-checked-in aria-labelledby="check-in-heading">
        <h2 id="check-in-heading" className="visually-hidden">
          Check-in
        </h2>
        <p className={styles.done} role="status" data-testid="checked-in">
          Checked in ✓
        </p>
      </Card>
    );
  if (!tournament.checkInOpen) return null;
  if (entry.status === 'confirmed')
    return (
      <Card className={styles.card} aria-labelledby="check-in-heading">
        <h2 id="check-in-heading">Check-in is open</h2>
        <p>
          Arrived at the venue? Check in so you are paired for{' '}
          {tournament.currentRound > 0 ? 'the next round' : 'round 1'}.
        </p>
        <Button className={styles.bigButton} disabled={checkIn.isPending} onClick={() => checkIn.mutate()}>
          {checkIn.isPending ? 'Checking in…' : 'Check in'}
        </Button>
        <FormError message={checkIn.error?.message} />
      </Card>
    );
  if (entry.status === 'pending' || entry.status === 'waitlisted')
    return (
      <Card className={styles.card} aria-labelledby="check-in-heading">
        <h2 id="check-in-heading">Check-in is open</h2>
        <p>
          {entry.status === 'pending'
            ? 'Your registration is still awaiting approval, so you cannot check in yet. Find the organiser.'
            : 'You are on the waitlist: only players with a seat check in. Find the organiser.'}
        </p>
      </Card>
    );
  return null;
}
