import type { Game, Round } from '@muster/contracts';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ScrollRegion } from '../../ui/ScrollRegion';
import listStyles from './EventLists.module.css';
import { layoutLabel, missionLabel } from './game-setup-labels';
import { ListSearch, searchStatus } from './ListSearch';
import { gameMatches, isEmptyQuery, parseQuery, SEARCH_FROM } from './list-search';
import { SpacerRow } from './SpacerRow';
import styles from './Tournaments.module.css';
import { roundTitle } from './tournament-labels';
import { useListJumps } from './use-list-jumps';
import { rowEstimateNow, useWindowedRows, WINDOW_FROM } from './use-windowed-rows';

const statusTone: Record<string, BadgeTone> = {
  pending: 'grey',
  reported: 'accent',
  confirmed: 'success',
  resolved: 'success',
  disputed: 'error',
  bye: 'purple',
};

/** Marks the higher-scored player of a game across score groups. */
function PairedDown() {
  return (
    <small className={styles.pairedDown} title="Paired down: playing someone from a lower score group">
      {' '}
      ↓ paired down
    </small>
  );
}

/** A row's likely height before it is measured: a card of three lines on a phone, a line on a desktop. */
const estimateRow = { phone: 92, wide: 50, phoneWidth: 640 };

/** The likely height of a round of `games` pairings (its search and header included), before it is drawn. */
export const pairingsHeightEstimate = (games: number) => 160 + games * rowEstimateNow(estimateRow);

const PairingRow = memo(function PairingRow({
  game,
  index,
  rowIndex,
  own,
  measure,
  organiser,
  hasOrganiser,
}: {
  game: Game;
  index: number;
  /** aria-rowindex when the table is windowed. */
  rowIndex: number | undefined;
  own: boolean;
  measure: ((node: HTMLTableRowElement | null) => void) | undefined;
  organiser: React.ReactNode;
  hasOrganiser: boolean;
}) {
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={rowIndex}
      aria-current={own || undefined}
      // The player's own row takes focus when "My table" brings it on screen.
      tabIndex={own ? -1 : undefined}
      className={own ? `${listStyles.own} ${listStyles.ownGame}` : undefined}
    >
      <th scope="row" className={styles.tableNumber}>
        {game.b ? (
          <>
            <span className={styles.phoneOnly}>Table </span>
            {game.table}
            {own && <span className={listStyles.you}> · your game</span>}
            {layoutLabel(game.setup) && <small className={styles.mission}>{layoutLabel(game.setup)}</small>}
          </>
        ) : (
          'Bye'
        )}
      </th>
      <td data-label="Player">
        {game.a.username}
        {game.pairedDown === game.a.entryId && <PairedDown />}
        {game.a.faction && <small className={styles.faction}>{game.a.faction}</small>}
        {game.b && missionLabel(game.setup?.a) && (
          <small className={styles.mission}>{missionLabel(game.setup?.a)}</small>
        )}
      </td>
      <td data-label="Opponent">
        {game.b?.username ?? '—'}
        {game.b && game.pairedDown === game.b.entryId && <PairedDown />}
        {game.b?.faction && <small className={styles.faction}>{game.b.faction}</small>}
        {missionLabel(game.setup?.b) && (
          <small className={styles.mission}>{missionLabel(game.setup?.b)}</small>
        )}
      </td>
      <td data-label="Score">{game.vpA !== null && game.vpB !== null ? `${game.vpA}–${game.vpB}` : '–'}</td>
      <td data-label="Status">
        <Badge tone={statusTone[game.status] ?? 'grey'}>{game.status}</Badge>
        {game.disputeReason && <small> {game.disputeReason}</small>}
      </td>
      {hasOrganiser && <td className={styles.organiserCell}>{organiser}</td>}
    </tr>
  );
});

/**
 * A round's pairings. From SEARCH_FROM games a search finds a player, club, faction or table;
 * from WINDOW_FROM games only the rows on screen are drawn (an 800-player round is 400 rows).
 * The organiser's view, whose rows hold controls (`children`), is never windowed: a row being
 * typed into must not be taken away by a scroll.
 */
