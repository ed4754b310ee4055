import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { renderListPng, sampleListLines } from '../../test-support/roster-files';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';

/**
 * Issue 35: with one parse worker, six screenshots queued by one account took another player's
 * ordinary paste from 1.1 s to 110.7 s. The parse queue is fair per account: the paste waits for
 * the job already running at most, never for the other account's backlog.
 */
describe('fair parse queue', () => {
  let testApp: TestApp;
  let heavy: TestClient;
  let paster: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    heavy = new TestClient(testApp.app, '10.35.3.1');
    await heavy.signUp('heavy@example.test', 'heavy uploader password', 'heavy_uploader');
    paster = new TestClient(testApp.app, '10.35.3.2');
    await paster.signUp('paster@example.test', 'ordinary paster password', 'ordinary_paster');
    admin = new TestClient(testApp.app, '10.35.3.3');
    const signUp = await admin.signUp('queue-admin@example.test', 'queue admin password', 'queue_admin');
    await testApp.database.db
      .update(user)
      .set({ role: 'admin' })
      .where(eq(user.id, signUp.json().user.id as string));
  });
  afterAll(() => testApp.close());

  const parserQueue = async () => {
    const reply = await admin.get('/api/admin/workers');
    const pools = reply.json().pools as { label: string; queued: number; busy: number }[];
    return pools.find((pool) => pool.label === 'Roster parser') as { queued: number; busy: number };
  };

  it('parses another account’s paste right after the job running, ahead of one account’s six screenshots', {
    timeout: 240_000,
  }, async () => {
    const screenshot = await renderListPng(sampleListLines);
    const finished: string[] = [];
    const uploads = Array.from({ length: 6 }, (_, index) =>
      heavy.raw('POST', '/api/rosters/parse', screenshot, { 'content-type': 'image/png' }).then((reply) => {
        finished.push(`screenshot ${index + 1}`);
        return reply.statusCode;
      }),
    );
    // All six are with the parser (one running, five waiting) before the paste is sent.
    // (On a loaded machine the first may already be done: it is counted as such.)
    const withParser = async () => {
      const queue = await parserQueue();
      return finished.length + queue.queued + queue.busy;
    };
    while ((await withParser()) < 6) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const doneBeforePaste = finished.length;
    const paste = paster
      .raw('POST', '/api/rosters/parse', sampleListLines.join('\n'), { 'content-type': 'text/plain' })
      .then((reply) => {
        finished.push('paste');
        return reply.statusCode;
      });
    expect(await paste).toBe(200);
    await Promise.all(uploads);
    // At most the screenshot already running finished before the paste (first in, first out, the
    // paste came seventh).
    expect(finished).toHaveLength(7);
    expect(finished.indexOf('paste')).toBeLessThanOrEqual(doneBeforePaste + 1);
  });
});
