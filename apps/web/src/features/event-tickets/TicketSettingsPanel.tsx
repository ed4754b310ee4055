import type { Tournament } from '@muster/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { useAsyncAction } from '../../ui/use-async-action';
import { TicketPriceLine } from './TicketRegistration';
import styles from './Tickets.module.css';
import { currencyChoices, draftFrom, settingsFrom, type TicketDraft } from './ticket-form';
import { useEventTickets, usePayoutAccount, useSaveTickets, useStartPayoutOnboarding } from './tickets-api';

const describe = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * The organiser's tickets: connect the Stripe account the fees are paid into, then set the fee,
 * the early bird and the refund date (or make entry free again).
 */
export function TicketSettingsPanel({ tournament }: { tournament: Tournament }) {
  const tickets = useEventTickets(tournament.id);
  const payments = tickets.data?.payments === 'stripe';
  const payouts = usePayoutAccount(payments);
  const onboarding = useStartPayoutOnboarding();
  const save = useSaveTickets(tournament.id);
  const action = useAsyncAction(describe);
  const [draft, setDraft] = useState<TicketDraft>(() => draftFrom(null));
  const saved = tickets.data?.settings ?? null;
  useEffect(() => setDraft(draftFrom(saved)), [saved]);
  if (!tickets.data || tournament.format === 'teams') return null;
  if (!payments)
    return (
      <Card className={styles.panel}>
        <h2>Tickets</h2>
        <p className={styles.hint}>
          This server takes no payments: collect entry fees your own way and mark players paid below.
        </p>
      </Card>
    );
  const field = (key: keyof TicketDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const account = payouts.data;
  const editable = tournament.status === 'registration';
  return (
    <Card aria-labelledby="tickets-heading" className={styles.panel}>
      <h2 id="tickets-heading">Tickets</h2>
      {tickets.data.settings && <TicketPriceLine tickets={tickets.data} />}
      {!account?.chargesEnabled ? (
        <div className={styles.status}>
          <p className={styles.hint}>
            {account?.accountId
              ? 'Stripe is still checking your details: finish its form to sell tickets.'
              : 'Entry fees are paid into your own Stripe account, less the site’s platform fee. Connect one to sell tickets.'}
          </p>
          <Button
            disabled={action.busy || payouts.isPending}
            onClick={() =>
              void action.run(async () => {
                await onboarding.mutateAsync(`/tournament/${tournament.id}/manage`);
              })
            }
          >
            {account?.accountId ? 'Continue on Stripe' : 'Connect Stripe'}
          </Button>
          <FormError message={action.error} />
        </div>
      ) : editable ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = settingsFrom(draft);
            if ('problem' in parsed) return action.setError(parsed.problem);
            void action.run(async () => {
              await save.mutateAsync(parsed.settings);
            });
          }}
        >
          <div className={styles.form}>
            <div className={styles.field}>
              <label htmlFor="ticket-currency">Currency</label>
              <select id="ticket-currency" {...field('currency')}>
                {currencyChoices.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="ticket-fee">Entry fee</label>
              <input id="ticket-fee" inputMode="decimal" placeholder="20.00" {...field('fee')} />
            </div>
            <div className={styles.field}>
              <label htmlFor="ticket-early-fee">Early-bird fee (optional)</label>
              <input
                id="ticket-early-fee"
                inputMode="decimal"
                placeholder="15.00"
                {...field('earlyBirdFee')}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="ticket-early-until">Early bird until</label>
              <input id="ticket-early-until" type="datetime-local" {...field('earlyBirdUntil')} />
            </div>
            <div className={styles.field}>
              <label htmlFor="ticket-refund-until">Players may refund until (optional)</label>
              <input id="ticket-refund-until" type="datetime-local" {...field('refundUntil')} />
            </div>
          </div>
          <FormError message={action.error} />
          <div className={styles.actions}>
            <Button type="submit" disabled={action.busy}>
              {saved ? 'Save tickets' : 'Sell tickets'}
            </Button>
            {saved && (
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" disabled={action.busy}>
                    Make entry free
                  </Button>
                }
                title="Make entry free?"
                description="Players register without paying from now on. Tickets already sold must be refunded first."
                confirmLabel="Make entry free"
                cancelLabel="Keep tickets"
                onConfirm={() =>
                  void action.run(async () => {
                    await save.mutateAsync(null);
                  })
                }
              />
            )}
          </div>
        </form>
      ) : (
        <p className={styles.hint}>Tickets can only be changed while registration is open.</p>
      )}
    </Card>
  );
}
