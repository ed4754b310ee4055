import type { Entry, Tournament } from '@muster/contracts';
import type { EntryPayment } from '@muster/contracts/event-tickets';
import { useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatMoney } from '../../ui/format-money';
import { ScrollRegion } from '../../ui/ScrollRegion';
import checkInStyles from './CheckIn.module.css';
import { bulkCheckInMessage, bulkCheckInProblems, confirmedEntryIds, selectedInTable } from './check-in';
import { useBulkCheckIn } from './check-in-api';
import styles from './Tournaments.module.css';
import { entryStatusLabels } from './tournament-labels';
import { useEntryAction } from './tournaments-api';

type Action = { action: string; label: string; when: (e: Entry) => boolean };
const actions: Action[] = [
  { action: 'approve', label: 'Approve', when: (e) => e.status === 'pending' },
  { action: 'promote', label: 'Promote', when: (e) => e.status === 'waitlisted' },
  { action: 'mark-paid', label: 'Mark paid', when: (e) => !e.paid && e.status !== 'withdrawn' },
  { action: 'mark-unpaid', label: 'Mark unpaid', when: (e) => e.paid },
  { action: 'check-in', label: 'Check in', when: (e) => e.status === 'confirmed' && !e.checkedIn },
  { action: 'undo-check-in', label: 'Undo check-in', when: (e) => e.checkedIn },
  { action: 'drop', label: 'Drop', when: (e) => e.status === 'confirmed' || e.status === 'pending' },
  {
    action: 'reinstate',
    label: 'Reinstate',
    when: (e) => e.status === 'dropped' || e.status === 'withdrawn',
  },
];

/** What the Paid cell says: the ticket's amount when paid through Stripe, else yes or no. */
function paidText(entry: Entry, payment: EntryPayment | undefined): string {
  if (payment?.status === 'paid') return `${formatMoney(payment.amount, payment.currency)} paid`;
  if (entry.paid) return 'Yes';
  if (payment?.status === 'refunded')
    return `Refunded (${formatMoney(payment.amount, payment.currency)}, by the ${payment.refundedBy ?? 'organiser'})`;
  return 'No';
}

export function EntriesTable({
  tournament,
  entries,
  payments,
  onRefund,
}: {
  tournament: Tournament;
  entries: Entry[];
  /** Each entry's ticket payment, when the event sells tickets. */
  payments?: ReadonlyMap<string, EntryPayment>;
  onRefund?: (entry: Entry) => Promise<void>;
}) {
  const act = useEntryAction(tournament.id);
  const bulk = useBulkCheckIn(tournament.id);
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = selectedInTable(entries, selected);
  const confirmed = confirmedEntryIds(entries);
  const allConfirmed = confirmed.length > 0 && confirmed.every((id) => selected.has(id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const runBulk = async (action: 'check-in' | 'undo-check-in') => {
    try {
      const result = await bulk.mutateAsync({ action, entryIds: chosen });
      // Players who could not be checked in are worth reading: that toast stays until dismissed.
      const problems = bulkCheckInProblems(result).length > 0;
      toast.show({
        variant: problems ? 'warning' : 'success',
        message: bulkCheckInMessage(action, result),
        durationMs: problems ? 0 : undefined,
      });
      setSelected(new Set());
    } catch (error) {
      toast.show({ variant: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const run = async (entry: Entry, action: Action) => {
    try {
      await act.mutateAsync({ entry, action: action.action });
      toast.show({ variant: 'success', message: `${entry.username}: ${action.label.toLowerCase()} done.` });
    } catch (error) {
      toast.show({ variant: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <>
      <fieldset className={checkInStyles.bulkBar}>
        <legend className="visually-hidden">Several players at once</legend>
        <label>
          <input
            type="checkbox"
            checked={allConfirmed}
            disabled={confirmed.length === 0}
            onChange={(e) => setSelected(e.target.checked ? new Set(confirmed) : new Set())}
          />
          Select all confirmed ({confirmed.length})
        </label>
        <Button
          size="sm"
          disabled={chosen.length === 0 || bulk.isPending}
          onClick={() => void runBulk('check-in')}
        >
          Check in selected ({chosen.length})
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={chosen.length === 0 || bulk.isPending}
          onClick={() => void runBulk('undo-check-in')}
        >
          Undo check-in ({chosen.length})
        </Button>
      </fieldset>
      <ScrollRegion label="Registrations">
        <table className={`${styles.table} ${styles.stackOnPhones}`}>
          <caption>
            {entries.length} registrations, in the order they came in (the waitlist moves up in this order)
          </caption>
          <thead>
            <tr>
              <th scope="col" className={checkInStyles.select}>
                <span className="visually-hidden">Select</span>
              </th>
              <th scope="col">Player</th>
              <th scope="col">Status</th>
              <th scope="col">Paid</th>
              <th scope="col">Checked in</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const [label, tone] = entryStatusLabels[entry.status];
              return (
                <tr key={entry.id}>
                  <td className={checkInStyles.select}>
                    <input
                      type="checkbox"
                      aria-label={`Select ${entry.username}`}
                      checked={selected.has(entry.id)}
                      onChange={(e) => toggle(entry.id, e.target.checked)}
                    />
                  </td>
                  <th scope="row">
                    {entry.username}
                    {entry.club && <small> · {entry.club}</small>}
                  </th>
                  <td data-label="Status">
                    <Badge tone={tone}>{label}</Badge>
                    {entry.droppedAfterRound !== null && entry.status === 'dropped' && (
                      <small> after round {entry.droppedAfterRound}</small>
                    )}
                  </td>
                  <td data-label="Paid">{paidText(entry, payments?.get(entry.id))}</td>
                  <td data-label="Checked in">{entry.checkedIn ? 'Yes' : 'No'}</td>
                  <td>
                    <div className={styles.actionCell}>
                      {actions
                        .filter((a) => a.when(entry))
                        .map((a) => (
                          <Button
                            key={a.action}
                            size="sm"
                            variant="secondary"
                            disabled={act.isPending}
                            onClick={() => void run(entry, a)}
                          >
                            {a.label}
                            <span className="visually-hidden"> {entry.username}</span>
                          </Button>
                        ))}
                      {onRefund && payments?.get(entry.id)?.status === 'paid' && (
                        <ConfirmDialog
                          trigger={
                            <Button size="sm" variant="ghost">
                              Refund ticket<span className="visually-hidden"> of {entry.username}</span>
                            </Button>
                          }
                          title={`Refund ${entry.username}’s ticket?`}
                          description="Stripe returns the fee to their card and takes it back from your account; before the event their seat goes to the waitlist."
                          confirmLabel="Refund"
                          cancelLabel="Keep it"
                          onConfirm={() => void onRefund(entry)}
                        />
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
