import type { BulkEntryAction, BulkEntryResult, Entry, Tournament } from '@muster/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { lockTournament, toEntries } from './registration.service';
import { requireEventManager } from './tournament.policy';
import { notifyTournamentChanged } from './tournament-updates';
import { toTournament } from './tournament-view';
import { checkInOpen, type TournamentRow, type Viewer } from './tournaments.queries';
import { tournamentEntries, tournaments } from './tournaments.table';

const finished = (row: TournamentRow) => row.status === 'completed' || row.status === 'cancelled';
const finishedError = (row: TournamentRow) =>
  new HttpError(409, 'TOURNAMENT_FINISHED', `The event is ${row.status}: check-in is over.`);

/** Why a player who is not confirmed cannot check in, in their own words. */
const notConfirmedMessages = {
  pending: 'Your registration is awaiting approval: ask the organiser to confirm it before you check in.',
  waitlisted: 'You are on the waitlist: only players with a seat check in. Ask the organiser.',
  withdrawn: 'You withdrew from this event. Ask the organiser if you want to play.',
  dropped: 'You have dropped from this event. Ask the organiser to reinstate you.',
} as const;

/** The organiser opens self check-in (event morning, late arrivals) or closes it. */
export async function setCheckInWindow(
  db: Database,
  viewer: Viewer,
  id: string,
  open: boolean,
): Promise<Tournament> {
  await requireEventManager(db, id, viewer);
  const saved = await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    if (open && finished(row)) throw finishedError(row);
    if (row.checkInOpen === open) return row;
    const [updated] = await tx
      .update(tournaments)
      .set({ checkInOpen: open, updatedAt: sql`now()` })
      .where(eq(tournaments.id, id))
      .returning();
    await notifyTournamentChanged(tx, id);
    return updated ?? row;
  });
  return toTournament(db, saved, viewer);
}

/**
 * A confirmed player checks themself in while the organiser has check-in open. Checking in twice
 * answers the same entry (a retried tap on a patchy hall connection is not an error).
 */
export async function checkInSelf(db: Database, viewer: NonNullable<Viewer>, id: string): Promise<Entry> {
  const saved = await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    if (finished(row)) throw finishedError(row);
    if (row.format === 'teams')
      throw new HttpError(409, 'TEAM_CHECK_IN', 'At a teams event the captain checks the whole team in.');
    const [entry] = await tx
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.userId, viewer.id)));
    if (!entry) throw new HttpError(409, 'NOT_REGISTERED', 'You are not registered for this event.');
    if (entry.status !== 'confirmed')
      throw new HttpError(409, 'NOT_CONFIRMED', notConfirmedMessages[entry.status]);
    if (entry.checkedIn) return entry;
    if (!checkInOpen(row))
      throw new HttpError(
        409,
        'CHECK_IN_CLOSED',
        'Check-in is not open: the organiser opens it on the day. Find them if you have arrived.',
      );
    const [updated] = await tx
      .update(tournamentEntries)
      .set({ checkedIn: true, updatedAt: sql`now()` })
      .where(eq(tournamentEntries.id, entry.id))
      .returning();
    await notifyTournamentChanged(tx, id);
    return updated ?? entry;
  });
  const [entry] = await toEntries(db, [saved]);
  if (!entry) throw new HttpError(500, 'ENTRY_SAVE_FAILED', 'The check-in could not be saved.');
  return entry;
}

/**
 * Checks several players in (or undoes it) in one transaction. Every id that was not changed is
 * reported with the reason, ids of other events included; nothing outside this event is touched.
 */
export async function bulkCheckIn(
  db: Database,
  viewer: Viewer,
  id: string,
  request: BulkEntryAction,
): Promise<BulkEntryResult> {
  await requireEventManager(db, id, viewer);
  const ids = [...new Set(request.entryIds)];
  const checkIn = request.action === 'check-in';
  return db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    if (finished(row)) throw finishedError(row);
    const found = await tx
      .select({
        id: tournamentEntries.id,
        status: tournamentEntries.status,
        checkedIn: tournamentEntries.checkedIn,
        username: sql<string>`coalesce(${user.username}, ${user.name})`,
      })
      .from(tournamentEntries)
      .innerJoin(user, eq(user.id, tournamentEntries.userId))
      .where(and(eq(tournamentEntries.tournamentId, id), inArray(tournamentEntries.id, ids)))
      .for('update', { of: tournamentEntries });
    const byId = new Map(found.map((entry) => [entry.id, entry]));
    const skipped: BulkEntryResult['skipped'] = [];
    const change: string[] = [];
    for (const entryId of ids) {
      const entry = byId.get(entryId);
      if (!entry)
        skipped.push({
          entryId,
          username: null,
          reason: 'not-in-event',
          message: 'Not a player in this event.',
        });
      else if (checkIn && entry.status !== 'confirmed')
        skipped.push({
          entryId,
          username: entry.username,
          reason: 'not-confirmed',
          message: `${entry.username} is ${entry.status}: only confirmed players check in.`,
        });
      else if (checkIn && entry.checkedIn)
        skipped.push({
          entryId,
          username: entry.username,
          reason: 'already-checked-in',
          message: `${entry.username} was already checked in.`,
        });
      else if (!checkIn && !entry.checkedIn)
        skipped.push({
          entryId,
          username: entry.username,
          reason: 'not-checked-in',
          message: `${entry.username} was not checked in.`,
        });
      else change.push(entryId);
    }
    if (change.length > 0) {
      await tx
        .update(tournamentEntries)
        .set({ checkedIn: checkIn, updatedAt: sql`now()` })
        .where(and(eq(tournamentEntries.tournamentId, id), inArray(tournamentEntries.id, change)));
      await notifyTournamentChanged(tx, id);
    }
    return { updated: change.length, skipped };
  });
}
