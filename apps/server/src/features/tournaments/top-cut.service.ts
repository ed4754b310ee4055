import { cutRoundCount, cutRoundName, cutWinner, nextCutRound, topCutPairings } from '@muster/pairing';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { tournamentGames, tournamentRounds } from './rounds.table';
import { eventStandings } from './standings.service';
import type { TournamentRow } from './tournaments.queries';

type Reader = Pick<Database, 'select'>;

/** The number of the event's last round: the Swiss rounds, then the bracket. */
export const lastRoundOf = (row: Pick<TournamentRow, 'rounds' | 'topCut'>) =>
  row.rounds + cutRoundCount(row.topCut);

/** Players in bracket round `number` (the first bracket round holds the whole cut). */
const cutPlayersIn = (row: Pick<TournamentRow, 'rounds' | 'topCut'>, number: number) =>
  row.topCut / 2 ** (number - row.rounds - 1);

/**
 * A bracket round's games: the first seeds the Swiss standings' top players (those who dropped
 * excluded), later ones pair the winners of the previous round's adjacent tables.
 */
export async function cutPairings(db: Reader, row: TournamentRow, number: number) {
  if (number === row.rounds + 1) {
    const standings = await eventStandings(db, row);
    const seeded = standings
      .filter((s) => !s.dropped)
      .slice(0, row.topCut)
      .map((s) => s.playerId);
    if (seeded.length < row.topCut)
      throw new HttpError(
        409,
        'NOT_ENOUGH_PLAYERS',
        `A top ${row.topCut} cut needs ${row.topCut} players still in the event; ${seeded.length} are.`,
      );
    return topCutPairings(seeded);
  }
  const [previous] = await db
    .select()
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, row.id), eq(tournamentRounds.number, number - 1)));
  if (!previous) throw new HttpError(409, 'ROUND_MISSING', `Round ${number - 1} has not been played.`);
  const games = await db
    .select()
    .from(tournamentGames)
    .where(eq(tournamentGames.roundId, previous.id))
    .orderBy(asc(tournamentGames.tableNumber));
  const winners = games.map((g) => ({
    table: g.tableNumber,
    winner: cutWinner({ a: g.entryA, b: g.entryB ?? '', vpA: g.vpA, vpB: g.vpB }),
  }));
  const undecided = winners.find((w) => w.winner === null);
  if (undecided)
    throw new HttpError(
      409,
      'CUT_WINNER_MISSING',
      `Table ${undecided.table} of the ${cutRoundName(cutPlayersIn(row, number - 1))} has no winner yet.`,
    );
  return nextCutRound(winners.map((w) => w.winner ?? ''));
}

export function refuseLevelCutScore(kind: string, vpA: number, vpB: number) {
  if (kind === 'top-cut' && vpA === vpB)
    throw new HttpError(
      400,
      'CUT_NEEDS_WINNER',
      'A top-cut game needs a winner: the scores cannot be level. Record the tie-break winner with the higher score.',
    );
}
