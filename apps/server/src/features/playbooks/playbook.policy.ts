import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { playbooks } from './playbooks.table';

/**
 * Who may see and change one playbook (docs/architecture.md, "Object-level permissions"): its
 * owner sees it, anyone sees it once it is shared, only the owner changes it; everyone else gets
 * the same 404 as for a missing one.
 */

type PlaybookRow = typeof playbooks.$inferSelect;

export const playbookNotFound = () => new HttpError(404, 'PLAYBOOK_NOT_FOUND', 'Playbook not found.');

/** The playbook, for its owner or, once shared, for anyone (a visitor is null); else 404. */
export async function requireVisiblePlaybook(
  db: Pick<Database, 'select'>,
  id: string,
  viewerId: string | null,
): Promise<PlaybookRow> {
  const [row] = await db.select().from(playbooks).where(eq(playbooks.id, id));
  if (!row || (!row.isPublic && row.userId !== viewerId)) throw playbookNotFound();
  return row;
}

/** The rows a change to the user's playbook may touch: that playbook, when it is theirs. */
export const ownPlaybook = (userId: string, id: string) =>
  and(eq(playbooks.id, id), eq(playbooks.userId, userId));
