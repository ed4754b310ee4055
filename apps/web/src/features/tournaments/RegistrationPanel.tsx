import type { Tournament } from '@muster/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import styles from './Tournaments.module.css';
import { entryStatusLabels } from './tournament-labels';
import { useRegistration } from './tournaments-api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function RegistrationPanel({ tournament }: { tournament: Tournament }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const { register, withdraw } = useRegistration(tournament.id);
  const [club, setClub] = useState('');
  const entry = tournament.viewer.entry;
  const active = entry && entry.status !== 'withdrawn' && entry.status !== 'dropped';
  const running = tournament.status === 'in_progress';

  let body: React.ReactNode;
  if (!user) {
    body = (
      <p>
        <Link to={`/login?next=${encodeURIComponent(location.pathname)}`}>Sign in</Link> to register.
      </p>
    );
  } else if (active) {
    const [label, tone] = entryStatusLabels[entry.status];
    body = (
      <>
        <p>
          Your registration: <Badge tone={tone}>{label}</Badge>
        </p>
        {entry.status === 'waitlisted' && (
          <p className={styles.hint}>You move up automatically when a seat frees.</p>
        )}
        {entry.status === 'pending' && (
          <p className={styles.hint}>The organiser confirms registrations by hand.</p>
        )}
        {tournament.status !== 'completed' && tournament.status !== 'cancelled' && (
          <Button variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {running ? 'Drop from the event' : 'Withdraw'}
          </Button>
        )}
      </>
    );
  } else if (tournament.registrationOpen) {
    const full =
      tournament.playerCap !== null &&
      tournament.counts.confirmed + tournament.counts.pending >= tournament.playerCap;
    body = (
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          register.mutate(club);
        }}
      >
        <div className={styles.field}>
          <label htmlFor="registration-club">Club or team (optional)</label>
          <input
            id="registration-club"
            value={club}
            maxLength={80}
            onChange={(e) => setClub(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={register.isPending}>
          {full ? 'Join the waitlist' : 'Register'}
        </Button>
      </form>
    );
  } else {
    body = (
      <p>
        {tournament.status !== 'registration'
          ? 'Registration is closed.'
          : new Date(tournament.registrationOpensAt) > new Date()
            ? `Registration opens ${when.format(new Date(tournament.registrationOpensAt))}.`
            : `Registration closed ${when.format(new Date(tournament.registrationClosesAt))}.`}
      </p>
    );
  }
  return (
    <Card className={styles.panel} aria-labelledby="registration-heading">
      <h2 id="registration-heading">Registration</h2>
      {body}
      <FormError message={register.error?.message ?? withdraw.error?.message} />
    </Card>
  );
}
