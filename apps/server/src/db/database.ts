import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
};

export function connectDatabase(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 20,
    idleTimeoutMillis: 30_000,
    // While PostgreSQL is down, a request waits at most this long for a connection, then gets 503.
    connectionTimeoutMillis: 5_000,
  });
  // A client losing its connection (PostgreSQL restarting, a full disk) must not crash the process.
  // The pool listens on idle clients only; a client checked out for a transaction emits 'error'
  // with no listener, which would end the process. Its query fails instead and the request gets
  // a 503 (see isDatabaseUnavailable).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
