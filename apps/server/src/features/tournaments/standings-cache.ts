import type { TournamentUpdates } from './live-updates';

/** A safety net: even if a notification were lost, no entry lives longer than this. */
const MAX_AGE_MS = 30_000;

/**
 * Standings per tournament, kept until the tournament changes. Every server hears every change
 * (NOTIFY), so each keeps its own cache; while it cannot hear them, it computes every time.
 */
export function createStandingsCache<T>(updates: TournamentUpdates) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  updates.onAnyChange((tournamentId) => {
    if (tournamentId === null) entries.clear();
    else entries.delete(tournamentId);
  });
  return {
    get(tournamentId: string, compute: () => Promise<T>): Promise<T> {
      if (!updates.isListening()) return compute();
      const cached = entries.get(tournamentId);
      if (cached && Date.now() - cached.at < MAX_AGE_MS) return cached.value;
      const value = compute();
      entries.set(tournamentId, { value, at: Date.now() });
      // A failed computation is not kept.
      value.catch(() => {
        if (entries.get(tournamentId)?.value === value) entries.delete(tournamentId);
      });
      return value;
    },
  };
}
