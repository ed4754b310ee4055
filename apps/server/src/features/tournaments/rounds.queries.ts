import type { ChangedGame, Game, ResultReply, Round } from '@muster/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { user } from '../auth/auth.table';
import { battlefieldNames } from '../battlefields/battlefields.service';
import { tournamentLists } from './lists.table';
import { tournamentGames, tournamentRounds } from './rounds.table';
import { tournamentEntries } from './tournaments.table';

type Reader = Pick<Database, 'select'>;
type GameRow = typeof tournamentGames.$inferSelect;
type Side = Game['a'];

/** Each entry of an event as a game shows it: name, club and the faction of its list. */
export type EventPeople = Map<string, Side>;

async function peopleOf(db: Reader, where: ReturnType<typeof eq>): Promise<EventPeople> {
  const rows = await db
    .select({
      id: tournamentEntries.id,
      club: tournamentEntries.club,
      username: user.username,
      name: user.name,
      faction: sql<
        string | null
      >`coalesce(${tournamentLists.snapshot}->>'faction', ${tournamentEntries.faction})`,
    })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .leftJoin(tournamentLists, eq(tournamentLists.entryId, tournamentEntries.id))
    .where(where);
  return new Map(
    rows.map((p) => [
      p.id,
      {
        entryId: p.id,
        username: p.username ?? p.name ?? 'unknown',
        club: p.club ?? null,
        faction: p.faction ?? null,
      },
    ]),
  );
}

/** Every entry of the event: a result never changes these, so event-day reads cache them. */
export function eventPeople(db: Reader, tournamentId: string): Promise<EventPeople> {
  return peopleOf(db, eq(tournamentEntries.tournamentId, tournamentId));
}

function gameOf(g: GameRow, people: EventPeople): Game {
  const side = (id: string): Side =>
    people.get(id) ?? { entryId: id, username: 'unknown', club: null, faction: null };
  return {
    id: g.id,
    table: g.tableNumber,
    a: side(g.entryA),
    b: g.entryB ? side(g.entryB) : null,
    status: g.status,
    vpA: g.vpA,
    vpB: g.vpB,
    reportedBy: g.reportedBy,
    disputeReason: g.disputeReason,
    pairedDown: g.pairedDown,
    setup: g.setup ?? null,
    split: splitOf(g),
    pointsDestroyed: pointsDestroyedOf(g),
  };
}

type PointsDestroyedColumns = Pick<GameRow, 'pointsDestroyedA' | 'pointsDestroyedB'>;
function pointsDestroyedOf(g: PointsDestroyedColumns): Game['pointsDestroyed'] {
  return g.pointsDestroyedA !== null && g.pointsDestroyedB !== null
    ? { a: g.pointsDestroyedA, b: g.pointsDestroyedB }
    : null;
}

type SplitColumns = Pick<GameRow, 'primaryA' | 'secondaryA' | 'primaryB' | 'secondaryB'>;
function splitOf(g: SplitColumns): Game['split'] {
  return g.primaryA !== null && g.secondaryA !== null && g.primaryB !== null && g.secondaryB !== null
    ? {
        a: { primary: g.primaryA, secondary: g.secondaryA },
        b: { primary: g.primaryB, secondary: g.secondaryB },
      }
    : null;
}

/**
 * Rounds with their games, player names filled in: every round, or only round `only`. Pass the
 * event's people when they are at hand (cached); otherwise they are read with the games.
 */
export async function roundsOf(
  db: Reader,
  tournamentId: string,
  only?: number,
  knownPeople?: EventPeople,
): Promise<Round[]> {
  const rounds = await db
    .select()
    .from(tournamentRounds)
    .where(
      only === undefined
        ? eq(tournamentRounds.tournamentId, tournamentId)
        : and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.number, only)),
    )
    .orderBy(asc(tournamentRounds.number));
  if (rounds.length === 0) return [];
  const games = await db
    .select()
    .from(tournamentGames)
    .where(
      inArray(
        tournamentGames.roundId,
        rounds.map((r) => r.id),
      ),
    )
    .orderBy(asc(tournamentGames.tableNumber));
  const people = knownPeople ?? (await peopleOf(db, eq(tournamentEntries.tournamentId, tournamentId)));
  const layoutIds = [...new Set(rounds.flatMap((r) => (r.battlefieldId ? [r.battlefieldId] : [])))];
  const layouts = await battlefieldNames(db, layoutIds);
  const gamesByRound = new Map<string, Game[]>();
  for (const g of games) {
    const list = gamesByRound.get(g.roundId) ?? [];
    list.push(gameOf(g, people));
    gamesByRound.set(g.roundId, list);
  }
  return rounds.map((round) => ({
    id: round.id,
    number: round.number,
    kind: round.kind,
    status: round.status,
    startedAt: round.startedAt?.toISOString() ?? null,
    endsAt: round.endsAt?.toISOString() ?? null,
    pausedAt: round.pausedAt?.toISOString() ?? null,
    battlefield: round.battlefieldId
      ? { id: round.battlefieldId, name: layouts.get(round.battlefieldId) ?? 'Battlefield' }
      : null,
    games: gamesByRound.get(round.id) ?? [],
  }));
}

/** Some games of an event as they now stand, each with its round (the reply to a result). */
export async function gamesWithRounds(
  db: Reader,
  tournamentId: string,
  gameIds: readonly string[],
  people: EventPeople,
): Promise<ResultReply[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .select({ game: tournamentGames, round: tournamentRounds.number })
    .from(tournamentGames)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentGames.roundId))
    .where(and(eq(tournamentGames.tournamentId, tournamentId), inArray(tournamentGames.id, [...gameIds])));
  return rows.map((row) => ({ round: row.round, game: gameOf(row.game, people) }));
}

/** Only what results change in some games, with their rounds: a live update, read fresh. */
export async function changedResultsOf(
  db: Reader,
  tournamentId: string,
  gameIds: readonly string[],
): Promise<ChangedGame[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .select({
      id: tournamentGames.id,
      status: tournamentGames.status,
      vpA: tournamentGames.vpA,
      vpB: tournamentGames.vpB,
      reportedBy: tournamentGames.reportedBy,
      disputeReason: tournamentGames.disputeReason,
      primaryA: tournamentGames.primaryA,
      secondaryA: tournamentGames.secondaryA,
      primaryB: tournamentGames.primaryB,
      secondaryB: tournamentGames.secondaryB,
      pointsDestroyedA: tournamentGames.pointsDestroyedA,
      pointsDestroyedB: tournamentGames.pointsDestroyedB,
      round: tournamentRounds.number,
    })
    .from(tournamentGames)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentGames.roundId))
    .where(and(eq(tournamentGames.tournamentId, tournamentId), inArray(tournamentGames.id, [...gameIds])));
  return rows.map((g) => ({
    round: g.round,
    game: {
      id: g.id,
      status: g.status,
      vpA: g.vpA,
      vpB: g.vpB,
      reportedBy: g.reportedBy,
      disputeReason: g.disputeReason,
      split: splitOf(g),
      pointsDestroyed: pointsDestroyedOf(g),
    },
  }));
}
