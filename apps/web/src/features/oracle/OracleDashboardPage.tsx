import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { intervalText, percent } from './meta-format';
import styles from './Oracle.module.css';
import { useOracleDashboard } from './oracle-api';

/** /oracle/dashboard: the community meta at a glance and the viewer's latest uploads. */
export function OracleDashboardPage() {
  const dashboard = useOracleDashboard();
  return (
    <>
      <title>Oracle Dashboard · Muster</title>
      <PageHeader
        eyebrow="Ultra Oracle"
        title="Oracle Dashboard"
        description="The community meta in brief."
        actions={
          <>
            <ButtonLink to="/oracle">Upload games</ButtonLink>
            <ButtonLink to="/oracle/meta-insights" variant="secondary">
              Full meta insights
            </ButtonLink>
          </>
        }
      />
      {dashboard.isPending ? (
        <PageSpinner label="Loading the dashboard" />
      ) : dashboard.isError ? (
        <LoadFailedPanel
          title="The dashboard could not be loaded"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className={styles.grid}>
          <Card>
            <h2 className={styles.sectionTitle}>Community games</h2>
            <p className={styles.bigNumber}>{dashboard.data.community.games}</p>
            <p className={styles.muted}>
              {dashboard.data.community.tournamentGames} from Muster events,{' '}
              {dashboard.data.community.uploadedGames} from shared uploads, over{' '}
              {dashboard.data.community.events} events
              {dashboard.data.community.from
                ? ` (${dashboard.data.community.from} – ${dashboard.data.community.to})`
                : ''}
              .
            </p>
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>Strongest factions</h2>
            {dashboard.data.topFactions.length === 0 ? (
              <p className={styles.muted}>
                No faction has {dashboard.data.smallSampleBelow} games yet; see meta insights for rates with
                their intervals.
              </p>
            ) : (
              <ol className={styles.rankList}>
                {dashboard.data.topFactions.map((f) => (
                  <li key={f.faction}>
                    <strong>{f.faction}</strong> {percent(f.winRate)}{' '}
                    <span className={styles.muted}>
                      ({intervalText(f)}, {f.games} games)
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>Rising this month</h2>
            {dashboard.data.risingFactions.length === 0 ? (
              <p className={styles.muted}>Not enough games in the last two months to call a trend.</p>
            ) : (
              <ul className={styles.rankList}>
                {dashboard.data.risingFactions.map((f) => (
                  <li key={f.faction}>
                    <strong>{f.faction}</strong> {f.change >= 0 ? '+' : ''}
                    {(f.change * 100).toFixed(1)} points in {f.month}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>Going first</h2>
            {dashboard.data.firstTurn.games === 0 ? (
              <p className={styles.muted}>No games record who went first.</p>
            ) : (
              <p>
                {percent(dashboard.data.firstTurn.winRate)}{' '}
                <span className={styles.muted}>
                  (95% interval {intervalText(dashboard.data.firstTurn)}, {dashboard.data.firstTurn.games}{' '}
                  games)
                </span>
              </p>
            )}
          </Card>
          <Card className={styles.wide}>
            <h2 className={styles.sectionTitle}>Your latest uploads</h2>
            {dashboard.data.myUploads.length === 0 ? (
              <p className={styles.muted}>
                None yet. <Link to="/oracle">Upload match data</Link>.
              </p>
            ) : (
              <ul className={styles.rankList}>
                {dashboard.data.myUploads.map((u) => (
                  <li key={u.id}>
                    <Link to={`/oracle/analysis/${u.id}`}>{u.fileName}</Link> {u.acceptedCount} games{' '}
                    {u.shared ? <Badge tone="success">Shared</Badge> : <Badge tone="grey">Private</Badge>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
