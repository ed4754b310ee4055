import type { SearchEventHit, SearchRosterHit, SearchUnitHit } from '@muster/contracts';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rosters } from '../rosters/rosters.table';

/** "%text%" for ILIKE, with the user's own %, _ and \ matched as themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The owner's rosters whose name or faction contains the text, last changed first. */
export async function findOwnRosters(
  db: Database,
  ownerId: string,
  pattern: string,
  limit: number,
): Promise<SearchRosterHit[]> {
  return db
    .select({ id: rosters.id, name: rosters.name, faction: rosters.faction, points: rosters.points })
    .from(rosters)
    .where(
      and(eq(rosters.userId, ownerId), or(ilike(rosters.name, pattern), ilike(rosters.faction, pattern))),
    )
    .orderBy(desc(rosters.updatedAt), rosters.name)
    .limit(limit);
}

/** Units of the owner's rosters whose name contains the text: one hit per roster and name. */
export async function findOwnUnits(
  db: Database,
  ownerId: string,
  pattern: string,
  limit: number,
): Promise<SearchUnitHit[]> {
  const result = await db.execute<{
    roster_id: string;
    roster_name: string;
    unit_name: string;
    copies: number;
  }>(sql`
    SELECT r.id AS roster_id, r.name AS roster_name, unit->>'name' AS unit_name, count(*)::int AS copies
    FROM ${rosters} r CROSS JOIN LATERAL jsonb_array_elements(r.roster_data->'units') AS unit
    WHERE r.user_id = ${ownerId} AND unit->>'name' ILIKE ${pattern}
    GROUP BY r.id, r.name, r.updated_at, unit->>'name'
    ORDER BY r.updated_at DESC, unit_name
    LIMIT ${limit}`);
  return result.rows.map((row) => ({
    rosterId: row.roster_id,
    rosterName: row.roster_name,
    unitName: row.unit_name,
    copies: row.copies,
  }));
}

/**
 * Events whose name contains the text that the user organises, helps organise or registered for
 * (whatever the entry's state), latest start first.
 */
export async function findOwnEvents(
  db: Database,
  userId: string,
  pattern: string,
  limit: number,
): Promise<SearchEventHit[]> {
  const result = await db.execute<{ id: string; name: string; starts_on: string; organises: boolean }>(sql`
    SELECT t.id, t.name, t.starts_on::text AS starts_on,
      (t.organiser_id = ${userId} OR EXISTS (
        SELECT 1 FROM tournament_organisers o WHERE o.tournament_id = t.id AND o.user_id = ${userId}
      )) AS organises
    FROM tournaments t
    WHERE t.name ILIKE ${pattern} AND (
      t.organiser_id = ${userId}
      OR EXISTS (SELECT 1 FROM tournament_organisers o WHERE o.tournament_id = t.id AND o.user_id = ${userId})
      OR EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = t.id AND e.user_id = ${userId})
    )
    ORDER BY t.starts_on DESC, t.name
    LIMIT ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    startsOn: row.starts_on,
    role: row.organises ? 'organiser' : 'player',
  }));
}
