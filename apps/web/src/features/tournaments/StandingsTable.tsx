import type { StandingRow } from '@muster/contracts';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Tournaments.module.css';

/**
 * On a phone the table keeps what players check between games (rank, player and faction, record,
 * points, VP margin) and drops VP for and SoS, so nothing wraps or scrolls sideways.
 */
export function StandingsTable({ rows, roundsCounted }: { rows: StandingRow[]; roundsCounted: number }) {
  return (
    <ScrollRegion label="Standings">
      <table className={styles.table} data-testid="standings">
        <caption>
          {roundsCounted === 0
            ? 'Standings so far'
            : `Standings after ${roundsCounted} round${roundsCounted === 1 ? '' : 's'}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Player</th>
            <th scope="col" className={styles.noWrap}>
              W–D–L
            </th>
            <th scope="col">Points</th>
            <th scope="col" className={styles.wideOnly}>
              VP for
            </th>
            <th scope="col">
              <abbr title="VP margin">±VP</abbr>
            </th>
            <th scope="col" className={styles.wideOnly}>
              SoS
            </th>
            <th scope="col" className={styles.wideOnly}>
              <abbr title="Place in the random draw made when round 1 was paired: the last tiebreaker">
                Draw
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.entryId}>
              <td>{row.rank}</td>
              <th scope="row">
                {row.username}
                {row.club && <small> · {row.club}</small>}
                {row.dropped && <small> (dropped)</small>}
                {row.faction && <small className={styles.faction}>{row.faction}</small>}
              </th>
              <td className={styles.noWrap}>
                {row.wins}–{row.draws}–{row.losses}
                {row.byes > 0 && <small className={styles.faction}>+{row.byes} bye</small>}
              </td>
              <td>
                {row.points}
                {row.adjustments !== 0 && (
                  <small>
                    {' '}
                    ({row.adjustments > 0 ? '+' : ''}
                    {row.adjustments})
                  </small>
                )}
              </td>
              <td className={styles.wideOnly}>{row.vpFor}</td>
              <td>{row.vpMargin > 0 ? `+${row.vpMargin}` : row.vpMargin}</td>
              <td className={styles.wideOnly}>{row.strengthOfSchedule}</td>
              <td className={styles.wideOnly}>{row.drawNumber ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
