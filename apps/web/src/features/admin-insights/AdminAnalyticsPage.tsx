import type { AdminUsage } from '@muster/contracts';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { WeeklyBars } from '../../ui/WeeklyBars';
import styles from './AdminInsights.module.css';
import { useAdminUsage, useWeeksParam } from './admin-insights-api';
import { WeeksPicker } from './WeeksPicker';

/** /admin/analytics: how much each feature is used, and by how many people. */
export function AdminAnalyticsPage() {
  const [weeks] = useWeeksParam();
  const usage = useAdminUsage(weeks);
  return (
    <>
      <title>Admin Analytics · Muster</title>
      <PageHeader
        eyebrow="Administration"
        title="Admin Analytics"
        description="Use of every feature week by week, and how many people used it (weeks start on Monday, UTC)."
      />
      <div className={styles.toolbar}>
        <WeeksPicker />
      </div>
      {usage.isPending ? (
        <PageSpinner label="Loading usage" />
      ) : usage.isError ? (
        <LoadFailedPanel
          title="Usage could not be loaded"
          error={usage.error}
          onRetry={() => void usage.refetch()}
        />
      ) : (
        <UsageBody data={usage.data} />
      )}
    </>
  );
}

function UsageBody({ data }: { data: AdminUsage }) {
  const ranked = [...data.features].sort((a, b) => b.total - a.total);
  const weeks = data.weekStarts.length;
  return (
    <div className={styles.stack}>
      <Card>
        <h2 className={styles.cardTitle}>Active people</h2>
        <p className={styles.muted}>
          People who did anything below in a week: {data.activeUsers.at(-1) ?? 0} this week.
        </p>
        <WeeklyBars label="Active people" weekStarts={data.weekStarts} values={data.activeUsers} />
      </Card>
      <Card>
        <h2 className={styles.cardTitle}>Features</h2>
        <ScrollRegion label="Feature usage">
          <table className={styles.table}>
            <caption className={styles.caption}>Most used first, over the last {weeks} weeks.</caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Uses</th>
                <th scope="col">People</th>
                <th scope="col">This week</th>
                <th scope="col">Week by week</th>
              </tr>
            </thead>
            <tbody>
              {ranked.map((feature) => (
                <tr key={feature.key}>
                  <th scope="row">{feature.label}</th>
                  <td>{feature.total.toLocaleString()}</td>
                  <td>{feature.people.toLocaleString()}</td>
                  <td>{(feature.series.at(-1) ?? 0).toLocaleString()}</td>
                  <td className={styles.sparkCell}>
                    <WeeklyBars
                      compact
                      label={feature.label}
                      weekStarts={data.weekStarts}
                      values={feature.series}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Card>
    </div>
  );
}
