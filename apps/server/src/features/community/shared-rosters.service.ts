import type { RosterSharing, SharedRoster, SharedRosterSummary } from '@muster/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import {
  requireOwnRoster,
  requireShareable,
  rosterNotFound,
  sharedWithCommunity,
} from '../rosters/roster.policy';
import { rosters } from '../rosters/rosters.table';

const SHARED_LIST_LIMIT = 200;

const toSharing = (row: { sharedAt: Date | null; sharingBlockedAt: Date | null }): RosterSharing => ({
  shared: row.sharedAt !== null,
  sharedAt: row.sharedAt?.toISOString() ?? null,
  blocked: row.sharingBlockedAt !== null,
});

export async function readSharing(db: Database, viewer: SessionUser, rosterId: string) {
  return toSharing(await requireOwnRoster(db, viewer.id, rosterId));
}

/** Sharing is the owner's choice, except that a moderator's removal stands. */
export async function setSharing(db: Database, viewer: SessionUser, rosterId: string, shared: boolean) {
  const row = await requireOwnRoster(db, viewer.id, rosterId);
  if (shared) requireShareable(row);
  if (shared === (row.sharedAt !== null)) return toSharing(row);
  const [updated] = await db
    .update(rosters)
    .set({ sharedAt: shared ? new Date() : null })
    .where(eq(rosters.id, row.id))
    .returning();
  if (!updated) throw rosterNotFound();
  return toSharing(updated);
}

const sharedColumns = {
  roster: rosters,
  owner: sql<string>`coalesce(${user.username}, ${user.name})`,
};

type SharedRow = { roster: typeof rosters.$inferSelect; owner: string };

function toSharedSummary({ roster, owner }: SharedRow, viewer: SessionUser): SharedRosterSummary {
  return {
    id: roster.id,
    name: roster.name,
    faction: roster.faction,
    detachment: roster.detachment,
    points: roster.points,
    unitCount: roster.rosterData.units.length,
    owner,
    sharedAt: (roster.sharedAt ?? roster.updatedAt).toISOString(),
    mine: roster.userId === viewer.id,
  };
}

export async function listSharedRosters(db: Database, viewer: SessionUser, faction: string | undefined) {
  const rows = await db
    .select(sharedColumns)
    .from(rosters)
    .innerJoin(user, eq(user.id, rosters.userId))
    .where(
      and(sharedWithCommunity(), faction ? sql`lower(${rosters.faction}) = lower(${faction})` : undefined),
    )
    .orderBy(desc(rosters.sharedAt))
    .limit(SHARED_LIST_LIMIT);
  return { rosters: rows.map((row) => toSharedSummary(row, viewer)) };
}

/** A shared roster's list, without its owner's private notes or source file. */
export async function readSharedRoster(db: Database, viewer: SessionUser, id: string): Promise<SharedRoster> {
  const [row] = await db
    .select(sharedColumns)
    .from(rosters)
    .innerJoin(user, eq(user.id, rosters.userId))
    .where(and(eq(rosters.id, id), sharedWithCommunity()));
  if (!row)
    throw new HttpError(404, 'SHARED_ROSTER_NOT_FOUND', 'That roster is not shared (or no longer exists).');
  return {
    ...toSharedSummary(row, viewer),
    units: row.roster.rosterData.units.map((unit) => ({
      name: unit.name,
      count: unit.count,
      points: unit.points,
      enhancements: unit.enhancements,
    })),
  };
}

/** What a moderator's "hide" does: out of the community, for good. */
export async function blockSharing(db: Database, id: string) {
  await db.update(rosters).set({ sharedAt: null, sharingBlockedAt: new Date() }).where(eq(rosters.id, id));
}
