import { randomUUID } from 'node:crypto';
import type { Roster, RosterSummary, RosterUpdate, SavedRoster } from '@muster/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { profiles } from '../accounts/profile.table';
import { ownRoster, requireOwnRoster, requireUserId, rosterNotFound } from './roster.policy';
import { rosterDeleting } from './roster-deletion';
import { recordRosterVersion } from './roster-version-record';
import { rosters } from './rosters.table';

type RosterRow = typeof rosters.$inferSelect;

const sumPoints = (roster: Roster) => roster.units.reduce((total, unit) => total + unit.points, 0);

function toSummary(row: RosterRow): RosterSummary {
  return {
    id: row.id,
    name: row.name,
    faction: row.faction,
    detachment: row.detachment,
    points: row.points,
    pointsLimit: row.rosterData.pointsLimit,
    unitCount: row.rosterData.units.length,
    edition: row.rosterData.edition,
    sourceFormat: row.sourceFormat,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSavedRoster(row: RosterRow): SavedRoster {
  return { ...toSummary(row), sourceFileName: row.sourceFileName, roster: row.rosterData };
}

/** Edited units stay in their force; new ones join the first. */
function regroupForces(forces: Roster['forces'], units: Roster['units']): Roster['forces'] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const placed = new Set<string>();
  const regrouped = forces.map((force) => {
    const kept = force.units.flatMap((unit) => {
      const edited = byId.get(unit.id);
      if (!edited) return [];
      placed.add(unit.id);
      return [edited];
    });
    return { ...force, units: kept };
  });
  const first = regrouped[0];
  if (first) first.units.push(...units.filter((unit) => !placed.has(unit.id)));
  return regrouped;
}

/** The summary columns always follow the roster they describe. */
/** A roster's summary columns and data, as stored. */
export function rosterColumns(roster: Roster) {
  return {
    name: roster.name,
    faction: roster.faction,
    detachment: roster.detachments.length > 0 ? roster.detachments.join(' + ') : null,
    points: Math.round(roster.pointsTotal),
    rosterData: roster,
  };
}

async function bumpRosterCount(db: Pick<Database, 'update'>, userId: string, by: number): Promise<void> {
  await db
    .update(profiles)
    .set({ totalRosters: sql`greatest(${profiles.totalRosters} + ${by}, 0)` })
    .where(eq(profiles.id, userId));
}

export async function listRosters(db: Database, userId: string): Promise<RosterSummary[]> {
  requireUserId(userId);
  const rows = await db
    .select()
    .from(rosters)
    .where(eq(rosters.userId, userId))
    .orderBy(desc(rosters.createdAt), desc(rosters.id));
  return rows.map(toSummary);
}

export async function insertRoster(
  db: Database,
  userId: string,
  input: { roster: Roster; sourceFormat: string; sourceFileName: string | null },
): Promise<SavedRoster> {
  requireUserId(userId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rosters)
      .values({
        userId,
        ...rosterColumns(input.roster),
        sourceFormat: input.sourceFormat,
        sourceFileName: input.sourceFileName,
      })
      .returning();
    if (!row) throw new HttpError(500, 'ROSTER_SAVE_FAILED', 'The roster could not be saved.');
    await bumpRosterCount(tx, userId, 1);
    await recordRosterVersion(tx, row.id, input.roster, 'created');
    return toSavedRoster(row);
  });
}

/**
 * Applies an edit. Changing units recomputes the total from them; units keep their ids so
 * analyses can refer to them.
 */
export async function updateRoster(
  db: Database,
  userId: string,
  id: string,
  update: RosterUpdate,
  resolve: (roster: Roster) => Promise<Roster> = async (roster) => roster,
): Promise<SavedRoster> {
  const current = await requireOwnRoster(db, userId, id);
  let roster: Roster = { ...current.rosterData };
  if (update.name !== undefined) roster.name = update.name;
  if (update.detachments !== undefined) {
    roster.detachments = update.detachments;
    roster.forces = roster.forces.map((force, index) =>
      index === 0 ? { ...force, detachment: update.detachments?.[0] ?? null } : force,
    );
  }
  if (update.units !== undefined) {
    const used = new Set<string>();
    roster.units = update.units.map((unit) => {
      const id = unit.id && !used.has(unit.id) ? unit.id : randomUUID();
      used.add(id);
      return { ...unit, id };
    });
    roster.forces = regroupForces(roster.forces, roster.units);
    roster.pointsTotal = sumPoints(roster);
    roster.enhancements = roster.enhancements.filter((e) =>
      roster.units.some((unit) => unit.name === e.unit),
    );
    roster.attachedLeaders = roster.attachedLeaders.filter(
      (a) =>
        roster.units.some((unit) => unit.name === a.leader) &&
        roster.units.some((unit) => unit.name === a.unit),
    );
  }
  // Units and detachments decide datasheets and loadouts: resolve again when they change.
  if (update.units !== undefined || update.detachments !== undefined) roster = await resolve(roster);
  return writeRoster(db, userId, id, roster, 'edited');
}

/** Replaces a roster's whole content (the list builder saves this way); the save is a new version. */
export async function replaceRosterData(
  db: Database,
  userId: string,
  id: string,
  roster: Roster,
  reason: string,
): Promise<SavedRoster> {
  await requireOwnRoster(db, userId, id);
  return writeRoster(db, userId, id, roster, reason);
}

/** Stores a roster's new content and records it as the next version, in one transaction. */
async function writeRoster(
  db: Database,
  userId: string,
  id: string,
  roster: Roster,
  reason: string,
): Promise<SavedRoster> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rosters)
      .set({ ...rosterColumns(roster), updatedAt: new Date() })
      .where(ownRoster(userId, id))
      .returning();
    if (!updated) throw rosterNotFound();
    await recordRosterVersion(tx, id, roster, reason);
    return updated;
  });
  return toSavedRoster(row);
}

export async function duplicateRoster(db: Database, userId: string, id: string): Promise<SavedRoster> {
  const current = await requireOwnRoster(db, userId, id);
  const name = `${current.name} (copy)`.slice(0, 200);
  return insertRoster(db, userId, {
    roster: { ...current.rosterData, name },
    sourceFormat: current.sourceFormat,
    sourceFileName: current.sourceFileName,
  });
}

/** Deletes a roster (rows that refer to it, such as analyses, are removed first in the same transaction). */
export async function deleteRoster(db: Database, userId: string, id: string): Promise<void> {
  await requireOwnRoster(db, userId, id);
  await db.transaction(async (tx) => {
    // Spec: a roster's analyses are deleted first (analysis registers them: roster-deletion.ts).
    await rosterDeleting(tx, id);
    const deleted = await tx.delete(rosters).where(ownRoster(userId, id)).returning({ id: rosters.id });
    if (deleted.length === 0) throw rosterNotFound();
    await bumpRosterCount(tx, userId, -1);
  });
}