export function PairingsList({
  round,
  viewerEntryId = null,
  children,
}: {
  round: Round;
  /** The signed-in player's entry: their game is marked, and "My table" jumps to it. */
  viewerEntryId?: string | null;
  children?: (gameId: string) => React.ReactNode;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  // Typing stays instant; the list follows as soon as the browser is free.
  const deferredQuery = useDeferredValue(query);
  const parsed = useMemo(() => parseQuery(deferredQuery), [deferredQuery]);
  const games = useMemo(() => round.games.filter((game) => gameMatches(game, parsed)), [round.games, parsed]);
  const keys = useMemo(() => games.map((game) => game.id), [games]);
  const windowed = !children && round.games.length >= WINDOW_FROM;
  const rows = useWindowedRows({ keys, windowed, estimate: estimateRow });
  const searchable = round.games.length >= SEARCH_FROM;
  const mine = (game: Game) =>
    viewerEntryId !== null && (game.a.entryId === viewerEntryId || game.b?.entryId === viewerEntryId);
  const myGame = viewerEntryId ? round.games.find(mine) : undefined;
  const searching = !isEmptyQuery(parsed);

  const { searchRef, jumpToMine: findMyGame } = useListJumps({
    query: parsed,
    searching,
    myIndex: myGame ? games.indexOf(myGame) : -1,
    showFromTop: rows.showFromTop,
    jumpToRow: rows.jumpToRow,
    clearSearch: () => setQuery(''),
  });

  return (
    <>
      {round.battlefield && (
        <p className={styles.hint}>
          Table layout: <Link to={`/battlefields/${round.battlefield.id}`}>{round.battlefield.name}</Link>
        </p>
      )}
      {searchable && (
        <ListSearch
          ref={searchRef}
          id={searchId}
          name="Search the pairings"
          label="Find a player or table"
          placeholder="Name, club, faction, table"
          query={query}
          onQuery={setQuery}
          status={searchStatus(games.length, round.games.length, ['game', 'games'], searching)}
          findMe={myGame?.b ? { label: 'My table', onClick: findMyGame } : undefined}
        />
      )}
      <ScrollRegion label={`${roundTitle(round)} pairings`}>
        <table
          className={`${styles.table} ${styles.pairingsTable} ${windowed ? listStyles.windowed : ''}`}
          aria-rowcount={windowed ? games.length + 1 : undefined}
          data-testid="pairings"
        >
          <caption>
            {roundTitle(round)}{' '}
            {round.status === 'completed'
              ? '(closed)'
              : round.status === 'in_progress'
                ? '(playing)'
                : '(paired)'}
          </caption>
          <thead>
            <tr aria-rowindex={windowed ? 1 : undefined}>
              <th scope="col" className={listStyles.colTable}>
                Table
              </th>
              <th scope="col">Player</th>
              <th scope="col">Opponent</th>
              <th scope="col" className={listStyles.colScore}>
                Score
              </th>
              <th scope="col" className={listStyles.colStatus}>
                Status
              </th>
              {children && <th scope="col">Organiser</th>}
            </tr>
          </thead>
          <tbody ref={rows.bodyRef}>
            <SpacerRow height={rows.before} />
            {rows.rows.map(({ index, key }) => {
              const game = games[index];
              if (!game) return null;
              return (
                <PairingRow
                  key={key}
                  game={game}
                  index={index}
                  rowIndex={windowed ? index + 2 : undefined}
                  own={mine(game)}
                  measure={rows.measure}
                  organiser={children ? children(game.id) : undefined}
                  hasOrganiser={children !== undefined}
                />
              );
            })}
            <SpacerRow height={rows.after} />
          </tbody>
        </table>
      </ScrollRegion>
      {searching && games.length === 0 && (
        <p className={listStyles.noMatch}>
          No game matches “{deferredQuery.trim()}”.
          <Button variant="ghost" size="sm" onClick={() => setQuery('')}>
            Clear the search
          </Button>
        </p>
      )}
    </>
  );
}
