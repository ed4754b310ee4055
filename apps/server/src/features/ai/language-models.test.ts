import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeModelServer,
  geminiReply,
  openAiReply,
  startFakeModelServer,
} from '../../test-support/fake-model-server';
import { createGeminiModel } from './gemini-model';
import { type LanguageModel, LanguageModelError } from './language-model';
import { narratorFromSettings } from './language-models';
import { createOpenAiCompatibleModel } from './openai-compatible-model';

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModelServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const messages = [
  { role: 'system' as const, content: 'Phrase the facts.' },
  { role: 'user' as const, content: 'Facts: 3 turns.' },
];

const collect = async (stream: AsyncIterable<string>) => {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
};

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LanguageModelError);
  return (error as LanguageModelError).failure;
};

describe('Gemini', () => {
  const gemini = () =>
    createGeminiModel({ apiKey: 'test-key', model: 'gemini-test', baseUrl: fake.url, timeoutMs: 2000 });

  it('sends the system instruction, the turns and JSON mode, with the key in a header', async () => {
    fake.respondWith(() => ({ json: geminiReply('{"ok":true}') }));
    expect(await gemini().complete({ messages, json: true })).toBe('{"ok":true}');
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1beta/models/gemini-test:generateContent');
    expect(request?.headers['x-goog-api-key']).toBe('test-key');
    expect(request?.body).toEqual({
      systemInstruction: { parts: [{ text: 'Phrase the facts.' }] },
      contents: [{ role: 'user', parts: [{ text: 'Facts: 3 turns.' }] }],
      generationConfig: { temperature: 0.4, responseMimeType: 'application/json' },
    });
  });

  it('streams the text of each event', async () => {
    fake.respondWith(() => ({
      events: [JSON.stringify(geminiReply('Three ')), JSON.stringify(geminiReply('turns.'))],
    }));
    expect(await collect(gemini().stream({ messages }))).toEqual(['Three ', 'turns.']);
    expect(fake.requests[0]?.path).toBe('/v1beta/models/gemini-test:streamGenerateContent?alt=sse');
  });

  it('reports HTTP errors with status and the API message, and blocked prompts', async () => {
    fake.respondWith(() => ({
      status: 429,
      statusText: 'Too Many Requests',
      json: { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } },
    }));
    expect(await failureOf(gemini().complete({ messages }))).toEqual({
      kind: 'http',
      status: 429,
      statusText: 'Too Many Requests',
      details: 'Quota exceeded',
    });
    fake.respondWith(() => ({ json: { promptFeedback: { blockReason: 'SAFETY' } } }));
    expect(await failureOf(gemini().complete({ messages }))).toEqual({
      kind: 'reply',
      details: 'blocked: SAFETY',
    });
  });
});

describe('OpenAI-compatible', () => {
  const local = (apiKey?: string) =>
    createOpenAiCompatibleModel({ baseUrl: `${fake.url}/v1/`, apiKey, model: 'local-model', timeoutMs: 500 });

  it('posts chat completions with the model, JSON mode and a bearer key only when given', async () => {
    fake.respondWith(() => ({ json: openAiReply('{"ok":true}') }));
    expect(await local('sk-test').complete({ messages, json: true })).toBe('{"ok":true}');
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      headers: { authorization: 'Bearer sk-test' },
      body: { model: 'local-model', messages, stream: false, response_format: { type: 'json_object' } },
    });
    await local().complete({ messages });
    expect(fake.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('streams deltas until [DONE]', async () => {
    const delta = (content: string | null) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] });
    fake.respondWith(() => ({
      events: [delta(null), delta('Lead '), delta('with it.'), '[DONE]', delta('x')],
    }));
    expect(await collect(local().stream({ messages }))).toEqual(['Lead ', 'with it.']);
  });

  it('turns garbage, hang-ups and silence into clear failures', async () => {
    fake.respondWith(() => ({ text: '<html>proxy error</html>' }));
    expect(await failureOf(local().complete({ messages }))).toMatchObject({
      kind: 'reply',
      details: expect.stringContaining('unreadable reply'),
    });
    fake.respondWith(() => ({ json: { choices: [] } }));
    expect((await failureOf(local().complete({ messages }))).kind).toBe('reply');
    fake.respondWith(() => ({ hangUp: true }));
    expect((await failureOf(local().complete({ messages }))).kind).toBe('network');
    fake.respondWith(() => ({ silence: true }));
    expect(await failureOf(local().complete({ messages }))).toEqual({
      kind: 'network',
      details: 'no reply within 1 s',
    });
    fake.respondWith(() => ({ status: 500, text: 'x'.repeat(5000) }));
    const failure = await failureOf(local().complete({ messages }));
    expect(failure.kind === 'http' && failure.details.length).toBe(300);
  });
});

describe('narratorFromSettings', () => {
  const names = (model: LanguageModel | null) => model && `${model.provider}:${model.model}`;
  it('prefers Gemini, falls back to an OpenAI-compatible server, else none', () => {
    const gemini = { apiKey: 'k', model: 'g', baseUrl: fake.url };
    const openAiCompatible = { baseUrl: fake.url, apiKey: undefined, model: 'o' };
    expect(names(narratorFromSettings({ gemini, openAiCompatible, timeoutMs: 1000 }))).toBe('gemini:g');
    expect(names(narratorFromSettings({ gemini: null, openAiCompatible, timeoutMs: 1000 }))).toBe(
      'openai-compatible:o',
    );
    expect(narratorFromSettings({ gemini: null, openAiCompatible: null, timeoutMs: 1000 })).toBeNull();
  });
});
