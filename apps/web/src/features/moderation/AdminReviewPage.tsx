import {
  flagReasonLabels,
  flagTargetKindLabels,
  type ReviewItem,
  ticketCategoryLabels,
} from '@muster/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './Moderation.module.css';
import { useReviewQueue } from './moderation-api';

type Filter = { type: 'all' | 'flag' | 'ticket'; status: 'open' | 'closed' };

/** /admin-review: open reports and support tickets, oldest first. */
export function AdminReviewPage() {
  const [filter, setFilter] = useState<Filter>({ type: 'all', status: 'open' });
  const queue = useReviewQueue(filter);
  return (
    <>
      <title>Admin Review · Muster</title>
      <PageHeader
        eyebrow="Admin"
        title="Admin Review"
        description={
          queue.data
            ? `${queue.data.openFlags} open report${queue.data.openFlags === 1 ? '' : 's'} and ${queue.data.openTickets} open support ticket${queue.data.openTickets === 1 ? '' : 's'}.`
            : 'Reports from users and support tickets.'
        }
      />
      <Card className={styles.filters}>
        <div className={fieldStyles.field}>
          <label htmlFor="review-type">Show</label>
          <select
            id="review-type"
            value={filter.type}
            onChange={(e) => setFilter({ ...filter, type: e.target.value as Filter['type'] })}
          >
            <option value="all">Reports and tickets</option>
            <option value="flag">Reports</option>
            <option value="ticket">Support tickets</option>
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="review-status">Status</label>
          <select
            id="review-status"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value as Filter['status'] })}
          >
            <option value="open">Waiting for an admin</option>
            <option value="closed">Dealt with</option>
          </select>
        </div>
      </Card>
      {queue.isPending ? (
        <PageSpinner label="Loading the queue" />
      ) : queue.isError ? (
        <LoadFailedPanel
          title="The queue could not be loaded"
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.data.items.length === 0 ? (
        <Card>
          <p>{filter.status === 'open' ? 'Nothing waiting. Well done.' : 'Nothing here yet.'}</p>
        </Card>
      ) : (
        <ul className={styles.list}>
          {queue.data.items.map((item) => (
            <QueueEntry key={item.type === 'flag' ? item.flag.id : item.ticket.id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}

function QueueEntry({ item }: { item: ReviewItem }) {
  if (item.type === 'flag')
    return (
      <li className={styles.item}>
        <div className={styles.itemHead}>
          <Link to={`/admin-review/${item.flag.id}`}>Report: {item.target.title}</Link>
          <Badge tone={item.flag.status === 'open' ? 'warning' : 'grey'}>{item.flag.status}</Badge>
        </div>
        <span className={styles.muted}>
          {flagReasonLabels[item.flag.reason]} · {flagTargetKindLabels[item.flag.targetKind]} · by{' '}
          {item.reporter} · {new Date(item.flag.createdAt).toLocaleString()}
        </span>
      </li>
    );
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Link to={`/admin-review/${item.ticket.id}`}>Ticket: {item.ticket.subject}</Link>
        <Badge tone={item.ticket.status === 'open' ? 'warning' : 'grey'}>{item.ticket.status}</Badge>
      </div>
      <span className={styles.muted}>
        {ticketCategoryLabels[item.ticket.category]} · from {item.requester} ·{' '}
        {new Date(item.ticket.createdAt).toLocaleString()}
      </span>
    </li>
  );
}
