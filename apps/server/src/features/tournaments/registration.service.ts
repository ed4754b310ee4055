import type { Entry, EntryStatus } from '@muster/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { notifyPromoted } from './event-notifications';
import { requireEventManager } from './tournament.policy';
import { notifyTournamentChanged } from './tournament-updates';
import type { TournamentRow, Viewer } from './tournaments.queries';
import { tournamentAdjustments, tournamentEntries, tournaments } from './tournaments.table';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type EntryRow = typeof tournamentEntries.$inferSelect;

const dateTime = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16);

/** Takes the event row FOR UPDATE: registrations for one event queue here, so caps hold. */
export async function lockTournament(tx: Tx, id: string): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row) throw new HttpError(404, 'TOURNAMENT_NOT_FOUND', 'Tournament not found.');
  return row;
}

async function seatsTaken(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, id),
        inArray(tournamentEntries.status, ['confirmed', 'pending']),
      ),
    );
  return row?.n ?? 0;
}

/** Where a new or returning player goes: a seat (pending when approval is needed) or the waitlist. */
async function placement(tx: Tx, row: TournamentRow): Promise<EntryStatus> {
  if (row.playerCap !== null && (await seatsTaken(tx, row.id)) >= row.playerCap) return 'waitlisted';
  return row.requireApproval ? 'pending' : 'confirmed';
}

/** A freed seat goes to the first player on the waitlist. */
export async function promoteFromWaitlist(tx: Tx, row: TournamentRow): Promise<void> {
  if (row.status !== 'registration') return;
  if (row.playerCap !== null && (await seatsTaken(tx, row.id)) >= row.playerCap) return;
  const [next] = await tx
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, row.id), eq(tournamentEntries.status, 'waitlisted')))
    .orderBy(asc(tournamentEntries.registeredAt), asc(tournamentEntries.id))
    .limit(1);
  if (next) {
    const status = row.requireApproval ? 'pending' : 'confirmed';
    await tx
      .update(tournamentEntries)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(tournamentEntries.id, next.id));
    await notifyPromoted(tx, row, next.id, status);
  }
}

export async function toEntries(db: Pick<Database, 'select'>, rows: EntryRow[]): Promise<Entry[]> {
  if (rows.length === 0) return [];
  const people = await db
    .select({ id: user.id, username: user.username, name: user.name })
    .from(user)
    .where(
      inArray(
        user.id,
        rows.map((r) => r.userId),
      ),
    );
  return rows.map((row) => {
    const person = people.find((p) => p.id === row.userId);
    return {
      id: row.id,
      userId: row.userId,
      username: person?.username ?? person?.name ?? 'unknown',
      club: row.club,
      status: row.status,
      paid: row.paid,
      checkedIn: row.checkedIn,
      droppedAfterRound: row.droppedAfterRound,
      joinedAfterRound: row.joinedAfterRound,
      drawNumber: row.drawNumber,
      registeredAt: row.registeredAt.toISOString(),
    };
  });
}

/** Registration (a player's or a team's) must be open right now: the event's status and window. */
export function requireRegistrationOpen(row: TournamentRow, now = new Date()): void {
  if (row.status !== 'registration')
    throw new HttpError(409, 'REGISTRATION_CLOSED', 'Registration is closed for this event.');
  if (now < row.registrationOpensAt)
    throw new HttpError(
      409,
      'REGISTRATION_NOT_OPEN',
      `Registration opens at ${dateTime(row.registrationOpensAt)} UTC.`,
    );
  if (now > row.registrationClosesAt)
    throw new HttpError(
      409,
      'REGISTRATION_CLOSED',
      `Registration closed at ${dateTime(row.registrationClosesAt)} UTC.`,
    );
}

/** Refuses a singles registration at a teams event, with the way in. */
function refuseSinglesRegistration(row: TournamentRow): void {
  if (row.format === 'teams')
    throw new HttpError(
      409,
      'TEAMS_EVENT',
      'This is a teams event: register a team as its captain, or accept your captain’s invitation.',
    );
}

/**
 * Registering twice answers the entry you have; a withdrawn player rejoins at the back of the queue.
 * An event that sells tickets registers players only through its Checkout (features/event-tickets,
 * which passes `buyingTicket`): its table is named here rather than imported, so the two features
 * do not import each other.
 */
