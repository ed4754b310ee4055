import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';
import { creditLedger } from '../subscription/credits.table';
import { weekStartOf } from './week-buckets';

describe('admin dashboard and usage analytics', () => {
  let testApp: TestApp;
  let player: TestClient;
  let admin: TestClient;
  let playerId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.93.0.1');
    admin = new TestClient(testApp.app, '10.93.0.2');
    playerId = (
      await player.signUp('insights-player@example.test', 'insights pass 1', 'insights_player')
    ).json().user.id;
    const adminId = (
      await admin.signUp('insights-admin@example.test', 'insights pass 2', 'insights_admin')
    ).json().user.id;
    await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminId));
  });
  afterAll(() => testApp.close());

  it('counts what people do, in the current week and in the totals', async () => {
    await player.post('/api/oracle/uploads', {
      fileName: 'club.csv',
      shared: false,
      content: 'date,event,faction_a,vp_a,faction_b,vp_b\n2026-09-01,Club,Orks,70,Necrons,60',
    });
    await player.post('/api/support/tickets', {
      subject: 'Where are my rosters?',
      category: 'other',
      message: 'I cannot find the import button.',
    });
    await testApp.database.db.insert(creditLedger).values([
      { userId: playerId, amount: -2, balanceAfter: 1, description: 'Roster analysis' },
      { userId: playerId, amount: 10, balanceAfter: 11, description: 'Top-up' },
    ]);

    const dashboard = await admin.get('/api/admin/dashboard?weeks=4');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const body = dashboard.json();
    expect(body.weekStarts).toHaveLength(4);
    expect(body.weekStarts.at(-1)).toBe(weekStartOf(new Date()));
    expect(body.totals).toMatchObject({
      users: 2,
      events: 0,
      creditsSpent: 2,
      // Each new account's opening grant of 3 credits is in the ledger too.
      creditsGranted: 2 * 3 + 10,
      openReviewItems: 1,
    });
    expect(body.series.newUsers.at(-1)).toBe(2);
    expect(body.series.creditsSpent).toEqual([0, 0, 0, 2]);
    expect(body.series.activeUsers.at(-1)).toBe(1);

    const usage = await admin.get('/api/admin/usage?weeks=6');
    expect(usage.statusCode, usage.body).toBe(200);
    const features = Object.fromEntries(
      usage
        .json()
        .features.map((f: { key: string; total: number; people: number; series: number[] }) => [f.key, f]),
    );
    expect(features.oracleUploads).toMatchObject({ total: 1, people: 1, series: [0, 0, 0, 0, 0, 1] });
    expect(features.supportTickets).toMatchObject({ total: 1, people: 1 });
    expect(features.rosters).toMatchObject({ total: 0, people: 0 });
  });

  it('refuses players and out-of-range windows', async () => {
    expect((await player.get('/api/admin/dashboard')).statusCode).toBe(403);
    expect((await player.get('/api/admin/usage')).statusCode).toBe(403);
    const tooLong = await admin.get('/api/admin/usage?weeks=99');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Choose between 4 and 52 weeks.');
  });

  it('shows an admin this server’s worker queues, with what a player’s export did to them', async () => {
    const saved = await player.raw('POST', '/api/rosters/parse', 'x', { 'content-type': 'text/plain' });
    expect(saved.statusCode).toBeLessThan(500);
    expect((await player.get('/api/admin/workers')).statusCode).toBe(403);
    const reply = await admin.get('/api/admin/workers');
    expect(reply.statusCode).toBe(200);
    const { pools } = reply.json() as {
      pools: { label: string; size: number; counts: { completed: number } }[];
    };
    expect(pools.map((pool) => pool.label)).toEqual([
      'Roster parser',
      'Game data worker (interactive)',
      'Game data worker (long)',
    ]);
    for (const pool of pools) expect(pool.size).toBeGreaterThanOrEqual(1);
    expect(pools[0]?.counts.completed).toBeGreaterThanOrEqual(1);
  });
});
