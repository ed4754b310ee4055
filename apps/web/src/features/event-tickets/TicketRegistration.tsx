import type { Tournament } from '@muster/contracts';
import type { EventTicketsReply } from '@muster/contracts/event-tickets';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { formatMoney } from '../../ui/format-money';
import { useAsyncAction } from '../../ui/use-async-action';
import styles from './Tickets.module.css';
import { useBuyTicket, useRefundTicket } from './tickets-api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const describe = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** What entry costs, with the early bird and the refund date, in one line. */
export function TicketPriceLine({ tickets }: { tickets: EventTicketsReply }) {
  const settings = tickets.settings;
  if (!settings) return null;
  const fee = formatMoney(settings.fee, settings.currency);
  const early =
    settings.earlyBirdFee !== null && settings.earlyBirdUntil && tickets.price?.earlyBird
      ? ` Early bird ${formatMoney(settings.earlyBirdFee, settings.currency)} until ${when.format(new Date(settings.earlyBirdUntil))}.`
      : '';
  const refunds = settings.refundUntil
    ? ` Refunds until ${when.format(new Date(settings.refundUntil))}.`
    : ' No refunds through Muster: ask the organiser.';
  return (
    <p className={styles.price} data-testid="ticket-price">
      Entry {fee}.{early}
      {refunds}
    </p>
  );
}

/**
 * A registered player's ticket: paid (and refundable until the refund date), or still to pay for
 * a seat they hold (a Checkout left unfinished, or promoted from the waitlist).
 */
export function TicketStatus({
  tournamentId,
  tickets,
  entry,
}: {
  tournamentId: string;
  tickets: EventTicketsReply;
  entry: NonNullable<Tournament['viewer']['entry']>;
}) {
  const buy = useBuyTicket(tournamentId);
  const refund = useRefundTicket(tournamentId);
  const action = useAsyncAction(describe);
  const mine = tickets.mine;
  const price = tickets.price;
  if (entry.status === 'waitlisted')
    return <p className={styles.hint}>You pay for your ticket when a seat is yours.</p>;
  if (mine?.status === 'paid' || entry.paid)
    return (
      <div className={styles.status}>
        <p data-testid="ticket-status">
          Ticket paid
          {mine?.status === 'paid'
            ? `: ${formatMoney(mine.amount, mine.currency)}`
            : ' (marked by the organiser)'}
          .
        </p>
        {mine?.refundable && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={action.busy}>
                Refund and withdraw
              </Button>
            }
            title="Refund your ticket?"
            description={`You get ${formatMoney(mine.amount, mine.currency)} back on the card you paid with, and your seat goes to the waitlist.`}
            confirmLabel="Refund and withdraw"
            cancelLabel="Keep my seat"
            onConfirm={() =>
              void action.run(async () => {
                await refund.mutateAsync();
              })
            }
          />
        )}
        <FormError message={action.error} />
      </div>
    );
  return (
    <div className={styles.status}>
      <p data-testid="ticket-status">Your seat is held until you pay for your ticket.</p>
      <Button
        disabled={action.busy || !price}
        onClick={() =>
          void action.run(async () => {
            await buy.mutateAsync(null);
          })
        }
      >
        Pay {price ? formatMoney(price.amount, price.currency) : ''}
      </Button>
      <FormError message={action.error} />
    </div>
  );
}
