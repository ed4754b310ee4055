import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { playOneRoundEvent } from '../../test-support/finished-event';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const header = 'date,event,player_a,faction_a,vp_a,player_b,faction_b,vp_b,mission,first_turn';
const csv = (...rows: string[]) => [header, ...rows].join('\n');

describe('Ultra Oracle', () => {
  let testApp: TestApp;
  let owner: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = new TestClient(testApp.app, '10.91.0.1');
    stranger = new TestClient(testApp.app, '10.91.0.2');
    await owner.signUp('oracle-owner@example.test', 'oracle password 1', 'oracle_owner');
    await stranger.signUp('oracle-stranger@example.test', 'oracle password 2', 'oracle_stranger');
  });
  afterAll(() => testApp.close());

  it('keeps the good rows of an upload, reports the bad ones and analyses it for its owner only', async () => {
    const reply = await owner.post('/api/oracle/uploads', {
      fileName: 'club.csv',
      content: csv(
        '2026-09-01,Club,Ann,Orks,70,Ben,Necrons,50,Take and Hold,A',
        '2026-09-01,Club,Cat,Orks,40,Dan,Necrons,40,Take and Hold,B',
        '2026-09-08,Club,Ann,Orks,20,Dan,Necrons,80,Purge the Foe,',
        '2026-09-08,Club,Cat,Orkz,20,Ben,Necrons,101,,',
      ),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const upload = reply.json();
    expect(upload).toMatchObject({
      fileName: 'club.csv',
      format: 'csv',
      acceptedCount: 3,
      rejectedCount: 1,
      shared: false,
    });

    const analysis = (await owner.get(`/api/oracle/uploads/${upload.id}`)).json();
    expect(analysis.rejected).toEqual([
      {
        row: 5,
        label: 'Line 5',
        messages: [
          'faction_a "Orkz" is not a faction we know (did you mean "Orks"?).',
          'vp_b "101" must be a whole number from 0 to 100.',
        ],
      },
    ]);
    const orks = analysis.report.factions.find((f: { faction: string }) => f.faction === 'Orks');
    expect(orks).toMatchObject({ games: 3, wins: 1, draws: 1, losses: 1, winRate: 0.5, smallSample: true });
    expect(orks.interval.low).toBeCloseTo(0.1253, 3);
    expect(analysis.report.missions.map((m: { value: string }) => m.value)).toEqual([
      'Take and Hold',
      'Purge the Foe',
    ]);
    expect(analysis.report.smallSampleBelow).toBe(30);

    expect((await stranger.get(`/api/oracle/uploads/${upload.id}`)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/oracle/uploads/${upload.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.request('PATCH', `/api/oracle/uploads/${upload.id}`, { shared: true })).statusCode,
    ).toBe(404);
    expect((await owner.get('/api/oracle/uploads/not-an-id')).json().error.message).toBe(
      'That upload id is not valid.',
    );

    // Private until shared: the community meta does not see it, "mine" does.
    expect((await stranger.get('/api/oracle/meta')).json().totals.games).toBe(0);
    expect((await owner.get('/api/oracle/meta?scope=mine')).json().totals.games).toBe(3);
    await owner.request('PATCH', `/api/oracle/uploads/${upload.id}`, { shared: true });
    expect((await stranger.get('/api/oracle/meta')).json().totals.games).toBe(3);
    expect((await stranger.get('/api/oracle/meta?from=2026-09-05')).json().totals.games).toBe(1);
    expect((await stranger.get('/api/oracle/meta?from=2026-09-09&to=2026-09-01')).json().error.message).toBe(
      'The start date must not be after the end date.',
    );
    const dashboard = (await stranger.get('/api/oracle/dashboard')).json();
    expect(dashboard.community).toMatchObject({ games: 3, uploadedGames: 3, tournamentGames: 0 });
    expect(dashboard.myUploads).toEqual([]);

    expect((await owner.request('DELETE', `/api/oracle/uploads/${upload.id}`)).statusCode).toBe(204);
    expect((await stranger.get('/api/oracle/meta')).json().totals.games).toBe(0);
  });

  it('refuses files it cannot use, saying why', async () => {
    const send = (fileName: string, content: string) =>
      owner.post('/api/oracle/uploads', { fileName, content });
    expect((await send('games.xlsx', 'x')).json().error.message).toBe(
      'Match data must be a .csv or .json file.',
    );
    expect((await send('games.csv', '')).json().error.message).toBe('The file is empty.');
    expect((await send('games.json', '{"nope": 1}')).json().error.message).toBe(
      'The JSON must be a list of games, or an object with a "games" list.',
    );
    const none = await send('games.csv', csv('2026-09-01,Club,Ann,Orks,70,Ben,Zoats,50,,'));
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      code: 'NO_VALID_GAMES',
      message: 'None of the 1 games could be read; fix the rows below and upload again.',
      details: { rejected: [{ label: 'Line 2', messages: ['faction_b "Zoats" is not a faction we know.'] }] },
    });
    expect((await owner.get('/api/oracle/uploads')).json().uploads, 'nothing saved').toEqual([]);
  });

  it('adds a finished public event’s games to the community meta automatically', async () => {
    const { closed, players, usernames } = await playOneRoundEvent(testApp.app, '10.91.1', 'Oracle Open');
    expect(closed.json().status, closed.body).toBe('completed');

    const meta = (await owner.get('/api/oracle/meta')).json();
    expect(meta.totals).toMatchObject({ games: 1, events: 1 });
    const winner = meta.factions.find((f: { wins: number }) => f.wins === 1);
    // Player 1 (the Necrons list) reported 72–55 for themselves, whichever side of the table they sat.
    expect(winner.faction).toBe('Necrons');
    expect(meta.factions.map((f: { faction: string }) => f.faction).sort()).toEqual([
      'Necrons',
      'Space Marines',
    ]);
    expect(meta.players.map((p: { name: string }) => p.name).sort()).toEqual(usernames);
    const mineMeta = (await players[0]?.get('/api/oracle/meta?scope=mine'))?.json();
    expect(mineMeta.totals.games).toBe(1);
    expect((await owner.get('/api/oracle/dashboard')).json().community.tournamentGames).toBe(1);
  });
});
