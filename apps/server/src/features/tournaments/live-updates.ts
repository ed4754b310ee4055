import type pg from 'pg';
import { listenToChannel } from '../../db/channel-listener';
import {
  mergeChanges,
  parseTournamentChange,
  TOURNAMENT_UPDATES_CHANNEL,
  type TournamentChange,
} from './tournament-updates';

export type TournamentUpdates = {
  /**
   * Calls back (coalesced to one call per burst, the burst's changes merged) whenever the
   * tournament changes; returns unsubscribe.
   */
  subscribe: (tournamentId: string, listener: (change: TournamentChange) => void) => () => void;
  /** Calls back at once for every change to any tournament; null when the connection was lost. */
  onAnyChange: (listener: (change: TournamentChange | null) => void) => void;
  /** True while this server hears every change (so caches may trust it). */
  isListening: () => boolean;
  close: () => Promise<void>;
};

/**
 * Changes arriving within this window reach a page as one update. Every message is one write to
 * every open page's socket (800 at a Grand Tournament) and may move the standings that a tenth of
 * them refetch, so at the end of a round merging a second's results costs far less than sending
 * each; a second is half the two a page may lag (bench: event-day).
 */
const COALESCE_MS = 1000;

/**
 * One LISTEN connection per server fans tournament changes out to that server's open event
 * streams. Any server may make a change; PostgreSQL's NOTIFY reaches them all.
 */
export function createTournamentUpdates(
  pool: pg.Pool,
  log: (message: string) => void = () => {},
): TournamentUpdates {
  const listeners = new Map<string, Set<(change: TournamentChange) => void>>();
  const pending = new Map<string, { change: TournamentChange; timer: ReturnType<typeof setTimeout> }>();
  const everyChange: ((change: TournamentChange | null) => void)[] = [];

  const deliver = (change: TournamentChange) => {
    const id = change.tournamentId;
    const waiting = pending.get(id);
    if (waiting) {
      waiting.change = mergeChanges(waiting.change, change);
      return;
    }
    const timer = setTimeout(() => {
      const merged = pending.get(id)?.change ?? change;
      pending.delete(id);
      for (const listener of listeners.get(id) ?? []) listener(merged);
    }, COALESCE_MS);
    pending.set(id, { change, timer });
  };

  const channel = listenToChannel(
    pool,
    TOURNAMENT_UPDATES_CHANNEL,
    {
      onPayload(payload) {
        const change = parseTournamentChange(payload);
        if (!change) return;
        for (const listener of everyChange) listener(change);
        deliver(change);
      },
      onLost() {
        for (const listener of everyChange) listener(null);
        // Pages may have missed changes while reconnecting: tell every open one to refetch.
        for (const id of listeners.keys()) deliver({ tournamentId: id, gameIds: null });
      },
      onResumed() {
        // Changes committed while nobody listened were announced to no server: drop every cache
        // again and have every page refetch, now that the reads will answer.
        for (const listener of everyChange) listener(null);
        for (const id of listeners.keys()) deliver({ tournamentId: id, gameIds: null });
      },
    },
    log,
  );

  return {
    onAnyChange(listener) {
      everyChange.push(listener);
    },
    isListening: channel.isListening,
    subscribe(tournamentId, listener) {
      channel.ensureConnected();
      const set = listeners.get(tournamentId) ?? new Set();
      set.add(listener);
      listeners.set(tournamentId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(tournamentId);
      };
    },
    async close() {
      for (const { timer } of pending.values()) clearTimeout(timer);
      await channel.close();
    },
  };
}
