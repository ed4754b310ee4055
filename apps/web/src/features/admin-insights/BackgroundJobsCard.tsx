import type { DeadJob } from '@muster/contracts';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './AdminInsights.module.css';
import { useAdminJobs, useRetryDeadJob } from './admin-insights-api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function DeadJobRow({ job }: { job: DeadJob }) {
  const retry = useRetryDeadJob();
  const toast = useToast();
  return (
    <tr>
      <th scope="row">{job.kind}</th>
      <td>{job.error ?? 'No message'}</td>
      <td>{job.attempts}</td>
      <td>{when.format(new Date(job.deadAt))}</td>
      <td>
        <Button
          size="sm"
          variant="secondary"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: () =>
                toast.show({ variant: 'success', message: `The ${job.kind} job is queued again.` }),
              onError: (error) => toast.show({ variant: 'error', message: error.message }),
            })
          }
        >
          Retry
        </Button>
      </td>
    </tr>
  );
}

/**
 * The admin dashboard's view of the job queue every server shares: what waits, runs, retries and
 * failed for good (dead letters), with a way to send a dead letter back once its cause is fixed.
 */
export function BackgroundJobsCard() {
  const jobs = useAdminJobs();
  return (
    <Card>
      <h2 className={styles.cardTitle}>Background jobs</h2>
      {jobs.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : jobs.isError ? (
        <p className={styles.muted}>The job figures could not be loaded.</p>
      ) : jobs.data.kinds.length === 0 ? (
        <p className={styles.muted}>No background jobs yet.</p>
      ) : (
        <>
          <ScrollRegion label="Background jobs by kind">
            <table className={styles.table}>
              <caption className={styles.caption}>
                A job that fails unexpectedly is tried again (after 10 s, then 40 s, …) up to three times,
                then kept as a dead letter. Finished pushes are deleted after 7 days, resolved lists after 30.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  <th scope="col">Queued</th>
                  <th scope="col">Retrying</th>
                  <th scope="col">Running</th>
                  <th scope="col">Done (24 h)</th>
                  <th scope="col">Failed (24 h)</th>
                  <th scope="col">Dead</th>
                </tr>
              </thead>
              <tbody>
                {jobs.data.kinds.map((kind) => (
                  <tr key={kind.kind}>
                    <th scope="row">{kind.kind}</th>
                    <td>{kind.queued}</td>
                    <td>{kind.retrying}</td>
                    <td>{kind.running}</td>
                    <td>{kind.succeededDay}</td>
                    <td className={kind.failedDay > 0 ? styles.warnFigure : undefined}>{kind.failedDay}</td>
                    <td className={kind.dead > 0 ? styles.warnFigure : undefined}>{kind.dead}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {jobs.data.dead.length > 0 && (
            <ScrollRegion label="Dead letters">
              <table className={styles.table}>
                <caption className={styles.caption}>Dead letters, latest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Error</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Failed</th>
                    <th scope="col">
                      <span className="visually-hidden">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.data.dead.map((job) => (
                    <DeadJobRow key={job.id} job={job} />
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </Card>
  );
}
