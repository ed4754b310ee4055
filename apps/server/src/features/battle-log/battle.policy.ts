import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../http/error-handler';
import { matchRecords } from '../oracle/oracle.table';

/**
 * Whose logged game one is (docs/architecture.md, "Object-level permissions"): the player who
 * logged it. Someone else's game, an event game and a missing id all answer the same 404.
 */

export const battleNotFound = () =>
  new HttpError(404, 'BATTLE_NOT_FOUND', 'That game is not in your battle log.');

/** The rows a change to the user's logged game may touch: that game, when they logged it. */
export const ownBattle = (userId: string, id: string) =>
  and(eq(matchRecords.id, id), eq(matchRecords.loggedBy, userId));
