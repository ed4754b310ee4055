import type { BatchAnalysis, BatchItem } from '@muster/contracts';
import { lazy } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ChartFrame } from '../../ui/ChartFrame';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './BatchAnalysis.module.css';
import { isActive, useCancelBatch } from './batch-analysis-api';
import { ratingsChartHeight, ratingsOf } from './batch-ratings';

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
// The bars come with the charting library, fetched when a batch with ratings is first shown.
const RatingBars = lazy(async () => ({ default: (await import('./batch-rating-bars')).RatingBars }));

/** Each rated roster's overall rating, best first (shown from two rosters up). */
function RatingsChart({ items }: { items: BatchItem[] }) {
  const ratings = ratingsOf(items);
  if (ratings.length < 2) return null;
  return (
    <ChartFrame
      className={styles.chart}
      testId="batch-ratings-chart"
      caption="Overall rating per roster"
      height={ratingsChartHeight(ratings.length)}
    >
      <RatingBars ratings={ratings} />
    </ChartFrame>
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
