import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TestClient } from '../../test-support/auth-client';
import { type FakeModelServer, startFakeModelServer } from '../../test-support/fake-model-server';
import { createTestApp } from '../../test-support/test-app';
import { narratorFromSettings } from './language-models';

/**
 * GET /api/ai/status names what answers, from the same environment variables main.ts reads:
 * nothing set is Muster's rules engine; GEMINI_API_KEY or OPENAI_BASE_URL + OPENAI_MODEL switch a
 * model on. The models point at a loopback fake, so nothing leaves the machine.
 */
describe('GET /api/ai/status', () => {
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
  });
  afterAll(() => fake.close());

  async function statusWith(env: NodeJS.ProcessEnv) {
    const narrator = narratorFromSettings(loadConfig(env, '/x/dist').languageModels);
    const testApp = await createTestApp({ narrator });
    try {
      const anonymous = new TestClient(testApp.app, '10.82.0.1');
      const status = await anonymous.get('/api/ai/status');
      const player = new TestClient(testApp.app, '10.82.0.2');
      await player.signUp('engine@example.test', 'engine password 1', 'engine_player');
      const models = (await player.get('/api/analysis-models')).json().models as { label: string }[];
      return { statusCode: status.statusCode, body: status.json(), labels: models.map((m) => m.label) };
    } finally {
      await testApp.close();
    }
  }

  it('reports the rules engine when no model is configured, to anyone', async () => {
    const { statusCode, body, labels } = await statusWith({});
    expect(statusCode).toBe(200);
    expect(body).toEqual({ engine: { kind: 'rules-engine', model: null } });
    expect(labels).toEqual(['Muster’s rules engine', 'Language model']);
  });

  it('reports the OpenAI-compatible model and its name when OPENAI_BASE_URL and OPENAI_MODEL are set', async () => {
    const { body, labels } = await statusWith({
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_MODEL: 'llama-3.1-8b',
    });
    expect(body).toEqual({ engine: { kind: 'openai-compatible', model: 'llama-3.1-8b' } });
    expect(labels[1]).toBe('OpenAI-compatible model (llama-3.1-8b)');
  });

  it('reports Gemini (its default model unless GEMINI_MODEL says otherwise), ahead of an OpenAI server', async () => {
    expect((await statusWith({ GEMINI_API_KEY: 'k', GEMINI_BASE_URL: fake.url })).body).toEqual({
      engine: { kind: 'gemini', model: 'gemini-2.5-flash' },
    });
    const both = await statusWith({
      GEMINI_API_KEY: 'k',
      GEMINI_MODEL: 'gemini-2.5-pro',
      GEMINI_BASE_URL: fake.url,
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_MODEL: 'llama-3.1-8b',
    });
    expect(both.body).toEqual({ engine: { kind: 'gemini', model: 'gemini-2.5-pro' } });
    expect(both.labels[1]).toBe('Gemini (gemini-2.5-pro)');
    // Reporting the engine never calls it.
    expect(fake.requests).toEqual([]);
  });
});
