import type { PlayerAnalytics } from '@muster/contracts';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { withOccurrenceKeys } from '../../ui/occurrence-keys';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { intervalText, percent, recordText } from '../oracle/meta-format';
import { usePlayerAnalytics } from './analytics-api';
import { ImprovementChart } from './ImprovementChart';
import styles from './PlayerAnalytics.module.css';
import { RateTable } from './RateTable';

const outcomeTone = { win: 'success', draw: 'grey', loss: 'error' } as const;

/** /analytics: the signed-in player's games and what they say. */
export function AnalyticsPage() {
  const analytics = usePlayerAnalytics();
  return (
    <>
      <title>Advanced Analytics · Muster</title>
      <PageHeader
        eyebrow="Analytics"
        title="Advanced Analytics"
        description="Your games from Muster events and your battle log: how you do with each faction, against each faction, and over time."
        actions={<ButtonLink to="/battles">Log a game</ButtonLink>}
      />
      {analytics.isPending ? (
        <PageSpinner label="Loading your analytics" />
      ) : analytics.isError ? (
        <LoadFailedPanel
          title="Your analytics could not be loaded"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
        />
      ) : analytics.data.overall.games === 0 ? (
        <Card>
          <h2 className={styles.sectionTitle}>No games yet</h2>
          <p className={styles.muted}>
            Your analytics fill in as you play: games at Muster events count once the event finishes, and you
            can record any other game in the <Link to="/battles">Battle Logger</Link>.
          </p>
        </Card>
      ) : (
        <AnalyticsBody data={analytics.data} />
      )}
    </>
  );
}

function AnalyticsBody({ data }: { data: PlayerAnalytics }) {
  const { overall, elo } = data;
  return (
    <div className={styles.stack}>
      <div className={styles.summary}>
        <Card>
          <h2 className={styles.cardLabel}>Games</h2>
          <p className={styles.bigNumber}>{overall.games}</p>
          <p className={styles.muted}>
            {data.sources.events} at Muster events, {data.sources.logged} logged
          </p>
        </Card>
        <Card>
          <h2 className={styles.cardLabel}>Win rate</h2>
          <p className={styles.bigNumber}>{percent(overall.winRate)}</p>
          <p className={styles.muted}>
            {recordText(overall)} · 95% interval {intervalText(overall)}
            {overall.smallSample ? ` · fewer than ${data.smallSampleBelow} games` : ''}
          </p>
        </Card>
        <Card>
          <h2 className={styles.cardLabel}>Elo rating</h2>
          <p className={styles.bigNumber}>{elo ? Math.round(elo.rating) : '—'}</p>
          <p className={styles.muted}>
            {elo
              ? `From 1500, over ${elo.history.length} rated games against named opponents.`
              : 'Rated games need a named opponent.'}
          </p>
        </Card>
      </div>
      <Card>
        <h2 className={styles.sectionTitle}>Improvement over time</h2>
        <ImprovementChart months={data.byMonth} />
      </Card>
      <div className={styles.columns}>
        <Card>
          <h2 className={styles.sectionTitle}>By the faction you played</h2>
          <RateTable label="Win rate by your faction" column="Faction" rows={data.byFaction} />
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>By opponent's faction</h2>
          <RateTable label="Win rate by opponent's faction" column="Opponent" rows={data.byOpponentFaction} />
        </Card>
      </div>
      <Card>
        <h2 className={styles.sectionTitle}>Your games</h2>
        <ScrollRegion label="Your games">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Event</th>
                <th scope="col">You</th>
                <th scope="col">Opponent</th>
                <th scope="col">Score</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {withOccurrenceKeys(
                data.games,
                (g) => `${g.playedOn}|${g.event}|${g.opponent}|${g.faction}|${g.vp}-${g.opponentVp}`,
              ).map(([key, game]) => (
                <tr key={key}>
                  <td>{game.playedOn}</td>
                  <td>{game.event}</td>
                  <td>{game.faction}</td>
                  <td>
                    {game.opponent ? `${game.opponent} · ` : ''}
                    {game.opponentFaction}
                  </td>
                  <td>
                    {game.vp}–{game.opponentVp}
                  </td>
                  <td>
                    <Badge tone={outcomeTone[game.outcome]}>{game.outcome}</Badge>
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
