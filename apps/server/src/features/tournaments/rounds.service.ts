import { randomInt } from 'node:crypto';
import type { Round, RoundClock } from '@muster/contracts';
import {
  checkPairings,
  cutWinner,
  type PairingWarning,
  pairingPlayersFrom,
  pairRound,
} from '@muster/pairing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { battlefieldNotFound, battlefieldVisibleTo } from '../battlefields/battlefield.policy';
import { battlefields } from '../battlefields/battlefields.table';
import { notifyPairings, notifyRoundClock } from './event-notifications';
import { refreshGameSetups } from './game-setups.service';
import { keepApartMap } from './keep-apart.service';
import { roundsOf } from './rounds.queries';
import { tournamentGames, tournamentRounds } from './rounds.table';
import { scoringFor } from './scoring';
import { eventStandings } from './standings.service';
import { cutPairings, lastRoundOf } from './top-cut.service';
import { requireEventManager } from './tournament.policy';
import { teamsFormat, tournamentFinished } from './tournament-hooks';
import { notifyTournamentChanged } from './tournament-updates';
import type { TournamentRow, Viewer } from './tournaments.queries';
import { tournamentEntries, tournaments } from './tournaments.table';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type RoundRow = typeof tournamentRounds.$inferSelect;

async function lockEvent(tx: Tx, id: string): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row) throw new HttpError(404, 'TOURNAMENT_NOT_FOUND', 'Tournament not found.');
  return row;
}

/**
 * Who plays the next round: confirmed players who have checked in, once check-in is in use at the
 * event (anyone checked in); every confirmed player at an event that does not use it. A player
 * who never checked in is not paired, nor given a bye, in any round until the organiser checks
 * them in (or drops them).
 */
async function playersFor(tx: Tx, row: TournamentRow): Promise<string[]> {
  const confirmed = await tx
    .select({ id: tournamentEntries.id, checkedIn: tournamentEntries.checkedIn })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, row.id), eq(tournamentEntries.status, 'confirmed')));
  const checkedIn = confirmed.filter((e) => e.checkedIn);
  return (checkedIn.length > 0 ? checkedIn : confirmed).map((e) => e.id);
}

async function pairingFor(tx: Tx, row: TournamentRow, round: number, active: string[]) {
  if (active.length < 2)
    throw new HttpError(
      409,
      'NOT_ENOUGH_PLAYERS',
      'At least two confirmed players are needed to pair a round.',
    );
  const standings = await eventStandings(tx, row);
  const people = await tx
    .select({
      id: tournamentEntries.id,
      club: tournamentEntries.club,
      username: user.username,
      name: user.name,
    })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .where(inArray(tournamentEntries.id, active));
  const byId = new Map(people.map((p) => [p.id, p]));
  // Names, so the organiser's warnings say who ("Ann has played Ben before"), not entry ids.
  const entrants = standings.map((s) => ({
    id: s.playerId,
    club: byId.get(s.playerId)?.club ?? null,
    name: byId.get(s.playerId)?.username ?? byId.get(s.playerId)?.name ?? undefined,
  }));
  // How often each has been paired down before: the engine floats someone else when it can.
  const floats = await tx
    .select({ id: tournamentGames.pairedDown, times: sql<number>`count(*)::int` })
    .from(tournamentGames)
    .where(and(eq(tournamentGames.tournamentId, row.id), sql`${tournamentGames.pairedDown} IS NOT NULL`))
    .groupBy(tournamentGames.pairedDown);
  const pairedDown = new Map(floats.map((f) => [f.id, f.times]));
  // Pairs the organiser keeps apart (both ways round): the engine treats them as it does clubmates.
  const keptApart = await keepApartMap(tx, row.id);
  // Only this round's players: not those who dropped, nor (in round one) those not checked in.
  const players = pairingPlayersFrom(standings, entrants, scoringFor(row))
    .filter((p) => active.includes(p.id))
    .map((p) => ({
      ...p,
      pairedDown: pairedDown.get(p.id) ?? 0,
      avoid: keptApart.get(p.id) ?? [],
    }));
  const result = pairRound({ players, seed: row.seed, ...pairingRules(row, round) });
  return { players, result };
}

