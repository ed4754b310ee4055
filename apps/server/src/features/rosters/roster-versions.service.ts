import { randomBytes } from 'node:crypto';
import type { RosterDiffReply, RosterVersion } from '@muster/contracts';
import { compareRosters } from '@muster/roster-import';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { ownRoster, requireOwnRoster } from './roster.policy';
import { recordRosterVersion } from './roster-version-record';
import { rosterShareLinks, rosterVersions } from './roster-versions.table';
import { rosterColumns } from './rosters.queries';
import { rosters } from './rosters.table';

async function versionOf(db: Database, rosterId: string, number: number) {
  const [row] = await db
    .select()
    .from(rosterVersions)
    .where(and(eq(rosterVersions.rosterId, rosterId), eq(rosterVersions.number, number)));
  if (!row) throw new HttpError(404, 'VERSION_NOT_FOUND', `This roster has no version ${number}.`);
  return row;
}

/** The owner's versions of a roster, newest first. */
export async function listRosterVersions(
  db: Database,
  userId: string,
  rosterId: string,
): Promise<RosterVersion[]> {
  await requireOwnRoster(db, userId, rosterId);
  const rows = await db
    .select()
    .from(rosterVersions)
    .where(eq(rosterVersions.rosterId, rosterId))
    .orderBy(desc(rosterVersions.number));
  return rows.map((row) => ({
    number: row.number,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    name: row.rosterData.name,
    points: row.rosterData.pointsTotal,
    unitCount: row.rosterData.units.length,
  }));
}

/** What changed between two of the owner's versions (either order). */
export async function compareRosterVersions(
  db: Database,
  userId: string,
  rosterId: string,
  from: number,
  to: number,
): Promise<RosterDiffReply> {
  await requireOwnRoster(db, userId, rosterId);
  const [before, after] = [await versionOf(db, rosterId, from), await versionOf(db, rosterId, to)];
  return { from, to, ...compareRosters(before.rosterData, after.rosterData) };
}

/** Makes an old version current again: a new version, so nothing is lost by restoring. */
export async function restoreRosterVersion(db: Database, userId: string, rosterId: string, number: number) {
  await requireOwnRoster(db, userId, rosterId);
  const version = await versionOf(db, rosterId, number);
  await db.transaction(async (tx) => {
    await tx
      .update(rosters)
      .set({ ...rosterColumns(version.rosterData), updatedAt: new Date() })
      .where(ownRoster(userId, rosterId));
    await recordRosterVersion(tx, rosterId, version.rosterData, `restored from version ${number}`);
  });
  return requireOwnRoster(db, userId, rosterId);
}

const liveLink = (rosterId: string) =>
  and(eq(rosterShareLinks.rosterId, rosterId), isNull(rosterShareLinks.revokedAt));

export async function rosterShareLink(db: Database, userId: string, rosterId: string) {
  await requireOwnRoster(db, userId, rosterId);
  const [link] = await db.select().from(rosterShareLinks).where(liveLink(rosterId)).limit(1);
  return link ? { token: link.token, createdAt: link.createdAt.toISOString() } : null;
}

/** The roster's read-only link: the live one if there is one, else a new one (128 random bits). */
export async function createRosterShareLink(db: Database, userId: string, rosterId: string) {
  const existing = await rosterShareLink(db, userId, rosterId);
  if (existing) return existing;
  const [link] = await db
    .insert(rosterShareLinks)
    .values({ rosterId, token: randomBytes(16).toString('base64url') })
    .returning();
  if (!link) throw new HttpError(500, 'SHARE_LINK_FAILED', 'The link could not be made.');
  return { token: link.token, createdAt: link.createdAt.toISOString() };
}

/** Ends the link at once: whoever has it sees "no longer shared". */
export async function revokeRosterShareLink(db: Database, userId: string, rosterId: string): Promise<void> {
  await requireOwnRoster(db, userId, rosterId);
  await db.update(rosterShareLinks).set({ revokedAt: new Date() }).where(liveLink(rosterId));
}

/** A list seen through its link; a revoked or unknown link gets the same 404. */
export async function sharedList(db: Database, token: string) {
  const [row] = await db
    .select({ roster: rosters.rosterData, updatedAt: rosters.updatedAt })
    .from(rosterShareLinks)
    .innerJoin(rosters, eq(rosters.id, rosterShareLinks.rosterId))
    .where(and(eq(rosterShareLinks.token, token), isNull(rosterShareLinks.revokedAt)));
  if (!row) throw new HttpError(404, 'SHARED_LIST_NOT_FOUND', 'This list is not shared (any more).');
  return { roster: row.roster, updatedAt: row.updatedAt.toISOString() };
}
