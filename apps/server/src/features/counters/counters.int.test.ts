import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { readFixture, sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('counter generation', () => {
  let testApp: TestApp;
  let player: TestClient;
  let stranger: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.43.0.1');
    stranger = new TestClient(testApp.app, '10.43.0.2');
    await player.signUp('counters@example.test', 'counters password 1', 'counter_player');
    await stranger.signUp('stranger@example.test', 'stranger password 1', 'counter_stranger');
  });
  afterAll(() => testApp.close());

  it('plans a BattleScribe list against a pasted list filled from the data set', async () => {
    const mine = await saveParsedRoster(
      player,
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    );
    const theirs = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
    const reply = await player.get(`/api/counters?roster=${mine}&opponent=${theirs}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.roster).toMatchObject({ id: mine, name: 'Ultramarines 10E', faction: 'Space Marines' });
    expect(body.opponent).toMatchObject({ id: theirs, faction: 'Necrons' });
    expect(body.dataNotes.theirs.enriched).toEqual(['Overlord', 'Necron Warriors']);
    expect(body.plan.priorityTargets.map((t: { unitName: string }) => t.unitName).sort()).toEqual([
      'Necron Warriors',
      'Overlord',
    ]);
    expect(body.plan.summary.yourPointsPerTurn).toBeGreaterThan(0);
    expect(body.plan.matrix.yoursAgainstTheirs).toHaveLength(body.plan.matrix.yours.length);
    // Deterministic: asking again gives the same plan.
    expect((await player.get(`/api/counters?roster=${mine}&opponent=${theirs}`)).json()).toEqual(body);
  });

  it('refuses other users’ rosters and bad ids', async () => {
    const mine = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
    const theirs = await saveParsedRoster(stranger, sampleListLines.join('\n'), 'text/plain');
    expect((await player.get(`/api/counters?roster=${mine}&opponent=${theirs}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/counters?roster=${mine}&opponent=${theirs}`)).statusCode).toBe(404);
    const bad = await player.get(`/api/counters?roster=${mine}&opponent=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Invalid roster id format');
    expect((await player.get(`/api/counters?roster=${mine}`)).statusCode).toBe(400);
  });

  it('plans against a list pasted as text, without saving it, and says what is wrong with bad pastes', async () => {
    const mine = await saveParsedRoster(
      player,
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    );
    const before = (await player.get('/api/rosters')).json().rosters;
    const reply = await player.post('/api/counters/pasted', {
      roster: mine,
      opponentList: sampleListLines.join('\n'),
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.opponent).toMatchObject({ id: null, faction: 'Necrons' });
    expect(body.plan.priorityTargets.map((t: { unitName: string }) => t.unitName).sort()).toEqual([
      'Necron Warriors',
      'Overlord',
    ]);
    // The same plan as for the same list saved: pasting changes nothing but the saving.
    const saved = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
    const viaSaved = (await player.get(`/api/counters?roster=${mine}&opponent=${saved}`)).json();
    expect(body.plan).toEqual(viaSaved.plan);
    const after = (await player.get('/api/rosters')).json().rosters;
    expect(after.length).toBe(before.length + 1);

    const empty = await player.post('/api/counters/pasted', { roster: mine, opponentList: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain("Paste your opponent's list.");
    const nonsense = await player.post('/api/counters/pasted', {
      roster: mine,
      opponentList: 'lorem ipsum dolor sit amet',
    });
    expect(nonsense.statusCode).toBe(422);
    expect(nonsense.json().error.message.length).toBeGreaterThan(10);
    const huge = await player.post('/api/counters/pasted', {
      roster: mine,
      opponentList: 'x'.repeat(100_001),
    });
    expect(huge.statusCode).toBe(400);
    // Someone else's roster as "yours": not found, not planned.
    const strangers = await saveParsedRoster(stranger, sampleListLines.join('\n'), 'text/plain');
    const foreign = await player.post('/api/counters/pasted', {
      roster: strangers,
      opponentList: sampleListLines.join('\n'),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
