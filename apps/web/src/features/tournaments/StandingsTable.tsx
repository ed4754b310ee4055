import type { StandingRow } from '@muster/contracts';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { tiebreakColumns, tiebreakNote } from './standings-columns';
import styles from './Tournaments.module.css';

/**
 * The tiebreakers are columns in the order the event applies them, so a player can see why two
 * players on equal points are ranked as they are. On a phone the table keeps what players check
 * between games (rank, player and faction, record, points, the first tiebreaker) and drops the
 * rest, so nothing wraps or scrolls sideways; the note under it names the whole order.
 */
export function StandingsTable({
  rows,
  roundsCounted,
  tiebreakers,
}: {
  rows: StandingRow[];
  roundsCounted: number;
  /** The event's tiebreaker ids, in order (the standings reply's `tiebreakers`). */
  tiebreakers: readonly string[];
}) {
  const columns = tiebreakColumns(tiebreakers);
  const phoneColumn = (index: number) => (index === 0 ? undefined : styles.wideOnly);
  return (
    <>
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
              {columns.map((column, index) => (
                <th key={column.heading} scope="col" className={phoneColumn(index)}>
                  <abbr title={column.name}>{column.heading}</abbr>
                </th>
              ))}
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
                {columns.map((column, index) => (
                  <td key={column.heading} className={phoneColumn(index)}>
                    {column.value(row)}
                  </td>
                ))}
                <td className={styles.wideOnly}>{row.drawNumber ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className={styles.hint} data-testid="tiebreak-order">
        {tiebreakNote(columns)}
      </p>
    </>
  );
}
