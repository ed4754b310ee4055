import { createHash } from 'node:crypto';
import { checkEventList } from '@muster/analysis';
import type {
  BulkListApproval,
  BulkListApprovalResult,
  EventList,
  ListChange,
  ListLock,
  Roster,
} from '@muster/contracts';
import { eventListProblems } from '@muster/contracts/event-list-verdict';
import { canonicalRosterJson, multisetDifference } from '@muster/roster-import';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { runGameDataTask } from '../game-data/game-data-workers';
import { notifyUsers } from '../notifications/notify';
import { requireOwnRoster } from '../rosters/roster.policy';
import { missionCatalogue, refreshGameSetups } from './game-setups.service';
import { listDisposition } from './list-disposition';
import { tournamentListChanges, tournamentLists } from './lists.table';
import { tournamentRounds } from './rounds.table';
import { canManageEvent, requireEventManager } from './tournament.policy';
import { teamsFormat } from './tournament-hooks';
import { notifyTournamentChanged } from './tournament-updates';
import { findTournamentRow, type TournamentRow, type Viewer } from './tournaments.queries';
import { tournamentEntries } from './tournaments.table';

type ListRow = typeof tournamentLists.$inferSelect;
type ChangeRow = typeof tournamentListChanges.$inferSelect;

export const listsPublished = (row: TournamentRow, now = new Date()) =>
  row.listsPublishAt !== null && now >= row.listsPublishAt;

/**
 * Lists lock at the list deadline or when round 1 is paired, whichever comes first: a player who
 * has seen their opponent must not swap armies.
 */
export async function listLock(db: Database, row: TournamentRow, now = new Date()): Promise<ListLock> {
  const [roundOne] = await db
    .select({ id: tournamentRounds.id })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, row.id), eq(tournamentRounds.number, 1)));
  if (roundOne)
    return {
      locked: true,
      reason: 'round-one-paired',
      message: 'Lists are locked: round 1 has been paired. Ask the organiser if your list must change.',
    };
  if (row.listDeadline !== null && now > row.listDeadline)
    return {
      locked: true,
      reason: 'deadline',
      message: 'Lists are locked: the list deadline has passed. Ask the organiser if your list must change.',
    };
  return { locked: false, reason: null, message: null };
}

/** Unit lines as a player reads them, e.g. "Warriors (90 pts)", each as often as it appears. */
const unitLines = (roster: Roster) => roster.units.map((unit) => `${unit.name} (${unit.points} pts)`);
const same = (line: string) => line;

function toChange(row: ChangeRow): ListChange {
  const version = (roster: Roster, hash: string) => ({
    name: roster.name,
    faction: roster.faction,
    points: roster.pointsTotal,
    hash,
  });
  return {
    at: row.changedAt.toISOString(),
    reason: row.reason,
    before: version(row.before, row.beforeHash),
    after: version(row.after, row.afterHash),
    added: multisetDifference(unitLines(row.after), unitLines(row.before), same),
    removed: multisetDifference(unitLines(row.before), unitLines(row.after), same),
  };
}

function toList(row: ListRow, username: string, showRoster: boolean, changes: ChangeRow[] = []): EventList {
  return {
    entryId: row.entryId,
    username,
    status: row.status,
    name: row.snapshot.name,
    faction: row.snapshot.faction,
    points: row.points,
    forceDisposition:
      row.forceDisposition && row.snapshot.forceDisposition
        ? { id: row.forceDisposition, name: row.snapshot.forceDisposition }
        : null,
    hash: row.hash,
    checks: row.checks,
    legality: row.legality ?? null,
    note: row.note,
    submittedAt: row.submittedAt.toISOString(),
    roster: showRoster ? row.snapshot : null,
    changes: changes.map(toChange),
  };
}

