import { deploymentZonesFor } from '@muster/battlefield';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentInput } from '../../features/tournaments/tournament-builders';
import { ORIGIN, TestClient } from '../../test-support/auth-client';
import { sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const size = { width: 60, height: 44 };
const layout = (n: number) => ({
  name: `Table ${n}`,
  size,
  terrain: [{ id: 't1', kind: 'ruin', x: 20, y: 20, width: 10, height: 6 }],
  objectives: [{ id: 'o1', x: 30, y: 22 }],
  deploymentZones: deploymentZonesFor('hammer_and_anvil', size),
});

const sessionCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === 'muster.session_token');
  if (!cookie) throw new Error(`no session: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
};

describe('rate limits: a bucket per route, per account when signed in, per address otherwise', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const buckets = async () =>
    (
      await testApp.database.pool.query<{ key: string; count: number }>(
        'SELECT key, count FROM rate_limit_buckets ORDER BY key',
      )
    ).rows;
  const userIdOf = async (email: string) =>
    (await testApp.database.pool.query('SELECT id FROM "user" WHERE email = $1', [email])).rows[0]
      .id as string;

  it('counts each route on its own: ten battlefield saves leave the next analysis alone', async () => {
    const planner = new TestClient(testApp.app, '10.130.0.1');
    await planner.signUp('planner@example.test', 'planner password 1', 'planner');
    const rosterId = await saveParsedRoster(planner, sampleListLines.join('\n'), 'text/plain');
    for (let n = 1; n <= 10; n++)
      expect((await planner.post('/api/battlefields', layout(n))).statusCode).toBe(201);
    // The batch route allows ten a minute; the saves above are not its business.
    const batch = await planner.post('/api/batch-analyses', { rosterIds: [rosterId] });
    expect(batch.statusCode).toBe(202);

    const id = await userIdOf('planner@example.test');
    const keys = await buckets();
    expect(keys).toContainEqual({ key: `POST /api/battlefields:user:${id}`, count: 10 });
    expect(keys).toContainEqual({ key: `POST /api/batch-analyses:user:${id}`, count: 1 });
    expect(keys).toContainEqual({ key: `POST /api/rosters:user:${id}`, count: 1 });
    expect(keys.filter(({ key }) => key.includes('undefined'))).toEqual([]);
  });

  it('limits an expensive public route per address, and each address on its own', async () => {
    const visitor = new TestClient(testApp.app, '10.131.0.1');
    expect((await visitor.get('/api/playbooks/sample')).statusCode).toBe(200);
    const key = 'GET /api/playbooks/sample:ip:10.131.0.1';
    expect(await buckets()).toContainEqual({ key, count: 1 });
    // Each call plays a whole playbook out (a third of a second): the rest of the minute's 30 is
    // taken as spent rather than made.
    await testApp.database.pool.query('UPDATE rate_limit_buckets SET count = 30 WHERE key = $1', [key]);
    const refused = await visitor.get('/api/playbooks/sample');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await new TestClient(testApp.app, '10.131.0.2').get('/api/playbooks/sample')).statusCode).toBe(
      200,
    );
  });

  it('lets 200 signed-in players on one venue Wi-Fi address all report their results', {
    timeout: 180_000,
  }, async () => {
    const organiser = new TestClient(testApp.app, '10.132.0.1');
    await organiser.signUp('venue-to@example.test', 'venue organiser password', 'venue_to');
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ name: 'One Wi-Fi Open', rounds: 1 }))
    ).json();
    const base = `/api/tournaments/${event.id}`;

    // Each player signs up and registers from home beforehand…
    const cookies: string[] = [];
    const playerCount = 200;
    for (let batch = 0; batch < playerCount; batch += 20) {
      const signed = await Promise.all(
        Array.from({ length: 20 }, async (_, offset) => {
          const n = batch + offset;
          const home = new TestClient(testApp.app, `10.133.${Math.floor(n / 200)}.${(n % 200) + 1}`);
          const signUp = await home.signUp(
            `wifi-${n}@example.test`,
            `wifi player password ${n}`,
            `wifi_${n}`,
          );
          const registered = await home.post(`${base}/registration`, {});
          if (registered.statusCode !== 200 && registered.statusCode !== 201)
            throw new Error(`not registered: ${registered.body}`);
          return sessionCookie(signUp);
        }),
      );
      cookies.push(...signed);
    }
    const round = await organiser.post(`${base}/rounds`);
    expect(round.statusCode).toBe(201);
    const games: {
      id: string;
      a: { entryId: string; username: string };
      b: { entryId: string; username: string } | null;
    }[] = round.json().games;
    expect(games).toHaveLength(playerCount / 2);

    // …then at the venue all of them are behind its one address.
    const gameOf = new Map<string, string>();
    for (const game of games) {
      gameOf.set(game.a.username, game.id);
      if (game.b) gameOf.set(game.b.username, game.id);
    }
    const statuses: number[] = [];
    for (let batch = 0; batch < playerCount; batch += 25) {
      statuses.push(
        ...(await Promise.all(
          cookies.slice(batch, batch + 25).map(async (cookie, offset) => {
            const n = batch + offset;
            const reply = await testApp.app.inject({
              method: 'POST',
              url: `${base}/games/${gameOf.get(`wifi_${n}`)}/report`,
              remoteAddress: '203.0.113.77',
              headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
              payload: JSON.stringify({ myVp: 60, opponentVp: 60 }),
            });
            return reply.statusCode;
          }),
        )),
      );
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const reportKeys = (await buckets()).filter(({ key }) =>
      key.startsWith('POST /api/tournaments/:id/games/:gameId/report:'),
    );
    expect(reportKeys).toHaveLength(playerCount);
    expect(reportKeys.every(({ key, count }) => /:user:[0-9a-f-]{36}$/.test(key) && count === 1)).toBe(true);

    // The organiser enters the whole round again from the paper slips: 100 results, no 429.
    const resolved = [];
    for (const game of games)
      resolved.push(
        (await organiser.post(`${base}/games/${game.id}/resolve`, { vpA: 70, vpB: 50 })).statusCode,
      );
    expect(resolved.filter((status) => status !== 200)).toEqual([]);
    expect((await organiser.post(`${base}/rounds/1/close`, {})).statusCode).toBe(200);

    // The hall downloads the public results from the venue's one address: served from memory,
    // not limited per address. A signed-in account still counts its own downloads.
    const downloads = await Promise.all(
      Array.from({ length: 120 }, () =>
        testApp.app.inject({ method: 'GET', url: `${base}/results.csv`, remoteAddress: '203.0.113.77' }),
      ),
    );
    expect(downloads.filter((reply) => reply.statusCode !== 200)).toEqual([]);
    expect(new Set(downloads.map((reply) => reply.body)).size).toBe(1);
    expect(downloads[0]?.body).toContain('wifi_0');
    const own: number[] = [];
    for (let i = 0; i < 61; i += 1) own.push((await organiser.get(`${base}/results.csv`)).statusCode);
    expect(own.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(own[60]).toBe(429);
  });
});
