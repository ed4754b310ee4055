import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { sampleListLines } from '../../test-support/roster-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';
import { addCredits } from '../credits/credits.queries';
import { runAnalysis } from './analyses.queries';
import { analyses } from './analyses.table';

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/roster-import/fixtures');

describe('roster analysis', () => {
  let testApp: TestApp;
  let owner: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = new TestClient(testApp.app, '10.40.0.1');
    other = new TestClient(testApp.app, '10.40.0.2');
    await owner.signUp('analyst@example.test', 'analyst password 1', 'analyst');
    await other.signUp('nosy@example.test', 'nosy password 1', 'nosy');
  });
  afterAll(() => testApp.close());

  const saveRoster = async (client: TestClient, body: Buffer | string, contentType: string) => {
    const parsed = (
      await client.raw('POST', '/api/rosters/parse', body, { 'content-type': contentType })
    ).json();
    const roster = parsed.roster ?? { ...parsed.partialData, name: parsed.partialData?.name || 'Unnamed' };
    const saved = await client.post('/api/rosters', {
      roster,
      sourceFormat: parsed.detectedFormat,
      sourceFileName: null,
    });
    return saved.json() as { id: string };
  };

  it('analyses a pasted list with data-set profiles, charges one credit and keeps the latest', async () => {
    const roster = await saveRoster(owner, sampleListLines.join('\n'), 'text/plain');
    const created = await owner.post(`/api/rosters/${roster.id}/analyses`, { modelType: 'standard' });
    expect(created.statusCode).toBe(201);
    const analysis = created.json();
    expect(analysis).toMatchObject({ modelUsed: 'standard', creditsUsed: 1, creditsRemaining: 2 });
    expect(analysis.dataNotes.enriched).toEqual(['Overlord', 'Necron Warriors']);
    expect(analysis.analysis.unitAssessments.map((a: { unitName: string }) => a.unitName)).toEqual([
      'Overlord',
      'Necron Warriors',
    ]);
    expect(analysis.analysis.performanceMetrics.unitsWithoutData).toEqual([]);
    const latest = (await owner.get(`/api/rosters/${roster.id}/analyses/latest`)).json();
    expect(latest.id).toBe(analysis.id);
    expect((await owner.get('/api/subscription')).json().credits).toBe(2);
    expect((await owner.get('/api/profile')).json().statistics.totalAnalyses).toBe(1);
  });

  it('refuses unknown model types, other users and an empty purse; nothing is stored then', async () => {
    const roster = await saveRoster(owner, sampleListLines.join('\n'), 'text/plain');
    const unsupported = await owner.post(`/api/rosters/${roster.id}/analyses`, { modelType: 'gpt-9' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().error.message).toContain('Unsupported AI model type');
    expect((await other.post(`/api/rosters/${roster.id}/analyses`, {})).statusCode).toBe(404);
    expect((await other.get(`/api/rosters/${roster.id}/analyses/latest`)).statusCode).toBe(404);
    expect((await owner.get(`/api/rosters/${roster.id}/analyses/latest`)).statusCode).toBe(404);

    const poor = new TestClient(testApp.app, '10.40.0.3');
    await poor.signUp('poor@example.test', 'poor password 1', 'poor_player');
    const poorRoster = await saveRoster(poor, sampleListLines.join('\n'), 'text/plain');
    for (let i = 0; i < 3; i += 1)
      expect((await poor.post(`/api/rosters/${poorRoster.id}/analyses`, {})).statusCode).toBe(201);
    const broke = await poor.post(`/api/rosters/${poorRoster.id}/analyses`, {});
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error.message).toBe('Not enough credits for analysis');
    const stored = await testApp.database.db
      .select()
      .from(analyses)
      .where(eq(analyses.rosterId, poorRoster.id));
    expect(stored).toHaveLength(3);

    // Deleting the roster deletes its analyses first.
    expect((await poor.request('DELETE', `/api/rosters/${poorRoster.id}`)).statusCode).toBe(204);
    expect(
      await testApp.database.db.select().from(analyses).where(eq(analyses.rosterId, poorRoster.id)),
    ).toHaveLength(0);
  });

  it('analyses every fixture roster without error', { timeout: 180_000 }, async () => {
    const rich = new TestClient(testApp.app, '10.40.0.4');
    await rich.signUp('rich@example.test', 'rich password 1', 'rich_player');
    const [account] = await testApp.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'rich@example.test'));
    if (!account) throw new Error('no account');
    await addCredits(testApp.database.db, { userId: account.id, amount: 100, description: 'test credits' });
    let analysed = 0;
    for (const dir of ['ros', 'rosz', 'newrecruit', 'gwapp', 'other']) {
      for (const file of readdirSync(path.join(fixtures, dir))) {
        const roster = await saveRoster(
          rich,
          readFileSync(path.join(fixtures, dir, file)),
          'application/octet-stream',
        );
        if (!roster.id) continue; // the empty roster cannot be saved
        // The service, not the route: 53 files would trip the per-minute limit tested above.
        const saved = await runAnalysis(testApp.database.db, account.id, roster.id);
        expect(saved.analysis.unitAssessments.length, file).toBeGreaterThan(0);
        analysed += 1;
      }
    }
    expect(analysed).toBeGreaterThanOrEqual(50);
  });
});
