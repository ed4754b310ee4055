import { classifyBattlefield, SNAPSHOTS_KEPT, snapshotSizeEstimate } from '@muster/battlefield';
import type {
  Battlefield,
  BattlefieldInput,
  BattlefieldSnapshot,
  BattlefieldSummary,
  SnapshotInput,
} from '@muster/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import {
  battlefieldNotFound,
  ownBattlefield,
  requireOwnBattlefield,
  requireVisibleBattlefield,
} from './battlefield.policy';
import { battlefieldSnapshots, battlefields } from './battlefields.table';

type Reader = Pick<Database, 'select'>;
type BattlefieldRow = typeof battlefields.$inferSelect;
type SnapshotRow = typeof battlefieldSnapshots.$inferSelect;

const toBattlefield = (row: BattlefieldRow, viewerId: string | null): Battlefield => ({
  id: row.id,
  name: row.name,
  description: row.description,
  size: row.size,
  terrain: row.terrain,
  objectives: row.objectives,
  deploymentZones: row.deploymentZones,
  unitPlacements: row.unitPlacements,
  missionName: row.missionName,
  missionRules: row.missionRules,
  classification: classifyBattlefield(row),
  isPublic: row.isPublic,
  isOwner: row.userId === viewerId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toSummary = (row: BattlefieldRow, viewerId: string): BattlefieldSummary => ({
  id: row.id,
  name: row.name,
  size: row.size,
  missionName: row.missionName,
  isPublic: row.isPublic,
  isOwner: row.userId === viewerId,
  classification: classifyBattlefield(row),
  terrainCount: row.terrain.length,
  placementCount: row.unitPlacements.length,
  updatedAt: row.updatedAt.toISOString(),
});

const toSnapshot = (row: SnapshotRow): BattlefieldSnapshot => ({
  id: row.id,
  battlefieldId: row.battlefieldId,
  turnNumber: row.turnNumber,
  phase: row.phase,
  unitPlacements: row.unitPlacements,
  notes: row.notes,
  sizeEstimate: snapshotSizeEstimate(row.unitPlacements.length),
  createdAt: row.createdAt.toISOString(),
});

/** Spec 001 §9: paged by 20 from offset 0; "public" lists everyone's shared layouts. */
export async function listBattlefields(
  db: Reader,
  viewerId: string,
  query: { scope: 'mine' | 'public'; offset: number; limit: number },
) {
  const where = query.scope === 'mine' ? eq(battlefields.userId, viewerId) : eq(battlefields.isPublic, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(battlefields)
      .where(where)
      .orderBy(desc(battlefields.updatedAt), battlefields.id)
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(battlefields).where(where),
  ]);
  return { items: rows.map((row) => toSummary(row, viewerId)), total: total?.n ?? 0, ...query };
}

export async function getBattlefield(db: Reader, viewerId: string | null, id: string): Promise<Battlefield> {
  return toBattlefield(await requireVisibleBattlefield(db, viewerId, id), viewerId);
}

export async function createBattlefield(
  db: Database,
  userId: string,
  input: BattlefieldInput,
): Promise<Battlefield> {
  const [row] = await db
    .insert(battlefields)
    .values({ ...input, userId })
    .returning();
  if (!row) throw new HttpError(500, 'BATTLEFIELD_SAVE_FAILED', 'The battlefield could not be saved.');
  return toBattlefield(row, userId);
}

export async function updateBattlefield(
  db: Database,
  userId: string,
  id: string,
  input: BattlefieldInput,
): Promise<Battlefield> {
  const [row] = await db
    .update(battlefields)
    .set({ ...input, updatedAt: new Date() })
    .where(ownBattlefield(userId, id))
    .returning();
  if (!row) throw battlefieldNotFound();
  return toBattlefield(row, userId);
}

export async function deleteBattlefield(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(battlefields)
    .where(ownBattlefield(userId, id))
    .returning({ id: battlefields.id });
  if (deleted.length === 0) throw battlefieldNotFound();
}

export async function listSnapshots(db: Reader, viewerId: string, battlefieldId: string) {
  await requireVisibleBattlefield(db, viewerId, battlefieldId);
  const rows = await db
    .select()
    .from(battlefieldSnapshots)
    .where(eq(battlefieldSnapshots.battlefieldId, battlefieldId))
    .orderBy(desc(battlefieldSnapshots.createdAt), desc(battlefieldSnapshots.id));
  return rows.map(toSnapshot);
}

/** Saves a snapshot and, in the same transaction, drops all but the 50 newest (spec 001 §9). */
export async function createSnapshot(
  db: Database,
  userId: string,
  battlefieldId: string,
  input: SnapshotInput,
): Promise<BattlefieldSnapshot> {
  await requireOwnBattlefield(db, userId, battlefieldId);
  return db.transaction(async (tx) => {
    // One writer per battlefield at a time, so two saves cannot both keep 50 and leave 51.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`battlefield-snapshots:${battlefieldId}`}))`,
    );
    const [row] = await tx
      .insert(battlefieldSnapshots)
      .values({ battlefieldId, ...input })
      .returning();
    if (!row) throw new HttpError(500, 'SNAPSHOT_SAVE_FAILED', 'The snapshot could not be saved.');
    const keep = tx
      .select({ id: battlefieldSnapshots.id })
      .from(battlefieldSnapshots)
      .where(eq(battlefieldSnapshots.battlefieldId, battlefieldId))
      .orderBy(desc(battlefieldSnapshots.createdAt), desc(battlefieldSnapshots.id))
      .limit(SNAPSHOTS_KEPT);
    await tx
      .delete(battlefieldSnapshots)
      .where(
        and(
          eq(battlefieldSnapshots.battlefieldId, battlefieldId),
          sql`${battlefieldSnapshots.id} NOT IN (${keep})`,
        ),
      );
    return toSnapshot(row);
  });
}

export async function deleteSnapshot(
  db: Database,
  userId: string,
  battlefieldId: string,
  snapshotId: string,
) {
  await requireOwnBattlefield(db, userId, battlefieldId);
  const deleted = await db
    .delete(battlefieldSnapshots)
    .where(
      and(eq(battlefieldSnapshots.id, snapshotId), eq(battlefieldSnapshots.battlefieldId, battlefieldId)),
    )
    .returning({ id: battlefieldSnapshots.id });
  if (deleted.length === 0) throw new HttpError(404, 'SNAPSHOT_NOT_FOUND', 'Snapshot not found.');
}

/** Names for battlefields attached to rounds, visible to whoever can see the event. */
export async function battlefieldNames(db: Reader, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: battlefields.id, name: battlefields.name })
    .from(battlefields)
    .where(inArray(battlefields.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