/** The event's pairing rules for a round: clubs kept apart when, fresh tables or not. */
function pairingRules(row: TournamentRow, round: number) {
  return {
    round,
    avoidSameClub: row.clubAvoidance !== 'off',
    avoidSameClubRounds: row.clubAvoidance === 'every-round' ? ('all' as const) : ('first' as const),
    freshTables: row.freshTables,
  };
}

async function storeGames(tx: Tx, row: TournamentRow, round: RoundRow, result: ReturnType<typeof pairRound>) {
  const values: (typeof tournamentGames.$inferInsert)[] = result.pairings.map((p) => ({
    tournamentId: row.id,
    roundId: round.id,
    tableNumber: p.table,
    entryA: p.a,
    entryB: p.b,
    status: 'pending',
    pairedDown: result.pairedDown?.find((id) => id === p.a || id === p.b) ?? null,
  }));
  if (result.bye)
    values.push({
      tournamentId: row.id,
      roundId: round.id,
      tableNumber: 0,
      entryA: result.bye,
      entryB: null,
      status: 'bye',
    });
  if (values.length > 0) await tx.insert(tournamentGames).values(values);
  await refreshGameSetups(tx, row, { roundId: round.id });
}

/** Swiss pairing from the standings, or the bracket once the Swiss rounds are over. */
async function roundPairing(
  tx: Tx,
  row: TournamentRow,
  number: number,
): Promise<ReturnType<typeof pairRound>> {
  if (number > row.rounds) return { pairings: await cutPairings(tx, row, number), bye: null, warnings: [] };
  return (await pairingFor(tx, row, number, await playersFor(tx, row))).result;
}

const withWarnings = (round: Round | undefined, warnings: PairingWarning[]): Round => {
  if (!round) throw new HttpError(500, 'ROUND_SAVE_FAILED', 'The round could not be saved.');
  return { ...round, warnings };
};

/**
 * The last tiebreaker: a random order of the players, drawn once when round 1 is paired and shown
 * with the standings, so a complete tie is settled by a draw everyone could see rather than by
 * an id. Players added later draw after everyone else.
 */
async function drawTiebreakOrder(tx: Tx, tournamentId: string): Promise<void> {
  const undrawn = await tx
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.status, 'confirmed'),
        sql`${tournamentEntries.drawNumber} IS NULL`,
      ),
    );
  if (undrawn.length === 0) return;
  const [{ drawn } = { drawn: 0 }] = await tx
    .select({ drawn: sql<number>`coalesce(max(${tournamentEntries.drawNumber}), 0)::int` })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId));
  // Fisher–Yates with the operating system's randomness.
  const order = undrawn.map((e) => e.id);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  const places = JSON.stringify(order.map((id, index) => ({ id, number: drawn + index + 1 })));
  await tx.execute(sql`
    UPDATE tournament_entries SET draw_number = drawn.number
    FROM jsonb_to_recordset(${places}::jsonb) AS drawn(id uuid, number int)
    WHERE tournament_entries.id = drawn.id`);
}

/** Pairs the next round from the standings; the first round starts the event. */
export async function pairNextRound(db: Database, viewer: Viewer, id: string): Promise<Round> {
  await requireEventManager(db, id, viewer);
  const { number, warnings } = await db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    if (row.status === 'completed' || row.status === 'cancelled')
      throw new HttpError(409, 'TOURNAMENT_FINISHED', `The event is ${row.status}.`);
    const [open] = await tx
      .select()
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, id), sql`${tournamentRounds.status} <> 'completed'`));
    if (open) throw new HttpError(409, 'ROUND_OPEN', `Close round ${open.number} before pairing the next.`);
    const next = row.currentRound + 1;
    const last = lastRoundOf(row);
    if (next > last) throw new HttpError(409, 'ALL_ROUNDS_PLAYED', `All ${last} rounds have been played.`);
    const kind = next > row.rounds ? 'top-cut' : 'swiss';
    if (next === 1) await drawTiebreakOrder(tx, row.id);
    if (row.format === 'teams') {
      const [round] = await tx
        .insert(tournamentRounds)
        .values({ tournamentId: id, number: next, kind: 'swiss' })
        .returning();
      if (!round) throw new HttpError(500, 'ROUND_SAVE_FAILED', 'The round could not be saved.');
      const warnings = await teamsFormat().pairInto(tx, row, round);
      await tx
        .update(tournaments)
        .set({ status: 'in_progress', currentRound: next, updatedAt: sql`now()` })
        .where(eq(tournaments.id, id));
      await notifyTournamentChanged(tx, id);
      return { number: next, warnings };
    }
    const result = await roundPairing(tx, row, next);
    const [round] = await tx
      .insert(tournamentRounds)
      .values({ tournamentId: id, number: next, kind })
      .returning();
    if (!round) throw new HttpError(500, 'ROUND_SAVE_FAILED', 'The round could not be saved.');
    await storeGames(tx, row, round, result);
    await tx
      .update(tournaments)
      .set({ status: 'in_progress', currentRound: next, updatedAt: sql`now()` })
      .where(eq(tournaments.id, id));
    await notifyPairings(tx, row, round.id, next);
    await notifyTournamentChanged(tx, id);
    return { number: next, warnings: result.warnings };
  });
  return withWarnings((await roundsOf(db, id, number))[0], warnings);
}

