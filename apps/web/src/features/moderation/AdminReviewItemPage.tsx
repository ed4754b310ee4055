import {
  flagReasonLabels,
  flagTargetKindLabels,
  type ReviewItem,
  ticketCategoryLabels,
} from '@muster/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
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
import { useReviewDecision, useReviewItem } from './moderation-api';

/** /admin-review/:id: one report (dismiss or hide the item) or one ticket (answer it). */
export function AdminReviewItemPage() {
  const { id = '' } = useParams();
  const item = useReviewItem(id);
  return (
    <>
      <title>Admin Review · Muster</title>
      <PageHeader
        eyebrow="Admin"
        title="Admin Review"
        description={item.data?.type === 'ticket' ? 'A support ticket.' : 'A report from a user.'}
        actions={
          <ButtonLink to="/admin-review" variant="secondary">
            Back to the queue
          </ButtonLink>
        }
      />
      {item.isPending ? (
        <PageSpinner label="Loading the item" />
      ) : item.isError ? (
        <LoadFailedPanel
          title="This item could not be loaded"
          error={item.error}
          onRetry={() => void item.refetch()}
        />
      ) : item.data.type === 'flag' ? (
        <FlagReview item={item.data} />
      ) : (
        <TicketReview item={item.data} />
      )}
    </>
  );
}

function FlagReview({ item }: { item: Extract<ReviewItem, { type: 'flag' }> }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { resolve } = useReviewDecision(item.flag.id);
  const toast = useToast();
  const decide = async (decision: 'dismiss' | 'hide') => {
    setError(undefined);
    try {
      await resolve.mutateAsync({ decision, note });
      toast.show({
        variant: 'success',
        message: decision === 'hide' ? 'Item hidden and report resolved.' : 'Report dismissed.',
      });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const { flag, target } = item;
  return (
    <div className={styles.stack}>
      <Card>
        <h2 className={styles.sectionTitle}>{target.title}</h2>
        <p className={styles.muted}>
          {flagTargetKindLabels[flag.targetKind]}
          {target.owner ? ` by ${target.owner}` : ''} {target.hidden && <Badge tone="grey">Hidden</Badge>}
        </p>
        <p className={styles.message}>{target.excerpt}</p>
        {target.link && <Link to={target.link}>Open the item</Link>}
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>The report</h2>
        <p>
          <strong>{flagReasonLabels[flag.reason]}</strong>, from {item.reporter} on{' '}
          {new Date(flag.createdAt).toLocaleString()}.
        </p>
        {flag.details && <p className={styles.message}>{flag.details}</p>}
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Decision</h2>
        {flag.status === 'open' ? (
          <form noValidate className={styles.form} onSubmit={(e: FormEvent) => e.preventDefault()}>
            <div className={fieldStyles.field}>
              <label htmlFor="review-note">Note for the record (the reporter sees it)</label>
              <textarea
                id="review-note"
                rows={3}
                maxLength={1000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <FormError message={error} />
            <div className={styles.actions}>
              <Button variant="secondary" disabled={resolve.isPending} onClick={() => void decide('dismiss')}>
                Dismiss report
              </Button>
              <Button variant="danger" disabled={resolve.isPending} onClick={() => void decide('hide')}>
                Hide the item
              </Button>
            </div>
          </form>
        ) : (
          <p>
            <Badge tone={flag.status === 'resolved' ? 'success' : 'grey'}>{flag.status}</Badge>{' '}
            {flag.action === 'hidden' ? 'The item was hidden.' : 'No action taken.'} Note: {flag.resolution}
          </p>
        )}
      </Card>
    </div>
  );
}

function TicketReview({ item }: { item: Extract<ReviewItem, { type: 'ticket' }> }) {
  const [answer, setAnswer] = useState(item.ticket.answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const { answer: send } = useReviewDecision(item.ticket.id);
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await send.mutateAsync(answer);
      toast.show({ variant: 'success', message: 'Answer sent.' });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const { ticket } = item;
  return (
    <div className={styles.stack}>
      <Card>
        <h2 className={styles.sectionTitle}>{ticket.subject}</h2>
        <p className={styles.muted}>
          {ticketCategoryLabels[ticket.category]} · from {item.requester} ({item.email}) ·{' '}
          {new Date(ticket.createdAt).toLocaleString()}{' '}
          <Badge tone={ticket.status === 'open' ? 'warning' : 'grey'}>{ticket.status}</Badge>
        </p>
        <p className={styles.message}>{ticket.message}</p>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Answer</h2>
        {ticket.status === 'closed' ? (
          <p>The requester closed this ticket.{ticket.answer ? ` Answer given: ${ticket.answer}` : ''}</p>
        ) : (
          <form noValidate className={styles.form} onSubmit={(e) => void submit(e)}>
            <div className={fieldStyles.field}>
              <label htmlFor="ticket-answer">Your answer</label>
              <textarea
                id="ticket-answer"
                rows={6}
                maxLength={4000}
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
              />
            </div>
            <FormError message={error} />
            <div>
              <Button type="submit" disabled={send.isPending}>
                {ticket.answer ? 'Update answer' : 'Send answer'}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
