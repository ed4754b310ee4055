import type { WorkerPoolStats } from '@muster/contracts';
import { Card } from '../../ui/Card';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './AdminInsights.module.css';
import { useAdminWorkers } from './admin-insights-api';

const seconds = (ms: number) => (ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`);

function PoolRow({ pool }: { pool: WorkerPoolStats }) {
  const { counts } = pool;
  const problems = [
    [counts.timedOut, 'timed out'],
    [counts.cancelled, 'cancelled'],
    [counts.died + counts.warmUpFailures, 'lost'],
    [counts.rejectedBusy, 'refused busy'],
  ] as const;
  const seen = problems.filter(([count]) => count > 0);
  const trouble = counts.timedOut + counts.died + counts.warmUpFailures + counts.rejectedBusy;
  return (
    <tr>
      <th scope="row">{pool.label}</th>
      <td>
        {pool.busy} busy, {pool.ready} idle
        {pool.warming > 0 ? `, ${pool.warming} warming` : ''}
      </td>
      <td>
        {pool.queued}
        {pool.queued > 0 ? ` (oldest ${seconds(pool.oldestWaitMs)})` : ''}
      </td>
      <td>
        {seconds(pool.waitMs.median)} / {seconds(pool.waitMs.p95)}
      </td>
      <td>{counts.completed.toLocaleString()}</td>
      <td className={trouble > 0 ? styles.warnFigure : undefined}>
        {seen.length === 0 ? 'None' : seen.map(([count, what]) => `${count} ${what}`).join(', ')}
      </td>
    </tr>
  );
}

/** The admin dashboard's view of this server's worker queues: where a slow day shows first. */
export function WorkerPoolsCard() {
  const workers = useAdminWorkers();
  return (
    <Card>
      <h2 className={styles.cardTitle}>Worker queues on this server</h2>
      {workers.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : workers.isError ? (
        <p className={styles.muted}>The worker figures could not be loaded.</p>
      ) : (
        <ScrollRegion label="Worker queues">
          <table className={styles.table}>
            <caption className={styles.caption}>
              Waits are median / 95th percentile of the last 200 tasks; counts since the server started.
            </caption>
            <thead>
              <tr>
                <th scope="col">Pool</th>
                <th scope="col">Workers</th>
                <th scope="col">Queued</th>
                <th scope="col">Wait</th>
                <th scope="col">Done</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {workers.data.pools.map((pool) => (
                <PoolRow key={pool.label} pool={pool} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