/** The current round before any result: a paired round that has not started scoring can change. */
async function editableRound(tx: Tx, row: TournamentRow, number: number): Promise<RoundRow> {
  const [round] = await tx
    .select()
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, row.id), eq(tournamentRounds.number, number)));
  if (!round) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${number}.`);
  if (round.status === 'completed') throw new HttpError(409, 'ROUND_CLOSED', `Round ${number} is closed.`);
  const [scored] = await tx
    .select({ id: tournamentGames.id })
    .from(tournamentGames)
    .where(
      and(
        eq(tournamentGames.roundId, round.id),
        inArray(tournamentGames.status, ['reported', 'confirmed', 'disputed', 'resolved']),
      ),
    )
    .limit(1);
  if (scored)
    throw new HttpError(
      409,
      'ROUND_SCORED',
      `Results are already in for round ${number}: it can no longer be re-paired.`,
    );
  return round;
}

/** Pairs the round again from the players as they stand now (after a late drop or join). */
export async function repairRound(db: Database, viewer: Viewer, id: string, number: number): Promise<Round> {
  await requireEventManager(db, id, viewer);
  const warnings = await db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    const round = await editableRound(tx, row, number);
    if (row.format === 'teams') {
      await teamsFormat().clearRound(tx, round.id);
      const warnings = await teamsFormat().pairInto(tx, row, round);
      await notifyTournamentChanged(tx, id);
      return warnings;
    }
    await tx.delete(tournamentGames).where(eq(tournamentGames.roundId, round.id));
    const result = await roundPairing(tx, row, number);
    await storeGames(tx, row, round, result);
    await notifyPairings(tx, row, round.id, number);
    await notifyTournamentChanged(tx, id);
    return result.warnings;
  });
  return withWarnings((await roundsOf(db, id, number))[0], warnings);
}

/**
 * The organiser's own pairings: every active player exactly once, one bye at most. They are
 * stored as given, with warnings for rematches, clubmates and repeated tables.
 */
export async function setPairings(
  db: Database,
  viewer: Viewer,
  id: string,
  number: number,
  pairings: { table: number; a: string; b: string | null }[],
): Promise<Round> {
  await requireEventManager(db, id, viewer);
  const warnings = await db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    const round = await editableRound(tx, row, number);
    if (row.format === 'teams')
      throw new HttpError(
        409,
        'TEAM_PAIRINGS',
        'Team games are paired by the captains’ draft: re-pair the round to change which teams meet.',
      );
    if (round.kind === 'top-cut')
      throw new HttpError(
        409,
        'BRACKET_PAIRINGS',
        'The top cut follows the bracket: its pairings cannot be changed by hand.',
      );
    const active = new Set(await playersFor(tx, row));
    const seen = pairings.flatMap((p) => [p.a, ...(p.b ? [p.b] : [])]);
    const missing = [...active].filter((entry) => !seen.includes(entry));
    if (seen.length !== new Set(seen).size)
      throw new HttpError(400, 'PAIRINGS_INVALID', 'A player appears twice.');
    if (seen.some((entry) => !active.has(entry)))
      throw new HttpError(400, 'PAIRINGS_INVALID', 'A paired player is not playing this round.');
    if (missing.length > 0)
      throw new HttpError(400, 'PAIRINGS_INVALID', `${missing.length} active player(s) are not paired.`);
    if (pairings.filter((p) => p.b === null).length > 1)
      throw new HttpError(400, 'PAIRINGS_INVALID', 'Only one bye per round.');
    const tables = pairings.filter((p) => p.b !== null).map((p) => p.table);
    if (new Set(tables).size !== tables.length)
      throw new HttpError(400, 'PAIRINGS_INVALID', 'Two games share a table.');
    const { players } = await pairingFor(tx, row, number, [...active]);
    const games = pairings.flatMap((p) => (p.b ? [{ table: p.table, a: p.a, b: p.b }] : []));
    await tx.delete(tournamentGames).where(eq(tournamentGames.roundId, round.id));
    const bye = pairings.find((p) => p.b === null)?.a ?? null;
    await storeGames(tx, row, round, { pairings: games, bye, warnings: [] });
    await notifyPairings(tx, row, round.id, number);
    await notifyTournamentChanged(tx, id);
    return checkPairings(games, players, pairingRules(row, number));
  });
  return withWarnings((await roundsOf(db, id, number))[0], warnings);
}

/**
 * The organiser's clock: pause (the time left freezes for everyone), resume (the end moves on by
 * the pause), add minutes, or call time now. Every change reaches open pages through the live
 * stream, and the end time stays the server's, so every phone shows the same clock.
 */
export async function setRoundClock(
  db: Database,
  viewer: Viewer,
  id: string,
  number: number,
  clock: RoundClock,
): Promise<Round> {
  const row = await requireEventManager(db, id, viewer);
  await db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, id), eq(tournamentRounds.number, number)))
      .for('update');
    if (!round) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${number}.`);
    if (round.status !== 'in_progress' || !round.endsAt)
      throw new HttpError(409, 'CLOCK_NOT_RUNNING', `Round ${number}'s clock has not been started.`);
    const paused = round.pausedAt !== null;
    let change: PgUpdateSetSource<typeof tournamentRounds>;
    switch (clock.action) {
      case 'pause':
        if (paused) throw new HttpError(409, 'CLOCK_PAUSED', 'The clock is already paused.');
        change = { pausedAt: sql`now()` };
        break;
      case 'resume':
        if (!paused) throw new HttpError(409, 'CLOCK_RUNNING', 'The clock is not paused.');
        change = {
          endsAt: sql`${tournamentRounds.endsAt} + (now() - ${tournamentRounds.pausedAt})`,
          pausedAt: null,
        };
        break;
      case 'extend':
        change = {
          endsAt: sql`${tournamentRounds.endsAt} + make_interval(mins => ${clock.minutes})`,
        };
        break;
      case 'end':
        change = { endsAt: sql`now()`, pausedAt: null };
        break;
    }
    const [changed] = await tx
      .update(tournamentRounds)
      .set(change)
      .where(eq(tournamentRounds.id, round.id))
      .returning();
    if (clock.action === 'end' && changed) await notifyRoundClock(tx, row, changed, 'time-called');
    await notifyTournamentChanged(tx, id);
  });
  const [round] = await roundsOf(db, id, number);
  if (!round) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${number}.`);
  return round;
}

/** Starts the round timer everyone sees. */
export async function startRound(db: Database, viewer: Viewer, id: string, number: number): Promise<Round> {
  const row = await requireEventManager(db, id, viewer);
  await db.transaction(async (tx) => {
    const [round] = await tx
      .update(tournamentRounds)
      .set({
        status: 'in_progress',
        startedAt: sql`now()`,
        endsAt: sql`now() + make_interval(mins => ${row.roundMinutes})`,
      })
      .where(
        and(
          eq(tournamentRounds.tournamentId, id),
          eq(tournamentRounds.number, number),
          eq(tournamentRounds.status, 'paired'),
        ),
      )
      .returning();
    if (!round) throw new HttpError(409, 'ROUND_NOT_STARTABLE', `Round ${number} is not waiting to start.`);
    await notifyRoundClock(tx, row, round, 'round-started');
    await notifyTournamentChanged(tx, id);
  });
  const [round] = await roundsOf(db, id, number);
  if (!round) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${number}.`);
  return round;
}

