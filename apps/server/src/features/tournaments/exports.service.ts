import type { ResultExport, ResultExportRow } from '@muster/contracts';
import { resultExportColumns } from '@muster/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { listsPublished } from './lists.service';
import { tournamentLists } from './lists.table';
import { tournamentGames, tournamentRounds } from './rounds.table';
import { canManageEvent, requireRoundResultsOpen, roundResultsOpenTo } from './tournament.policy';
import { findTournamentRow, type TournamentRow, type Viewer } from './tournaments.queries';
import { tournamentEntries } from './tournaments.table';

type Reader = Pick<Database, 'select'>;
type RoundRow = typeof tournamentRounds.$inferSelect;
type GameRow = typeof tournamentGames.$inferSelect;

export const eventUrl = (publicOrigin: string, id: string) => `${publicOrigin}/tournament/${id}`;

/** A result counts as the standings count it: confirmed, resolved, or reported and the round closed. */
const settled = (game: GameRow, round: RoundRow) =>
  game.vpA !== null &&
  game.vpB !== null &&
  (game.status === 'confirmed' ||
    game.status === 'resolved' ||
    (game.status === 'reported' && round.status === 'completed'));

const outcome = (mine: number, theirs: number) => (mine > theirs ? 'W' : mine < theirs ? 'L' : 'D');

/** The day a round was played, kept within the event's dates (a round closed late, time zones). */
function playedOn(row: TournamentRow, round: RoundRow): string {
  const at = (round.closedAt ?? round.startedAt)?.toISOString().slice(0, 10) ?? row.startsOn;
  if (at < row.startsOn) return row.startsOn;
  if (at > row.endsOn) return row.endsOn;
  return at;
}

type Person = {
  name: string;
  faction: string | null;
  detachment: string | null;
  disposition: string | null;
};

async function peopleOf(db: Reader, entryIds: string[], showLists: boolean) {
  if (entryIds.length === 0) return new Map<string, Person>();
  const rows = await db
    .select({
      id: tournamentEntries.id,
      username: user.username,
      name: user.name,
      faction: tournamentEntries.faction,
      snapshot: tournamentLists.snapshot,
    })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .leftJoin(tournamentLists, eq(tournamentLists.entryId, tournamentEntries.id))
    .where(inArray(tournamentEntries.id, entryIds));
  return new Map(
    rows.map((r): [string, Person] => {
      const detachments = (r.snapshot?.detachments ?? []).filter((d) => d.trim() !== '');
      return [
        r.id,
        {
          name: r.username ?? r.name,
          faction: r.snapshot?.faction || r.faction || null,
          detachment: showLists && detachments.length > 0 ? detachments.join(' / ') : null,
          disposition: showLists ? r.snapshot?.forceDisposition || null : null,
        },
      ];
    }),
  );
}

