import type pg from 'pg';

const RECONNECT_MS = 2000;

export type ChannelListener = {
  /** True while the connection LISTENs (so caches may trust what it hears). */
  isListening: () => boolean;
  /** Connects if not connected (after a loss the listener retries by itself too). */
  ensureConnected: () => void;
  close: () => Promise<void>;
};

/**
 * One pooled connection that LISTENs on a channel, hands each payload on, and reconnects by
 * itself when the connection is lost (calling `onLost` first: whatever was missed meanwhile is
 * the caller's to catch up on). Any server may NOTIFY; PostgreSQL delivers to every listener.
 */
export function listenToChannel(
  pool: pg.Pool,
  channel: string,
  handlers: { onPayload: (payload: string) => void; onLost: () => void },
  log: (message: string) => void = () => {},
): ChannelListener {
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
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
          handlers.onLost();
          if (!closed) retry = setTimeout(connect, RECONNECT_MS);
        });
        await connection.query(`LISTEN ${channel}`);
        client = connection;
      } catch (error) {
        releaseCurrent();
        log(`could not LISTEN on ${channel}, retrying: ${String(error)}`);
        if (!closed) retry = setTimeout(connect, RECONNECT_MS);
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