/**
 * Attaches a table layout to a round (or clears it). The layout must be public, because every
 * player of the round will open it; a private layout of the organiser's gets a clear refusal.
 */
export async function setRoundBattlefield(
  db: Database,
  viewer: Viewer,
  id: string,
  number: number,
  battlefieldId: string | null,
): Promise<Round> {
  await requireEventManager(db, id, viewer);
  if (battlefieldId) {
    const [layout] = await db
      .select({ userId: battlefields.userId, isPublic: battlefields.isPublic })
      .from(battlefields)
      .where(eq(battlefields.id, battlefieldId));
    if (!layout || !battlefieldVisibleTo(layout, viewer?.id)) throw battlefieldNotFound();
    if (!layout.isPublic)
      throw new HttpError(
        409,
        'BATTLEFIELD_PRIVATE',
        'Make the battlefield public first, so the players can see it.',
      );
  }
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(tournamentRounds)
      .set({ battlefieldId })
      .where(and(eq(tournamentRounds.tournamentId, id), eq(tournamentRounds.number, number)))
      .returning({ id: tournamentRounds.id });
    if (updated.length === 0) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${number}.`);
    await notifyTournamentChanged(tx, id);
  });
  const [round] = await roundsOf(db, id, number);
  if (!round) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${number}.`);
  return round;
}

