import type { FactionRateView } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { intervalText, percent, recordText } from './meta-format';
import styles from './Oracle.module.css';

/**
 * Win rates as a forest plot: each bar is the rate, the whisker its 95 % interval, the line
 * 50 %. A wide whisker says "we do not know yet" as plainly as the small-sample badge.
 */
export function FactionRatesChart({ factions, caption }: { factions: FactionRateView[]; caption: string }) {
  if (factions.length === 0) return <p className={styles.muted}>No games yet.</p>;
  return (
    <ScrollRegion label={caption} stickyFirstColumn>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Faction</th>
            <th scope="col">Games</th>
            <th scope="col">W-D-L</th>
            <th scope="col">Win rate</th>
            <th scope="col">95% interval</th>
            <th scope="col" className={styles.plotHead}>
              <span aria-hidden="true">0% · 50% · 100%</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {factions.map((f) => (
            <tr key={f.faction}>
              <th scope="row">
                {f.faction}
                {f.smallSample && (
                  <>
                    {' '}
                    <Badge tone="warning">Small sample</Badge>
                  </>
                )}
              </th>
              <td>{f.games}</td>
              <td>{recordText(f)}</td>
              <td>{percent(f.winRate)}</td>
              <td>{intervalText(f)}</td>
              <td className={styles.plotCell} aria-hidden="true">
                <div className={styles.plot}>
                  <div className={styles.bar} style={{ width: `${f.winRate * 100}%` }} />
                  <div
                    className={styles.whisker}
                    style={{
                      left: `${f.interval.low * 100}%`,
                      width: `${(f.interval.high - f.interval.low) * 100}%`,
                    }}
                  />
                  <div className={styles.even} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
