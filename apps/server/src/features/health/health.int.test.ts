import { readinessReplySchema } from '@muster/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('health and readiness', () => {
  let accepting = true;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ accepting: () => accepting });
  });
  afterAll(() => testApp.close());

  it('reports the process alive', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', version: '2.0.0' });
  });

  it('is ready once the database is reachable and migrated and a game-data worker of each lane is warm', async () => {
    let reply = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    // The workers load the data and the cached reference population (about a second).
    for (let tries = 0; tries < 120 && reply.statusCode !== 200; tries += 1) {
      expect(readinessReplySchema.parse(reply.json()).checks.gameData).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 500));
      reply = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    }
    expect(reply.statusCode).toBe(200);
    expect(readinessReplySchema.parse(reply.json()).checks).toEqual({
      database: true,
      migrations: true,
      accepting: true,
      gameData: true,
    });
  }, 90_000);

  it('answers 503 once shutdown has begun', async () => {
    accepting = false;
    const reply = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    accepting = true;
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: 'not_ready', checks: { accepting: false } });
  });

  it('answers 503 when migrations are missing', async () => {
    const fresh = await createTestApp();
    await fresh.database.pool.query('DELETE FROM drizzle.__drizzle_migrations');
    const reply = await fresh.app.inject({ method: 'GET', url: '/readyz' });
    await fresh.close();
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ checks: { database: true, migrations: false } });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/acts/published', '/api/errors']),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /api/no-such-thing not found' },
    });
  });
});
