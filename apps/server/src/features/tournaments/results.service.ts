import { type VpSplit, vpProblems } from '@muster/pairing';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { clashingScores } from './dispute-reason';
import { notifyResult } from './event-notifications';
import { missionCatalogue } from './game-setups.service';
import { tournamentGames, tournamentRounds } from './rounds.table';
import { refuseLevelCutScore } from './top-cut.service';
import { requireEventManager } from './tournament.policy';
import { requireGamePlayer } from './tournament-game.policy';
import { notifyTournamentChanged } from './tournament-updates';
import { findTournamentRow, type Viewer } from './tournaments.queries';
import { tournamentEntries } from './tournaments.table';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type GameRow = typeof tournamentGames.$inferSelect;

/** The game FOR UPDATE (reports from both players queue here) with its round. */
async function lockGame(tx: Tx, tournamentId: string, gameId: string) {
  const [game] = await tx
    .select()
    .from(tournamentGames)
    .where(and(eq(tournamentGames.id, gameId), eq(tournamentGames.tournamentId, tournamentId)))
    .for('update');
  if (!game) throw new HttpError(404, 'GAME_NOT_FOUND', 'Game not found.');
  const [round] = await tx.select().from(tournamentRounds).where(eq(tournamentRounds.id, game.roundId));
  if (!round) throw new HttpError(404, 'GAME_NOT_FOUND', 'Game not found.');
  return { game, round };
}

/** A bracket result cannot change once the next bracket round was paired from it. */
async function refuseIfBracketMovedOn(tx: Tx, tournamentId: string, roundNumber: number) {
  const [later] = await tx
    .select({ number: tournamentRounds.number })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, tournamentId), gt(tournamentRounds.number, roundNumber)))
    .limit(1);
  if (later)
    throw new HttpError(
      409,
      'BRACKET_MOVED_ON',
      `Round ${later.number} was paired from this result: it can no longer change.`,
    );
}

type Split = { a: VpSplit; b: VpSplit } | null;
type PointsDestroyed = { a: number; b: number } | null;

/**
 * Points Destroyed as columns, refused when a side destroyed more than an army of the event holds
 * (its points limit), in the words of whoever sent them.
 */
function checkedPointsDestroyed(
  destroyed: PointsDestroyed,
  pointsLimit: number,
  whose: { a: string; b: string },
): Pick<GameRow, 'pointsDestroyedA' | 'pointsDestroyedB'> | Record<string, never> {
  if (!destroyed) return {};
  const problems = (['a', 'b'] as const)
    .filter((side) => destroyed[side] > pointsLimit)
    .map(
      (side) =>
        `${whose[side]} points destroyed (${destroyed[side]}) are more than an army of this event holds (${pointsLimit} points).`,
    );
  if (problems.length > 0) throw new HttpError(422, 'SCORE_IMPOSSIBLE', problems.join(' '));
  return { pointsDestroyedA: destroyed.a, pointsDestroyedB: destroyed.b };
}

/**
 * Refuses a score the game's missions make impossible (over a cap, a split above the total), in
 * the words of whoever sent it: "Your" and "Your opponent's" for a player, "Player A's" for the
 * organiser. The VP columns the split is stored in.
 */
async function checkedScore(
  game: GameRow,
  vpA: number,
  vpB: number,
  split: Split,
  whose: { a: string; b: string },
) {
  const setup = game.setup;
  const needsCaps = Boolean(setup?.a.mission?.id || setup?.b?.mission?.id);
  const gameVpCap = needsCaps ? (await missionCatalogue()).gameVpCap : Number.POSITIVE_INFINITY;
  const problems = [
    ...vpProblems({
      whose: whose.a,
      vp: vpA,
      split: split?.a ?? null,
      mission: setup?.a.mission ?? null,
      gameVpCap,
    }),
    ...vpProblems({
      whose: whose.b,
      vp: vpB,
      split: split?.b ?? null,
      mission: setup?.b?.mission ?? null,
      gameVpCap,
    }),
  ];
  if (problems.length > 0) throw new HttpError(422, 'SCORE_IMPOSSIBLE', problems.join(' '));
  return split
    ? {
        primaryA: split.a.primary,
        secondaryA: split.a.secondary,
        primaryB: split.b.primary,
        secondaryB: split.b.secondary,
      }
    : {};
}

