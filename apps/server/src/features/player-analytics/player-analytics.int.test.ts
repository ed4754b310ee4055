import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { playOneRoundEvent } from '../../test-support/finished-event';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const game = (overrides: Record<string, unknown> = {}) => ({
  playedOn: '2026-09-05',
  myFaction: 'Orks',
  opponent: 'Sam',
  opponentFaction: 'Necrons',
  myVp: 70,
  opponentVp: 60,
  mission: 'Take and Hold',
  firstTurn: 'me',
  ...overrides,
});

describe('battle log and player analytics', () => {
  let testApp: TestApp;
  let player: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.95.0.1');
    other = new TestClient(testApp.app, '10.95.0.2');
    await player.signUp('log-player@example.test', 'battle log pass 1', 'log_player');
    await other.signUp('log-other@example.test', 'battle log pass 2', 'log_other');
  });
  afterAll(() => testApp.close());

  it('logs games with clear refusals, lists and deletes only the player’s own', async () => {
    const bad = await player.post('/api/battles', game({ myFaction: 'Orkz', myVp: 101 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose your faction from the list.');
    expect(bad.body).toContain('Victory points run from 0 to 100.');
    const future = await player.post('/api/battles', game({ playedOn: '2999-01-01' }));
    expect(future.json().error.message).toBe('The date cannot be in the future.');

    const logged = await player.post('/api/battles', game({ event: '', myDetachment: '' }));
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json()).toMatchObject({
      event: 'Casual game',
      myDetachment: null,
      outcome: 'win',
      firstTurn: 'me',
      opponent: 'Sam',
    });
    await player.post(
      '/api/battles',
      game({ playedOn: '2026-10-02', myVp: 50, opponentVp: 50, firstTurn: 'opponent' }),
    );
    const list = (await player.get('/api/battles')).json().battles;
    expect(list.map((b: { playedOn: string; outcome: string }) => [b.playedOn, b.outcome])).toEqual([
      ['2026-10-02', 'draw'],
      ['2026-09-05', 'win'],
    ]);
    expect((await other.get('/api/battles')).json().battles).toEqual([]);
    expect((await other.request('DELETE', `/api/battles/${logged.json().id}`)).statusCode).toBe(404);
    expect((await player.get('/api/oracle/meta')).json().totals.games, 'not in the community meta').toBe(0);
    expect((await player.get('/api/oracle/meta?scope=mine')).json().totals.games).toBe(2);
  });

  it('reports win rate by faction, opponent and month, and Elo, over event and logged games', async () => {
    const analytics = (await player.get('/api/analytics')).json();
    expect(analytics.sources).toEqual({ events: 0, logged: 2 });
    // A win and a draw: 1.5 / 2 = 75 %.
    expect(analytics.overall).toMatchObject({
      games: 2,
      wins: 1,
      draws: 1,
      losses: 0,
      winRate: 0.75,
      smallSample: true,
    });
    expect(analytics.byFaction).toEqual([expect.objectContaining({ name: 'Orks', games: 2 })]);
    expect(analytics.byOpponentFaction).toEqual([
      expect.objectContaining({ name: 'Necrons', winRate: 0.75 }),
    ]);
    expect(analytics.byMonth.map((m: { month: string; winRate: number }) => [m.month, m.winRate])).toEqual([
      ['2026-09', 1],
      ['2026-10', 0.5],
    ]);
    // Beat Sam at 1500–1500 (+16), then drew with Sam at 1516–1484: 32 × (0.5 − 0.546) = −1.47.
    expect(analytics.elo.rating).toBeCloseTo(1514.53, 2);
    expect(analytics.games[0]).toMatchObject({ playedOn: '2026-10-02', outcome: 'draw', opponent: 'Sam' });

    const { usernames, players } = await playOneRoundEvent(testApp.app, '10.95.1', 'Stats Open');
    const winner = (await players[0].get('/api/analytics')).json();
    expect(winner.sources).toEqual({ events: 1, logged: 0 });
    expect(winner.games[0]).toMatchObject({ outcome: 'win', vp: 72, opponentVp: 55, opponent: usernames[1] });
    expect(winner.elo.rating).toBe(1516);
    expect((await other.get('/api/analytics')).json()).toMatchObject({
      overall: { games: 0 },
      elo: null,
      games: [],
    });
  });
});