async function myEntry(db: Database, tournamentId: string, viewer: NonNullable<Viewer>) {
  const [entry] = await db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, viewer.id)));
  if (!entry || entry.status === 'withdrawn' || entry.status === 'waitlisted')
    throw new HttpError(
      409,
      'NOT_REGISTERED',
      'Register for the event (with a seat) before submitting a list.',
    );
  return entry;
}

/**
 * Submits one of your rosters as your list: a snapshot, checked against the event and hashed.
 * An approved list is locked; after the deadline only a list the organiser sent back can change.
 */
export async function submitList(
  db: Database,
  viewer: NonNullable<Viewer>,
  tournamentId: string,
  rosterId: string,
  requestedDisposition?: string | null,
): Promise<EventList> {
  const row = await findTournamentRow(db, tournamentId);
  const entry = await myEntry(db, tournamentId, viewer);
  const roster = await requireOwnRoster(db, viewer.id, rosterId);
  const [existing] = await db.select().from(tournamentLists).where(eq(tournamentLists.entryId, entry.id));
  if (row.status === 'completed' || row.status === 'cancelled')
    throw new HttpError(409, 'TOURNAMENT_FINISHED', `The event is ${row.status}.`);
  if (existing?.status === 'approved')
    throw new HttpError(409, 'LIST_LOCKED', 'Your list is approved and locked.');
  // A list the organiser sent back (unlocked, with a reason) may change once, whatever the lock.
  const unlocked = existing?.status === 'returned';
  const lock = await listLock(db, row);
  if (lock.locked && !unlocked) {
    throw new HttpError(
      409,
      lock.reason === 'deadline' ? 'LIST_DEADLINE_PASSED' : 'LISTS_LOCKED',
      lock.message ?? 'Lists are locked.',
    );
  }
  // 11th edition: the list is played with one Force Disposition, part of the list (and its hash).
  const disposition =
    row.edition === '11th'
      ? listDisposition(await missionCatalogue(), roster.rosterData, requestedDisposition)
      : { id: null, name: null, checks: [] };
  const snapshot = disposition.name
    ? { ...roster.rosterData, forceDisposition: disposition.name }
    : roster.rosterData;
  const teammate =
    row.format === 'teams'
      ? await teamsFormat().teammateWithFaction(db, row, entry.id, snapshot.faction)
      : null;
  if (teammate)
    throw new HttpError(
      409,
      'FACTION_TAKEN_ON_TEAM',
      `${teammate} already brings ${snapshot.faction} for your team, and this event allows each faction once per team.`,
    );
  const checks = [
    ...checkEventList(snapshot, {
      pointsLimit: row.pointsLimit,
      edition: row.edition === '10th' ? '10th' : '11th',
      gameSystem: row.gameSystem,
    }),
    ...disposition.checks,
  ];
  // The builder's checks beside the event's own: the organiser reviews both (40k lists only).
  // They judge the list by the event's edition (a 10th-edition file brought to an 11th-edition
  // event is played with its Force Disposition): the mismatch itself is the event's own warning.
  // A check that cannot run (a worker lost) never stops a submission: the report is then left out.
  const legality =
    roster.rosterData.units.length > 0
      ? await runGameDataTask('roster-legality', { roster: { ...snapshot, edition: row.edition } }).catch(
          () => null,
        )
      : null;
  const values = {
    tournamentId,
    entryId: entry.id,
    rosterId: roster.id,
    snapshot,
    hash: createHash('sha256').update(canonicalRosterJson(snapshot)).digest('hex'),
    points: snapshot.pointsTotal,
    forceDisposition: disposition.id,
    checks,
    legality,
    status: 'submitted' as const,
    note: '',
    submittedAt: new Date(),
    reviewedAt: null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(tournamentLists)
      .values(values)
      .onConflictDoUpdate({ target: tournamentLists.entryId, set: values });
    // After the lock, every replacement is on record for the organiser, with the unlock's reason.
    if (lock.locked && existing && existing.hash !== values.hash) {
      await tx.insert(tournamentListChanges).values({
        tournamentId,
        entryId: entry.id,
        reason: existing.note,
        before: existing.snapshot,
        beforeHash: existing.hash,
        after: snapshot,
        afterHash: values.hash,
      });
    }
  });
  // Open games against this player now know both dispositions: their missions follow.
  await refreshGameSetups(db, row, { entryId: entry.id });
  await notifyTournamentChanged(db, tournamentId);
  const mine = await myList(db, viewer, tournamentId);
  if (!mine) throw new HttpError(500, 'LIST_SAVE_FAILED', 'The list could not be saved.');
  return mine;
}

