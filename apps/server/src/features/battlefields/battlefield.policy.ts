import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { battlefields } from './battlefields.table';

/**
 * Who may see and change one battlefield (docs/architecture.md, "Object-level permissions"): its
 * owner always, anyone once it is public; only the owner changes it. For everyone else it does not
 * exist (404).
 */

type Reader = Pick<Database, 'select'>;
type BattlefieldRow = typeof battlefields.$inferSelect;

export const battlefieldNotFound = () =>
  new HttpError(404, 'BATTLEFIELD_NOT_FOUND', 'Battlefield not found.');

/** The battlefields this viewer (or, with null, a visitor) may read: their own and the public ones. */
const visibleTo = (viewerId: string | null) =>
  viewerId
    ? or(eq(battlefields.userId, viewerId), eq(battlefields.isPublic, true))
    : eq(battlefields.isPublic, true);

/** The same rule for a battlefield already read. */
export const battlefieldVisibleTo = (
  layout: Pick<BattlefieldRow, 'userId' | 'isPublic'>,
  viewerId: string | null | undefined,
): boolean => layout.isPublic || (viewerId != null && layout.userId === viewerId);

/** Readable by its owner, by anyone when public; otherwise it does not exist for the caller. */
export async function requireVisibleBattlefield(
  db: Reader,
  viewerId: string | null,
  id: string,
): Promise<BattlefieldRow> {
  const [row] = await db
    .select()
    .from(battlefields)
    .where(and(eq(battlefields.id, id), visibleTo(viewerId)));
  if (!row) throw battlefieldNotFound();
  return row;
}

/** The rows a change to the user's battlefield may touch: that battlefield, when it is theirs. */
export const ownBattlefield = (userId: string, id: string) =>
  and(eq(battlefields.id, id), eq(battlefields.userId, userId));

/** One of the user's battlefields; anyone else's (public or not) answers 404. */
export async function requireOwnBattlefield(db: Reader, userId: string, id: string): Promise<void> {
  const [row] = await db.select({ id: battlefields.id }).from(battlefields).where(ownBattlefield(userId, id));
  if (!row) throw battlefieldNotFound();
}
