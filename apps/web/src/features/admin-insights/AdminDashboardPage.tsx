import type { AdminDashboard } from '@muster/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { WeeklyBars } from '../../ui/WeeklyBars';
import styles from './AdminInsights.module.css';
import { useAdminDashboard, useWeeksParam } from './admin-insights-api';
import { BackgroundJobsCard } from './BackgroundJobsCard';
import { WeeksPicker } from './WeeksPicker';
import { WorkerPoolsCard } from './WorkerPoolsCard';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** /admin: the state of the site at a glance, and where an admin goes next. */
export function AdminDashboardPage() {
  const [weeks] = useWeeksParam();
  const dashboard = useAdminDashboard(weeks);
  return (
    <>
      <title>Admin Dashboard · Muster</title>
      <PageHeader
        eyebrow="Administration"
        title="Admin Dashboard"
        description="Users, events, analyses and credits, in total and week by week (weeks start on Monday, UTC)."
        actions={
          <>
            <ButtonLink to="/admin-review">Review queue</ButtonLink>
            <ButtonLink to="/admin/analytics" variant="secondary">
              Usage analytics
            </ButtonLink>
          </>
        }
      />
      <div className={styles.toolbar}>
        <WeeksPicker />
        <nav aria-label="Administration" className={styles.links}>
          <Link to="/admin/users">Users</Link>
          <Link to="/admin/content">Content</Link>
          <Link to="/admin/bulk-upload">Bulk upload</Link>
          <Link to="/admin/settings">Site settings</Link>
        </nav>
      </div>
      {dashboard.isPending ? (
        <PageSpinner label="Loading the dashboard" />
      ) : dashboard.isError ? (
        <LoadFailedPanel
          title="The dashboard could not be loaded"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <DashboardBody data={dashboard.data} />
      )}
    </>
  );
}

function DashboardBody({ data }: { data: AdminDashboard }) {
  const { totals, series, weekStarts } = data;
  const charts = [
    { title: 'New users', values: series.newUsers, total: totals.users, totalLabel: 'members' },
    {
      title: 'Active users',
      values: series.activeUsers,
      total: series.activeUsers.at(-1) ?? 0,
      totalLabel: 'this week',
    },
    { title: 'New events', values: series.newEvents, total: totals.events, totalLabel: 'events' },
    { title: 'Roster analyses', values: series.analyses, total: totals.analyses, totalLabel: 'analyses' },
    {
      title: 'Credits spent',
      values: series.creditsSpent,
      total: totals.creditsSpent,
      totalLabel: 'spent in all',
    },
    {
      title: 'Credits granted',
      values: series.creditsGranted,
      total: totals.creditsGranted,
      totalLabel: 'granted in all',
    },
  ];
  return (
    <div className={styles.stack}>
      {totals.openReviewItems > 0 && (
        <Card className={styles.attention}>
          <p>
            <strong>{totals.openReviewItems}</strong> open{' '}
            {totals.openReviewItems === 1 ? 'report or ticket is' : 'reports and tickets are'} waiting.{' '}
            <Link to="/admin-review">Open the review queue</Link>
          </p>
        </Card>
      )}
      <WorkerPoolsCard />
      <BackgroundJobsCard />
      <div className={styles.grid}>
        {charts.map((chart) => (
          <Card key={chart.title}>
            <h2 className={styles.cardTitle}>{chart.title}</h2>
            <p className={styles.figure}>
              <strong>{chart.total.toLocaleString()}</strong>{' '}
              <span className={styles.muted}>{chart.totalLabel}</span>
            </p>
            <p className={styles.muted}>
              {sum(chart.values).toLocaleString()} in the last {weekStarts.length} weeks
            </p>
            <WeeklyBars label={chart.title} weekStarts={weekStarts} values={chart.values} />
          </Card>
        ))}
      </div>
    </div>
  );
}
