import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** The channel every server LISTENs on; the payload is the tournament id. */
export const TOURNAMENT_UPDATES_CHANNEL = 'muster_tournament_updates';

/**
 * Tells every server (and through them every open event page) that a tournament changed. Sent in
 * the same transaction as the change, so it is delivered only if the change committed.
 */
export async function notifyTournamentChanged(
  db: Pick<Database, 'execute'>,
  tournamentId: string,
): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${TOURNAMENT_UPDATES_CHANNEL}, ${tournamentId})`);
}
