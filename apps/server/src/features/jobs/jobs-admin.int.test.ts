import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';
import { enqueueJob } from './job-queue';
import { jobs } from './jobs.table';

/** The admin dashboard's job queue card: figures per kind, dead letters, and retrying one. */
describe('the background job queue on the admin dashboard', () => {
  let testApp: TestApp;
  let player: TestClient;
  let admin: TestClient;
  let playerId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.94.0.1');
    admin = new TestClient(testApp.app, '10.94.0.2');
    playerId = (await player.signUp('jobs-player@example.test', 'jobs pass one 1', 'jobs_player')).json().user
      .id;
    const adminId = (await admin.signUp('jobs-admin@example.test', 'jobs pass two 2', 'jobs_admin')).json()
      .user.id;
    await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminId));
  });
  afterAll(() => testApp.close());

  it('counts each kind’s jobs, lists the dead letters, and sends one back to the queue', async () => {
    // A kind no runner handles, so nothing picks these up during the test.
    const kind = 'admin-test';
    const waiting = await enqueueJob(testApp.database.db, { kind, userId: playerId, payload: {} });
    const retrying = await enqueueJob(testApp.database.db, { kind, userId: playerId, payload: {} });
    const dead = await enqueueJob(testApp.database.db, { kind, userId: playerId, payload: {} });
    await testApp.database.db.update(jobs).set({ attempts: 1 }).where(eq(jobs.id, retrying.id));
    await testApp.database.db
      .update(jobs)
      .set({
        status: 'failed',
        attempts: 3,
        error: 'The job failed unexpectedly.',
        finishedAt: sql`now()`,
        deadAt: sql`now()`,
      })
      .where(eq(jobs.id, dead.id));

    const overview = await admin.get('/api/admin/jobs');
    expect(overview.statusCode).toBe(200);
    expect(overview.json().kinds).toContainEqual({
      kind,
      queued: 2,
      retrying: 1,
      running: 0,
      succeededDay: 0,
      failedDay: 1,
      dead: 1,
    });
    expect(overview.json().dead).toEqual([
      expect.objectContaining({ id: dead.id, kind, attempts: 3, error: 'The job failed unexpectedly.' }),
    ]);

    expect((await admin.post(`/api/admin/jobs/${dead.id}/retry`, {})).statusCode).toBe(204);
    const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, deadAt: null });
    // Not a dead letter (any more), or no such job: 404; a malformed id: 400.
    expect((await admin.post(`/api/admin/jobs/${dead.id}/retry`, {})).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/jobs/${waiting.id}/retry`, {})).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/jobs/${randomUUID()}/retry`, {})).statusCode).toBe(404);
    expect((await admin.post('/api/admin/jobs/not-an-id/retry', {})).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await player.get('/api/admin/jobs')).statusCode).toBe(403);
    const [any] = await testApp.database.db.select({ id: jobs.id }).from(jobs).limit(1);
    expect((await player.post(`/api/admin/jobs/${any?.id ?? randomUUID()}/retry`, {})).statusCode).toBe(403);
  });
});
