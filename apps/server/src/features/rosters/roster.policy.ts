import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { rosters } from './rosters.table';

/**
 * Who may see and change one roster (docs/architecture.md, "Object-level permissions"): its owner
 * only, and someone else's roster answers like a missing one (404), so ids reveal nothing. The
 * community sees a roster its owner shares, unless a moderator took it out.
 */

type RosterRow = typeof rosters.$inferSelect;
type Reader = Pick<Database, 'select'>;

const userIdSchema = z.uuid();

/** Spec 001 §5: the owner's id must be a UUID, whoever calls. */
export function requireUserId(userId: string): void {
  if (!userIdSchema.safeParse(userId).success)
    throw new HttpError(400, 'PARAMETER_VALIDATION_FAILED', 'Invalid user_id format');
}

export const rosterNotFound = () => new HttpError(404, 'ROSTER_NOT_FOUND', 'Roster not found.');

/** The rows a change to the user's roster may touch: that roster, when it is theirs. */
export const ownRoster = (userId: string, id: string) => and(eq(rosters.id, id), eq(rosters.userId, userId));

/** One of the user's rosters; someone else's roster and a missing one look the same: 404. */
export async function requireOwnRoster(db: Reader, userId: string, id: string): Promise<RosterRow> {
  requireUserId(userId);
  const [row] = await db.select().from(rosters).where(ownRoster(userId, id));
  if (!row) throw rosterNotFound();
  return row;
}

/** Several of the user's rosters (distinct ids), all theirs; else 404 without saying which. */
export async function requireOwnRosters(db: Reader, userId: string, ids: string[]) {
  const owned = await db
    .select({ id: rosters.id, name: rosters.name, faction: rosters.faction, points: rosters.points })
    .from(rosters)
    .where(and(eq(rosters.userId, userId), inArray(rosters.id, ids)));
  if (owned.length !== ids.length) {
    throw new HttpError(404, 'ROSTER_NOT_FOUND', 'One or more of these rosters were not found.');
  }
  return owned;
}

/** Rosters the community sees: the ones their owners share. */
export const sharedWithCommunity = () => isNotNull(rosters.sharedAt);

/** Sharing is the owner's choice, except that a moderator's removal stands (403). */
export function requireShareable(row: Pick<RosterRow, 'sharingBlockedAt'>): void {
  if (row.sharingBlockedAt)
    throw new HttpError(
      403,
      'SHARING_BLOCKED',
      'A moderator removed this roster from the community, so it cannot be shared again.',
    );
}
