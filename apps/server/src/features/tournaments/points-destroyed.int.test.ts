import type { Game, Round, Standings } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

/**
 * Best Coast Pairings' Points Destroyed: each result may give the army points each side destroyed;
 * the standings sum them and break ties on them when the event lists that tiebreaker.
 */
describe('Points Destroyed', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let players: TestClient[];
  let base: string;
  let round: Round;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.62.0',
      tag: 'destroyed',
      count: 4,
    }));
    const id = (
      await organiser.post(
        '/api/tournaments',
        tournamentInput({
          name: 'Destroyed GT',
          pointsLimit: 2000,
          tiebreakers: ['points-destroyed', 'vp-total'],
        }),
      )
    ).json().id as string;
    base = `/api/tournaments/${id}`;
    for (const player of players)
      expect((await player.post(`${base}/registration`, {})).statusCode).toBe(200);
    round = (await organiser.post(`${base}/rounds`)).json();
    expect((await organiser.post(`${base}/rounds/1/start`)).statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  /** The client playing side `side` of `game`. */
  async function playerOf(game: Game, side: 'a' | 'b'): Promise<TestClient> {
    const entryId = side === 'a' ? game.a.entryId : game.b?.entryId;
    for (const player of players) {
      const mine = (await player.get(`${base}/my-game`)).json().current;
      if (mine?.game.id === game.id && (mine.mySide === side || entryId === undefined)) return player;
    }
    throw new Error('no such player');
  }

  it('refuses more than an army holds, in the words of whoever sent it', async () => {
    const [game] = round.games;
    if (!game) throw new Error('no game');
    const a = await playerOf(game, 'a');
    const tooMany = await a.post(`${base}/games/${game.id}/report`, {
      myVp: 80,
      opponentVp: 60,
      pointsDestroyed: { mine: 1450, theirs: 2100 },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toBe(
      "Your opponent's points destroyed (2100) are more than an army of this event holds (2000 points).",
    );
    const negative = await a.post(`${base}/games/${game.id}/report`, {
      myVp: 80,
      opponentVp: 60,
      pointsDestroyed: { mine: -5, theirs: 100 },
    });
    expect(negative.statusCode).toBe(400);
    // Nothing was stored by either refusal.
    expect((await a.get(`${base}/my-game`)).json().current.game.status).toBe('pending');
  });

  it('keeps each side’s figure from the reporter’s side, sums them and breaks ties on them', async () => {
    const [first, second] = round.games;
    if (!first || !second) throw new Error('no games');
    // Both games end 80–60, so the two winners and the two losers tie on points and VP.
    const firstA = await playerOf(first, 'a');
    const secondB = await playerOf(second, 'b');
    const reported = await firstA.post(`${base}/games/${first.id}/report`, {
      myVp: 80,
      opponentVp: 60,
      pointsDestroyed: { mine: 1450, theirs: 900 },
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().game.pointsDestroyed).toEqual({ a: 1450, b: 900 });
    expect((await (await playerOf(first, 'b')).post(`${base}/games/${first.id}/confirm`)).statusCode).toBe(
      200,
    );
    // Reported from side b: b lost 60–80 but destroyed 1,700; a destroyed 1,600.
    const fromB = await secondB.post(`${base}/games/${second.id}/report`, {
      myVp: 60,
      opponentVp: 80,
      pointsDestroyed: { mine: 1700, theirs: 1600 },
    });
    expect(fromB.json().game.pointsDestroyed).toEqual({ a: 1600, b: 1700 });
    expect((await (await playerOf(second, 'a')).post(`${base}/games/${second.id}/confirm`)).statusCode).toBe(
      200,
    );

    const standings: Standings = (await organiser.get(`${base}/standings`)).json();
    expect(standings.tiebreakers).toEqual(['points-destroyed', 'vp-total']);
    const byEntry = (entryId: string | undefined) => standings.standings.find((s) => s.entryId === entryId);
    expect(byEntry(second.a.entryId)?.rank).toBe(1); // a winner on 1,600
    expect(byEntry(first.a.entryId)?.rank).toBe(2); // a winner on 1,450
    expect(byEntry(second.b?.entryId)?.rank).toBe(3); // a loser on 1,700
    expect(byEntry(first.b?.entryId)?.rank).toBe(4); // a loser on 900
    expect(standings.standings.map((s) => s.pointsDestroyed)).toEqual([1600, 1450, 1700, 900]);
    // The results export carries them, each row from its player's side (the last two columns).
    const csv = (await organiser.get(`${base}/rounds/1/results.csv`)).body as string;
    const endings = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').slice(-2).join(','));
    expect(endings.sort()).toEqual(['1450,900', '1600,1700', '1700,1600', '900,1450']);
  });

  it("takes the organiser's word: their figures, or none when they give none", async () => {
    const [first] = round.games;
    if (!first) throw new Error('no game');
    const set = await organiser.post(`${base}/games/${first.id}/resolve`, {
      vpA: 80,
      vpB: 60,
      pointsDestroyed: { a: 1500, b: 950 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().game.pointsDestroyed).toEqual({ a: 1500, b: 950 });
    const tooMany = await organiser.post(`${base}/games/${first.id}/resolve`, {
      vpA: 80,
      vpB: 60,
      pointsDestroyed: { a: 2500, b: 950 },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toMatch(/^destroyed_p\d's points destroyed \(2500\) are more than/);
    const without = await organiser.post(`${base}/games/${first.id}/resolve`, { vpA: 80, vpB: 60 });
    expect(without.json().game.pointsDestroyed).toBeNull();
    const rounds: Round[] = (await organiser.get(`${base}/rounds`)).json().rounds;
    expect(rounds[0]?.games.find((g) => g.id === first.id)?.pointsDestroyed).toBeNull();
  });
});
