import type { Roster } from '@muster/contracts';
import { canonicalRosterJson } from '@muster/roster-import';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rosterVersions } from './roster-versions.table';
import { rosters } from './rosters.table';

type Writer = Pick<Database, 'select' | 'insert' | 'execute'>;

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
  if (last && canonicalRosterJson(last.data) === canonicalRosterJson(roster)) return;
  await tx
    .insert(rosterVersions)
    .values({ rosterId, number: (last?.number ?? 0) + 1, rosterData: roster, reason });
}
