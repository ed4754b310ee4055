import type { StandingRow } from '@muster/contracts';
import { ScrollRegion } from '../../ui/ScrollRegion';
import styles from './Tournaments.module.css';

export function StandingsTable({ rows, roundsCounted }: { rows: StandingRow[]; roundsCounted: number }) {
  return (
    <ScrollRegion label="Standings">
      <table className={styles.table} data-testid="standings">
        <caption>
          Standings after {roundsCounted} round{roundsCounted === 1 ? '' : 's'}
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Player</th>
            <th scope="col">W–D–L</th>
            <th scope="col">Points</th>
            <th scope="col">VP for</th>
            <th scope="col">VP margin</th>
            <th scope="col">SoS</th>
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
              </th>
              <td>
                {row.wins}–{row.draws}–{row.losses}
                {row.byes > 0 ? ` +${row.byes} bye` : ''}
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
              <td>{row.vpFor}</td>
              <td>{row.vpMargin}</td>
              <td>{row.strengthOfSchedule}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
