import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('roster versions and read-only links', () => {
  let testApp: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = new TestClient(testApp.app, '10.72.0.1');
    other = new TestClient(testApp.app, '10.72.0.2');
    anonymous = new TestClient(testApp.app, '10.72.0.3');
    await owner.signUp('versions-o@example.test', 'owner password 1', 'versions_o');
    await other.signUp('versions-x@example.test', 'other password 1', 'versions_x');
  });
  afterAll(() => testApp.close());

  it('keeps every save as a version, compares two and restores one', async () => {
    const id = await saveParsedRoster(owner, sampleListLines.join('\n'), 'text/plain');
    const base = `/api/rosters/${id}`;
    const first = (await owner.get(base)).json();
    const versions = async () => (await owner.get(`${base}/versions`)).json().versions;
    expect(await versions()).toMatchObject([
      { number: 1, reason: 'created', points: first.roster.pointsTotal },
    ]);

    await owner.request('PATCH', base, { name: 'Renamed list' });
    // Saving the same thing again is not a new version.
    await owner.request('PATCH', base, { name: 'Renamed list' });
    expect((await versions()).map((v: { number: number; reason: string }) => [v.number, v.reason])).toEqual([
      [2, 'edited'],
      [1, 'created'],
    ]);

    const [dropped, ...kept] = first.roster.units;
    await owner.request('PATCH', base, { units: kept });
    const diff = (await owner.get(`${base}/versions/compare?from=1&to=3`)).json();
    const models = dropped.models.length
      ? dropped.models.reduce((sum: number, m: { count: number }) => sum + m.count, 0)
      : dropped.count;
    expect(diff).toMatchObject({
      from: 1,
      to: 3,
      added: [],
      removed: [{ name: dropped.name, models, points: dropped.points }],
      pointsBefore: first.roster.pointsTotal,
      pointsAfter: first.roster.pointsTotal - dropped.points,
    });

    const restored = await owner.post(`${base}/versions/1/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json().roster.units.map((u: { name: string }) => u.name)).toEqual(
      first.roster.units.map((u: { name: string }) => u.name),
    );
    expect((await versions())[0]).toMatchObject({
      number: 4,
      reason: 'restored from version 1',
      name: first.name,
    });
    // Version 3 is still there to go back to.
    expect((await owner.get(`${base}/versions/compare?from=4&to=3`)).json().removed).toHaveLength(1);

    // Bad numbers and other people's rosters.
    const missing = await owner.get(`${base}/versions/compare?from=1&to=99`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This roster has no version 99.');
    expect((await owner.get(`${base}/versions/compare?from=0&to=1`)).statusCode).toBe(400);
    expect((await other.get(`${base}/versions`)).statusCode).toBe(404);
    expect((await other.post(`${base}/versions/1/restore`, {})).statusCode).toBe(404);
    expect((await anonymous.get(`${base}/versions`)).statusCode).toBe(401);
  });

  it('shares a read-only link until it is revoked', async () => {
    const id = await saveParsedRoster(owner, sampleListLines.join('\n'), 'text/plain');
    const base = `/api/rosters/${id}`;
    expect((await owner.get(`${base}/share-link`)).json()).toEqual({ link: null });
    const link = (await owner.post(`${base}/share-link`, {})).json().link;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Asking again gives the same link.
    expect((await owner.post(`${base}/share-link`, {})).json().link.token).toBe(link.token);
    expect((await other.post(`${base}/share-link`, {})).statusCode).toBe(404);

    const seen = await anonymous.get(`/api/shared-lists/${link.token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().roster.faction).toBe('Necrons');
    expect(seen.json()).not.toHaveProperty('userId');
    // The link shows the list as it stands now.
    await owner.request('PATCH', base, { name: 'Now renamed' });
    expect((await anonymous.get(`/api/shared-lists/${link.token}`)).json().roster.name).toBe('Now renamed');

    expect((await other.request('DELETE', `${base}/share-link`)).statusCode).toBe(404);
    expect((await owner.request('DELETE', `${base}/share-link`)).statusCode).toBe(204);
    const gone = await anonymous.get(`/api/shared-lists/${link.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('This list is not shared (any more).');
    // A new link is a new token: the old one stays dead.
    const next = (await owner.post(`${base}/share-link`, {})).json().link;
    expect(next.token).not.toBe(link.token);
    expect((await anonymous.get('/api/shared-lists/not-a-token')).statusCode).toBe(400);
  });
});
