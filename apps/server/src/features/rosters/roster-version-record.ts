import type { Roster } from '@muster/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rosterVersions } from './roster-versions.table';
import { rosters } from './rosters.table';

type Writer = Pick<Database, 'select' | 'insert' | 'execute'>;

/** JSON with sorted keys: two saves of the same list compare equal whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * Records a save as the roster's next version, unless it is the same list as the last one. The
 * roster row is locked first so two saves cannot take the same number.
 */
export async function recordRosterVersion(
  tx: Writer,
  rosterId: string,
  roster: Roster,
  reason: string,
): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${rosters} WHERE ${rosters.id} = ${rosterId} FOR UPDATE`);
  const [last] = await tx
    .select({ number: rosterVersions.number, data: rosterVersions.rosterData })
    .from(rosterVersions)
    .where(eq(rosterVersions.rosterId, rosterId))
    .orderBy(desc(rosterVersions.number))
    .limit(1);
  if (last && canonical(last.data) === canonical(roster)) return;
  await tx
    .insert(rosterVersions)
    .values({ rosterId, number: (last?.number ?? 0) + 1, rosterData: roster, reason });
}