/** The two players' names (username, else name), side by side. */
async function playerNames(tx: Tx, game: GameRow): Promise<{ a: string; b: string }> {
  const ids = [game.entryA, game.entryB].filter((id): id is string => id !== null);
  const rows = await tx
    .select({ id: tournamentEntries.id, name: sql<string>`coalesce(${user.username}, ${user.name})` })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .where(inArray(tournamentEntries.id, ids));
  const nameOf = (id: string | null) => rows.find((r) => r.id === id)?.name ?? 'The player';
  return { a: nameOf(game.entryA), b: nameOf(game.entryB) };
}

/** "Ann's" and "Ben's": the organiser is told whose score is impossible by name. */
async function possessives(tx: Tx, game: GameRow): Promise<{ a: string; b: string }> {
  const names = await playerNames(tx, game);
  return { a: `${names.a}'s`, b: `${names.b}'s` };
}

/**
 * A player reports both scores from their side. The same report twice is one result; the opponent
 * reporting the same scores confirms it, different scores make it a dispute for the organiser.
 */
export async function reportResult(
  db: Database,
  viewer: Viewer,
  tournamentId: string,
  gameId: string,
  report: {
    myVp: number;
    opponentVp: number;
    split?: { mine: VpSplit; theirs: VpSplit } | null;
    pointsDestroyed?: { mine: number; theirs: number } | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { game, round } = await lockGame(tx, tournamentId, gameId);
    if (game.status === 'bye') throw new HttpError(409, 'GAME_IS_BYE', 'A bye has no result to report.');
    if (round.status === 'completed')
      throw new HttpError(
        409,
        'ROUND_CLOSED',
        'The round is closed: ask the organiser to change the result.',
      );
    const { side, entryId } = await requireGamePlayer(tx, game, viewer);
    const vpA = side === 'a' ? report.myVp : report.opponentVp;
    const vpB = side === 'a' ? report.opponentVp : report.myVp;
    refuseLevelCutScore(round.kind, vpA, vpB);
    const split = report.split
      ? side === 'a'
        ? { a: report.split.mine, b: report.split.theirs }
        : { a: report.split.theirs, b: report.split.mine }
      : null;
    const whose = side === 'a' ? { a: 'Your', b: "Your opponent's" } : { a: "Your opponent's", b: 'Your' };
    const splitColumns = await checkedScore(game, vpA, vpB, split, whose);
    const destroyed = report.pointsDestroyed
      ? side === 'a'
        ? { a: report.pointsDestroyed.mine, b: report.pointsDestroyed.theirs }
        : { a: report.pointsDestroyed.theirs, b: report.pointsDestroyed.mine }
      : null;
    const destroyedColumns = destroyed
      ? checkedPointsDestroyed(destroyed, (await findTournamentRow(tx, tournamentId)).pointsLimit, whose)
      : {};
    const resultColumns = { ...splitColumns, ...destroyedColumns };
    const same = game.vpA === vpA && game.vpB === vpB;
    // A split sent with the same totals is kept (the confirming player may be the one who gives it).
    const splitChanged =
      split !== null &&
      (game.primaryA !== split.a.primary ||
        game.secondaryA !== split.a.secondary ||
        game.primaryB !== split.b.primary ||
        game.secondaryB !== split.b.secondary);
    const destroyedChanged =
      destroyed !== null && (game.pointsDestroyedA !== destroyed.a || game.pointsDestroyedB !== destroyed.b);
    let change: Partial<GameRow> | null = null;
    switch (game.status) {
      case 'pending':
        change = { status: 'reported', vpA, vpB, reportedBy: entryId, ...resultColumns };
        break;
      case 'reported':
        if (game.reportedBy === entryId)
          change = same && !splitChanged && !destroyedChanged ? null : { vpA, vpB, ...resultColumns };
        else
          change = same
            ? { status: 'confirmed', ...resultColumns }
            : {
                status: 'disputed',
                disputeReason: clashingScores(
                  await playerNames(tx, game),
                  {
                    side: game.reportedBy === game.entryA ? 'a' : 'b',
                    vpA: game.vpA ?? 0,
                    vpB: game.vpB ?? 0,
                  },
                  { side, vpA, vpB },
                ),
              };
        break;
      case 'confirmed':
      case 'resolved':
        if (!same)
          throw new HttpError(
            409,
            'RESULT_SETTLED',
            'This result is settled: ask the organiser to change it.',
          );
        break;
      case 'disputed':
        throw new HttpError(409, 'RESULT_DISPUTED', 'This result is disputed: the organiser will settle it.');
    }
    if (change) {
      const [updated] = await tx
        .update(tournamentGames)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(tournamentGames.id, game.id))
        .returning();
      if (updated) await notifyResult(tx, await findTournamentRow(tx, tournamentId), updated, round.number);
      await notifyTournamentChanged(tx, tournamentId, { games: [game.id] });
    }
  });
}

