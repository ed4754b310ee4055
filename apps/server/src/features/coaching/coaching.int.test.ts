import { sampleLists } from '@muster/analysis';
import {
  type CoachingStreamEvent,
  EMPTY_COACHING_MESSAGE,
  INSUFFICIENT_COACHING_CREDITS,
} from '@muster/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { type FakeModelServer, startFakeModelServer } from '../../test-support/fake-model-server';
import { saveParsedRoster } from '../../test-support/saved-rosters';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createOpenAiCompatibleModel } from '../ai/openai-compatible-model';
import { seedContent } from '../content/content.seed';
import { subscriptions } from '../subscription/credits.table';
import { coachingSessions, coachingTopics } from './coaching.table';
import { seedCoachingTopics } from './coaching-topics.seed';

const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CoachingStreamEvent);

async function coachingPlayer(
  testApp: TestApp,
  ip: string,
  name: string,
  tier: 'free' | 'warrior',
  credits: number,
) {
  const client = new TestClient(testApp.app, ip);
  const userId = (await client.signUp(`${name}@example.test`, `${name} password 1`, name)).json().user
    .id as string;
  await client.get('/api/subscription'); // creates the free row
  await testApp.database.db
    .update(subscriptions)
    .set({ tier, aiCoaching: tier !== 'free', credits })
    .where(eq(subscriptions.userId, userId));
  return client;
}

