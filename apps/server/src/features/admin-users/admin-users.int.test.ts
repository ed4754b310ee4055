import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';

describe('admin user management', () => {
  let testApp: TestApp;
  let admin: TestClient;
  let player: TestClient;
  let playerId = '';
  let adminId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = new TestClient(testApp.app, '10.7.0.1');
    player = new TestClient(testApp.app, '10.7.0.2');
    adminId = (await admin.signUp('boss@example.test', 'admin password 123', 'boss')).json().user.id;
    playerId = (await player.signUp('grunt@example.test', 'player password 123', 'grunt')).json().user.id;
    await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminId));
  });
  afterAll(() => testApp.close());

  it('searches by e-mail or username, case-insensitively, with % taken literally', async () => {
    const byName = (await admin.get('/api/admin/users?query=GRUNT')).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual(['grunt@example.test']);
    expect((await admin.get('/api/admin/users?query=%25')).json().total).toBe(0);
  });

  it('upgrades a tier, adding the difference in included credits to the history', async () => {
    const response = await admin.request('PATCH', `/api/admin/users/${playerId}`, { tier: 'warrior' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tier: 'warrior', credits: 3 + 22 });
    const history = (await player.get('/api/subscription')).json().history;
    expect(history[0]).toMatchObject({ amount: 22, description: 'Upgraded to Warrior by an admin' });
  });

  it('grants credits with a reason and refuses non-positive amounts', async () => {
    const grant = await admin.post(`/api/admin/users/${playerId}/credits`, {
      amount: 5,
      reason: 'Event prize',
    });
    expect(grant.json().credits).toBe(30);
    const bad = await admin.post(`/api/admin/users/${playerId}/credits`, { amount: -5, reason: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only a super user hand out super user, and nobody change their own role', async () => {
    const elevate = await admin.request('PATCH', `/api/admin/users/${playerId}`, { role: 'super_user' });
    expect(elevate.statusCode).toBe(403);
    const own = await admin.request('PATCH', `/api/admin/users/${adminId}`, { role: 'user' });
    expect(own.json().error.message).toBe('You cannot change your own role.');
  });

  it('ends a user’s sessions so their next request is signed out', async () => {
    expect((await player.get('/api/me')).json().user).not.toBeNull();
    const revoke = await admin.post(`/api/admin/users/${playerId}/sessions/revoke`);
    expect(revoke.json().revoked).toBeGreaterThanOrEqual(1);
    expect((await player.get('/api/me')).json().user).toBeNull();
    const afterwards = await player.get('/api/subscription');
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().error.code).toBe('AUTH_SESSION_EXPIRED');
  });

  it('lets only a super user sign out a super user', async () => {
    const chief = new TestClient(testApp.app, '10.7.0.3');
    const chiefId = (await chief.signUp('chief@example.test', 'chief password 123', 'chief')).json().user.id;
    await testApp.database.db.update(user).set({ role: 'super_user' }).where(eq(user.id, chiefId));
    const refused = await admin.post(`/api/admin/users/${chiefId}/sessions/revoke`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a super user can sign out a super user.',
    });
    expect((await chief.get('/api/me')).json().user.email).toBe('chief@example.test');

    // Another super user may.
    const deputy = new TestClient(testApp.app, '10.7.0.4');
    const deputyId = (await deputy.signUp('deputy@example.test', 'deputy password 123', 'deputy')).json().user
      .id;
    await testApp.database.db.update(user).set({ role: 'super_user' }).where(eq(user.id, deputyId));
    const revoked = await deputy.post(`/api/admin/users/${chiefId}/sessions/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked).toBeGreaterThanOrEqual(1);
    expect((await chief.get('/api/me')).json().user).toBeNull();
  });

  it('says "Invalid user_id format" for a malformed id and 404 for an unknown one', async () => {
    const malformed = await admin.post('/api/admin/users/42/credits', { amount: 1, reason: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('Invalid user_id format');
    const unknown = await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/credits', {
      amount: 1,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
