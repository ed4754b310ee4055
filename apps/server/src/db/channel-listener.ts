import type pg from 'pg';

/** Reconnection attempts back off from the first to the last delay (PostgreSQL restarting). */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 2000;

export type ChannelListener = {
  /** True while the connection LISTENs (so caches may trust what it hears). */
  isListening: () => boolean;
  /** Connects if not connected (after a loss the listener retries by itself too). */
  ensureConnected: () => void;
  close: () => Promise<void>;
};

/**
 * One pooled connection that LISTENs on a channel, hands each payload on, and reconnects by
 * itself when the connection is lost. `onLost` is called when it is lost and `onResumed` once it
 * LISTENs again: whatever was committed in between was announced to nobody, so the caller catches
 * up then (a change made after PostgreSQL came back but before the LISTEN did is otherwise missed
 * for good). Any server may NOTIFY; PostgreSQL delivers to every listener.
 */
export function listenToChannel(
  pool: pg.Pool,
  channel: string,
  handlers: { onPayload: (payload: string) => void; onLost: () => void; onResumed?: () => void },
  log: (message: string) => void = () => {},
): ChannelListener {
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lostSinceListening = false;
  let delay = RECONNECT_FIRST_MS;
  const retryLater = () => {
    if (closed) return;
    retry = setTimeout(connect, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  // Releases the current connection once, however many errors or calls ask for it.
  let releaseCurrent: () => void = () => {};

  const connect = () => {
    if (closed || client || connecting) return;
    connecting = (async () => {
      try {
        const connection = await pool.connect();
        let released = false;
        connection.on('notification', (message) => {
          if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
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
          lostSinceListening = true;
          handlers.onLost();
          retryLater();
        });
        await connection.query(`LISTEN ${channel}`);
        client = connection;
        delay = RECONNECT_FIRST_MS;
        if (lostSinceListening) {
          lostSinceListening = false;
          handlers.onResumed?.();
        }
      } catch (error) {
        releaseCurrent();
        log(`could not LISTEN on ${channel}, retrying: ${String(error)}`);
        retryLater();
      } finally {
        connecting = null;
      }
    })();
  };

  connect();
  return {
    isListening: () => client !== null,
    ensureConnected: connect,
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      releaseCurrent();
    },
  };
}
