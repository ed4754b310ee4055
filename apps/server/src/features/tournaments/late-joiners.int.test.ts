import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/auth-client';
import { organiserAndPlayers } from '../../test-support/event-people';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tournamentInput } from './tournament-builders';

type Side = { entryId: string; username: string };
type Game = { id: string; table: number; a: Side; b: Side | null; pairedDown: string | null };

/**
 * Issue 17: a late registration added by the organiser bypassed the cap silently (41 on a cap of
 * 40) and was at once eligible for the bye; a complete tie fell to the entry id; pairing warnings
 * named entry ids; nobody recorded who was paired down.
 */
describe('late joiners, the cap, the tiebreak draw and the pairing record', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let players: TestClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ organiser, players } = await organiserAndPlayers(testApp.app, {
      ipPrefix: '10.17.2',
      tag: 'late',
      count: 6,
    }));
  });
  afterAll(() => testApp.close());

  it('needs an explicit override past the cap, counts missed rounds, and keeps the bye for others', async () => {
    const event = (
      await organiser.post('/api/tournaments', tournamentInput({ rounds: 3, playerCap: 4 }))
    ).json();
    const base = `/api/tournaments/${event.id}`;
    for (const player of players.slice(0, 4)) await player.post(`${base}/registration`, {});

    const round1 = (await organiser.post(`${base}/rounds`, {})).json();
    // The draw: every player has a distinct place, 1 to 4, published with the entries.
    const entries = (await organiser.get(`${base}/entries`)).json().entries as {
      id: string;
      username: string;
      drawNumber: number | null;
    }[];
    expect(entries.map((e) => e.drawNumber).sort()).toEqual([1, 2, 3, 4]);

    // Play round 1: the lower table number's first player wins 60–40.
    const scoreRound = async (games: Game[], number: number) => {
      for (const game of games.filter((g) => g.b)) {
        const a = players.find((_, i) => `late_p${i}` === game.a.username) as TestClient;
        const b = players.find((_, i) => `late_p${i}` === game.b?.username) as TestClient;
        await a.post(`${base}/games/${game.id}/report`, { myVp: 60, opponentVp: 40 });
        await b.post(`${base}/games/${game.id}/confirm`, {});
      }
      expect((await organiser.post(`${base}/rounds/${number}/close`, {})).statusCode).toBe(200);
    };
    await scoreRound(round1.games, 1);

    // The event is full: adding a fifth player needs the override, and says so.
    const refused = await organiser.post(`${base}/entries`, { username: 'late_p4' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'EVENT_FULL',
      message:
        'The event is full (4 of 4 seats). Add late_p4 over the cap only if you have room for another table.',
    });
    const added = await organiser.post(`${base}/entries`, { username: 'late_p4', overCap: true });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ status: 'confirmed', joinedAfterRound: 1, drawNumber: 5 });
    await organiser.post(`${base}/entries/${added.json().id}/actions`, { action: 'check-in' });
    for (const entry of entries)
      await organiser.post(`${base}/entries/${entry.id}/actions`, { action: 'check-in' });

    // Round 2 has five players: the bye goes to one of the four who never sat out, not to the
    // late joiner (lowest-ranked, with a missed round counted as a loss).
    const round2 = (await organiser.post(`${base}/rounds`, {})).json();
    const bye = round2.games.find((g: Game) => g.b === null);
    expect(bye.a.username).not.toBe('late_p4');
    const late = (await organiser.get(`${base}/standings`))
      .json()
      .standings.find((row: { username: string }) => row.username === 'late_p4');
    expect(late).toMatchObject({ wins: 0, losses: 1, games: 1, points: 0, drawNumber: 5 });

    // Two winners, one loser and the late joiner (both 0) play: nobody needs pairing down.
    expect((round2.games as Game[]).every((g) => g.pairedDown === null)).toBe(true);
  });

  it('records who was paired down', async () => {
    const event = (await organiser.post('/api/tournaments', tournamentInput({ rounds: 3 }))).json();
    const base = `/api/tournaments/${event.id}`;
    for (const player of players.slice(0, 4)) await player.post(`${base}/registration`, {});
    const round1 = (await organiser.post(`${base}/rounds`, {})).json() as { games: Game[] };
    const clientOf = (side: Side) => players.find((_, i) => `late_p${i}` === side.username) as TestClient;
    // Table 1 ends 60–40, table 2 a 50–50 draw: scores 3, 1, 1, 0.
    for (const [index, game] of round1.games.entries()) {
      if (!game.b) continue;
      const myVp = index === 0 ? 60 : 50;
      await clientOf(game.a).post(`${base}/games/${game.id}/report`, { myVp, opponentVp: 100 - myVp });
      await clientOf(game.b).post(`${base}/games/${game.id}/confirm`, {});
    }
    expect((await organiser.post(`${base}/rounds/1/close`, {})).statusCode).toBe(200);
    const points = new Map<string, number>(
      (await organiser.get(`${base}/standings`))
        .json()
        .standings.map((row: { entryId: string; points: number }) => [row.entryId, row.points]),
    );
    // Round 2 can keep no score group together (3 | 1 1 | 0) without a rematch: both games cross
    // groups, and each records its higher-scored player as paired down.
    const round2 = (await organiser.post(`${base}/rounds`, {})).json() as { games: Game[] };
    for (const game of round2.games) {
      const [high] = [game.a.entryId, game.b?.entryId ?? ''].sort(
        (x, y) => (points.get(y) ?? 0) - (points.get(x) ?? 0),
      );
      if (points.get(game.a.entryId) === points.get(game.b?.entryId ?? ''))
        expect(game.pairedDown).toBeNull();
      else expect(game.pairedDown).toBe(high);
    }
    expect(round2.games.filter((g) => g.pairedDown !== null).length).toBeGreaterThan(0);
  });

  it('names players, not entry ids, in pairing warnings', async () => {
    const event = (await organiser.post('/api/tournaments', tournamentInput({ rounds: 3 }))).json();
    const base = `/api/tournaments/${event.id}`;
    for (const player of players.slice(0, 2)) await player.post(`${base}/registration`, {});
    const round1 = (await organiser.post(`${base}/rounds`, {})).json();
    const [game] = round1.games as Game[];
    if (!game?.b) throw new Error('expected a game');
    const [first, second] =
      game.a.username === 'late_p0' ? [players[0], players[1]] : [players[1], players[0]];
    await first?.post(`${base}/games/${game.id}/report`, { myVp: 50, opponentVp: 50 });
    await second?.post(`${base}/games/${game.id}/confirm`, {});
    expect((await organiser.post(`${base}/rounds/1/close`, {})).statusCode).toBe(200);
    // Two players: round 2 can only be a rematch, and the warning says who.
    const round2 = (await organiser.post(`${base}/rounds`, {})).json();
    expect(round2.warnings).toHaveLength(1);
    expect(round2.warnings[0].message).toMatch(/late_p[01]/);
    expect(round2.warnings[0].message).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });
});
