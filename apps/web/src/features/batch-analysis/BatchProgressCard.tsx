import type { BatchAnalysis, BatchItem } from '@muster/contracts';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './BatchAnalysis.module.css';
import { isActive, useCancelBatch } from './batch-analysis-api';

const itemTone: Record<BatchItem['status'], BadgeTone> = {
  pending: 'grey',
  running: 'accent',
  done: 'success',
  failed: 'error',
  skipped: 'warning',
};
const batchTone: Record<BatchAnalysis['status'], BadgeTone> = {
  queued: 'grey',
  running: 'accent',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'warning',
};
const axis = { stroke: 'var(--color-text-secondary)', fontSize: 12 };

function RatingsChart({ items }: { items: BatchItem[] }) {
  const data = items
    .filter((item) => item.overallRating !== undefined)
    .map((item) => ({ roster: item.rosterName, rating: item.overallRating ?? 0 }))
    .sort((a, b) => b.rating - a.rating);
  if (data.length < 2) return null;
  return (
    <figure className={styles.chart} data-testid="batch-ratings-chart">
      <figcaption>Overall rating per roster</figcaption>
      <ResponsiveContainer width="100%" height={Math.max(140, 32 * data.length + 40)}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid stroke="var(--color-divider)" horizontal={false} />
          <XAxis type="number" domain={[0, 10]} {...axis} />
          <YAxis type="category" dataKey="roster" width={150} {...axis} />
          <Tooltip formatter={(value) => `${Number(value).toFixed(1)} / 10`} />
          <Bar dataKey="rating" name="Rating" fill="var(--color-accent-primary)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function BatchProgressCard({ batch }: { batch: BatchAnalysis }) {
  const cancel = useCancelBatch();
  const { total, done, items } = batch.progress;
  const percent = total > 0 ? Math.round((100 * done) / total) : 0;
  return (
    <Card className={styles.batch} aria-labelledby={`batch-${batch.id}`}>
      <div className={styles.batchHead}>
        <h2 id={`batch-${batch.id}`}>
          Batch of {total} roster{total === 1 ? '' : 's'}
        </h2>
        <Badge tone={batchTone[batch.status]}>{batch.status}</Badge>
        {isActive(batch) && (
          <Button
            variant="ghost"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(batch.id)}
          >
            Cancel batch
          </Button>
        )}
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Batch progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} analysed`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.muted} aria-live="polite">
        {done} of {total} finished{batch.status === 'queued' ? ' — waiting for a worker…' : ''}
        {batch.error ? ` — ${batch.error}` : ''}
      </p>
      {cancel.error && <p role="alert">{cancel.error.message}</p>}
      <ScrollRegion label="Rosters in this batch">
        <table className={styles.items}>
          <thead>
            <tr>
              <th scope="col">Roster</th>
              <th scope="col">Status</th>
              <th scope="col">Rating</th>
              <th scope="col">Points removed / 100</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.rosterId}>
                <th scope="row">
                  {item.rosterName}
                  <small>
                    {item.faction}, {item.points} pts
                  </small>
                </th>
                <td>
                  <Badge tone={itemTone[item.status]}>{item.status}</Badge>
                  {item.error && <small>{item.error}</small>}
                </td>
                <td>{item.overallRating?.toFixed(1) ?? '–'}</td>
                <td>{item.pointsRemovedPer100 ?? '–'}</td>
                <td>
                  {item.analysisId ? (
                    <Link to={`/roster-analyzer?roster=${item.rosterId}`}>
                      Open<span className="visually-hidden"> the report for {item.rosterName}</span>
                    </Link>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <RatingsChart items={items} />
    </Card>
  );
}
