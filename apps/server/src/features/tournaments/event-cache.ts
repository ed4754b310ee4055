import type { TournamentUpdates } from './live-updates';

/** A safety net: even if a notification were lost, no entry lives longer than this. */
const MAX_AGE_MS = 30_000;

export type EventCacheSlot<T> = {
  /** The cached value for the tournament, computing it (once, however many ask at once) if absent. */
  get: (tournamentId: string, compute: () => Promise<T>) => Promise<T>;
};

/**
 * Reads of an event kept until the event changes, per server. Every server hears every change
 * (NOTIFY), so each keeps its own entries; while it cannot hear them, it computes every time.
 * A slot marked `keepOnResults` holds what a result cannot change (who the players are, their
 * clubs and factions) and survives the stream of results that make up a round.
 */
export function createEventCache(updates: TournamentUpdates) {
  const slots: { entries: Map<string, { value: Promise<unknown>; at: number }>; keepOnResults: boolean }[] =
    [];
  updates.onAnyChange((change) => {
    for (const slot of slots) {
      if (change === null) slot.entries.clear();
      else if (change.gameIds === null || !slot.keepOnResults) slot.entries.delete(change.tournamentId);
    }
  });
  return {
    slot<T>(options: { keepOnResults?: boolean } = {}): EventCacheSlot<T> {
      const entries = new Map<string, { value: Promise<unknown>; at: number }>();
      slots.push({ entries, keepOnResults: options.keepOnResults ?? false });
      return {
        get(tournamentId, compute) {
          if (!updates.isListening()) return compute();
          const cached = entries.get(tournamentId);
          if (cached && Date.now() - cached.at < MAX_AGE_MS) return cached.value as Promise<T>;
          const value = compute();
          entries.set(tournamentId, { value, at: Date.now() });
          // A failed computation is not kept.
          value.catch(() => {
            if (entries.get(tournamentId)?.value === value) entries.delete(tournamentId);
          });
          return value;
        },
      };
    },
  };
}
export type EventCache = ReturnType<typeof createEventCache>;
