import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { sampleListLines } from '../../test-support/roster-files';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';
import { forgetResultTables } from './faction-results';

/** A table as a newer dashboard would publish it: Necrons far ahead of the field. */
const table = {
  source: 'Test dashboard',
  url: 'https://example.org/meta',
  from: new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10),
  to: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
  edition: '11th',
  games: 20_000,
  rows: [
    { faction: 'Necrons', winRate: 0.62, games: 3000, share: null },
    { faction: 'Orks', winRate: 0.44, games: 2500, share: null },
  ],
};

describe('the result tables ratings rest on', () => {
  let testApp: TestApp;
  let admin: TestClient;
  let player: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = new TestClient(testApp.app, '10.47.0.1');
    player = new TestClient(testApp.app, '10.47.0.2');
    const id = (
      await admin.signUp('results-admin@example.test', 'results admin password 1', 'results_admin')
    ).json().user.id as string;
    await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
    await player.signUp('results-player@example.test', 'results player password 1', 'results_player');
    forgetResultTables();
  });
  afterAll(() => testApp.close());

  it('lists the bundled tables with their sources; a rating names what it rests on', async () => {
    const tables = (await player.get('/api/published-results')).json().tables;
    expect(
      tables.some(
        (t: { origin: string; url: string }) => t.origin === 'bundled' && t.url.startsWith('https://'),
      ),
    ).toBe(true);
    const roster = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
    const analysis = (await player.post(`/api/rosters/${roster}/analyses`, { modelType: 'standard' })).json()
      .analysis;
    expect(analysis.ratingBasis.summary).toMatch(/Necrons won/);
    expect(analysis.ratingBasis.sources.length).toBeGreaterThan(0);
    expect(analysis.overallRating).toBeGreaterThanOrEqual(0);
  });

  it('lets an admin load a newer table, which the next rating rests on, and refuses bad tables', async () => {
    const loaded = await admin.post('/api/admin/published-results', table);
    expect(loaded.statusCode).toBe(201);
    expect(loaded.json()).toMatchObject({ origin: 'loaded', source: 'Test dashboard', factions: 2 });
    const roster = await saveParsedRoster(player, sampleListLines.join('\n'), 'text/plain');
    const basis = (await player.post(`/api/rosters/${roster}/analyses`, { modelType: 'standard' })).json()
      .analysis.ratingBasis;
    // 3,000 recent games at 62 % outweigh older, smaller tables: well above even.
    expect(basis.factionWinRate).toBeGreaterThan(0.56);
    expect(basis.sources.map((s: { source: string }) => s.source)).toContain('Test dashboard');

    // Not an admin; a table that breaks its own rules; an unknown id.
    expect((await player.post('/api/admin/published-results', table)).statusCode).toBe(403);
    const backwards = await admin.post('/api/admin/published-results', {
      ...table,
      from: table.to,
      to: table.from,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toContain('The period must not end before it starts.');
    const twice = await admin.post('/api/admin/published-results', {
      ...table,
      rows: [table.rows[0], table.rows[0]],
    });
    expect(twice.statusCode).toBe(400);
    const overOne = await admin.post('/api/admin/published-results', {
      ...table,
      rows: [{ ...table.rows[0], winRate: 1.2 }, table.rows[1]],
    });
    expect(overOne.statusCode).toBe(400);
    expect(
      (await admin.request('DELETE', '/api/admin/published-results/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);

    // Removed, the rating goes back to the bundled tables.
    expect(
      (await admin.request('DELETE', `/api/admin/published-results/${loaded.json().id}`)).statusCode,
    ).toBe(204);
    const after = (await player.get('/api/published-results')).json().tables;
    expect(after.some((t: { origin: string }) => t.origin === 'loaded')).toBe(false);
  });
});
