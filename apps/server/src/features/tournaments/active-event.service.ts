import type { ActiveEvent } from '@muster/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { openTeamDraft } from '../team-events/team-rounds.service';
import { roundsOf } from './rounds.service';
import { tournamentEntries, tournaments } from './tournaments.table';

type Reader = Pick<Database, 'select'>;

const settled = ['confirmed', 'resolved', 'bye'];

/**
 * The event a player is at: one in progress first (the latest started), otherwise the soonest one
 * they are confirmed for. Each of their games is a match: playing while its round runs and the
 * result is not settled, upcoming while paired, completed after.
 */
export async function activeEventOf(db: Reader, userId: string): Promise<ActiveEvent | null> {
  const [event] = await db
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
    .orderBy(desc(eq(tournaments.status, 'in_progress')), asc(tournaments.startsOn))
    .limit(1);
  if (!event) return null;
  const rounds = await roundsOf(db, event.row.id);
  const opponents = new Map<string, string>();
  const matches: ActiveEvent['matches'] = [];
  for (const round of rounds) {
    const game = round.games.find((g) => g.a.entryId === event.entryId || g.b?.entryId === event.entryId);
    if (!game) continue;
    const opponent = game.a.entryId === event.entryId ? game.b : game.a;
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
  return {
    id: event.row.id,
    name: event.row.name,
    currentRound: event.row.currentRound,
    opponents: [...opponents].map(([id, name]) => ({ id, name })),
    matches,
    teamDraft: event.row.format === 'teams' ? await openTeamDraft(db, event.row, event.entryId) : null,
  };
}
