import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import type { tournamentGames } from './rounds.table';
import type { Viewer } from './tournaments.queries';
import { tournamentEntries } from './tournaments.table';

/**
 * Who may act on one game of an event (docs/architecture.md, "Object-level permissions"): its two
 * players report, confirm and dispute it; the organisers' word goes through the event's policy
 * (tournament.policy.ts).
 */

type GameRow = typeof tournamentGames.$inferSelect;

/** Which side of the game the viewer plays; anyone but the two players gets 403. */
export async function requireGamePlayer(
  db: Pick<Database, 'select'>,
  game: Pick<GameRow, 'entryA' | 'entryB'>,
  viewer: Viewer,
): Promise<{ side: 'a' | 'b'; entryId: string }> {
  if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'User not authenticated');
  const ids = [game.entryA, game.entryB].filter((id): id is string => id !== null);
  const [mine] = await db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.userId, viewer.id), inArray(tournamentEntries.id, ids)));
  if (!mine) throw new HttpError(403, 'NOT_YOUR_GAME', 'Only the two players report this game.');
  return { side: mine.id === game.entryA ? 'a' : 'b', entryId: mine.id };
}
