import type { TicketRequest } from '@muster/contracts';
import {
  flagReasonLabels,
  flagTargetKindLabels,
  ticketCategories,
  ticketCategoryLabels,
} from '@muster/contracts/moderation-options';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './Moderation.module.css';
import { useCloseTicket, useMyFlags, useMyTickets, useSendTicket } from './moderation-api';

const empty = { subject: '', category: '' as TicketRequest['category'] | '', message: '' };

/** /support: send a ticket, read the answers, see what became of your reports. */
export function SupportPage() {
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | undefined>();
  const send = useSendTicket();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!form.category) return setError('Choose a category.');
    try {
      await send.mutateAsync({ ...form, category: form.category });
      setForm(empty);
      toast.show({ variant: 'success', message: 'Ticket sent. The answer will appear below.' });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <>
      <title>Help & Support · Muster</title>
      <PageHeader
        eyebrow="Support"
        title="Help & Support"
        description="Ask the Muster team anything. Every ticket is read and answered by an admin; answers appear here."
        actions={
          <ButtonLink to="/resources" variant="secondary">
            Guides
          </ButtonLink>
        }
      />
      <div className={styles.stack}>
        <Card>
          <h2 className={styles.sectionTitle}>New ticket</h2>
          <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
            <div className={fieldStyles.field}>
              <label htmlFor="ticket-subject">Subject</label>
              <input
                id="ticket-subject"
                value={form.subject}
                maxLength={120}
                onChange={(e) => setForm({ ...form, subject: e.target.value })}
              />
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="ticket-category">Category</label>
              <select
                id="ticket-category"
                value={form.category}
                onChange={(e) => setForm({ ...form, category: e.target.value as TicketRequest['category'] })}
              >
                <option value="">Choose…</option>
                {ticketCategories.map((c) => (
                  <option key={c} value={c}>
                    {ticketCategoryLabels[c]}
                  </option>
                ))}
              </select>
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="ticket-message">Message</label>
              <textarea
                id="ticket-message"
                rows={6}
                maxLength={4000}
                value={form.message}
                onChange={(e) => setForm({ ...form, message: e.target.value })}
              />
            </div>
            <FormError message={error} />
            <div>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Sending…' : 'Send ticket'}
              </Button>
            </div>
          </form>
        </Card>
        <MyTickets />
        <MyReports />
      </div>
    </>
  );
}

const ticketTone = { open: 'warning', answered: 'success', closed: 'grey' } as const;

function MyTickets() {
  const tickets = useMyTickets();
  const close = useCloseTicket();
  if (tickets.isPending) return <PageSpinner label="Loading your tickets" />;
  if (tickets.isError)
    return (
      <LoadFailedPanel
        title="Your tickets could not be loaded"
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
      />
    );
  return (
    <Card>
      <h2 className={styles.sectionTitle}>Your tickets</h2>
      {tickets.data.tickets.length === 0 ? (
        <p className={styles.muted}>No tickets yet.</p>
      ) : (
        <ul className={styles.list}>
          {tickets.data.tickets.map((t) => (
            <li key={t.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>{t.subject}</strong>
                <Badge tone={ticketTone[t.status]}>{t.status}</Badge>
              </div>
              <span className={styles.muted}>
                {ticketCategoryLabels[t.category]} · sent {new Date(t.createdAt).toLocaleString()}
              </span>
              <p className={styles.message}>{t.message}</p>
              {t.answer && (
                <div className={styles.answer}>
                  <strong>Answer{t.answeredBy ? ` from ${t.answeredBy}` : ''}:</strong> {t.answer}
                </div>
              )}
              {t.status !== 'closed' && (
                <div>
                  <Button size="sm" variant="secondary" onClick={() => close.mutate(t.id)}>
                    Close ticket
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MyReports() {
  const flags = useMyFlags();
  if (flags.isPending || flags.isError || flags.data.flags.length === 0) return null;
  return (
    <Card>
      <h2 className={styles.sectionTitle}>Your reports</h2>
      <ul className={styles.list}>
        {flags.data.flags.map((f) => (
          <li key={f.id} className={styles.item}>
            <div className={styles.itemHead}>
              <span>
                {flagReasonLabels[f.reason]} · {flagTargetKindLabels[f.targetKind]}
              </span>
              <Badge tone={f.status === 'open' ? 'warning' : f.status === 'resolved' ? 'success' : 'grey'}>
                {f.status}
              </Badge>
            </div>
            {f.resolution && <p className={styles.message}>Admin note: {f.resolution}</p>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
