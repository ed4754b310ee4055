import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** The channel every server LISTENs on; the payload says which tournament changed, and how. */
export const TOURNAMENT_UPDATES_CHANNEL = 'muster_tournament_updates';

/**
 * What changed: only these games' results (the common case on event day), or anything at all
 * (gameIds null): pairings, the clock, registrations, lists, settings.
 */
export type TournamentChange = { tournamentId: string; gameIds: string[] | null };

/**
 * Tells every server (and through them every open event page) that a tournament changed. Sent in
 * the same transaction as the change, so it is delivered only if the change committed. Pass the
 * games when only their results changed: pages then patch those games instead of refetching.
 */
export async function notifyTournamentChanged(
  db: Pick<Database, 'execute'>,
  tournamentId: string,
  only?: { games: string[] },
): Promise<void> {
  const payload = only ? JSON.stringify({ t: tournamentId, g: only.games }) : tournamentId;
  await db.execute(sql`SELECT pg_notify(${TOURNAMENT_UPDATES_CHANNEL}, ${payload})`);
}

/** Reads a payload of either form; null for one that is neither (sent by something else). */
export function parseTournamentChange(payload: string): TournamentChange | null {
  if (!payload.startsWith('{')) return { tournamentId: payload, gameIds: null };
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { t, g } = value as { t?: unknown; g?: unknown };
    if (typeof t !== 'string' || !Array.isArray(g) || !g.every((id) => typeof id === 'string')) return null;
    return { tournamentId: t, gameIds: g };
  } catch {
    return null;
  }
}

/** Two changes of one tournament as one: the union of their games, or the whole event. */
export function mergeChanges(a: TournamentChange, b: TournamentChange): TournamentChange {
  if (a.gameIds === null || b.gameIds === null) return { tournamentId: a.tournamentId, gameIds: null };
  return { tournamentId: a.tournamentId, gameIds: [...new Set([...a.gameIds, ...b.gameIds])] };
}
