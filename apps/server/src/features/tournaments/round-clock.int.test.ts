import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 17: the organiser pauses, extends and ends the round clock, and everyone sees it. */
describe('the round clock', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let players: TestClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.17.3',
      tag: 'clock',
      count: 2,
    }));
  });
  afterAll(() => testApp.close());

  it('pauses, resumes, extends and calls time; players see the same clock', async () => {
    const event = (await organiser.post('/api/tournaments', tournamentInput({ roundMinutes: 120 }))).json();
    const base = `/api/tournaments/${event.id}`;
    for (const player of players) await player.post(`${base}/registration`, {});
    await organiser.post(`${base}/rounds`, {});
    const clock = (body: unknown) => organiser.post(`${base}/rounds/1/clock`, body);

    expect((await clock({ action: 'pause' })).json().error.code).toBe('CLOCK_NOT_RUNNING');
    const started = (await organiser.post(`${base}/rounds/1/start`, {})).json();
    const endsAt = Date.parse(started.endsAt);

    const paused = (await clock({ action: 'pause' })).json();
    expect(paused.pausedAt).not.toBeNull();
    expect(paused.endsAt).toBe(started.endsAt);
    expect((await clock({ action: 'pause' })).json().error.code).toBe('CLOCK_PAUSED');
    // A player's game card carries the paused clock.
    const mine = (await players[0]?.get(`${base}/my-game`))?.json();
    expect(mine.current).toMatchObject({ endsAt: started.endsAt, pausedAt: paused.pausedAt });

    await sleep(300);
    const resumed = (await clock({ action: 'resume' })).json();
    expect(resumed.pausedAt).toBeNull();
    // The end moves on by exactly the pause (measured by the database's own clock).
    const pauseMs = Date.parse(resumed.endsAt) - endsAt;
    expect(pauseMs).toBeGreaterThanOrEqual(300);
    expect(pauseMs).toBeLessThan(60_000);
    expect((await clock({ action: 'resume' })).json().error.code).toBe('CLOCK_RUNNING');

    const extended = (await clock({ action: 'extend', minutes: 5 })).json();
    expect(Date.parse(extended.endsAt) - Date.parse(resumed.endsAt)).toBe(5 * 60_000);
    expect((await clock({ action: 'extend', minutes: 0 })).statusCode).toBe(400);
    expect((await clock({ action: 'extend', minutes: 121 })).statusCode).toBe(400);
    expect((await players[0]?.post(`${base}/rounds/1/clock`, { action: 'end' }))?.statusCode).toBe(403);

    const ended = (await clock({ action: 'end' })).json();
    expect(Date.parse(ended.endsAt)).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(ended.pausedAt).toBeNull();
    expect((await organiser.post(`${base}/rounds/9/clock`, { action: 'end' })).statusCode).toBe(404);
  });
});