function rowsOf(
  row: TournamentRow,
  round: RoundRow,
  games: GameRow[],
  people: Map<string, Person>,
): ResultExportRow[] {
  const unknown: Person = { name: 'unknown', faction: null, detachment: null, disposition: null };
  const person = (id: string) => people.get(id) ?? unknown;
  // Tables in order, byes (table 0) after them.
  const ordered = [...games].sort(
    (x, y) => (x.entryB === null ? 1 : 0) - (y.entryB === null ? 1 : 0) || x.tableNumber - y.tableNumber,
  );
  return ordered.flatMap((game): ResultExportRow[] => {
    const base = {
      event: row.name,
      date: playedOn(row, round),
      stage: round.kind,
      round: round.number,
      status: game.status,
      deployment: game.setup?.layout?.deploymentName ?? null,
      layout: game.setup?.layout?.name ?? null,
    };
    const noSplit = {
      primary: null,
      secondary: null,
      opponent_primary: null,
      opponent_secondary: null,
      points_destroyed: null,
      opponent_points_destroyed: null,
    };
    if (game.entryB === null) {
      const me = person(game.entryA);
      return [
        {
          ...base,
          table: null,
          player: me.name,
          faction: me.faction,
          detachment: me.detachment,
          disposition: me.disposition,
          vp: game.vpA,
          opponent: null,
          opponent_faction: null,
          opponent_detachment: null,
          opponent_disposition: null,
          opponent_vp: null,
          result: 'bye',
          mission: null,
          ...noSplit,
        },
      ];
    }
    const done = settled(game, round);
    const splitA =
      game.primaryA !== null && game.secondaryA !== null ? [game.primaryA, game.secondaryA] : null;
    const splitB =
      game.primaryB !== null && game.secondaryB !== null ? [game.primaryB, game.secondaryB] : null;
    const split = done && splitA && splitB ? { a: splitA, b: splitB } : null;
    const destroyed =
      done && game.pointsDestroyedA !== null && game.pointsDestroyedB !== null
        ? { a: game.pointsDestroyedA, b: game.pointsDestroyedB }
        : null;
    const sides = [
      [
        game.entryA,
        game.entryB,
        game.vpA,
        game.vpB,
        game.setup?.a.mission,
        split?.a,
        split?.b,
        destroyed?.a,
        destroyed?.b,
      ],
      [
        game.entryB,
        game.entryA,
        game.vpB,
        game.vpA,
        game.setup?.b?.mission,
        split?.b,
        split?.a,
        destroyed?.b,
        destroyed?.a,
      ],
    ] as const;
    return sides.map(
      ([mine, theirs, myVp, theirVp, mission, mySplit, theirSplit, myDestroyed, theirDestroyed]) => {
        const me = person(mine);
        const them = person(theirs);
        return {
          ...base,
          table: game.tableNumber,
          player: me.name,
          faction: me.faction,
          detachment: me.detachment,
          disposition: me.disposition,
          vp: done ? myVp : null,
          opponent: them.name,
          opponent_faction: them.faction,
          opponent_detachment: them.detachment,
          opponent_disposition: them.disposition,
          opponent_vp: done ? theirVp : null,
          result: done && myVp !== null && theirVp !== null ? outcome(myVp, theirVp) : null,
          mission: mission?.name ?? null,
          primary: mySplit?.[0] ?? null,
          secondary: mySplit?.[1] ?? null,
          opponent_primary: theirSplit?.[0] ?? null,
          opponent_secondary: theirSplit?.[1] ?? null,
          points_destroyed: myDestroyed ?? null,
          opponent_points_destroyed: theirDestroyed ?? null,
        };
      },
    );
  });
}

/**
 * The results of one round (`only`), or of every round the caller may see (the event's policy,
 * roundResultsOpenTo). A round the caller may not see yet answers 403; a round that does not
 * exist, 404. A game's detachments and dispositions come from the players' lists, so they are
 * shown to others only once the lists are published.
 */
export async function resultExport(
  db: Reader,
  viewer: Viewer,
  tournamentId: string,
  publicOrigin: string,
  only?: number,
): Promise<ResultExport> {
  const row = await findTournamentRow(db, tournamentId);
  const organiser = await canManageEvent(db, row, viewer);
  const published = listsPublished(row);
  const rounds = await db
    .select()
    .from(tournamentRounds)
    .where(
      only === undefined
        ? eq(tournamentRounds.tournamentId, row.id)
        : and(eq(tournamentRounds.tournamentId, row.id), eq(tournamentRounds.number, only)),
    )
    .orderBy(asc(tournamentRounds.number));
  if (only !== undefined) {
    const [round] = rounds;
    if (!round) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${only}.`);
    requireRoundResultsOpen(organiser, published, round);
  }
  const visible = rounds.filter((round) => roundResultsOpenTo(organiser, published, round));
  const games = visible.length
    ? await db
        .select()
        .from(tournamentGames)
        .where(
          inArray(
            tournamentGames.roundId,
            visible.map((r) => r.id),
          ),
        )
    : [];
  const people = await peopleOf(
    db,
    [...new Set(games.flatMap((g) => (g.entryB ? [g.entryA, g.entryB] : [g.entryA])))],
    organiser || published,
  );
  return {
    event: {
      id: row.id,
      name: row.name,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      venue: row.venue,
      url: eventUrl(publicOrigin, row.id),
    },
    round: only ?? null,
    listsShown: organiser || published,
    columns: [...resultExportColumns],
    rows: visible.flatMap((round) =>
      rowsOf(
        row,
        round,
        games.filter((g) => g.roundId === round.id),
        people,
      ),
    ),
  };
}
