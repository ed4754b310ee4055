import type { TeamStandings } from '@muster/contracts';
import { ScrollRegion } from '../../ui/ScrollRegion';
import tableStyles from '../tournaments/Tournaments.module.css';
import { points, recordLabel } from './team-match-labels';

/**
 * Team standings: team points, then game points, then victory points decide. On a phone the
 * table keeps rank, team, record, team and game points; VP against shows on wider screens.
 */
export function TeamStandingsTable({ standings }: { standings: TeamStandings }) {
  const { roundsCounted } = standings;
  return (
    <ScrollRegion label="Team standings">
      <table className={tableStyles.table} data-testid="team-standings">
        <caption>
          {roundsCounted === 0
            ? 'Team standings so far'
            : `Team standings after ${roundsCounted} round${roundsCounted === 1 ? '' : 's'}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Team</th>
            <th scope="col" className={tableStyles.noWrap}>
              W–D–L
            </th>
            <th scope="col">
              <abbr title="Team points">TP</abbr>
            </th>
            <th scope="col">
              <abbr title="Game points">GP</abbr>
            </th>
            <th scope="col">
              <abbr title="Victory points scored">VP</abbr>
            </th>
            <th scope="col" className={tableStyles.wideOnly}>
              VP against
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.standings.map((row) => (
            <tr key={row.teamId}>
              <td>{row.rank}</td>
              <th scope="row">
                {row.name}
                {row.club && <small> · {row.club}</small>}
                {row.dropped && <small> (dropped)</small>}
              </th>
              <td className={tableStyles.noWrap}>{recordLabel(row)}</td>
              <td>{points(row.teamPoints)}</td>
              <td>{points(row.gamePoints)}</td>
              <td>{points(row.vpFor)}</td>
              <td className={tableStyles.wideOnly}>{points(row.vpAgainst)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
