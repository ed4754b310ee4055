import { monthsBefore } from '@muster/meta';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { readFixture, sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { matchRecords } from '../oracle/oracle.table';
import { tournamentInput } from '../tournaments/tournament-builders';

type Player = { client: TestClient; id: string; necrons: string; marines: string };
type Side = { player: Player; list: 'necrons' | 'marines'; vp: number };
type Row = {
  rank: number;
  name: string;
  rating: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
};

const day = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);
const table = (rows: Row[]) =>
  rows.map((r) => [r.rank, r.name, r.rating, r.games, `${r.wins}-${r.draws}-${r.losses}`]);

/**
 * Four finished one-round events (each a single game), one finished unlisted event and a
 * battle-log game. In rating order (the first was played 18 months ago):
 *   E0 Ben (Space Marines) 60–40 Cat (Space Marines)
 *   E1 Ann (Necrons) 72–55 Ben (Space Marines)
 *   E2 Ann (Necrons) 70–50 Cat (Necrons)
 *   E3 Ben (Space Marines) 50–50 Ann (Necrons)
 *   Unlisted: Cat beats Ann; battle log: Ann loses to "Ben". Neither may count.
 */
describe('leaderboard and player pages', () => {
  let testApp: TestApp;
  let organiser: TestClient;
  let ann: Player;
  let ben: Player;
  let cat: Player;
  let dan: TestClient;
  let danId = '';
  const anonymous = () => new TestClient(testApp.app, '10.97.9.9');
  const events: Record<string, string> = {};

  const signUp = async (tag: string, ip: string): Promise<Player> => {
    const client = new TestClient(testApp.app, ip);
    const id = (await client.signUp(`lb-${tag}@example.test`, `leaderboard pass ${tag}`, `lb_${tag}`)).json()
      .user.id as string;
    const necrons = await saveParsedRoster(client, sampleListLines.join('\n'), 'text/plain');
    const marines = await saveParsedRoster(
      client,
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    );
    return { client, id, necrons, marines };
  };

  /** A public (or unlisted) one-round event with one game, played to the end. */
  const playEvent = async (name: string, startsOn: string, a: Side, b: Side, visibility = 'public') => {
    const input = tournamentInput({ name, rounds: 1, startsOn, endsOn: startsOn });
    const event = (
      await organiser.post('/api/tournaments', { ...input, visibility: visibility as 'public' | 'unlisted' })
    ).json();
    const base = `/api/tournaments/${event.id}`;
    for (const side of [a, b]) {
      await side.player.client.post(`${base}/registration`, {});
      const listed = await side.player.client.request('PUT', `${base}/list`, {
        rosterId: side.player[side.list],
      });
      expect(listed.statusCode, listed.body).toBe(200);
    }
    const game = (await organiser.post(`${base}/rounds`)).json().games[0];
    await a.player.client.post(`${base}/games/${game.id}/report`, { myVp: a.vp, opponentVp: b.vp });
    await b.player.client.post(`${base}/games/${game.id}/report`, { myVp: b.vp, opponentVp: a.vp });
    expect((await organiser.post(`${base}/rounds/1/close`, {})).statusCode).toBe(200);
    expect((await organiser.get(base)).json().status).toBe('completed');
    events[name] = event.id;
    return event.id as string;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    organiser = new TestClient(testApp.app, '10.97.0.1');
    await organiser.signUp('lb-to@example.test', 'leaderboard pass to', 'lb_to');
    ann = await signUp('ann', '10.97.0.2');
    ben = await signUp('ben', '10.97.0.3');
    cat = await signUp('cat', '10.97.0.4');
    dan = new TestClient(testApp.app, '10.97.0.5');
    danId = (await dan.signUp('lb-dan@example.test', 'leaderboard pass dan', 'lb_dan')).json().user.id;
    // Ann's chosen display name is what the public sees.
    expect(
      (await ann.client.request('PATCH', '/api/profile', { displayName: 'Ann the Bold' })).statusCode,
    ).toBe(200);

    const old = await playEvent(
      'Old Open',
      inDays(7),
      { player: ben, list: 'marines', vp: 60 },
      { player: cat, list: 'marines', vp: 40 },
    );
    // Played a year and a half ago: outside "last 12 months".
    const longAgo = monthsBefore(new Date().toISOString().slice(0, 10), 18);
    await testApp.database.db
      .update(matchRecords)
      .set({ playedOn: longAgo })
      .where(eq(matchRecords.tournamentId, old));
    await playEvent(
      'Spring Open',
      inDays(8),
      { player: ann, list: 'necrons', vp: 72 },
      { player: ben, list: 'marines', vp: 55 },
    );
    await playEvent(
      'Summer Open',
      inDays(9),
      { player: ann, list: 'necrons', vp: 70 },
      { player: cat, list: 'necrons', vp: 50 },
    );
    await playEvent(
      'Autumn Open',
      inDays(10),
      { player: ben, list: 'marines', vp: 50 },
      { player: ann, list: 'necrons', vp: 50 },
    );
    await playEvent(
      'Club Night',
      inDays(11),
      { player: cat, list: 'necrons', vp: 80 },
      { player: ann, list: 'necrons', vp: 20 },
      'unlisted',
    );
    const logged = await ann.client.post('/api/battles', {
      playedOn: new Date().toISOString().slice(0, 10),
      myFaction: 'Necrons',
      opponent: 'lb_ben',
      opponentFaction: 'Space Marines',
      myVp: 10,
      opponentVp: 90,
    });
    expect(logged.statusCode, logged.body).toBe(201);
  }, 120_000);
  afterAll(() => testApp.close());

  it('ranks everyone over all time, by games of finished public events only', async () => {
    // E0 Ben 1516, Cat 1484. E1: E(Ann) = 1/(1+10^(16/400)) = 0.476990, +16.7363 → Ann 1516.7363,
    // Ben 1499.2637. E2: E(Ann) = 1/(1+10^(−32.7363/400)) = 0.546972, +14.4969 → Ann 1531.2332,
    // Cat 1469.5031. E3 draw: E(Ben) = 1/(1+10^(31.9695/400)) = 0.454122, 32 × (0.5 − 0.454122)
    // = +1.4681 → Ben 1500.7318, Ann 1529.7651.
    const board = (await anonymous().get('/api/leaderboard?minGames=1')).json();
    expect(board).toMatchObject({
      period: 'all',
      from: null,
      faction: null,
      minGames: 1,
      totalPlayers: 3,
      you: null,
    });
    expect(table(board.rows)).toEqual([
      [1, 'Ann the Bold', 1530, 3, '2-1-0'],
      [2, 'lb_ben', 1501, 3, '1-1-1'],
      [3, 'lb_cat', 1470, 2, '0-0-2'],
    ]);
    expect(board.rows[0]).toMatchObject({ playerId: ann.id, events: 3, mainFaction: 'Necrons' });
    // Cat played each faction once: the main faction is the one played last.
    expect(board.rows[2]).toMatchObject({ events: 2, mainFaction: 'Necrons' });
    expect(board.factions).toEqual(['Necrons', 'Space Marines']);
  });

  it('needs three games by default, and says who is asking', async () => {
    const board = (await ann.client.get('/api/leaderboard')).json();
    expect(board.minGames).toBe(3);
    expect(board.rows.map((r: Row) => [r.rank, r.name])).toEqual([
      [1, 'Ann the Bold'],
      [2, 'lb_ben'],
    ]);
    // Ann is in the rows listed, so no separate row for her.
    expect(board.you).toEqual({ playerId: ann.id, games: 3, row: null });
    const cats = (await cat.client.get('/api/leaderboard')).json();
    expect(cats.you).toEqual({ playerId: cat.id, games: 2, row: null });
    expect((await dan.get('/api/leaderboard')).json().you).toEqual({ playerId: danId, games: 0, row: null });
    const none = (await anonymous().get('/api/leaderboard?minGames=4')).json();
    expect(none).toMatchObject({ totalPlayers: 0, rows: [] });
  });

  it('rates the last 12 months on their games alone', async () => {
    // Without E0 everyone starts E1 at 1500: Ann 1516, Ben 1484; E2: E(Ann) = 0.523010,
    // +15.2637 → Ann 1531.2637, Cat 1484.7363; E3 draw: E(Ben) = 1/(1+10^(47.2637/400)) = 0.432399,
    // +2.1632 → Ben 1486.1632, Ann 1529.1005.
    const board = (await anonymous().get('/api/leaderboard?period=12m&minGames=1')).json();
    expect(board.from).toBe(monthsBefore(new Date().toISOString().slice(0, 10), 12));
    expect(table(board.rows)).toEqual([
      [1, 'Ann the Bold', 1529, 3, '2-1-0'],
      [2, 'lb_ben', 1486, 2, '0-1-1'],
      [3, 'lb_cat', 1485, 1, '0-0-1'],
    ]);
    const recent = (await anonymous().get('/api/leaderboard?period=3m&minGames=2')).json();
    expect(recent.rows.map((r: Row) => r.name)).toEqual(['Ann the Bold', 'lb_ben']);
  });

  it("rates a faction on each player's games with it", async () => {
    // Necrons: Ann's three games; Cat's one Necrons game (E2) from a fresh 1500:
    // E(Ann) = 1/(1+10^(−16.7363/400)) = 0.524067, +15.2299 → Ann 1531.9662, Cat 1484.7701;
    // E3 draw against Ben's Space Marines (1499.2637): −1.5016 → Ann 1530.4646.
    const necrons = (await anonymous().get('/api/leaderboard?faction=Necrons&minGames=1')).json();
    expect(table(necrons.rows)).toEqual([
      [1, 'Ann the Bold', 1530, 3, '2-1-0'],
      [2, 'lb_cat', 1485, 1, '0-0-1'],
    ]);
    expect(necrons.rows.every((r: { mainFaction: string }) => r.mainFaction === 'Necrons')).toBe(true);
    const marines = (await anonymous().get('/api/leaderboard?faction=Space%20Marines&minGames=1')).json();
    expect(table(marines.rows)).toEqual([
      [1, 'lb_ben', 1501, 3, '1-1-1'],
      [2, 'lb_cat', 1484, 1, '0-0-1'],
    ]);
    const nobody = (await anonymous().get('/api/leaderboard?faction=Tyranids&minGames=1')).json();
    expect(nobody).toMatchObject({ faction: 'Tyranids', totalPlayers: 0, rows: [] });
  });

  it('refuses bad filters with a clear message', async () => {
    const zero = await anonymous().get('/api/leaderboard?minGames=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toContain('Minimum games is at least 1.');
    const words = await anonymous().get('/api/leaderboard?minGames=three');
    expect(words.statusCode).toBe(400);
    expect(words.json().error.message).toContain('Minimum games must be a number.');
    const period = await anonymous().get('/api/leaderboard?period=week');
    expect(period.statusCode).toBe(400);
    expect(period.json().error.message).toContain('Choose the period: 3m, 12m or all.');
  });

  it("shows a player's public page: rating, rank and finished public events", async () => {
    const response = await anonymous().get(`/api/players/${ann.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      id: ann.id,
      name: 'Ann the Bold',
      username: 'lb_ann',
      rating: { rating: 1530, rank: 1, games: 3, wins: 2, draws: 1, losses: 0 },
    });
    expect(response.body).not.toContain('lb-ann@example.test');
    // Latest first; the unlisted Club Night is not listed.
    expect(
      page.events.map(
        (e: {
          name: string;
          players: number;
          faction: string;
          wins: number;
          draws: number;
          losses: number;
        }) => [e.name, e.players, e.faction, `${e.wins}-${e.draws}-${e.losses}`],
      ),
    ).toEqual([
      ['Autumn Open', 2, 'Necrons', '0-1-0'],
      ['Summer Open', 2, 'Necrons', '1-0-0'],
      ['Spring Open', 2, 'Necrons', '1-0-0'],
    ]);
    expect(page.events[1]).toMatchObject({ id: events['Summer Open'], placing: 1, startsOn: inDays(9) });
    expect(page.events[2]).toMatchObject({ placing: 1, dropped: false });
    // The drawn event is split by the draw numbers: Ann and Ben hold first and second between them.
    const bens = (await anonymous().get(`/api/players/${ben.id}`)).json();
    const autumn = (p: { events: { name: string; placing: number }[] }) =>
      p.events.find((e) => e.name === 'Autumn Open')?.placing;
    expect([autumn(page), autumn(bens)].sort()).toEqual([1, 2]);
    // Cat played two events and is below the three games a rank needs.
    const cats = (await anonymous().get(`/api/players/${cat.id}`)).json();
    expect(cats.rating).toMatchObject({ rating: 1470, rank: null, games: 2 });
    expect(cats.events.map((e: { name: string; placing: number }) => [e.name, e.placing])).toEqual([
      ['Summer Open', 2],
      ['Old Open', 2],
    ]);
  });

  it('answers unknown and malformed player ids with 404 and 400', async () => {
    const unknown = await anonymous().get('/api/players/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'PLAYER_NOT_FOUND',
      message: 'No player with that id has played in a finished public event.',
    });
    // Dan has an account but no public results: nothing to show, not even his name.
    const dans = await anonymous().get(`/api/players/${danId}`);
    expect(dans.statusCode).toBe(404);
    expect(dans.body).not.toContain('lb_dan');
    const malformed = await anonymous().get('/api/players/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('That player id is not valid.');
  });
});
