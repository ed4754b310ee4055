import type { EventResult } from '@muster/contracts';
import { cutWinner } from '@muster/pairing';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tournamentLists } from '../tournaments/lists.table';
import { tournamentGames, tournamentRounds } from '../tournaments/rounds.table';
import { standingsReply } from '../tournaments/standings.service';
import type { TournamentRow } from '../tournaments/tournaments.queries';
import { tournaments } from '../tournaments/tournaments.table';

const RECENT_EVENTS = 12;
const PODIUM = 3;

/** With a top cut, the final's winner and runner-up lead the podium, whatever the Swiss order. */
export async function finalists(db: Database, row: TournamentRow): Promise<string[]> {
  if (row.topCut === 0) return [];
  const [final] = await db
    .select({ game: tournamentGames })
    .from(tournamentGames)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentGames.roundId))
    .where(and(eq(tournamentGames.tournamentId, row.id), eq(tournamentRounds.kind, 'top-cut')))
    .orderBy(desc(tournamentRounds.number))
    .limit(1);
  if (!final?.game.entryB) return [];
  const { entryA, entryB, vpA, vpB } = final.game;
  const winner = cutWinner({ a: entryA, b: entryB, vpA, vpB });
  if (!winner) return [];
  return [winner, winner === entryA ? entryB : entryA];
}

async function resultOf(db: Database, row: TournamentRow): Promise<EventResult> {
  const { standings, roundsCounted } = await standingsReply(db, row);
  const leaders = await finalists(db, row);
  const ordered = [
    ...leaders.flatMap((id) => standings.filter((s) => s.entryId === id)),
    ...standings.filter((s) => !leaders.includes(s.entryId)),
  ].slice(0, PODIUM);
  const lists = ordered.length
    ? await db
        .select({ entryId: tournamentLists.entryId, snapshot: tournamentLists.snapshot })
        .from(tournamentLists)
        .where(
          inArray(
            tournamentLists.entryId,
            ordered.map((s) => s.entryId),
          ),
        )
    : [];
  const factionOf = new Map(lists.map((list) => [list.entryId, list.snapshot.faction]));
  return {
    id: row.id,
    name: row.name,
    endsOn: row.endsOn,
    venue: row.venue,
    players: standings.length,
    rounds: roundsCounted,
    podium: ordered.map((s, index) => ({
      place: index + 1,
      player: s.username,
      faction: factionOf.get(s.entryId) ?? null,
      record: `${s.wins}-${s.draws}-${s.losses}`,
    })),
  };
}

/** Spec 000 /community: the latest finished public events and their podiums. */
export async function recentEventResults(db: Database) {
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.status, 'completed'), eq(tournaments.visibility, 'public')))
    .orderBy(desc(tournaments.endsOn), desc(tournaments.updatedAt))
    .limit(RECENT_EVENTS);
  const events: EventResult[] = [];
  for (const row of rows) events.push(await resultOf(db, row));
  return { events };
}
