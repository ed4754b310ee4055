import { randomUUID } from 'node:crypto';
import type { BatchProgress } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { sampleListLines } from '../../test-support/roster-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { JobRow } from '../jobs/job-queue';
import { batchAnalysisHandler } from './batch-analysis.job';

describe('batch analysis', () => {
  let testApp: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let ownerId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = new TestClient(testApp.app, '10.42.0.1');
    other = new TestClient(testApp.app, '10.42.0.2');
    ownerId = (await owner.signUp('batcher@example.test', 'batcher password 1', 'batcher')).json().user.id;
    await other.signUp('bystander@example.test', 'bystander password 1', 'bystander');
  });
  afterAll(() => testApp.close());

  const saveList = async (client: TestClient, name: string) => {
    const text = sampleListLines.join('\n').replace('Dynasty Test', name);
    const parsed = (
      await client.raw('POST', '/api/rosters/parse', text, { 'content-type': 'text/plain' })
    ).json();
    const saved = await client.post('/api/rosters', {
      roster: parsed.roster,
      sourceFormat: 'text',
      sourceFileName: null,
    });
    return saved.json().id as string;
  };
  const waitForBatch = async (client: TestClient, id: string) => {
    for (let i = 0; i < 100; i += 1) {
      const batch = (await client.get(`/api/batch-analyses/${id}`)).json();
      if (!['queued', 'running'].includes(batch.status)) return batch;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('batch did not finish');
  };

  it('queues several rosters, analyses each in the background and charges one credit each', async () => {
    const first = await saveList(owner, 'First List');
    const second = await saveList(owner, 'Second List');
    const created = await owner.post('/api/batch-analyses', { rosterIds: [first, second, first] });
    expect(created.statusCode).toBe(202);
    expect(created.json()).toMatchObject({
      status: 'queued',
      modelType: 'standard',
      progress: { total: 2, done: 0 },
    });
    expect(created.json().progress.items.map((i: { rosterName: string }) => i.rosterName)).toEqual([
      'First List',
      'Second List',
    ]);
    const done = await waitForBatch(owner, created.json().id);
    expect(done).toMatchObject({ status: 'succeeded', error: null, progress: { total: 2, done: 2 } });
    for (const item of done.progress.items) {
      expect(item).toMatchObject({ status: 'done', modelUsed: 'standard' });
      expect(item.overallRating).toBeGreaterThanOrEqual(0);
      const latest = (await owner.get(`/api/rosters/${item.rosterId}/analyses/latest`)).json();
      expect(latest.id).toBe(item.analysisId);
    }
    expect((await owner.get('/api/subscription')).json().credits).toBe(1);
    expect((await owner.get('/api/batch-analyses')).json().batches[0].id).toBe(done.id);
    expect((await owner.post(`/api/batch-analyses/${done.id}/cancel`)).statusCode).toBe(409);
  });

  it('refuses other users, bad ids, empty or oversized batches and a purse that cannot pay', async () => {
    const mine = await saveList(owner, 'Mine');
    const theirs = await saveList(other, 'Theirs');
    const foreign = await owner.post('/api/batch-analyses', { rosterIds: [mine, theirs] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('One or more of these rosters were not found.');
    expect((await owner.post('/api/batch-analyses', { rosterIds: [] })).json().error.message).toContain(
      'Choose at least one roster.',
    );
    const many = Array.from({ length: 21 }, () => randomUUID());
    expect((await owner.post('/api/batch-analyses', { rosterIds: many })).statusCode).toBe(400);
    expect((await owner.post('/api/batch-analyses', { rosterIds: ['nope'] })).statusCode).toBe(400);
    const tooDear = await owner.post('/api/batch-analyses', {
      rosterIds: [mine, await saveList(owner, 'More')],
    });
    expect(tooDear.statusCode).toBe(402);
    expect(tooDear.json().error.message).toBe(
      'Not enough credits for analysis: this batch needs 2 credits and you have 1.',
    );
    const own = (await owner.get('/api/batch-analyses')).json().batches[0].id;
    expect((await other.get(`/api/batch-analyses/${own}`)).statusCode).toBe(404);
    expect((await other.post(`/api/batch-analyses/${own}/cancel`)).statusCode).toBe(404);
    expect((await other.get('/api/batch-analyses/not-a-uuid')).statusCode).toBe(400);
  });

  it('skips the rest of a batch once the credits run out, keeping what it finished', async () => {
    const ids = [await saveList(owner, 'A'), await saveList(owner, 'B'), await saveList(owner, 'C')];
    // The owner has 1 credit left: the first roster is analysed, the second refused, the third skipped.
    const progress: BatchProgress = {
      total: 3,
      done: 0,
      items: ids.map((rosterId, i) => ({
        rosterId,
        rosterName: 'ABC'[i] ?? '',
        faction: 'Necrons',
        points: 245,
        status: 'pending',
      })),
    };
    const writes: BatchProgress[] = [];
    const job: JobRow = {
      id: randomUUID(),
      kind: 'batch-analysis',
      userId: ownerId,
      payload: { rosterIds: ids, modelType: 'standard' },
      progress,
      status: 'running',
      error: null,
      attempts: 1,
      maxAttempts: 3,
      runAfter: new Date(),
      lockedBy: 'test',
      lockedAt: new Date(),
      createdAt: new Date(),
      updatedAt: new Date(),
      finishedAt: null,
      deadAt: null,
    };
    await batchAnalysisHandler({ db: testApp.database.db, narrator: null })(job, {
      progress: async (p) => {
        writes.push(structuredClone(p as BatchProgress));
        return 'continue';
      },
    });
    const last = writes.at(-1);
    expect(last?.done).toBe(3);
    expect(last?.items.map((i) => i.status)).toEqual(['done', 'failed', 'skipped']);
    expect(last?.items[1]?.error).toBe('Not enough credits for analysis');
    expect(last?.items[2]?.error).toBe('Not enough credits for analysis');
  });
});
