import type { StandingRow } from '@muster/contracts';
import { computeStandings, type GameRecord, type Standing } from '@muster/pairing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { user } from '../auth/auth.table';
import { tournamentLists } from './lists.table';
import { tournamentGames, tournamentRounds } from './rounds.table';
import { scoringFor } from './scoring';
import type { TournamentRow } from './tournaments.queries';
import { tournamentAdjustments, tournamentEntries } from './tournaments.table';

type Reader = Pick<Database, 'select'>;

/**
 * Games that count: confirmed or resolved results and byes; a result one player reported stands
 * once its round was closed without the other confirming.
 */
async function settledGames(db: Reader, tournamentId: string): Promise<GameRecord[]> {
  // Only the columns standings use: a game row's mission setup (JSON) is most of its bytes.
  const rows = await db
    .select({
      status: tournamentGames.status,
      table: tournamentGames.tableNumber,
      a: tournamentGames.entryA,
      b: tournamentGames.entryB,
      vpA: tournamentGames.vpA,
      vpB: tournamentGames.vpB,
      pointsDestroyedA: tournamentGames.pointsDestroyedA,
      pointsDestroyedB: tournamentGames.pointsDestroyedB,
      round: tournamentRounds.number,
      roundKind: tournamentRounds.kind,
      roundStatus: tournamentRounds.status,
    })
    .from(tournamentGames)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentGames.roundId))
    .where(eq(tournamentGames.tournamentId, tournamentId));
  // Bracket games decide the cut, not the Swiss standings that seeded it.
  return rows
    .filter(
      (game) =>
        game.roundKind === 'swiss' &&
        (game.status === 'confirmed' ||
          game.status === 'resolved' ||
          game.status === 'bye' ||
          (game.status === 'reported' && game.roundStatus === 'completed')),
    )
    .map((game) => ({
      round: game.round,
      table: game.table,
      a: game.a,
      b: game.b,
      vpA: game.vpA ?? 0,
      vpB: game.vpB ?? 0,
      pointsDestroyedA: game.pointsDestroyedA,
      pointsDestroyedB: game.pointsDestroyedB,
      // Byes paired here carry no VP (the preset scores them); an imported bye keeps BCP's.
      byeVp: game.b === null ? game.vpA : null,
    }));
}

/** Everyone who has played or is playing: confirmed players and those who dropped. */
export async function eventStandings(db: Reader, row: TournamentRow): Promise<Standing[]> {
  const entries = await db
    .select()
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, row.id),
        inArray(tournamentEntries.status, ['confirmed', 'dropped']),
      ),
    );
  const adjustments = await db
    .select()
    .from(tournamentAdjustments)
    .where(eq(tournamentAdjustments.tournamentId, row.id));
  return computeStandings(
    entries.map((e) => ({
      id: e.id,
      club: e.club,
      dropped: e.status === 'dropped',
      drawNumber: e.drawNumber,
      missedRounds: e.joinedAfterRound
        ? { count: e.joinedAfterRound, asLosses: row.lateJoinMissedRounds === 'loss' }
        : undefined,
    })),
    await settledGames(db, row.id),
    scoringFor(row),
    adjustments.map((a) => ({ playerId: a.entryId, points: a.points, reason: a.reason })),
  );
}

export async function standingsReply(db: Reader, row: TournamentRow) {
  const standings = await eventStandings(db, row);
  const entries = standings.length
    ? await db
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
        .where(
          inArray(
            tournamentEntries.id,
            standings.map((s) => s.playerId),
          ),
        )
    : [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const completed = await db
    .select({ id: tournamentRounds.id })
    .from(tournamentRounds)
    .where(
      and(
        eq(tournamentRounds.tournamentId, row.id),
        eq(tournamentRounds.status, 'completed'),
        eq(tournamentRounds.kind, 'swiss'),
      ),
    );
  return {
    tiebreakers: scoringFor(row).tiebreakers,
    roundsCounted: completed.length,
    standings: standings.map(
      (s): StandingRow => ({
        rank: s.rank,
        entryId: s.playerId,
        username: byId.get(s.playerId)?.username ?? byId.get(s.playerId)?.name ?? 'unknown',
        club: byId.get(s.playerId)?.club ?? null,
        faction: byId.get(s.playerId)?.faction ?? null,
        drawNumber: s.drawNumber,
        dropped: s.dropped,
        games: s.games,
        wins: s.wins,
        draws: s.draws,
        losses: s.losses,
        byes: s.byes,
        points: s.points,
        adjustments: s.adjustments,
        vpFor: s.vpFor,
        vpAgainst: s.vpAgainst,
        vpMargin: s.vpMargin,
        pointsDestroyed: s.pointsDestroyed,
        strengthOfSchedule: Math.round(s.strengthOfSchedule * 1000) / 1000,
        extendedStrengthOfSchedule: Math.round(s.extendedStrengthOfSchedule * 1000) / 1000,
        opponentsWinPercentage: Math.round(s.opponentsWinPercentage * 1000) / 1000,
        opponentsGameWinPercentage: s.opponentsGameWinPercentage,
        extendedOpponentsGameWinPercentage: Math.round(s.extendedOpponentsGameWinPercentage * 1e4) / 1e4,
        pathToVictory: s.pathToVictory,
        winsStrengthOfSchedule: s.winsStrengthOfSchedule,
        battlePointsStrengthOfSchedule: Math.round(s.battlePointsStrengthOfSchedule * 100) / 100,
      }),
    ),
  };
}
