import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const clientRef = '0b6f4c2e-1d2a-4e8b-9c3f-5a6b7c8d9e0f';
const game = (overrides: Record<string, unknown> = {}) => ({
  playedOn: '2026-11-01',
  myFaction: 'Orks',
  opponent: 'Sam',
  opponentFaction: 'Necrons',
  myVp: 72,
  opponentVp: 65,
  clientRef,
  ...overrides,
});

describe('a game logged from the phone outbox', () => {
  let testApp: TestApp;
  let player: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.96.0.1');
    other = new TestClient(testApp.app, '10.96.0.2');
    await player.signUp('outbox-player@example.test', 'outbox pass one', 'outbox_player');
    await other.signUp('outbox-other@example.test', 'outbox pass two', 'outbox_other');
  });
  afterAll(() => testApp.close());

  it('is logged once however often the phone repeats the send', async () => {
    const first = await player.post('/api/battles', game());
    expect(first.statusCode, first.body).toBe(201);
    const again = await player.post('/api/battles', game());
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const battles = (await player.get('/api/battles')).json().battles;
    expect(battles).toHaveLength(1);
    expect(battles[0]).toMatchObject({ myVp: 72, opponentVp: 65, outcome: 'win' });
  });

  it('keeps another player’s game with the same reference apart, and never shows them the first', async () => {
    const theirs = await other.post('/api/battles', game({ myVp: 10, opponentVp: 20 }));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json()).toMatchObject({ myVp: 10, opponentVp: 20, outcome: 'loss' });
    expect((await other.get('/api/battles')).json().battles).toHaveLength(1);
    expect((await player.get('/api/battles')).json().battles).toHaveLength(1);
  });

  it('refuses a reference that is not a UUID with a plain message', async () => {
    const bad = await player.post('/api/battles', game({ clientRef: 'not-a-uuid' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The game reference is not valid.');
  });

  it('logs games sent without a reference as before, each one', async () => {
    const plain = game({ clientRef: undefined });
    expect((await player.post('/api/battles', plain)).statusCode).toBe(201);
    expect((await player.post('/api/battles', plain)).statusCode).toBe(201);
    expect((await player.get('/api/battles')).json().battles).toHaveLength(3);
  });
});