export async function myList(
  db: Database,
  viewer: NonNullable<Viewer>,
  tournamentId: string,
): Promise<EventList | null> {
  const [row] = await db
    .select({ list: tournamentLists, username: sql<string>`coalesce(${user.username}, ${user.name})` })
    .from(tournamentLists)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentLists.entryId))
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .where(and(eq(tournamentLists.tournamentId, tournamentId), eq(tournamentEntries.userId, viewer.id)));
  return row ? toList(row.list, row.username, true) : null;
}

/** Organisers see every list; everyone sees them all once published; until then, players only their own. */
export async function eventLists(db: Database, viewer: Viewer, tournamentId: string) {
  const row = await findTournamentRow(db, tournamentId);
  const organiser = await canManageEvent(db, row, viewer);
  const published = listsPublished(row);
  const lock = await listLock(db, row);
  if (!organiser && !published) return { published, lock, lists: [] };
  const rows = await db
    .select({ list: tournamentLists, username: sql<string>`coalesce(${user.username}, ${user.name})` })
    .from(tournamentLists)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentLists.entryId))
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .where(eq(tournamentLists.tournamentId, tournamentId))
    .orderBy(asc(sql`lower(coalesce(${user.username}, ${user.name}))`));
  const changes = organiser
    ? await db
        .select()
        .from(tournamentListChanges)
        .where(eq(tournamentListChanges.tournamentId, tournamentId))
        .orderBy(asc(tournamentListChanges.changedAt))
    : [];
  return {
    published,
    lock,
    lists: rows.map((r) =>
      toList(
        r.list,
        r.username,
        true,
        changes.filter((change) => change.entryId === r.list.entryId),
      ),
    ),
  };
}

/** The player whose list was sent back hears why, and that they may now change it. */
async function notifyListReturned(
  db: Database,
  row: TournamentRow,
  entryId: string,
  note: string,
  at: Date | null,
) {
  const [entry] = await db
    .select({ userId: tournamentEntries.userId })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.id, entryId));
  if (!entry) return;
  await notifyUsers(db, [
    {
      userId: entry.userId,
      kind: 'list-unlocked',
      title: `${row.name}: your list was sent back`,
      body: note ? `You may change it once: ${note}` : 'You may change it once.',
      link: `/tournament/${row.id}`,
      dedupeKey: `list-unlocked:${entryId}:${at?.getTime() ?? 0}`,
    },
  ]);
}

export async function reviewList(
  db: Database,
  viewer: Viewer,
  tournamentId: string,
  entryId: string,
  review: { decision: 'approve' | 'return'; note: string },
): Promise<EventList> {
  const row = await requireEventManager(db, tournamentId, viewer);
  const [saved] = await db
    .update(tournamentLists)
    .set({
      status: review.decision === 'approve' ? 'approved' : 'returned',
      note: review.note,
      reviewedAt: new Date(),
    })
    .where(and(eq(tournamentLists.tournamentId, tournamentId), eq(tournamentLists.entryId, entryId)))
    .returning();
  if (!saved) throw new HttpError(404, 'LIST_NOT_FOUND', 'That player has not submitted a list.');
  if (review.decision === 'return') await notifyListReturned(db, row, entryId, review.note, saved.reviewedAt);
  await notifyTournamentChanged(db, tournamentId);
  const [person] = await db
    .select({ username: sql<string>`coalesce(${user.username}, ${user.name})` })
    .from(tournamentEntries)
    .innerJoin(user, eq(user.id, tournamentEntries.userId))
    .where(eq(tournamentEntries.id, entryId));
  return toList(saved, person?.username ?? 'unknown', true);
}

