import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { analyses } from './analyses.table';

/**
 * Who may see one analysis (docs/architecture.md, "Object-level permissions"): analyses are
 * private to the user who asked for them, and reached through their roster (whose owner rules are
 * rosters/roster.policy.ts).
 */

/** The user's analyses of one roster. */
export const ownAnalysesOf = (userId: string, rosterId: string) =>
  and(eq(analyses.rosterId, rosterId), eq(analyses.userId, userId));

/** Whether this user may see (and so report) the analysis: only its owner. */
export async function analysisVisibleTo(
  db: Pick<Database, 'select'>,
  id: string,
  viewer: { id: string },
): Promise<boolean> {
  const [row] = await db.select({ userId: analyses.userId }).from(analyses).where(eq(analyses.id, id));
  return row?.userId === viewer.id;
}
