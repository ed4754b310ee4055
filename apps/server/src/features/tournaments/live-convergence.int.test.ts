import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Round } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import { type LiveEventPage, openLiveEventPage } from '../../test-support/live-event-page';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

const PLAYERS = 10;

/** Waits until `check` holds (it is polled), or fails saying what it saw last. */
async function eventually(check: () => Promise<string | null>, ms = 10_000) {
  const until = Date.now() + ms;
  let last: string | null = 'never checked';
  while (Date.now() < until) {
    last = await check();
    if (last === null) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(last ?? 'timed out');
}

/**
 * The event-day bench's correctness half, small: every open page follows the live stream (results
 * patched from the message, anything else refetched) and ends on exactly what the server says.
 */
describe('open event pages on event day', () => {
  let testApp: TestApp;
  let origin: string;
  let organiser: TestClient;
  let players: TestClient[];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    ({ organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.49.0',
      tag: 'conv',
      count: PLAYERS,
    }));
  });
  afterAll(async () => {
    agent.destroy();
    await testApp.close();
  });

  it('converge on the final pairings, games and standings through reports, disputes and a new round', async () => {
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ name: 'Converging GT' }))
    ).json();
    const base = `/api/tournaments/${event.id}`;
    const entryOf = new Map<string, TestClient>();
    for (const player of players)
      entryOf.set((await player.post(`${base}/registration`, {})).json().id, player);
    const round1: Round = (await organiser.post(`${base}/rounds`)).json();
    await organiser.post(`${base}/rounds/1/start`);

    const errors: unknown[] = [];
    const pages: LiveEventPage[] = [
      ...players.map((player) =>
        openLiveEventPage({
          origin,
          tournamentId: event.id,
          agent,
          cookie: player.cookieHeader(),
          onError: (error) => errors.push(error),
        }),
      ),
      openLiveEventPage({ origin, tournamentId: event.id, agent, showsStandings: true }),
    ];
    await Promise.all(pages.map((page) => page.ready));

    // Every result at once, as at the end of a round: all but one agreed, one disputed then set.
    const [disputed, ...agreed] = round1.games.filter((game) => game.b);
    await Promise.all(
      agreed.map(async (game, i) => {
        const a = entryOf.get(game.a.entryId);
        const b = entryOf.get(game.b?.entryId ?? '');
        expect(
          (await a?.post(`${base}/games/${game.id}/report`, { myVp: 60 + i, opponentVp: 40 }))?.statusCode,
        ).toBe(200);
        expect((await b?.post(`${base}/games/${game.id}/confirm`))?.statusCode).toBe(200);
      }),
    );
    if (!disputed?.b) throw new Error('no game to dispute');
    await entryOf
      .get(disputed.a.entryId)
      ?.post(`${base}/games/${disputed.id}/report`, { myVp: 50, opponentVp: 50 });
    await entryOf
      .get(disputed.b.entryId)
      ?.post(`${base}/games/${disputed.id}/report`, { myVp: 70, opponentVp: 30 });

    const server = async () => ({
      rounds: (await organiser.get(`${base}/rounds`)).json().rounds as Round[],
    });
    const converged = async () => {
      const truth = await server();
      for (const [i, page] of pages.entries()) {
        if (JSON.stringify(page.rounds()) !== JSON.stringify(truth.rounds))
          return `page ${i} differs in pairings`;
        const player = players[i];
        if (player) {
          const mine = (await player.get(`${base}/my-game`)).json().current;
          if (JSON.stringify(page.myGame()) !== JSON.stringify(mine))
            return `page ${i} differs in its own game`;
        }
      }
      return null;
    };
    await eventually(converged);
    const disputedNow = pages[0]?.rounds()[0]?.games.find((g) => g.id === disputed.id);
    expect(disputedNow?.status).toBe('disputed');

    await organiser.post(`${base}/games/${disputed.id}/resolve`, { vpA: 55, vpB: 45 });
    await organiser.post(`${base}/rounds/1/close`, {});
    await organiser.post(`${base}/rounds`);
    await eventually(async () => ((await server()).rounds.length === 2 ? converged() : 'round 2 not paired'));
    expect(pages[0]?.rounds()).toHaveLength(2);
    // Standings were refetched as results settled, revalidated with the ETag.
    expect(pages.at(-1)?.standingsFetches()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    for (const page of pages) page.close();
  });

  it("shows a player in two events the game being played now, on the companion and the dashboard's game card", async () => {
    // Players in no other event of this file.
    const fresh = await organiserAndPlayers(testApp.app, { ipPrefix: '10.49.1', tag: 'two', count: 4 });
    const [p0, p1, p2, p3] = fresh.players;
    if (!p0 || !p1 || !p2 || !p3) throw new Error('players');
    // The first event started earlier; its round 1 is over for these two.
    const first = (
      await organiser.post('/api/tournaments', tournamentInput({ name: 'Morning Open' }))
    ).json();
    const second = (
      await organiser.post('/api/tournaments', tournamentInput({ name: 'Evening Open' }))
    ).json();
    for (const player of [p0, p1]) await player.post(`/api/tournaments/${first.id}/registration`, {});
    for (const player of [p0, p1, p2, p3])
      await player.post(`/api/tournaments/${second.id}/registration`, {});
    const morning: Round = (await organiser.post(`/api/tournaments/${first.id}/rounds`)).json();
    const game = morning.games[0];
    if (!game?.b) throw new Error('no game');
    await organiser.post(`/api/tournaments/${first.id}/rounds/1/start`);
    const active = async () => (await p0.get('/api/tournaments/my-active')).json().active;
    expect((await active()).id).toBe(first.id);

    await organiser.post(`/api/tournaments/${first.id}/games/${game.id}/resolve`, { vpA: 70, vpB: 40 });
    await organiser.post(`/api/tournaments/${second.id}/rounds`);
    // Paired but not started beats a finished game (each server's cache lets go of the old
    // pairings as soon as it hears of the change: a few milliseconds)…
    await eventually(async () => ((await active()).id === second.id ? null : 'still the morning event'));
    await organiser.post(`/api/tournaments/${second.id}/rounds/1/start`);
    // …and a game being played beats everything.
    await eventually(async () =>
      (await active()).matches[0]?.status === 'in-progress' ? null : 'round not started yet',
    );
    const now = await active();
    expect(now.id).toBe(second.id);
    expect(now.matches).toEqual([expect.objectContaining({ roundNumber: 1, status: 'in-progress' })]);
    const mine = (await p0.get(`/api/tournaments/${second.id}/my-game`)).json().current;
    expect(mine.roundStatus).toBe('in_progress');
  });
});