const listSkipMessages = {
  'no-list': (name: string | null) =>
    name ? `${name} has not submitted a list.` : 'Not a player in this event.',
  'has-errors': (name: string | null) => `${name}'s list has problems to look at first.`,
  returned: (name: string | null) => `${name}'s list was sent back: waiting for the player to change it.`,
  'already-approved': (name: string | null) => `${name}'s list was already approved.`,
} as const;

/**
 * Approves many lists in one transaction: the ones named, or every submitted list without an
 * error-severity check. A list with errors, sent back or missing is reported, never approved; the
 * lists are locked while they are judged, so a resubmission cannot slip in between.
 */
export async function bulkApproveLists(
  db: Database,
  viewer: Viewer,
  tournamentId: string,
  request: BulkListApproval,
): Promise<BulkListApprovalResult> {
  await requireEventManager(db, tournamentId, viewer);
  const named = 'entryIds' in request ? [...new Set(request.entryIds)] : null;
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        entryId: tournamentLists.entryId,
        status: tournamentLists.status,
        checks: tournamentLists.checks,
        legality: tournamentLists.legality,
        username: sql<string>`coalesce(${user.username}, ${user.name})`,
      })
      .from(tournamentLists)
      .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentLists.entryId))
      .innerJoin(user, eq(user.id, tournamentEntries.userId))
      .where(
        and(
          eq(tournamentLists.tournamentId, tournamentId),
          named ? inArray(tournamentLists.entryId, named) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(coalesce(${user.username}, ${user.name}))`))
      .for('update', { of: tournamentLists });
    const approved: BulkListApprovalResult['approved'] = [];
    const skipped: BulkListApprovalResult['skipped'] = [];
    const skip = (entryId: string, username: string | null, reason: keyof typeof listSkipMessages) =>
      skipped.push({ entryId, username, reason, message: listSkipMessages[reason](username) });
    for (const list of rows) {
      if (list.status === 'approved') {
        // Asked for all: nothing to say about lists already done.
        if (named) skip(list.entryId, list.username, 'already-approved');
      } else if (list.status === 'returned') skip(list.entryId, list.username, 'returned');
      else if (eventListProblems(list).length > 0) skip(list.entryId, list.username, 'has-errors');
      else approved.push({ entryId: list.entryId, username: list.username });
    }
    if (named) {
      const withList = new Set(rows.map((r) => r.entryId));
      const missing = named.filter((id) => !withList.has(id));
      // A named player without a list: say who, when they are in this event at all.
      const people =
        missing.length > 0
          ? await tx
              .select({
                id: tournamentEntries.id,
                username: sql<string>`coalesce(${user.username}, ${user.name})`,
              })
              .from(tournamentEntries)
              .innerJoin(user, eq(user.id, tournamentEntries.userId))
              .where(
                and(eq(tournamentEntries.tournamentId, tournamentId), inArray(tournamentEntries.id, missing)),
              )
          : [];
      for (const id of missing) skip(id, people.find((p) => p.id === id)?.username ?? null, 'no-list');
    }
    if (approved.length > 0) {
      await tx
        .update(tournamentLists)
        .set({ status: 'approved', note: '', reviewedAt: new Date() })
        .where(
          and(
            eq(tournamentLists.tournamentId, tournamentId),
            inArray(
              tournamentLists.entryId,
              approved.map((a) => a.entryId),
            ),
          ),
        );
      await notifyTournamentChanged(tx, tournamentId);
    }
    return { approved, skipped };
  });
  return result;
}