describe('coaching with the offline engine', () => {
  let testApp: TestApp;
  let player: TestClient;
  let free: TestClient;
  let rosterId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedContent(testApp.database.db);
    await seedCoachingTopics(testApp.database.db);
    player = await coachingPlayer(testApp, '10.71.0.1', 'coached', 'warrior', 10);
    free = await coachingPlayer(testApp, '10.71.0.2', 'freecoach', 'free', 3);
    rosterId = await saveParsedRoster(player, sampleLists.yours, 'text/plain');
  });
  afterAll(() => testApp.close());

  const credits = async (client: TestClient) =>
    (await client.get('/api/subscription')).json().credits as number;
  const ask = (client: TestClient, sessionId: string, content: unknown) =>
    client.post(`/api/coaching/sessions/${sessionId}/messages`, { content });

  it('lists topics by credits cost with what the user may do', async () => {
    const reply = (await player.get('/api/coaching/topics')).json();
    const costs = reply.topics.map((t: { creditsCost: number }) => t.creditsCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(reply.eligibility).toMatchObject({
      tier: 'warrior',
      aiCoaching: true,
      credits: 10,
      freeSessions: { included: 0, used: 0 },
    });
    expect(reply.engine).toBe('muster-coach');
    // The Free tier's sessions are free and answered by the rules engine (allowance.int.test.ts).
    expect((await free.get('/api/coaching/topics')).json().eligibility).toMatchObject({
      tier: 'free',
      aiCoaching: false,
      credits: 3,
      freeSessions: { included: 2, used: 0 },
    });
  });

  it('starts a Free-tier session without charging a credit', async () => {
    const started = await free.post('/api/coaching/sessions', { topicId: 'list-building' });
    expect(started.statusCode).toBe(201);
    expect(started.json().session).toMatchObject({ creditsUsed: 0, model: 'muster-coach' });
    expect(await credits(free)).toBe(3);
  });

  it('refuses a short balance with the spec message, charging nothing', async () => {
    const poor = await coachingPlayer(testApp, '10.71.0.3', 'poorcoach', 'warrior', 2);
    const short = await poor.post('/api/coaching/sessions', { topicId: 'list-building' });
    expect(short.statusCode).toBe(402);
    expect(short.json().error.message).toBe(INSUFFICIENT_COACHING_CREDITS);
    expect(await credits(poor)).toBe(2);
    expect((await poor.get('/api/coaching/sessions')).json().sessions).toEqual([]);
  });

  it('rejects unknown topics and rosters that are not yours', async () => {
    expect((await player.post('/api/coaching/sessions', { topicId: 'nope' })).statusCode).toBe(404);
    const othersRoster = await saveParsedRoster(free, sampleLists.opponent, 'text/plain');
    const stolen = await player.post('/api/coaching/sessions', {
      topicId: 'fundamentals',
      rosterId: othersRoster,
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await player.post('/api/coaching/sessions', { topicId: 'fundamentals', rosterId: 'x' })).statusCode,
    ).toBe(400);
    expect(await credits(player)).toBe(10);
  });

  it('runs a session: charge, streamed grounded answers, plan on completion', async () => {
    const started = await player.post('/api/coaching/sessions', { topicId: 'target-priority', rosterId });
    expect(started.statusCode).toBe(201);
    const { session, creditsRemaining } = started.json();
    expect(session).toMatchObject({ status: 'active', creditsUsed: 2, rosterId, questions: 0 });
    expect(creditsRemaining).toBe(8);

    const empty = await ask(player, session.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe(EMPTY_COACHING_MESSAGE);

    const answered = await ask(player, session.id, 'What should my Intercessor Squad shoot first?');
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toContain('application/x-ndjson');
    const stream = events(answered.body);
    expect(stream[0]).toMatchObject({ type: 'question', message: { role: 'user' } });
    const done = stream.at(-1);
    if (done?.type !== 'done') throw new Error(`expected done, got ${JSON.stringify(done)}`);
    const deltas = stream.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : ''));
    expect(deltas.join('')).toBe(done.message.content);
    expect(done.message.content).toContain('Intercessor Squad (80 pts');
    expect(done.message.references[0]).toMatchObject({ kind: 'roster', id: rosterId });
    expect(done.message.references.some((r) => r.kind === 'content')).toBe(true);
    expect(done.message.metadata.focus).toContain('Intercessor Squad');
    expect(done.session).toMatchObject({ status: 'active', questions: 1, responses: 1 });

    const detail = (await player.get(`/api/coaching/sessions/${session.id}`)).json();
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);

    const completed = await player.post(`/api/coaching/sessions/${session.id}/complete`);
    expect(completed.statusCode).toBe(200);
    const { plan } = completed.json();
    expect(plan.goals[0].goal).toMatch(/^Each shooting phase/);
    expect(plan.focusAreas).toContain('Intercessor Squad');
    expect(plan.resources.length).toBeGreaterThan(0);
    expect(plan.endDate > plan.startDate).toBe(true);
    expect((await player.post(`/api/coaching/sessions/${session.id}/complete`)).statusCode).toBe(409);
    const late = await ask(player, session.id, 'One more?');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This session is complete. Start a new one to ask more.');

    const plans = (await player.get('/api/coaching/plans')).json().plans;
    expect(plans[0].id).toBe(plan.id);
    const done2 = await player.request('PATCH', `/api/coaching/plans/${plan.id}`, { status: 'completed' });
    expect(done2.json().status).toBe('completed');
    expect(
      (await free.request('PATCH', `/api/coaching/plans/${plan.id}`, { status: 'archived' })).statusCode,
    ).toBe(404);
  });

  it('keeps one question at a time and fails a session whose topic is gone', async () => {
    const { session } = (await player.post('/api/coaching/sessions', { topicId: 'fundamentals' })).json();
    const db = testApp.database.db;
    await db
      .update(coachingSessions)
      .set({ status: 'processing' })
      .where(eq(coachingSessions.id, session.id));
    const busy = await ask(player, session.id, 'Anything?');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe('The coach is still answering your last question.');

    await db.update(coachingSessions).set({ status: 'active' }).where(eq(coachingSessions.id, session.id));
    await db
      .insert(coachingTopics)
      .values({ id: 'doomed', title: 'Doomed', type: 'fundamentals', description: 'x', creditsCost: 1 });
    const doomed = (await player.post('/api/coaching/sessions', { topicId: 'doomed' })).json().session;
    await db.delete(coachingTopics).where(eq(coachingTopics.id, 'doomed'));
    const failed = await ask(player, doomed.id, 'Hello?');
    expect(failed.statusCode).toBe(409);
    expect((await player.get(`/api/coaching/sessions/${doomed.id}`)).json().session.status).toBe('failed');
  });

  it('answers without a roster from principles, and hides sessions from other users', async () => {
    const { session } = (await player.post('/api/coaching/sessions', { topicId: 'fundamentals' })).json();
    const done = events((await ask(player, session.id, 'How do I deploy?')).body).at(-1);
    expect(done?.type === 'done' && done.message.content).toMatch(/^Deployment:\n- /);
    expect((await free.get(`/api/coaching/sessions/${session.id}`)).statusCode).toBe(404);
    expect((await ask(free, session.id, 'mine now?')).statusCode).toBe(404);
    expect((await free.request('DELETE', `/api/coaching/sessions/${session.id}`)).statusCode).toBe(404);
    expect((await player.request('DELETE', `/api/coaching/sessions/${session.id}`)).statusCode).toBe(204);
  });

  it('gives every tier the free sample coach on the sample list, storing nothing', async () => {
    const before = await credits(free);
    const reply = await free.post('/api/coaching/sample', {
      topicType: 'deployment',
      content: 'Where does the Captain go?',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().answer).toContain('Captain (');
    expect(reply.json().references.every((r: { kind: string }) => r.kind !== 'roster')).toBe(true);
    expect(await credits(free)).toBe(before);
  });
});