export async function register(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  club: string | null,
  options: { buyingTicket?: boolean } = {},
): Promise<Entry> {
  const saved = await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    refuseSinglesRegistration(row);
    requireRegistrationOpen(row);
    if (!options.buyingTicket) {
      const ticketed = await tx.execute(sql`SELECT 1 FROM event_tickets WHERE tournament_id = ${id}`);
      if (ticketed.rows.length > 0)
        throw new HttpError(409, 'TICKET_REQUIRED', 'This event sells tickets: buy one to register.');
    }
    const [existing] = await tx
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.userId, viewer.id)));
    if (existing && existing.status !== 'withdrawn') return existing;
    const status = await placement(tx, row);
    await notifyTournamentChanged(tx, id);
    if (existing) {
      const [rejoined] = await tx
        .update(tournamentEntries)
        .set({ status, club, registeredAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(tournamentEntries.id, existing.id))
        .returning();
      return rejoined ?? existing;
    }
    const [created] = await tx
      .insert(tournamentEntries)
      .values({ tournamentId: id, userId: viewer.id, club, status })
      .returning();
    if (!created) throw new HttpError(500, 'ENTRY_SAVE_FAILED', 'The registration could not be saved.');
    return created;
  });
  const [entry] = await toEntries(db, [saved]);
  if (!entry) throw new HttpError(500, 'ENTRY_SAVE_FAILED', 'The registration could not be saved.');
  return entry;
}

/** Before the event: withdraw (the seat goes to the waitlist). Once it runs: drop after this round. */
export async function withdraw(db: Database, viewer: NonNullable<Viewer>, id: string): Promise<Entry> {
  const saved = await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    const [entry] = await tx
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.userId, viewer.id)));
    if (!entry || entry.status === 'withdrawn' || entry.status === 'dropped')
      throw new HttpError(409, 'NOT_REGISTERED', 'You are not registered for this event.');
    if (row.status === 'completed' || row.status === 'cancelled')
      throw new HttpError(409, 'TOURNAMENT_FINISHED', `The event is ${row.status}.`);
    const running = row.status === 'in_progress' && entry.status === 'confirmed';
    const [updated] = await tx
      .update(tournamentEntries)
      .set(
        running
          ? { status: 'dropped', droppedAfterRound: row.currentRound, updatedAt: sql`now()` }
          : { status: 'withdrawn', updatedAt: sql`now()` },
      )
      .where(eq(tournamentEntries.id, entry.id))
      .returning();
    await promoteFromWaitlist(tx, row);
    await notifyTournamentChanged(tx, id);
    return updated ?? entry;
  });
  const [entry] = await toEntries(db, [saved]);
  if (!entry) throw new HttpError(500, 'ENTRY_SAVE_FAILED', 'The change could not be saved.');
  return entry;
}

export async function listEntries(db: Database, viewer: Viewer, id: string): Promise<Entry[]> {
  await requireEventManager(db, id, viewer);
  const rows = await db
    .select()
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, id))
    .orderBy(asc(tournamentEntries.registeredAt), asc(tournamentEntries.id));
  return toEntries(db, rows);
}

type EntryAction =
  | 'approve'
  | 'promote'
  | 'mark-paid'
  | 'mark-unpaid'
  | 'check-in'
  | 'undo-check-in'
  | 'drop'
  | 'reinstate';

/** What each organiser action needs the entry to be, and what it changes. */
function transition(action: EntryAction, entry: EntryRow, row: TournamentRow): Partial<EntryRow> {
  const need = (statuses: EntryStatus[], message: string) => {
    if (!statuses.includes(entry.status)) throw new HttpError(409, 'ENTRY_STATE', message);
  };
  switch (action) {
    case 'approve':
      need(['pending'], 'Only a pending registration can be approved.');
      return { status: 'confirmed' };
    case 'promote':
      need(['waitlisted'], 'Only a waitlisted player can be promoted.');
      return { status: 'confirmed' };
    case 'mark-paid':
      return { paid: true };
    case 'mark-unpaid':
      return { paid: false };
    case 'check-in':
      need(['confirmed'], 'Only confirmed players check in.');
      return { checkedIn: true };
    case 'undo-check-in':
      return { checkedIn: false };
    case 'drop':
      need(['confirmed', 'pending'], 'Only a registered player can be dropped.');
      return { status: 'dropped', droppedAfterRound: row.currentRound };
    case 'reinstate':
      need(['dropped', 'withdrawn'], 'Only a dropped or withdrawn player can be reinstated.');
      return { status: 'confirmed', droppedAfterRound: null };
  }
}

