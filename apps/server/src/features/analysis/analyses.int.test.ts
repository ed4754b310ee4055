import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import {
  type FakeModelServer,
  geminiReply,
  startFakeModelServer,
} from '../../test-support/fake-model-server';
import { sampleListLines } from '../../test-support/roster-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createGeminiModel } from '../ai/gemini-model';
import { user } from '../auth/auth.table';
import { addCredits } from '../subscription/credits.queries';
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
    const history = (await owner.get('/api/analyses')).json().analyses;
    expect(history[0]).toMatchObject({
      id: analysis.id,
      rosterName: 'Dynasty Test',
      faction: 'Necrons',
      modelUsed: 'standard',
      overallRating: analysis.analysis.overallRating,
    });
    expect((await other.get('/api/analyses')).json().analyses).toEqual([]);
    expect((await owner.get('/api/subscription')).json().credits).toBe(2);
    expect((await owner.get('/api/profile')).json().statistics.totalAnalyses).toBe(1);
  });

  it('refuses unknown model types, other users and an empty purse; nothing is stored then', async () => {
    const roster = await saveRoster(owner, sampleListLines.join('\n'), 'text/plain');
    const notConfigured = await owner.post(`/api/rosters/${roster.id}/analyses`, { modelType: 'gemini' });
    expect(notConfigured.statusCode).toBe(503);
    expect((await owner.get('/api/analysis-models')).json().models[1].available).toBe(false);
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

  it('analyses the sample lists for free, every unit measured', async () => {
    const before = (await owner.get('/api/subscription')).json().credits;
    const { samples } = (await owner.get('/api/analysis-samples')).json();
    expect(samples.map((s: { name: string }) => s.name)).toEqual([
      'Ultramarines Spearhead',
      'Szarekhan Vanguard',
    ]);
    for (const sample of samples) {
      expect(sample.dataNotes.unmatched).toEqual([]);
      expect(sample.analysis.performanceMetrics.unitsWithoutData).toEqual([]);
    }
    expect((await owner.get('/api/subscription')).json().credits).toBe(before);
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

describe('roster analysis phrased by a language model (Gemini API on loopback)', () => {
  let fake: FakeModelServer;
  let testApp: TestApp;
  let player: TestClient;
  let rosterId: string;

  beforeAll(async () => {
    fake = await startFakeModelServer();
    testApp = await createTestApp({
      narrator: createGeminiModel({ apiKey: 'k', model: 'gemini-test', baseUrl: fake.url, timeoutMs: 5000 }),
    });
    player = new TestClient(testApp.app, '10.41.0.1');
    await player.signUp('narrated@example.test', 'narrated password 1', 'narrated');
    const parsed = (
      await player.raw('POST', '/api/rosters/parse', sampleListLines.join('\n'), {
        'content-type': 'text/plain',
      })
    ).json();
    rosterId = (
      await player.post('/api/rosters', { roster: parsed.roster, sourceFormat: 'text', sourceFileName: null })
    ).json().id;
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const credits = async () => (await player.get('/api/subscription')).json().credits as number;

  it('offers the model, sends it the computed facts and keeps its phrasing with the numbers computed', async () => {
    const models = (await player.get('/api/analysis-models')).json().models;
    expect(models[1]).toMatchObject({ modelType: 'gemini', available: true, label: 'Gemini (gemini-test)' });
    fake.respondWith(() => ({
      json: geminiReply(
        JSON.stringify({
          strengths: ['Your Necron Warriors hold the line.'],
          weaknesses: ['Little anti-tank.', 'Kills 4242 tanks.'],
          opportunities: ['Screen with the Warriors.'],
          threats: ['Fast armies.'],
          tacticalAdvice: ['Keep the Overlord with the Warriors.'],
        }),
      ),
    }));
    const reply = await player.post(`/api/rosters/${rosterId}/analyses`, { modelType: 'gemini' });
    expect(reply.statusCode).toBe(201);
    const saved = reply.json();
    expect(saved).toMatchObject({ modelUsed: 'gemini', creditsUsed: 1, creditsRemaining: 2 });
    expect(saved.dataNotes.narration).toEqual({
      provider: 'gemini',
      model: 'gemini-test',
      droppedStatements: 1,
    });
    expect(saved.analysis.strengths).toEqual(['Your Necron Warriors hold the line.']);
    expect(saved.analysis.weaknesses).toEqual(['Little anti-tank.']);
    const sent = fake.requests.at(-1)?.body as { contents: { parts: { text: string }[] }[] };
    const facts = JSON.parse(sent.contents[0]?.parts[0]?.text ?? '{}');
    expect(facts.roster.units.map((u: { name: string }) => u.name)).toEqual(['Overlord', 'Necron Warriors']);
  });

  it('falls back to the computed analysis when the reply cannot be read, as the spec says', async () => {
    fake.respondWith(() => ({ json: geminiReply('Sorry, I would rather write a poem.') }));
    const saved = (await player.post(`/api/rosters/${rosterId}/analyses`, { modelType: 'gemini' })).json();
    expect(saved.modelUsed).toBe('gemini_processing_error');
    expect(saved.analysis.weaknesses[0]).toBe('Failed to parse AI response.');
    expect(saved.analysis.unitAssessments).toHaveLength(2);
    expect(await credits()).toBe(1);
  });

  it('reports an unreachable or failing model without charging or storing anything', async () => {
    fake.respondWith(() => ({
      status: 503,
      statusText: 'Service Unavailable',
      json: { error: { message: 'The model is overloaded.' } },
    }));
    const failed = await player.post(`/api/rosters/${rosterId}/analyses`, { modelType: 'gemini' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(
      'AI analysis error: Service Unavailable (Status: 503). Details: The model is overloaded.',
    );
    fake.respondWith(() => ({ hangUp: true }));
    const hungUp = await player.post(`/api/rosters/${rosterId}/analyses`, { modelType: 'gemini' });
    expect(hungUp.json().error.message).toMatch(/^Failed to analyze roster with Gemini: /);
    expect(await credits()).toBe(1);
    const stored = await testApp.database.db.select().from(analyses).where(eq(analyses.rosterId, rosterId));
    expect(stored).toHaveLength(2);
  });

  it('does not call the model for a user who cannot pay', async () => {
    fake.respondWith(() => ({ json: geminiReply('{}') }));
    expect((await player.post(`/api/rosters/${rosterId}/analyses`, {})).statusCode).toBe(201);
    const calls = fake.requests.length;
    const broke = await player.post(`/api/rosters/${rosterId}/analyses`, { modelType: 'gemini' });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error.message).toBe('Not enough credits for analysis');
    expect(fake.requests.length).toBe(calls);
  });
});
