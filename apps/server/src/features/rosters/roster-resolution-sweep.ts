import { RESOLVER_REVISION } from '@muster/army';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resolveArmyOffThread } from '../game-data/game-data-workers';
import { rosters } from './rosters.table';

const BATCH = 20;

/**
 * Resolves rosters saved before army resolution existed (no `resolution` in roster_data), or
 * resolved by an older revision of it (`RESOLVER_REVISION`: a chapter army saved as Adeptus
 * Astartes), a batch at a time, off the request thread. A roster edited meanwhile is left alone (its edit resolved
 * it), so several servers running this at once only repeat work, never overwrite an edit.
 * Returns how many rosters it resolved.
 */
export async function resolveSavedRosters(db: Database, log: (message: string) => void): Promise<number> {
  let resolved = 0;
  const skipped = new Set<string>();
  for (;;) {
    const rows = await db
      // The timestamp as text: a JavaScript Date would drop its microseconds and never match.
      .select({
        id: rosters.id,
        rosterData: rosters.rosterData,
        version: sql<string>`${rosters.updatedAt}::text`,
      })
      .from(rosters)
      .where(
        sql`${rosters.rosterData} -> 'resolution' IS NULL
          OR coalesce((${rosters.rosterData} -> 'resolution' ->> 'resolver')::int, 1) < ${RESOLVER_REVISION}`,
      )
      .orderBy(rosters.createdAt)
      .limit(BATCH + skipped.size);
    const pending = rows.filter((row) => !skipped.has(row.id));
    if (pending.length === 0) return resolved;
    for (const row of pending) {
      try {
        const rosterData = await resolveArmyOffThread(row.rosterData);
        const updated = await db
          .update(rosters)
          .set({ rosterData })
          .where(and(eq(rosters.id, row.id), sql`${rosters.updatedAt}::text = ${row.version}`))
          .returning({ id: rosters.id });
        if (updated.length > 0) resolved += 1;
        else skipped.add(row.id);
      } catch (error) {
        // One roster the data package cannot read must not stop the others.
        skipped.add(row.id);
        log(
          `Roster ${row.id} could not be resolved: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