/** The opponent of whoever reported agrees with the score. */
export async function confirmResult(
  db: Database,
  viewer: Viewer,
  tournamentId: string,
  gameId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { game } = await lockGame(tx, tournamentId, gameId);
    const { entryId } = await requireGamePlayer(tx, game, viewer);
    if (game.status === 'confirmed' || game.status === 'resolved') return;
    if (game.status !== 'reported')
      throw new HttpError(409, 'NOTHING_TO_CONFIRM', 'There is no reported result to confirm.');
    if (game.reportedBy === entryId)
      throw new HttpError(409, 'OWN_REPORT', 'Your opponent confirms the result you reported.');
    await tx
      .update(tournamentGames)
      .set({ status: 'confirmed', updatedAt: sql`now()` })
      .where(eq(tournamentGames.id, game.id));
    await notifyTournamentChanged(tx, tournamentId, { games: [game.id] });
  });
}

export async function disputeResult(
  db: Database,
  viewer: Viewer,
  tournamentId: string,
  gameId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { game, round } = await lockGame(tx, tournamentId, gameId);
    await requireGamePlayer(tx, game, viewer);
    if (game.status !== 'reported' && game.status !== 'confirmed')
      throw new HttpError(409, 'NOTHING_TO_DISPUTE', 'There is no result to dispute.');
    if (round.status === 'completed')
      throw new HttpError(409, 'ROUND_CLOSED', 'The round is closed: talk to the organiser.');
    const [updated] = await tx
      .update(tournamentGames)
      .set({ status: 'disputed', disputeReason: reason, updatedAt: sql`now()` })
      .where(eq(tournamentGames.id, game.id))
      .returning();
    if (updated) await notifyResult(tx, await findTournamentRow(tx, tournamentId), updated, round.number);
    await notifyTournamentChanged(tx, tournamentId, { games: [game.id] });
  });
}

/** The organiser's word: sets the score whatever its state, closed rounds included. */
export async function resolveResult(
  db: Database,
  viewer: Viewer,
  tournamentId: string,
  gameId: string,
  score: { vpA: number; vpB: number; split?: Split; pointsDestroyed?: PointsDestroyed },
): Promise<void> {
  const organiserRow = await requireEventManager(db, tournamentId, viewer);
  await db.transaction(async (tx) => {
    const { game, round } = await lockGame(tx, tournamentId, gameId);
    if (game.status === 'bye') throw new HttpError(409, 'GAME_IS_BYE', 'A bye has no result to set.');
    refuseLevelCutScore(round.kind, score.vpA, score.vpB);
    if (round.kind === 'top-cut') await refuseIfBracketMovedOn(tx, tournamentId, round.number);
    const split = score.split ?? null;
    const whose = await possessives(tx, game);
    const splitColumns = await checkedScore(game, score.vpA, score.vpB, split, whose);
    const destroyed = score.pointsDestroyed ?? null;
    // The organiser's score replaces the players': a split or Points Destroyed they no longer
    // match is dropped.
    const columns = {
      ...(split ? splitColumns : { primaryA: null, secondaryA: null, primaryB: null, secondaryB: null }),
      ...(destroyed
        ? checkedPointsDestroyed(destroyed, organiserRow.pointsLimit, whose)
        : { pointsDestroyedA: null, pointsDestroyedB: null }),
    };
    const [updated] = await tx
      .update(tournamentGames)
      .set({ status: 'resolved', vpA: score.vpA, vpB: score.vpB, ...columns, updatedAt: sql`now()` })
      .where(eq(tournamentGames.id, game.id))
      .returning();
    if (updated) await notifyResult(tx, organiserRow, updated, round.number);
    await notifyTournamentChanged(tx, tournamentId, { games: [game.id] });
  });
}