export async function actOnEntry(
  db: Database,
  viewer: Viewer,
  id: string,
  entryId: string,
  action: EntryAction,
): Promise<Entry> {
  await requireEventManager(db, id, viewer);
  const saved = await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    const [entry] = await tx
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.id, entryId), eq(tournamentEntries.tournamentId, id)));
    if (!entry) throw new HttpError(404, 'ENTRY_NOT_FOUND', 'No such player in this event.');
    const [updated] = await tx
      .update(tournamentEntries)
      .set({ ...transition(action, entry, row), updatedAt: sql`now()` })
      .where(eq(tournamentEntries.id, entry.id))
      .returning();
    if (action === 'drop') await promoteFromWaitlist(tx, row);
    await notifyTournamentChanged(tx, id);
    return updated ?? entry;
  });
  const [entry] = await toEntries(db, [saved]);
  if (!entry) throw new HttpError(500, 'ENTRY_SAVE_FAILED', 'The change could not be saved.');
  return entry;
}

/**
 * Late join or walk-in: the organiser adds a player by username, confirmed, whatever the window.
 * A full event takes them only with an explicit override, never silently past its cap.
 */
export async function addPlayer(
  db: Database,
  viewer: Viewer,
  id: string,
  request: { username: string; overCap: boolean },
): Promise<Entry> {
  await requireEventManager(db, id, viewer);
  const [person] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.username})`, request.username.toLowerCase()));
  if (!person) throw new HttpError(404, 'USER_NOT_FOUND', `No player is called ${request.username}.`);
  const saved = await db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    if (row.status === 'completed' || row.status === 'cancelled')
      throw new HttpError(409, 'TOURNAMENT_FINISHED', `The event is ${row.status}.`);
    if (row.format === 'teams')
      throw new HttpError(
        409,
        'TEAMS_EVENT',
        'Players join a teams event through a team: a captain invites them, or they register their own.',
      );
    const [existing] = await tx
      .select({ status: tournamentEntries.status })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.userId, person.id)));
    const seated = existing?.status === 'confirmed' || existing?.status === 'pending';
    const taken = await seatsTaken(tx, id);
    if (row.playerCap !== null && !seated && taken >= row.playerCap && !request.overCap) {
      throw new HttpError(
        409,
        'EVENT_FULL',
        `The event is full (${taken} of ${row.playerCap} seats). Add ${request.username} over the cap only if you have room for another table.`,
        { taken, cap: row.playerCap },
      );
    }
    // A player joining once rounds have been paired missed them: the event says how they count.
    const joinedAfterRound = !seated && row.currentRound > 0 ? row.currentRound : null;
    // The tiebreak draw was made when round 1 was paired: a late joiner draws after everyone.
    const [{ drawn } = { drawn: 0 }] =
      joinedAfterRound !== null
        ? await tx
            .select({ drawn: sql<number>`coalesce(max(${tournamentEntries.drawNumber}), 0)::int` })
            .from(tournamentEntries)
            .where(eq(tournamentEntries.tournamentId, id))
        : [];
    const drawNumber = joinedAfterRound !== null ? drawn + 1 : null;
    const [inserted] = await tx
      .insert(tournamentEntries)
      .values({ tournamentId: id, userId: person.id, status: 'confirmed', joinedAfterRound, drawNumber })
      .onConflictDoUpdate({
        target: [tournamentEntries.tournamentId, tournamentEntries.userId],
        set: {
          status: 'confirmed',
          droppedAfterRound: null,
          ...(joinedAfterRound !== null ? { joinedAfterRound, drawNumber } : {}),
          updatedAt: sql`now()`,
        },
      })
      .returning();
    await notifyTournamentChanged(tx, id);
    return inserted;
  });
  const [entry] = saved ? await toEntries(db, [saved]) : [];
  if (!entry) throw new HttpError(500, 'ENTRY_SAVE_FAILED', 'The player could not be added.');
  return entry;
}

export async function addAdjustment(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  input: { entryId: string; points: number; reason: string },
) {
  await requireEventManager(db, id, viewer);
  const [entry] = await db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.id, input.entryId), eq(tournamentEntries.tournamentId, id)));
  if (!entry) throw new HttpError(404, 'ENTRY_NOT_FOUND', 'No such player in this event.');
  await db.insert(tournamentAdjustments).values({ tournamentId: id, createdBy: viewer.id, ...input });
  await notifyTournamentChanged(db, id);
  return listAdjustments(db, viewer, id);
}

export async function listAdjustments(db: Database, viewer: Viewer, id: string) {
  await requireEventManager(db, id, viewer);
  const rows = await db
    .select({
      id: tournamentAdjustments.id,
      entryId: tournamentAdjustments.entryId,
      points: tournamentAdjustments.points,
      reason: tournamentAdjustments.reason,
      createdAt: tournamentAdjustments.createdAt,
      username: sql<string>`coalesce(${user.username}, ${user.name})`,
    })
    .from(tournamentAdjustments)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentAdjustments.entryId))
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .where(eq(tournamentAdjustments.tournamentId, id))
    .orderBy(asc(tournamentAdjustments.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
