import type { MetaReportView } from '@muster/contracts';
import { Card } from '../../ui/Card';
import { RenderWhenNear } from '../../ui/RenderWhenNear';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { FactionRatesChart } from './FactionRatesChart';
import { MatchupMatrix } from './MatchupMatrix';
import { intervalText, percent } from './meta-format';
import styles from './Oracle.module.css';
import { SplitsPanel } from './SplitsPanel';
import { TrendsChart } from './TrendsChart';

/**
 * The likely heights (px) of each section's content before it is drawn, from what it will hold:
 * a table row is about 42 px wide and 56 px on a phone, where names and badges wrap.
 */
function reserves(report: MetaReportView) {
  const phone = typeof window !== 'undefined' && window.innerWidth <= 600;
  const row = phone ? 56 : 42;
  const biggestSplit = Math.max(
    0,
    ...[...report.missions, ...report.deployments].map((s) => s.factions.length),
  );
  return {
    factions: 160 + report.factions.length * row + (phone ? 110 : 50),
    matchups: 200 + (Math.min(report.factions.length, 10) + 1) * 45,
    trends: phone ? 270 : 390,
    splits: 200 + biggestSplit * row,
    topResults: 120 + report.topResults.factions.length * 42,
    players: 80 + report.players.length * 42,
  };
}

/**
 * Every meta view of one set of games: used by meta insights and by each upload's analysis. Each
 * section's heading is there from the start; its charts and tables are drawn as the page nears
 * them (under an upload's 500 rows to fix they are a long way down, and 1,300 elements drawn
 * with the page were most of the task that held it after an upload).
 */
export function MetaReportSections({ report }: { report: MetaReportView }) {
  const { totals } = report;
  const reserve = reserves(report);
  return (
    <div className={styles.stack}>
      <dl className={styles.totals}>
        <Total label="Games" value={totals.games} />
        <Total label="Events" value={totals.events} />
        <Total label="Named players" value={totals.players} />
        <Total label="Factions" value={totals.factions} />
        <Total label="Dates" value={totals.from ? `${totals.from} – ${totals.to}` : '—'} />
      </dl>
      <Card>
        <h2 className={styles.sectionTitle}>Faction win rates</h2>
        <RenderWhenNear margin={1500} reserve={reserve.factions}>
          <p className={styles.muted}>
            Draws count as half a win; mirror matches are left out. Rates from fewer than{' '}
            {report.smallSampleBelow} games carry a small-sample warning: read their interval, not the rate.
          </p>
          <FactionRatesChart
            factions={report.factions}
            caption="Faction win rates with 95% Wilson intervals"
          />
          <p>
            {report.firstTurn.games > 0
              ? `Going first: ${percent(report.firstTurn.winRate)} (95% interval ${intervalText(report.firstTurn)}) over ${report.firstTurn.games} games that record it.`
              : 'No games record who went first.'}
            {report.averageMargin !== null &&
              ` Decided games were won by ${report.averageMargin.toFixed(1)} VP on average.`}
          </p>
        </RenderWhenNear>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Matchups</h2>
        <RenderWhenNear margin={1500} reserve={reserve.matchups}>
          <MatchupMatrix report={report} />
        </RenderWhenNear>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Trends over time</h2>
        <RenderWhenNear margin={1500} reserve={reserve.trends}>
          <TrendsChart trends={report.trends} />
        </RenderWhenNear>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>By mission, deployment and force disposition</h2>
        <RenderWhenNear margin={1500} reserve={reserve.splits}>
          <SplitsPanel report={report} />
        </RenderWhenNear>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Top results</h2>
        <RenderWhenNear margin={1500} reserve={reserve.topResults}>
          <TopResults report={report} />
        </RenderWhenNear>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Player ratings (Elo)</h2>
        <RenderWhenNear margin={1500} reserve={reserve.players}>
          <PlayerRatings report={report} />
        </RenderWhenNear>
      </Card>
    </div>
  );
}

function Total({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={styles.total}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function TopResults({ report }: { report: MetaReportView }) {
  const { events, factions } = report.topResults;
  if (events === 0)
    return <p className={styles.muted}>Top results need events of four or more named players.</p>;
  return (
    <>
      <p className={styles.muted}>
        The top quarter of each of {events} event{events === 1 ? '' : 's'} (by wins, then VP difference). A
        ratio above 1 means the faction finishes on top more often than it is played.
      </p>
      <ScrollRegion label="Top results" stickyFirstColumn>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Faction</th>
              <th scope="col">Players</th>
              <th scope="col">In the top quarter</th>
              <th scope="col">Share of field</th>
              <th scope="col">Share of top</th>
              <th scope="col">Ratio</th>
            </tr>
          </thead>
          <tbody>
            {factions.map((f) => (
              <tr key={f.faction}>
                <th scope="row">{f.faction}</th>
                <td>{f.fieldPlayers}</td>
                <td>{f.topPlayers}</td>
                <td>{percent(f.fieldShare)}</td>
                <td>{percent(f.topShare)}</td>
                <td>{f.ratio.toFixed(2)}×</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

function PlayerRatings({ report }: { report: MetaReportView }) {
  if (report.players.length === 0)
    return <p className={styles.muted}>Ratings need games with both players named.</p>;
  return (
    <>
      <p className={styles.muted}>Everyone starts at 1500; K = 32; games in date order. The 25 highest:</p>
      <ScrollRegion label="Player ratings">
        <table className={`${styles.table} ${styles.narrowTable}`}>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Rating</th>
              <th scope="col">Games</th>
            </tr>
          </thead>
          <tbody>
            {report.players.map((p, index) => (
              <tr key={`${p.playerId ?? p.name}-${p.rating}`}>
                <td>{index + 1}</td>
                <th scope="row">{p.name}</th>
                <td>{Math.round(p.rating)}</td>
                <td>{p.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
