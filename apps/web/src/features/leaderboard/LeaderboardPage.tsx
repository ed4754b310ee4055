import type { Leaderboard, LeaderboardQuery, LeaderboardRow } from '@muster/contracts';
import {
  LEADERBOARD_DEFAULT_MIN_GAMES,
  type LeaderboardPeriod,
  leaderboardPeriods,
} from '@muster/contracts/leaderboard-options';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../ui/Card';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import styles from './Leaderboard.module.css';
import { useLeaderboard } from './leaderboard-api';
import { emptyBoardText, filtersFrom, plural, recordText } from './leaderboard-format';

const minGamesChoices = [1, 2, 3, 5, 10, 20];
const periodKeys = Object.keys(leaderboardPeriods) as LeaderboardPeriod[];

/** /leaderboard: players ranked by Elo over finished public Muster events. Open to everyone. */
export function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const query = filtersFrom(params);
  const board = useLeaderboard(query);
  const setQuery = (next: Partial<LeaderboardQuery>) => {
    const merged = { ...query, ...next };
    const search: Record<string, string> = {};
    if (merged.faction) search.faction = merged.faction;
    if (merged.period !== 'all') search.period = merged.period;
    if (merged.minGames !== LEADERBOARD_DEFAULT_MIN_GAMES) search.minGames = String(merged.minGames);
    setParams(search, { preventScrollReset: true });
  };
  const factions = board.data?.factions ?? [];
  return (
    <>
      <title>Leaderboard · Muster</title>
      <PageHeader
        eyebrow="Community"
        title="Leaderboard"
        description="Players ranked by Elo rating over their games at finished public Muster events."
      />
      <Card className={styles.filters}>
        <div className={fieldStyles.row}>
          <div className={fieldStyles.field}>
            <label htmlFor="leaderboard-faction">Faction</label>
            <select
              id="leaderboard-faction"
              value={query.faction ?? ''}
              onChange={(e) => setQuery({ faction: e.target.value || undefined })}
            >
              <option value="">All factions</option>
              {[...new Set([...factions, ...(query.faction ? [query.faction] : [])])].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="leaderboard-period">Period</label>
            <select
              id="leaderboard-period"
              value={query.period}
              onChange={(e) =>
                setQuery({ period: periodKeys.find((key) => key === e.target.value) ?? 'all' })
              }
            >
              {periodKeys.map((key) => (
                <option key={key} value={key}>
                  {leaderboardPeriods[key].label}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="leaderboard-min-games">Minimum games</label>
            <select
              id="leaderboard-min-games"
              value={query.minGames}
              onChange={(e) => setQuery({ minGames: Number(e.target.value) })}
            >
              {[...new Set([...minGamesChoices, query.minGames])]
                .sort((x, y) => x - y)
                .map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
            </select>
          </div>
        </div>
      </Card>
      {board.isPending ? (
        <PageSpinner label="Loading the leaderboard" />
      ) : board.isError ? (
        <LoadFailedPanel
          title="The leaderboard could not be loaded"
          error={board.error}
          onRetry={() => void board.refetch()}
        />
      ) : board.data.rows.length === 0 ? (
        <StatePanel headingLevel={2} title="No ranked players yet">
          <p>{emptyBoardText(query)}</p>
          <p>
            Games count once their event finishes. Try a longer period, another faction or fewer minimum
            games.
          </p>
        </StatePanel>
      ) : (
        <BoardTable board={board.data} />
      )}
      <p className={styles.note}>
        Everyone starts at 1500; each game moves a rating by up to 32 points, more for beating a stronger
        player (Elo). With a faction chosen, only games played with it count, as if each player's army were a
        player of its own. Players on the same rating share a rank.
      </p>
    </>
  );
}

function BoardTable({ board }: { board: Leaderboard }) {
  const { rows, you, totalPlayers, minGames } = board;
  const caption =
    totalPlayers > rows.length
      ? `Top ${rows.length} of ${totalPlayers} players`
      : `${plural(totalPlayers, 'player')} with at least ${plural(minGames, 'game')}`;
  return (
    <Card>
      <table className={styles.table} data-testid="leaderboard">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title="Rank">#</abbr>
            </th>
            <th scope="col">Player</th>
            <th scope="col" className={styles.number}>
              Rating
            </th>
            <th scope="col" className={`${styles.number} ${styles.wideOnly}`}>
              Games
            </th>
            <th scope="col" className={styles.wideOnly}>
              W–D–L
            </th>
            <th scope="col" className={`${styles.number} ${styles.wideOnly}`}>
              Events
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <BoardRow key={row.playerId} row={row} mine={row.playerId === you?.playerId} />
          ))}
        </tbody>
        {you?.row && (
          <tbody className={styles.yourPosition}>
            <tr>
              <td colSpan={6} className={styles.gap}>
                Your position
              </td>
            </tr>
            <BoardRow row={you.row} mine />
          </tbody>
        )}
      </table>
      {you && you.games < minGames && (
        <p className={styles.note}>
          You have {plural(you.games, 'rated game')} here: {minGames} are needed to be ranked.
        </p>
      )}
    </Card>
  );
}

function BoardRow({ row, mine }: { row: LeaderboardRow; mine: boolean }) {
  const record = recordText(row);
  return (
    <tr className={mine ? styles.mine : undefined} aria-current={mine ? 'true' : undefined}>
      <td>{row.rank}</td>
      <th scope="row">
        <Link to={`/players/${row.playerId}`}>{row.name}</Link>
        {mine && <small> (you)</small>}
        <small className={styles.detail}>{row.mainFaction}</small>
        <small className={`${styles.detail} ${styles.phoneOnly}`}>
          {plural(row.games, 'game')} · {record}
        </small>
      </th>
      <td className={styles.number}>
        <strong>{row.rating}</strong>
      </td>
      <td className={`${styles.number} ${styles.wideOnly}`}>{row.games}</td>
      <td className={`${styles.noWrap} ${styles.wideOnly}`}>{record}</td>
      <td className={`${styles.number} ${styles.wideOnly}`}>{row.events}</td>
    </tr>
  );
}
