import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { readFixture, sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('playbooks', () => {
  let testApp: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let anonymous: TestClient;
  let marines: string;
  let necrons: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = new TestClient(testApp.app, '10.44.0.1');
    stranger = new TestClient(testApp.app, '10.44.0.2');
    anonymous = new TestClient(testApp.app, '10.44.0.3');
    await owner.signUp('planner@example.test', 'planner password 1', 'planner');
    await stranger.signUp('peeker@example.test', 'peeker password 1', 'peeker');
    marines = await saveParsedRoster(
      owner,
      readFixture('rosz/ps__Ultramarines_10E.rosz'),
      'application/octet-stream',
    );
    necrons = await saveParsedRoster(owner, sampleListLines.join('\n'), 'text/plain');
  });
  afterAll(() => testApp.close());

  it('generates a playbook against an opponent, private until shared', async () => {
    const created = await owner.post('/api/playbooks', { rosterId: marines, opponentRosterId: necrons });
    expect(created.statusCode).toBe(201);
    const playbook = created.json();
    expect(playbook).toMatchObject({
      title: 'Ultramarines 10E vs Dynasty Test',
      isPublic: false,
      isOwner: true,
    });
    expect(playbook.content.opponent).toMatchObject({ faction: 'Necrons' });
    expect(playbook.content.turns).toHaveLength(5);
    expect(playbook.content.targetPriority.map((t: { target: string }) => t.target).sort()).toEqual([
      'Necron Warriors',
      'Overlord',
    ]);
    expect((await owner.get('/api/playbooks')).json().playbooks[0]).toMatchObject({
      id: playbook.id,
      rosterName: 'Ultramarines 10E',
      opponentName: 'Dynasty Test',
    });

    expect((await stranger.get(`/api/playbooks/${playbook.id}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/playbooks/${playbook.id}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/playbooks/${playbook.id}/test`)).statusCode).toBe(404);
    expect(
      (await stranger.request('PATCH', `/api/playbooks/${playbook.id}`, { isPublic: true })).statusCode,
    ).toBe(404);

    const shared = await owner.request('PATCH', `/api/playbooks/${playbook.id}`, {
      isPublic: true,
      title: 'Plan A',
    });
    expect(shared.json()).toMatchObject({ isPublic: true, title: 'Plan A' });
    expect((await anonymous.get(`/api/playbooks/${playbook.id}`)).json()).toMatchObject({
      title: 'Plan A',
      isOwner: false,
    });
    expect((await stranger.request('DELETE', `/api/playbooks/${playbook.id}`)).statusCode).toBe(404);
  });

  it('plays a playbook out against its opponent, following its target order', async () => {
    const playbook = (
      await owner.post('/api/playbooks', { rosterId: marines, opponentRosterId: necrons })
    ).json();
    const test = (await owner.get(`/api/playbooks/${playbook.id}/test?firstTurn=theirs`)).json();
    expect(test.opponent).toMatchObject({ name: 'Dynasty Test', source: 'playbook' });
    expect(test.simulation.turns[0].side).toBe('theirs');
    expect(test.simulation.turns).toHaveLength(10);
    expect(test.simulation.plannedTargets.map((t: { target: string }) => t.target)).toEqual(
      playbook.content.targetPriority.map((t: { target: string }) => t.target),
    );
    // Without an opponent, the sample list stands in.
    const alone = (await owner.post('/api/playbooks', { rosterId: marines })).json();
    expect(alone.title).toBe('Ultramarines 10E game plan');
    const solo = (await owner.get(`/api/playbooks/${alone.id}/test`)).json();
    expect(solo.opponent).toMatchObject({ name: 'Szarekhan Vanguard', source: 'sample' });
  });

  it('keeps reading and testing the same after its rosters are deleted', async () => {
    const theirs = await saveParsedRoster(owner, sampleListLines.join('\n'), 'text/plain');
    const playbook = (
      await owner.post('/api/playbooks', { rosterId: marines, opponentRosterId: theirs })
    ).json();
    const before = (await owner.get(`/api/playbooks/${playbook.id}/test`)).json();
    expect((await owner.request('DELETE', `/api/rosters/${theirs}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/playbooks/${playbook.id}`)).json().content).toEqual(playbook.content);
    expect((await owner.get(`/api/playbooks/${playbook.id}/test`)).json()).toEqual(before);
    expect((await owner.request('DELETE', `/api/playbooks/${playbook.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/playbooks/${playbook.id}`)).statusCode).toBe(404);
  });

  it('offers the sample playbook to anyone, with every sample unit measured', async () => {
    const sample = (await anonymous.get('/api/playbooks/sample')).json();
    expect(sample).toMatchObject({ id: 'sample', title: 'Ultramarines Spearhead vs Szarekhan Vanguard' });
    const test = (await anonymous.get('/api/playbooks/sample/test')).json();
    expect(test.simulation.leftOut).toEqual([]);
    expect(test.simulation.startingPoints).toEqual({ yours: 920, theirs: 930 });
  });

  it('refuses bad input and other users’ rosters', async () => {
    const theirs = await saveParsedRoster(stranger, sampleListLines.join('\n'), 'text/plain');
    expect(
      (await owner.post('/api/playbooks', { rosterId: marines, opponentRosterId: theirs })).statusCode,
    ).toBe(404);
    expect((await owner.post('/api/playbooks', { rosterId: 'nope' })).statusCode).toBe(400);
    expect(
      (await owner.post('/api/playbooks', { rosterId: marines, title: 'x'.repeat(121) })).json().error
        .message,
    ).toContain('Titles are at most 120 characters.');
    expect((await owner.get('/api/playbooks/not-an-id')).statusCode).toBe(400);
    expect((await owner.get('/api/playbooks/sample/test?firstTurn=never')).statusCode).toBe(400);
    expect((await anonymous.post('/api/playbooks', { rosterId: marines })).statusCode).toBe(401);
  });
});
