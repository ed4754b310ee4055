import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { listenToChannel } from './channel-listener';

/** Waits until `check` holds (polled), or fails with what it saw last. */
async function eventually<T>(read: () => T, holds: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (holds(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last saw ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A LISTEN connection lost to PostgreSQL (a crash, a restart, a terminated backend): the listener
 * says so, listens again by itself, says that too (so callers catch up on what nobody heard), and
 * hears what is announced afterwards.
 */
describe('a channel listener whose connection is lost', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('reports the loss, listens again within a second, reports that, and hears later notices', async () => {
    const events: string[] = [];
    const listener = listenToChannel(database.pool, 'muster_listener_test', {
      onPayload: (payload) => events.push(`payload ${payload}`),
      onLost: () => events.push('lost'),
      onResumed: () => events.push('resumed'),
    });
    try {
      await eventually(listener.isListening, (listening) => listening);
      await database.pool.query(`SELECT pg_notify('muster_listener_test', 'before')`);
      await eventually(
        () => events,
        (seen) => seen.includes('payload before'),
      );

      const killed = await database.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN muster_listener_test'`,
      );
      expect(killed.rowCount).toBe(1);
      const lostAt = Date.now();
      await eventually(
        () => events,
        (seen) => seen.includes('resumed'),
      );
      expect(Date.now() - lostAt).toBeLessThan(1500);
      expect(events).toEqual(['payload before', 'lost', 'resumed']);

      await database.pool.query(`SELECT pg_notify('muster_listener_test', 'after')`);
      await eventually(
        () => events,
        (seen) => seen.includes('payload after'),
      );
    } finally {
      await listener.close();
    }
  });
});
