import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../http/access-policy';
import { currentJobOwner, trackJobOwners } from './job-owner';
import { NO_OWNER } from './worker-pool';

describe('job owners', () => {
  const app = Fastify();
  app.decorateRequest('currentUser', async () => null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-user'];
    request.currentUser = async () => (typeof id === 'string' ? ({ id } as SessionUser) : null);
  });
  trackJobOwners(app);
  app.post('/work', async () => {
    // Work queued after awaits (a database read, a parse) still knows whose request it serves.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.resolve();
    return { owner: await currentJobOwner() };
  });
  afterAll(() => app.close());

  const work = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/work', payload: { big: 'x'.repeat(100_000) }, headers });

  it('keys a signed-in request’s jobs by account, a signed-out one’s by address', async () => {
    const [ann, ben, stranger] = await Promise.all([
      work({ 'x-user': 'ann' }),
      work({ 'x-user': 'ben' }),
      app.inject({ method: 'POST', url: '/work', payload: {}, remoteAddress: '203.0.113.9' }),
    ]);
    expect(ann.json()).toEqual({ owner: 'user:ann' });
    expect(ben.json()).toEqual({ owner: 'user:ben' });
    expect(stranger.json()).toEqual({ owner: 'ip:203.0.113.9' });
  });

  it('gives work queued outside any request to the background', async () => {
    expect(await currentJobOwner()).toBe(NO_OWNER);
  });
});
