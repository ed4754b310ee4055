import type { Tournament } from '@muster/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { formatMoney } from '../../ui/format-money';
import { StatusNote } from '../../ui/StatusNote';
import { TicketPriceLine, TicketStatus } from '../event-tickets/TicketRegistration';
import { useBuyTicket, useEventTickets } from '../event-tickets/tickets-api';
import styles from './Tournaments.module.css';
import { tournamentKeys } from './tournament-keys';
import { entryStatusLabels } from './tournament-labels';
import { useRegistration } from './tournaments-api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function RegistrationPanel({ tournament }: { tournament: Tournament }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const { register, withdraw } = useRegistration(tournament.id);
  const [params] = useSearchParams();
  const [club, setClub] = useState('');
  const entry = tournament.viewer.entry;
  const active = entry && entry.status !== 'withdrawn' && entry.status !== 'dropped';
  const running = tournament.status === 'in_progress';
  // Back from Checkout: the redirect proves nothing; Stripe's webhook marks the ticket paid.
  const returnedPaid = params.get('ticket') === 'paid';
  const [confirmed, setConfirmed] = useState(false);
  // Tickets matter only while registration runs: a running event's pages (hundreds of phones on
  // the day) do not ask for them.
  const tickets = useEventTickets(tournament.id, {
    refetchInterval: returnedPaid && user && !confirmed ? 2000 : false,
    enabled: tournament.status === 'registration',
  });
  const buy = useBuyTicket(tournament.id);
  const ticketed = tickets.data?.payments === 'stripe' && tickets.data.settings !== null;
  const paidTicket = tickets.data?.mine?.status === 'paid';
  const refreshEvent = useQueryClient();
  useEffect(() => {
    // The webhook has landed: stop asking, and bring the registration (now paid) up to date.
    if (!returnedPaid || confirmed || !paidTicket) return;
    setConfirmed(true);
    void refreshEvent.invalidateQueries({ queryKey: tournamentKeys.one(tournament.id) });
  }, [returnedPaid, confirmed, paidTicket, refreshEvent, tournament.id]);

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
        {ticketed && tickets.data && (
          <TicketStatus tournamentId={tournament.id} tickets={tickets.data} entry={entry} />
        )}
        {tournament.status !== 'completed' &&
          tournament.status !== 'cancelled' &&
          !(paidTicket && tickets.data?.mine?.refundable) && (
            <Button variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
              {running ? 'Drop from the event' : 'Withdraw'}
            </Button>
          )}
        {paidTicket && !tickets.data?.mine?.refundable && !running && (
          <p className={styles.hint}>Withdrawing does not refund your ticket: ask the organiser.</p>
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
          if (ticketed) buy.mutate(club);
          else register.mutate(club);
        }}
      >
        {ticketed && tickets.data && <TicketPriceLine tickets={tickets.data} />}
        <div className={styles.field}>
          <label htmlFor="registration-club">Club or team (optional)</label>
          <input
            id="registration-club"
            value={club}
            maxLength={80}
            onChange={(e) => setClub(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={register.isPending || buy.isPending || tickets.isPending}>
          {full
            ? 'Join the waitlist'
            : ticketed && tickets.data?.price
              ? `Buy a ticket · ${formatMoney(tickets.data.price.amount, tickets.data.price.currency)}`
              : 'Register'}
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
      {returnedPaid && user && (
        <StatusNote testId="ticket-return">
          {paidTicket
            ? 'Payment confirmed: your ticket is paid and your seat is yours.'
            : 'Thank you. Stripe is confirming your payment; this updates the moment it does.'}
        </StatusNote>
      )}
      {params.get('ticket') === 'cancelled' && (
        <StatusNote>
          Checkout was cancelled: nothing was charged. Your seat is held for half an hour.
        </StatusNote>
      )}
      {body}
      <FormError message={register.error?.message ?? withdraw.error?.message ?? buy.error?.message} />
    </Card>
  );
}
