import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test-support/auth-client';
import { createTestApp, migrationsFolder, type TestApp } from '../test-support/test-app';
import { connectDatabase } from './database';
import { type EmbeddedCluster, startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrations';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 16 (high 3): PostgreSQL killed in the middle of a burst of writes. The app must stay up,
 * answer 503 (never 500, never "signed out") while the database is away, restart the embedded
 * PostgreSQL by itself, recover, and have kept every write it acknowledged.
 */
describe('PostgreSQL dies mid-burst', () => {
  let dataDir: string;
  let cluster: EmbeddedCluster;
  let testApp: TestApp;
  const warnings: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'muster-outage-'));
    cluster = await startEmbeddedPostgres(dataDir, { info: () => {}, warn: (line) => warnings.push(line) });
    const handle = connectDatabase(cluster.connectionString);
    await runMigrations(handle.db, migrationsFolder);
    testApp = await createTestApp({ database: { ...handle, name: 'muster', drop: handle.close } });
  });
  afterAll(async () => {
    await testApp?.close();
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while it is away, restarts it, recovers, and loses nothing acknowledged', {
    timeout: 120_000,
  }, async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const client = new TestClient(testApp.app, `10.16.3.${index + 1}`);
        await client.signUp(`outage${index}@example.test`, 'outage password 1', `outage_${index}`);
        return client;
      }),
    );

    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const readiness: number[] = [];
    let killedAt = 0;
    let acknowledgedAfterKill = 0;
    let writing = true;

    const writer = async (player: TestClient, index: number) => {
      for (let n = 0; writing; n += 1) {
        const reply = await player.post('/api/battles', {
          playedOn: '2026-11-20',
          event: `Outage w${index} n${n}`,
          myFaction: 'Necrons',
          opponentFaction: 'Orks',
          myVp: 60,
          opponentVp: 40,
        });
        statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
        if (reply.statusCode === 201) {
          acknowledged.push(reply.json().id);
          if (killedAt) acknowledgedAfterKill += 1;
        } else {
          expect(reply.statusCode, reply.body).toBe(503);
          expect(reply.json().error.code).toBe('DATABASE_UNAVAILABLE');
        }
        await sleep(killedAt && !acknowledgedAfterKill ? 100 : 250);
      }
    };
    const probe = async () => {
      while (writing) {
        readiness.push((await testApp.app.inject({ method: 'GET', url: '/readyz' })).statusCode);
        await sleep(100);
      }
    };

    const running = [...players.map(writer), probe()];
    while (acknowledged.length < 20) await sleep(50);
    // A transaction in flight at the moment of death (as db.transaction holds one): its client
    // is checked out of the pool, where nothing else listens for its 'error'.
    const inFlight = await testApp.database.pool.connect();
    await inFlight.query('BEGIN');
    // kill -9 of the postmaster: the worst way PostgreSQL can go.
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    killedAt = Date.now();
    // Signing in while it is away: 503 with the same message, not better-auth's bare 500.
    const signIn = await new TestClient(testApp.app, '10.16.3.99').post('/api/auth/sign-in/email', {
      email: 'outage0@example.test',
      password: 'outage password 1',
    });
    expect(signIn.statusCode, signIn.body).toBe(503);
    expect(signIn.json().error.code).toBe('DATABASE_UNAVAILABLE');
    const deadline = Date.now() + 60_000;
    while (acknowledgedAfterKill < 20 && Date.now() < deadline) await sleep(100);
    writing = false;
    await Promise.all(running);
    await expect(inFlight.query('COMMIT')).rejects.toThrow();
    inFlight.release(true);

    expect(acknowledgedAfterKill).toBeGreaterThanOrEqual(20);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect(readiness).toContain(503);
    expect(readiness.at(-1)).toBe(200);
    expect(warnings.join('\n')).toMatch(/stopped unexpectedly \(SIGKILL\); restarting/);

    const { rows } = await testApp.database.pool.query<{ id: string }>(
      'SELECT id FROM match_records WHERE id = ANY($1::uuid[])',
      [acknowledged],
    );
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(acknowledged));
    // PostgreSQL's own log is kept under the data directory.
    const logFile = path.join(dataDir, 'postgres.log');
    expect(existsSync(logFile)).toBe(true);
    expect(readFileSync(logFile, 'utf8')).toMatch(/database system is ready to accept connections/);
  });
});
