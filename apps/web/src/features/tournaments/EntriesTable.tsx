import type { Entry, Tournament } from '@muster/contracts';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ScrollRegion } from '../../ui/ScrollRegion';
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

export function EntriesTable({ tournament, entries }: { tournament: Tournament; entries: Entry[] }) {
  const act = useEntryAction(tournament.id);
  const toast = useToast();
  const run = async (entry: Entry, action: Action) => {
    try {
      await act.mutateAsync({ entry, action: action.action });
      toast.show({ variant: 'success', message: `${entry.username}: ${action.label.toLowerCase()} done.` });
    } catch (error) {
      toast.show({ variant: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <ScrollRegion label="Registrations">
      <table className={`${styles.table} ${styles.stackOnPhones}`}>
        <caption>
          {entries.length} registrations, in the order they came in (the waitlist moves up in this order)
        </caption>
        <thead>
          <tr>
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
                <td data-label="Paid">{entry.paid ? 'Yes' : 'No'}</td>
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
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
