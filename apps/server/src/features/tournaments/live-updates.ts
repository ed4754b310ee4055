import type pg from 'pg';
import { TOURNAMENT_UPDATES_CHANNEL } from './tournament-updates';

export type TournamentUpdates = {
  /** Calls back (coalesced to one call per burst) whenever the tournament changes; returns unsubscribe. */
  subscribe: (tournamentId: string, listener: () => void) => () => void;
  /** Calls back at once for every change to any tournament; null when the connection was lost. */
  onAnyChange: (listener: (tournamentId: string | null) => void) => void;
  /** True while this server hears every change (so caches may trust it). */
  isListening: () => boolean;
  close: () => Promise<void>;
};

/** Changes arriving within this window reach a page as one update. */
const COALESCE_MS = 150;
const RECONNECT_MS = 2000;

/**
 * One LISTEN connection per server fans tournament changes out to that server's open event
 * streams. Any server may make a change; PostgreSQL's NOTIFY reaches them all.
 */
export function createTournamentUpdates(
  pool: pg.Pool,
  log: (message: string) => void = () => {},
): TournamentUpdates {
  const listeners = new Map<string, Set<() => void>>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // Releases the current connection once, however many errors or calls ask for it.
  let releaseCurrent: () => void = () => {};

  const everyChange: ((tournamentId: string | null) => void)[] = [];
  const deliver = (tournamentId: string) => {
    if (pending.has(tournamentId)) return;
    pending.set(
      tournamentId,
      setTimeout(() => {
        pending.delete(tournamentId);
        for (const listener of listeners.get(tournamentId) ?? []) listener();
      }, COALESCE_MS),
    );
  };

  const connect = () => {
    if (closed || client || connecting) return;
    connecting = (async () => {
      try {
        const connection = await pool.connect();
        let released = false;
        connection.on('notification', (message) => {
          if (message.channel !== TOURNAMENT_UPDATES_CHANNEL || !message.payload) return;
          for (const listener of everyChange) listener(message.payload);
          deliver(message.payload);
        });
        const release = () => {
          if (released) return;
          released = true;
          if (client === connection) client = null;
          connection.release(true);
        };
        releaseCurrent = release;
        connection.on('error', () => {
          if (released) return;
          release();
          for (const listener of everyChange) listener(null);
          // Pages may have missed changes while reconnecting: tell every open one to refetch.
          for (const id of listeners.keys()) deliver(id);
          if (!closed) retry = setTimeout(connect, RECONNECT_MS);
        });
        await connection.query(`LISTEN ${TOURNAMENT_UPDATES_CHANNEL}`);
        client = connection;
      } catch (error) {
        releaseCurrent();
        log(`live updates could not LISTEN, retrying: ${String(error)}`);
        if (!closed) retry = setTimeout(connect, RECONNECT_MS);
      } finally {
        connecting = null;
      }
    })();
  };

  connect();
  return {
    onAnyChange(listener) {
      everyChange.push(listener);
    },
    isListening: () => client !== null,
    subscribe(tournamentId, listener) {
      connect();
      const set = listeners.get(tournamentId) ?? new Set();
      set.add(listener);
      listeners.set(tournamentId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(tournamentId);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      for (const timer of pending.values()) clearTimeout(timer);
      await connecting;
      releaseCurrent();
    },
  };
}
