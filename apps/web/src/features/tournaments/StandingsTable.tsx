import type { StandingRow } from '@muster/contracts';
import { type CSSProperties, memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '../../ui/Button';
import { ScrollRegion } from '../../ui/ScrollRegion';
import listStyles from './EventLists.module.css';
import { ListSearch, searchStatus } from './ListSearch';
import { isEmptyQuery, parseQuery, SEARCH_FROM, standingMatches } from './list-search';
import { SpacerRow } from './SpacerRow';
import { type TiebreakColumn, tiebreakColumns, tiebreakNote } from './standings-columns';
import styles from './Tournaments.module.css';
import { useListJumps } from './use-list-jumps';
import { rowEstimateNow, useWindowedRows, WINDOW_FROM } from './use-windowed-rows';

/** A row's likely height before it is measured. */
const estimateRow = { phone: 56, wide: 42, phoneWidth: 600 };

/** The likely height of a table of `rows` standings (its search and header included), before it is drawn. */
export const standingsHeightEstimate = (rows: number) => 140 + rows * rowEstimateNow(estimateRow);

/** On a phone only the first tiebreaker is shown. */
const phoneColumn = (index: number) =>
  index === 0 ? listStyles.colTiebreak : `${listStyles.colTiebreak} ${styles.wideOnly}`;

const StandingTableRow = memo(function StandingTableRow({
  row,
  index,
  rowIndex,
  own,
  columns,
  measure,
}: {
  row: StandingRow;
  index: number;
  rowIndex: number | undefined;
  own: boolean;
  columns: TiebreakColumn[];
  measure: ((node: HTMLTableRowElement | null) => void) | undefined;
}) {
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={rowIndex}
      aria-current={own || undefined}
      // The player's own row takes focus when "My place" brings it on screen.
      tabIndex={own ? -1 : undefined}
      className={own ? listStyles.own : undefined}
    >
      <td>{row.rank}</td>
      <th scope="row">
        {row.username}
        {own && <span className={listStyles.you}> · you</span>}
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
      {columns.map((column, i) => (
        <td key={column.heading} className={phoneColumn(i)}>
          {column.value(row)}
        </td>
      ))}
      <td className={styles.wideOnly}>{row.drawNumber ?? '–'}</td>
    </tr>
  );
});

/**
 * The tiebreakers are columns in the order the event applies them, so a player can see why two
 * players on equal points are ranked as they are. On a phone the table keeps what players check
 * between games (rank, player and faction, record, points, the first tiebreaker) and drops the
 * rest, so nothing wraps or scrolls sideways; the note under it names the whole order. A large
 * event's standings have a search (name, club, faction or rank) and draw only the rows on screen.
 */
export function StandingsTable({
  rows,
  roundsCounted,
  tiebreakers,
  viewerEntryId = null,
}: {
  rows: StandingRow[];
  roundsCounted: number;
  /** The event's tiebreaker ids, in order (the standings reply's `tiebreakers`). */
  tiebreakers: readonly string[];
  /** The signed-in player's entry: their row is marked, and "My place" jumps to it. */
  viewerEntryId?: string | null;
}) {
  const columns = useMemo(() => tiebreakColumns(tiebreakers), [tiebreakers]);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const parsed = useMemo(() => parseQuery(deferredQuery), [deferredQuery]);
  const shown = useMemo(() => rows.filter((row) => standingMatches(row, parsed)), [rows, parsed]);
  const keys = useMemo(() => shown.map((row) => row.entryId), [shown]);
  const windowed = rows.length >= WINDOW_FROM;
  const list = useWindowedRows({ keys, windowed, estimate: estimateRow });
  const searching = !isEmptyQuery(parsed);
  const myIndex = viewerEntryId ? rows.findIndex((row) => row.entryId === viewerEntryId) : -1;

  const { searchRef, jumpToMine } = useListJumps({
    query: parsed,
    searching,
    myIndex,
    showFromTop: list.showFromTop,
    jumpToRow: list.jumpToRow,
    clearSearch: () => setQuery(''),
  });

  const tableStyle = windowed ? ({ '--tiebreak-columns': columns.length } as CSSProperties) : undefined;
  return (
    <>
      {rows.length >= SEARCH_FROM && (
        <ListSearch
          ref={searchRef}
          id={searchId}
          name="Search the standings"
          label="Find a player"
          placeholder="Name, club, faction or place"
          query={query}
          onQuery={setQuery}
          status={searchStatus(shown.length, rows.length, ['player', 'players'], searching)}
          findMe={
            myIndex >= 0
              ? {
                  label: 'My place',
                  onClick: jumpToMine,
                }
              : undefined
          }
        />
      )}
      <ScrollRegion label="Standings">
        <table
          className={
            windowed ? `${styles.table} ${listStyles.windowed} ${listStyles.windowedStandings}` : styles.table
          }
          style={tableStyle}
          aria-rowcount={windowed ? shown.length + 1 : undefined}
          data-testid="standings"
        >
          <caption>
            {roundsCounted === 0
              ? 'Standings so far'
              : `Standings after ${roundsCounted} round${roundsCounted === 1 ? '' : 's'}`}
          </caption>
          <thead>
            <tr aria-rowindex={windowed ? 1 : undefined}>
              <th scope="col" className={listStyles.colRank}>
                #
              </th>
              <th scope="col">Player</th>
              <th scope="col" className={`${styles.noWrap} ${listStyles.colRecord}`}>
                W–D–L
              </th>
              <th scope="col" className={listStyles.colPoints}>
                Points
              </th>
              {columns.map((column, index) => (
                <th key={column.heading} scope="col" className={phoneColumn(index)}>
                  <abbr title={column.name}>{column.heading}</abbr>
                </th>
              ))}
              <th scope="col" className={`${styles.wideOnly} ${listStyles.colDraw}`}>
                <abbr title="Place in the random draw made when round 1 was paired: the last tiebreaker">
                  Draw
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody ref={list.bodyRef}>
            <SpacerRow height={list.before} />
            {list.rows.map(({ index, key }) => {
              const row = shown[index];
              if (!row) return null;
              return (
                <StandingTableRow
                  key={key}
                  row={row}
                  index={index}
                  rowIndex={windowed ? index + 2 : undefined}
                  own={row.entryId === viewerEntryId}
                  columns={columns}
                  measure={list.measure}
                />
              );
            })}
            <SpacerRow height={list.after} />
          </tbody>
        </table>
      </ScrollRegion>
      {searching && shown.length === 0 && (
        <p className={listStyles.noMatch}>
          No player matches “{deferredQuery.trim()}”.
          <Button variant="ghost" size="sm" onClick={() => setQuery('')}>
            Clear the search
          </Button>
        </p>
      )}
      <p className={styles.hint} data-testid="tiebreak-order">
        {tiebreakNote(columns)}
      </p>
    </>
  );
}