/** Bracket tables without a result that can stand (a report only stands when the round is forced closed). */
async function undecidedCutTables(tx: Tx, roundId: string): Promise<number[]> {
  const games = await tx
    .select()
    .from(tournamentGames)
    .where(eq(tournamentGames.roundId, roundId))
    .orderBy(asc(tournamentGames.tableNumber));
  return games
    .filter(
      (g) =>
        !['confirmed', 'resolved', 'reported'].includes(g.status) ||
        cutWinner({ a: g.entryA, b: g.entryB ?? '', vpA: g.vpA, vpB: g.vpB }) === null,
    )
    .map((g) => g.tableNumber);
}

/**
 * Closes a round once every game has a settled result, or when the organiser forces it (a result
 * one player reported then stands; games with none count for nobody). The last round ends the event.
 */
export async function closeRound(
  db: Database,
  viewer: Viewer,
  id: string,
  number: number,
  force: boolean,
): Promise<Round> {
  await requireEventManager(db, id, viewer);
  await db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    const [round] = await tx
      .select()
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, id), eq(tournamentRounds.number, number)));
    if (!round) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${number}.`);
    if (round.status === 'completed') return;
    if (row.format === 'teams') await teamsFormat().refuseOpenDrafts(tx, round.id);
    const unsettled = await tx
      .select({ table: tournamentGames.tableNumber })
      .from(tournamentGames)
      .where(
        and(
          eq(tournamentGames.roundId, round.id),
          inArray(tournamentGames.status, ['pending', 'reported', 'disputed']),
        ),
      )
      .orderBy(asc(tournamentGames.tableNumber));
    const undecided = round.kind === 'top-cut' ? await undecidedCutTables(tx, round.id) : [];
    if (undecided.length > 0)
      throw new HttpError(
        409,
        'CUT_WINNER_MISSING',
        `Table${undecided.length > 1 ? 's' : ''} ${undecided.join(', ')} need${undecided.length > 1 ? '' : 's'} a winner: a bracket round closes only when every game has one.`,
      );
    if (unsettled.length > 0 && !force) {
      throw new HttpError(
        409,
        'RESULTS_MISSING',
        `Table${unsettled.length > 1 ? 's' : ''} ${unsettled.map((g) => g.table).join(', ')} ${unsettled.length > 1 ? 'have' : 'has'} no confirmed result yet.`,
      );
    }
    await tx
      .update(tournamentRounds)
      .set({ status: 'completed', closedAt: sql`now()` })
      .where(eq(tournamentRounds.id, round.id));
    if (number >= lastRoundOf(row)) {
      await tx
        .update(tournaments)
        .set({ status: 'completed', updatedAt: sql`now()` })
        .where(eq(tournaments.id, id));
      await tournamentFinished(tx, id);
    }
    await notifyTournamentChanged(tx, id);
  });
  const [round] = await roundsOf(db, id, number);
  if (!round) throw new HttpError(404, 'ROUND_NOT_FOUND', `There is no round ${number}.`);
  return round;
}
