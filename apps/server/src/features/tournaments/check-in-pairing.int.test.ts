import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

type Game = { id: string; a: { entryId: string }; b: { entryId: string } | null };

/**
 * Issue 17: a confirmed player who never checked in was left out of round 1, then paired from
 * round 2 on, and even got the bye (3 points and VP) without playing.
 */
describe('not checked in means not paired', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let players: TestClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.17.1',
      tag: 'checkin',
      count: 4,
    }));
  });
  afterAll(() => testApp.close());

  it('leaves a no-show out of every round (and the bye) until the organiser checks them in', async () => {
    const event = (await organiser.post('/api/tournaments', tournamentInput({ rounds: 3 }))).json();
    const base = `/api/tournaments/${event.id}`;
    const entries: string[] = [];
    for (const player of players) entries.push((await player.post(`${base}/registration`, {})).json().id);
    const [noShow, ...present] = entries as [string, ...string[]];
    for (const id of present) await organiser.post(`${base}/entries/${id}/actions`, { action: 'check-in' });

    const playRound = async (number: number) => {
      const round = await organiser.post(`${base}/rounds`, {});
      expect(round.statusCode, round.body).toBe(201);
      const games = round.json().games as Game[];
      for (const game of games.filter((g) => g.b)) {
        const reporter = players[entries.indexOf(game.a.entryId)] as TestClient;
        const opponent = players[entries.indexOf(game.b?.entryId ?? '')] as TestClient;
        await reporter.post(`${base}/games/${game.id}/report`, { myVp: 60, opponentVp: 40 });
        await opponent.post(`${base}/games/${game.id}/confirm`, {});
      }
      const closed = await organiser.post(`${base}/rounds/${number}/close`, {});
      expect(closed.statusCode, closed.body).toBe(200);
      return games.flatMap((g) => [g.a.entryId, g.b?.entryId ?? 'bye']);
    };

    // Three checked in: two play, one has the bye; the no-show is nowhere, in round 1 or 2.
    for (const number of [1, 2]) {
      const seated = await playRound(number);
      expect(seated).not.toContain(noShow);
      expect(seated.filter((id) => id !== 'bye').sort()).toEqual([...present].sort());
    }
    // Checked in late by the organiser: paired from the next round on.
    await organiser.post(`${base}/entries/${noShow}/actions`, { action: 'check-in' });
    expect(await playRound(3)).toContain(noShow);
  });
});
