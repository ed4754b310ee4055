import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Round } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import { startFakePushService } from '../../test-support/fake-push-service';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from '../tournaments/tournament-builders';
import { MAX_PUSH_DEVICES } from './notifications.service';

type Listed = {
  notifications: { id: string; kind: string; title: string; body: string; link: string | null }[];
  unread: number;
};

async function eventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** Opens a user's notification stream on a real socket and counts its "notification" events. */
function openBellStream(origin: string, cookie: string) {
  let count = 0;
  let request: http.ClientRequest | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(`${origin}/api/notifications/stream`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (chunk.includes('event: ready')) resolve();
        count += chunk.split('event: notification').length - 1;
      });
    });
    request.on('error', reject);
  });
  return { ready, count: () => count, close: () => request?.destroy() };
}

describe('notifications: the bell and Web Push', () => {
  let testApp: TestApp;
  let origin: string;
  let organiser: TestClient;
  let players: TestClient[];
  let push: Awaited<ReturnType<typeof startFakePushService>>;

  beforeAll(async () => {
    push = await startFakePushService();
    testApp = await createTestApp({ pushService: push });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    ({ organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.57.0',
      tag: 'bell',
      count: 4,
    }));
  });
  afterAll(async () => {
    await testApp.close();
    await push.close();
  });

  const listOf = async (client: TestClient): Promise<Listed> =>
    (await client.get('/api/notifications')).json();
  const kindsOf = async (client: TestClient) => (await listOf(client)).notifications.map((n) => n.kind);

  it('tells each player their table and opponent, on the bell within seconds and pushed once to an opted-in phone', async () => {
    const [p0, p1] = players;
    if (!p0 || !p1) throw new Error('players');
    const device = push.device();
    expect(
      (await p0.post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys })).statusCode,
    ).toBe(204);
    expect(
      (await p0.request('PUT', '/api/push/kinds', { kinds: ['pairing', 'result-to-confirm'] })).statusCode,
    ).toBe(200);
    const settings = (await p0.get('/api/push')).json();
    expect(settings).toMatchObject({ kinds: ['pairing', 'result-to-confirm'], devices: 1 });
    expect(settings.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);

    const event = (await organiser.post('/api/tournaments', tournamentInput({ name: 'Bell Open' }))).json();
    const base = `/api/tournaments/${event.id}`;
    for (const player of players) await player.post(`${base}/registration`, {});
    const bell = openBellStream(origin, p0.cookieHeader());
    await bell.ready;

    const round: Round = (await organiser.post(`${base}/rounds`)).json();
    const mine = round.games.find((g) => g.a.username === 'bell_p0' || g.b?.username === 'bell_p0');
    if (!mine?.b) throw new Error('p0 not paired');
    const opponent = mine.a.username === 'bell_p0' ? mine.b.username : mine.a.username;
    await eventually(bell.count, (n) => n >= 1);
    const listed = await listOf(p0);
    expect(listed.unread).toBe(1);
    expect(listed.notifications[0]).toMatchObject({
      kind: 'pairing',
      title: 'Bell Open: round 1 pairings',
      body: `Table ${mine.table} against ${opponent}.`,
      link: `/tournament/${event.id}`,
    });
    // Everyone paired hears it; only p0 asked for a push, and gets exactly one.
    for (const player of players) expect(await kindsOf(player)).toEqual(['pairing']);
    const pushed = await eventually(
      () => push.received.filter((r) => r.device === device.id),
      (r) => r.length >= 1,
    );
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.payload).toMatchObject({
      kind: 'pairing',
      body: `Table ${mine.table} against ${opponent}.`,
    });
    expect(pushed[0]?.vapidKey).toBe(settings.publicKey);
    expect(push.problems).toEqual([]);

    // A report asks the opponent to confirm; the same report again is the same notification.
    const byName = new Map(players.map((player, index) => [`bell_p${index}`, player]));
    const reporter = byName.get(mine.a.username);
    const other = byName.get(mine.b.username);
    if (!reporter || !other) throw new Error('sides');
    for (let i = 0; i < 2; i += 1)
      await reporter.post(`${base}/games/${mine.id}/report`, { myVp: 70, opponentVp: 40 });
    const confirmations = (await listOf(other)).notifications.filter((n) => n.kind === 'result-to-confirm');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.body).toContain('reported');
    expect(await kindsOf(reporter)).not.toContain('result-to-confirm');

    // A clashing report is a dispute: both players and the organiser hear; the ruling reaches both.
    await other.post(`${base}/games/${mine.id}/report`, { myVp: 70, opponentVp: 40 });
    expect(await kindsOf(organiser)).toContain('dispute');
    expect(await kindsOf(other)).toContain('dispute');
    await organiser.post(`${base}/games/${mine.id}/resolve`, { vpA: 55, vpB: 45 });
    expect((await listOf(reporter)).notifications[0]).toMatchObject({ kind: 'dispute-resolved' });

    await organiser.post(`${base}/rounds/1/start`);
    expect((await listOf(p1)).notifications[0]?.kind).toBe('round-started');
    await organiser.post(`${base}/rounds/1/clock`, { action: 'end' });
    expect((await listOf(p1)).notifications[0]?.kind).toBe('time-called');

    // Reading: all at once; another user's ids are not theirs to mark.
    const othersIds = (await listOf(p1)).notifications.map((n) => n.id);
    expect((await p0.post('/api/notifications/read', { ids: othersIds })).statusCode).toBe(200);
    expect((await listOf(p1)).unread).toBe(othersIds.length);
    expect((await p0.post('/api/notifications/read', { all: true })).json().unread).toBe(0);
    bell.close();
  });

  it('drops a subscription the push service says is gone', async () => {
    const [, , p2] = players;
    if (!p2) throw new Error('players');
    const device = push.device();
    await p2.post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys });
    await p2.request('PUT', '/api/push/kinds', { kinds: ['forum-reply'] });
    push.revoke(device.id);
    const thread = (
      await p2.post('/api/community/threads', { board: 'General', title: 'Bell thread', body: 'First post' })
    ).json();
    const [p3] = players.slice(3);
    await p3?.post(`/api/community/threads/${thread.id}/posts`, { body: 'A reply to ring the bell' });
    expect((await listOf(p2)).notifications[0]).toMatchObject({
      kind: 'forum-reply',
      link: `/community/threads/${thread.id}`,
    });
    const devices = await eventually(
      async () => (await p2.get('/api/push')).json().devices as number,
      (n) => n === 0,
    );
    expect(devices).toBe(0);
  });

  it('refuses endpoints that are not push services, bad keys, and devices past the limit', async () => {
    const [, , , p3] = players;
    if (!p3) throw new Error('players');
    const keys = push.device().keys;
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://127.0.0.1:1/push/1',
      'https://fcm.googleapis.com:8443/x',
      'file:///etc/passwd',
    ]) {
      const refused = await p3.post('/api/push/subscriptions', { endpoint, keys });
      expect(refused.statusCode, endpoint).toBe(400);
    }
    const badKeys = await p3.post('/api/push/subscriptions', {
      endpoint: push.device().endpoint,
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(badKeys.statusCode).toBe(400);
    for (let i = 0; i < MAX_PUSH_DEVICES; i += 1) {
      const device = push.device();
      expect((await p3.post('/api/push/subscriptions', device)).statusCode).toBe(204);
    }
    const extra = await p3.post('/api/push/subscriptions', push.device());
    expect(extra.statusCode).toBe(409);
    expect(extra.json().error.code).toBe('TOO_MANY_DEVICES');
    expect((await p3.request('PUT', '/api/push/kinds', { kinds: ['not-a-kind'] })).statusCode).toBe(400);
    expect((await p3.post('/api/notifications/read', { ids: [] })).statusCode).toBe(400);
  });
});