describe('coaching phrased by an OpenAI-compatible model on loopback', () => {
  let fake: FakeModelServer;
  let testApp: TestApp;
  let player: TestClient;
  let rosterId: string;
  const delta = (content: string) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] });

  beforeAll(async () => {
    fake = await startFakeModelServer();
    testApp = await createTestApp({
      narrator: createOpenAiCompatibleModel({
        baseUrl: `${fake.url}/v1/`,
        apiKey: undefined,
        model: 'coach-test',
        timeoutMs: 3000,
      }),
    });
    await seedContent(testApp.database.db);
    await seedCoachingTopics(testApp.database.db);
    player = await coachingPlayer(testApp, '10.72.0.1', 'modelcoach', 'warrior', 10);
    rosterId = await saveParsedRoster(player, sampleLists.yours, 'text/plain');
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it('streams the model’s words, cites the computed references and flags numbers it made up', async () => {
    fake.respondWith(() => ({
      events: [delta('Shoot the tanks with your '), delta('Captain 999 times.'), '[DONE]'],
    }));
    const { session } = (
      await player.post('/api/coaching/sessions', { topicId: 'target-priority', rosterId })
    ).json();
    expect(session.model).toBe('openai-compatible:coach-test');
    const stream = events(
      (await player.post(`/api/coaching/sessions/${session.id}/messages`, { content: 'What first?' })).body,
    );
    expect(stream.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : ''))).toEqual([
      'Shoot the tanks with your ',
      'Captain 999 times.',
    ]);
    const done = stream.at(-1);
    if (done?.type !== 'done') throw new Error('expected done');
    expect(done.message).toMatchObject({
      content: 'Shoot the tanks with your Captain 999 times.',
      modelUsed: 'openai-compatible:coach-test',
      metadata: { unverifiedNumbers: ['999'] },
    });
    expect(done.message.references[0]).toMatchObject({ kind: 'roster', id: rosterId });
    const sent = fake.requests.at(-1)?.body as {
      messages: { role: string; content: string }[];
      stream: boolean;
    };
    expect(sent.stream).toBe(true);
    expect(sent.messages.at(-1)?.content).toMatch(/^Facts:\n[\s\S]*Question: What first\?$/);
  });

  it('answers a Free-tier session with the rules engine, never asking the model', async () => {
    const free = await coachingPlayer(testApp, '10.72.0.2', 'freemodelcoach', 'free', 3);
    const topics = (await free.get('/api/coaching/topics')).json();
    expect(topics.engine).toBe('muster-coach');
    expect((await player.get('/api/coaching/topics')).json().engine).toBe('openai-compatible:coach-test');
    const asked = fake.requests.length;
    const { session } = (await free.post('/api/coaching/sessions', { topicId: 'fundamentals' })).json();
    expect(session.model).toBe('muster-coach');
    const done = events(
      (await free.post(`/api/coaching/sessions/${session.id}/messages`, { content: 'How do I score?' })).body,
    ).at(-1);
    if (done?.type !== 'done') throw new Error(`expected done, got ${JSON.stringify(done)}`);
    expect(done.message.modelUsed).toBe('muster-coach');
    expect(done.message.metadata.fallbackReason).toBeUndefined();
    expect(fake.requests.length).toBe(asked);
  });

  it('answers with the offline engine when the model fails, and says so', async () => {
    fake.respondWith(() => ({
      status: 503,
      statusText: 'Service Unavailable',
      json: { error: { message: 'down' } },
    }));
    const { session } = (
      await player.post('/api/coaching/sessions', { topicId: 'fundamentals', rosterId })
    ).json();
    const done = events(
      (await player.post(`/api/coaching/sessions/${session.id}/messages`, { content: 'Help?' })).body,
    ).at(-1);
    if (done?.type !== 'done') throw new Error('expected done');
    expect(done.message.modelUsed).toBe('muster-coach');
    expect(done.message.metadata.fallbackReason).toMatch(/^The language model did not answer \(.*503/);
    expect(done.message.content.length).toBeGreaterThan(50);
  });
});
