import type { Tournament, TournamentCreate } from '@muster/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { user } from '../auth/auth.table';
import { canManageEvent, eventOrganiserIds } from './tournament.policy';
import { checkInOpen, type TournamentRow, type Viewer } from './tournaments.queries';
import { type StoredGapBand, tournamentEntries, tournaments } from './tournaments.table';

/** An event as the API shows it to one viewer, and the events' list. */

type Executor = Pick<Database, 'select'>;

const registrationOpen = (row: TournamentRow, now = new Date()) =>
  row.status === 'registration' && now >= row.registrationOpensAt && now <= row.registrationClosesAt;

type Counts = Tournament['counts'];
const noCounts = (): Counts => ({ confirmed: 0, pending: 0, waitlisted: 0, checkedIn: 0 });

async function countsFor(db: Executor, ids: string[]) {
  const counts = new Map<string, Counts>();
  for (const id of ids) counts.set(id, noCounts());
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      tournamentId: tournamentEntries.tournamentId,
      status: tournamentEntries.status,
      n: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(*) FILTER (WHERE ${tournamentEntries.checkedIn})::int`,
    })
    .from(tournamentEntries)
    .where(inArray(tournamentEntries.tournamentId, ids))
    .groupBy(tournamentEntries.tournamentId, tournamentEntries.status);
  for (const row of rows) {
    const count = counts.get(row.tournamentId);
    if (count && (row.status === 'confirmed' || row.status === 'pending' || row.status === 'waitlisted'))
      count[row.status] = row.n;
    if (count && row.status === 'confirmed') count.checkedIn = row.checkedIn;
  }
  return counts;
}

const usernameOf = (u: { username: string | null; name: string }) => u.username ?? u.name;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const gapTableOut = (bands: StoredGapBand[] | null) => bands;

export async function toTournament(db: Executor, row: TournamentRow, viewer: Viewer): Promise<Tournament> {
  const ids = await eventOrganiserIds(db, row);
  const people = await db
    .select({ id: user.id, username: user.username, name: user.name })
    .from(user)
    .where(inArray(user.id, ids));
  const person = (id: string) => {
    const found = people.find((p) => p.id === id);
    return { id, username: found ? usernameOf(found) : 'unknown' };
  };
  const [entry] = viewer
    ? await db
        .select({
          id: tournamentEntries.id,
          status: tournamentEntries.status,
          checkedIn: tournamentEntries.checkedIn,
          paid: tournamentEntries.paid,
        })
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentId, row.id), eq(tournamentEntries.userId, viewer.id)))
    : [];
  const counts = (await countsFor(db, [row.id])).get(row.id) ?? noCounts();
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    gameSystem: row.gameSystem,
    edition: row.edition as Tournament['edition'],
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    venue: row.venue,
    format: row.format === 'teams' ? 'teams' : 'singles',
    pointsLimit: row.pointsLimit,
    rounds: row.rounds,
    roundMinutes: row.roundMinutes,
    playerCap: row.playerCap,
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    listDeadline: iso(row.listDeadline),
    listsPublishAt: iso(row.listsPublishAt),
    visibility: row.visibility,
    requireApproval: row.requireApproval,
    scoringPresetId: row.scoringPresetId,
    customGapTable: gapTableOut(row.customGapTable ?? null),
    tiebreakers: (row.tiebreakers as TournamentCreate['tiebreakers']) ?? null,
    opponentWinFloor: row.opponentWinFloor,
    topCut: row.topCut,
    freshTables: row.freshTables,
    clubAvoidance: row.clubAvoidance,
    lateJoinMissedRounds: row.lateJoinMissedRounds,
    eventPack: row.eventPack,
    teams: row.format === 'teams' ? (row.teams ?? null) : null,
    status: row.status,
    currentRound: row.currentRound,
    organiser: person(row.organiserId),
    coOrganisers: ids.slice(1).map(person),
    counts,
    registrationOpen: registrationOpen(row),
    checkInOpen: checkInOpen(row),
    viewer: { isOrganiser: await canManageEvent(db, row, viewer), entry: entry ?? null },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Public events by date (upcoming soonest first, past latest first); `mine` adds your own, unlisted too. */
export async function listTournaments(
  db: Database,
  viewer: Viewer,
  filter: { query?: string; when: 'upcoming' | 'past' | 'all'; mine?: boolean },
) {
  const today = new Date().toISOString().slice(0, 10);
  const conditions = [];
  if (filter.mine && viewer) {
    const mineIds = sql`(SELECT tournament_id FROM tournament_entries WHERE user_id = ${viewer.id}
      UNION SELECT tournament_id FROM tournament_organisers WHERE user_id = ${viewer.id})`;
    conditions.push(or(eq(tournaments.organiserId, viewer.id), sql`${tournaments.id} IN ${mineIds}`));
  } else {
    conditions.push(eq(tournaments.visibility, 'public'));
  }
  if (filter.when === 'upcoming') conditions.push(gte(tournaments.endsOn, today));
  if (filter.when === 'past') conditions.push(lt(tournaments.endsOn, today));
  if (filter.query) {
    const pattern = `%${filter.query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(tournaments.name, pattern), ilike(tournaments.venue, pattern)));
  }
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(...conditions))
    .orderBy(
      filter.when === 'past' ? desc(tournaments.startsOn) : asc(tournaments.startsOn),
      asc(tournaments.name),
    )
    .limit(100);
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    edition: row.edition as Tournament['edition'],
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    venue: row.venue,
    pointsLimit: row.pointsLimit,
    rounds: row.rounds,
    playerCap: row.playerCap,
    status: row.status,
    counts: counts.get(row.id) ?? noCounts(),
    registrationOpen: registrationOpen(row),
  }));
}
