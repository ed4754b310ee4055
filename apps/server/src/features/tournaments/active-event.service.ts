import type { ActiveEvent } from '@muster/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { EventReads } from './event-reads';
import { teamsFormat } from './tournament-hooks';
import { tournamentEntries, tournaments } from './tournaments.table';

type Reader = Pick<Database, 'select'>;
type Candidate = { event: ActiveEvent; rank: number; startedAt: number; startsOn: string };

const settled = ['confirmed', 'resolved', 'bye'];
/** More than anyone plays at once; a bound on the work of one request. */
const MAX_CANDIDATES = 20;

/**
 * The event a player is at. A player may be entered in several at once (a singles event and a
 * team event the same weekend), so the one that needs them now wins: a game being played, then a
 * team draft waiting for them, then a game paired but not started, then any event in progress
 * (the latest round started first), then the soonest they are confirmed for. Each of their games
 * is a match: playing while its round runs and the result is not settled, upcoming while paired,
 * completed after.
 */
export async function activeEventOf(
  db: Reader,
  reads: EventReads,
  userId: string,
): Promise<ActiveEvent | null> {
  const events = await db
    .select({ row: tournaments, entryId: tournamentEntries.id })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(
      and(
        eq(tournamentEntries.userId, userId),
        eq(tournamentEntries.status, 'confirmed'),
        inArray(tournaments.status, ['in_progress', 'registration']),
      ),
    )
    .limit(MAX_CANDIDATES);
  const candidates: Candidate[] = [];
  for (const { row, entryId } of events) {
    const rounds = row.status === 'in_progress' ? await reads.rounds(row.id) : [];
    const opponents = new Map<string, string>();
    const matches: ActiveEvent['matches'] = [];
    let startedAt = 0;
    for (const round of rounds) {
      if (round.startedAt) startedAt = Math.max(startedAt, Date.parse(round.startedAt));
      const game = round.games.find((g) => g.a.entryId === entryId || g.b?.entryId === entryId);
      if (!game) continue;
      const opponent = game.a.entryId === entryId ? game.b : game.a;
      if (opponent) opponents.set(opponent.entryId, opponent.username);
      matches.push({
        id: game.id,
        roundNumber: round.number,
        status:
          round.status === 'completed' || settled.includes(game.status)
            ? 'completed'
            : round.status === 'in_progress'
              ? 'in-progress'
              : 'upcoming',
        ...(opponent ? { opponentId: opponent.entryId } : {}),
        ...(opponent ? { table: String(game.table) } : {}),
      });
    }
    const teamDraft = row.format === 'teams' ? await teamsFormat().openDraft(db, row, entryId) : null;
    const rank = matches.some((m) => m.status === 'in-progress')
      ? 4
      : teamDraft
        ? 3
        : matches.some((m) => m.status === 'upcoming')
          ? 2
          : row.status === 'in_progress'
            ? 1
            : 0;
    candidates.push({
      rank,
      startedAt,
      startsOn: row.startsOn,
      event: {
        id: row.id,
        name: row.name,
        currentRound: row.currentRound,
        opponents: [...opponents].map(([id, name]) => ({ id, name })),
        matches,
        teamDraft,
      },
    });
  }
  candidates.sort(
    (a, b) => b.rank - a.rank || b.startedAt - a.startedAt || a.startsOn.localeCompare(b.startsOn),
  );
  return candidates[0]?.event ?? null;
}
