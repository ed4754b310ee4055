import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

/** Reads a server-sent-event stream and waits for named events. */
async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { origin: ORIGIN } });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let buffer = '';
  const seen: string[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
          if (name) seen.push(name);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    seen,
    count: (name: string) => seen.filter((n) => n === name).length,
    waitFor: async (name: string, times = 1) => {
      for (let i = 0; i < 100; i += 1) {
        if (seen.filter((n) => n === name).length >= times) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no "${name}" event (saw ${seen.join(', ')})`);
    },
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

describe('live tournament updates', () => {
  let testApp: TestApp;
  let origin: string;
  let organiser: TestClient;
  let player: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    organiser = new TestClient(testApp.app, '10.48.0.1');
    player = new TestClient(testApp.app, '10.48.0.2');
    await organiser.signUp('live-to@example.test', 'organiser password 1', 'live_to');
    await player.signUp('live-p@example.test', 'player password 1', 'live_p');
  });
  afterAll(() => testApp.close());

  it('tells every open page of the event, and only those, when it changes', async () => {
    const event = (await organiser.post('/api/tournaments', tournamentInput())).json();
    const first = await openStream(`${origin}/api/tournaments/${event.id}/events`);
    const second = await openStream(`${origin}/api/tournaments/${event.id}/events`);
    expect(first.response.headers.get('content-type')).toContain('text/event-stream');
    await first.waitFor('ready');
    await second.waitFor('ready');

    await player.post(`/api/tournaments/${event.id}/registration`, {});
    await first.waitFor('update');
    await second.waitFor('update');

    // Changes close together are coalesced: never more updates than changes (how many merge
    // depends on timing, so only the bound is checked).
    const before = first.count('update');
    await Promise.all([
      organiser.request('PATCH', `/api/tournaments/${event.id}`, { name: 'Live GT one' }),
      organiser.request('PATCH', `/api/tournaments/${event.id}`, { name: 'Live GT two' }),
      organiser.request('PATCH', `/api/tournaments/${event.id}`, { name: 'Live GT three' }),
    ]);
    await first.waitFor('update', before + 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(first.count('update') - before).toBeLessThanOrEqual(3);
    const settled = first.count('update');

    // Another event's changes do not reach this page.
    const other = (await organiser.post('/api/tournaments', tournamentInput({ name: 'Other GT' }))).json();
    await organiser.request('PATCH', `/api/tournaments/${other.id}`, { name: 'Other GT renamed' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(first.count('update')).toBe(settled);
    await first.close();
    await second.close();
  });

  it('serves cached standings only until the event changes', async () => {
    const event = (await organiser.post('/api/tournaments', tournamentInput({ name: 'Cached GT' }))).json();
    const entry = (await player.post(`/api/tournaments/${event.id}/registration`, {})).json();
    const stream = await openStream(`${origin}/api/tournaments/${event.id}/events`);
    await stream.waitFor('ready');
    const points = async () =>
      (await anonymousGet(`/api/tournaments/${event.id}/standings`)).standings[0]?.points as number;
    expect(await points()).toBe(0);
    expect(await points()).toBe(0);
    const updates = stream.count('update');
    await organiser.post(`/api/tournaments/${event.id}/adjustments`, {
      entryId: entry.id,
      points: -2,
      reason: 'Late list',
    });
    await stream.waitFor('update', updates + 1);
    expect(await points()).toBe(-2);
    await stream.close();
  });

  it('reaches a page on another app server on the same database (scale-out)', async () => {
    // A second server on the same database, as behind a load balancer; it does not own the
    // database, so closing it leaves it alone.
    const second = await createTestApp({ database: { ...testApp.database, drop: async () => {} } });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const secondOrigin = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
      const event = (
        await organiser.post('/api/tournaments', tournamentInput({ name: 'Two Servers GT' }))
      ).json();
      const stream = await openStream(`${secondOrigin}/api/tournaments/${event.id}/events`);
      await stream.waitFor('ready');
      const standingsOnSecond = async () =>
        (
          (await (await fetch(`${secondOrigin}/api/tournaments/${event.id}/standings`)).json()) as {
            standings: { points: number }[];
          }
        ).standings;
      expect(await standingsOnSecond()).toEqual([]);
      // The change is made through the first server; the page open on the second hears of it,
      // and the second's standings cache lets go of its copy.
      const entry = (await player.post(`/api/tournaments/${event.id}/registration`, {})).json();
      await stream.waitFor('update');
      await organiser.post(`/api/tournaments/${event.id}/adjustments`, {
        entryId: entry.id,
        points: 1,
        reason: 'Fully painted',
      });
      await stream.waitFor('update', 2);
      expect((await standingsOnSecond())[0]?.points).toBe(1);
      await stream.close();
    } finally {
      await second.close();
    }
  });

  const anonymousGet = async (url: string) =>
    (await fetch(origin + url)).json() as Promise<{ standings: { points: number }[] }>;

  it('survives losing its LISTEN connection: pages catch up, later changes still arrive', async () => {
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ name: 'Resilient GT' }))
    ).json();
    const stream = await openStream(`${origin}/api/tournaments/${event.id}/events`);
    await stream.waitFor('ready');
    const listener = async () =>
      (
        await testApp.database.pool.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE query ILIKE 'LISTEN muster_tournament%' AND datname = current_database()",
        )
      ).rows.map((row) => row.pid);
    const [pid] = await listener();
    expect(pid).toBeDefined();
    const before = stream.count('update');
    await testApp.database.pool.query('SELECT pg_terminate_backend($1)', [pid]);
    await stream.waitFor('update', before + 1); // the catch-up after the loss
    for (let i = 0; i < 100 && ((await listener())[0] ?? pid) === pid; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect((await listener())[0]).not.toBe(pid);
    const caughtUp = stream.count('update');
    await organiser.request('PATCH', `/api/tournaments/${event.id}`, { name: 'Resilient GT renamed' });
    await stream.waitFor('update', caughtUp + 1);
    await stream.close();
  });

  it('answers an unknown event with a plain 404', async () => {
    const response = await fetch(`${origin}/api/tournaments/00000000-0000-4000-8000-000000000000/events`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('TOURNAMENT_NOT_FOUND');
  });
});
