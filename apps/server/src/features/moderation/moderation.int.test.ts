import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from '../auth/auth.table';

describe('reports, support tickets and the admin review queue', () => {
  let testApp: TestApp;
  let player: TestClient;
  let other: TestClient;
  let admin: TestClient;
  let uploadId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.92.0.1');
    other = new TestClient(testApp.app, '10.92.0.2');
    admin = new TestClient(testApp.app, '10.92.0.3');
    await player.signUp('mod-player@example.test', 'moderation pass 1', 'mod_player');
    await other.signUp('mod-other@example.test', 'moderation pass 2', 'mod_other');
    const adminId = (await admin.signUp('mod-admin@example.test', 'moderation pass 3', 'mod_admin')).json()
      .user.id;
    await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminId));
    const upload = await other.post('/api/oracle/uploads', {
      fileName: 'shared.csv',
      shared: true,
      content: 'date,event,faction_a,vp_a,faction_b,vp_b\n2026-09-01,Club,Orks,90,Necrons,0',
    });
    uploadId = upload.json().id;
  });
  afterAll(() => testApp.close());

  it('lets a user report a shared upload once, and an admin hide it from the meta', async () => {
    expect((await player.get('/api/oracle/meta')).json().totals.games).toBe(1);
    const report = await player.post('/api/flags', {
      targetKind: 'oracle_upload',
      targetId: uploadId,
      reason: 'incorrect',
      details: '90–0 is not a real score',
    });
    expect(report.statusCode, report.body).toBe(201);
    const again = await player.post('/api/flags', {
      targetKind: 'oracle_upload',
      targetId: uploadId,
      reason: 'spam',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reported this; an admin will look at it.');
    const ghost = await player.post('/api/flags', {
      targetKind: 'content',
      targetId: '00000000-0000-4000-8000-000000000000',
      reason: 'spam',
    });
    expect(ghost.statusCode).toBe(404);
    expect(
      (await player.post('/api/flags', { targetKind: 'oracle_upload', targetId: uploadId })).json().error
        .message,
    ).toBe('Choose a reason.');

    expect((await player.get('/api/admin/review')).statusCode).toBe(403);
    const queue = (await admin.get('/api/admin/review')).json();
    expect(queue.openFlags).toBe(1);
    const [item] = queue.items;
    expect(item).toMatchObject({
      type: 'flag',
      reporter: 'mod_player',
      target: {
        title: 'shared.csv',
        owner: 'mod_other',
        hidden: false,
        link: `/oracle/analysis/${uploadId}`,
      },
    });

    const flagId = item.flag.id;
    expect(
      (await admin.post(`/api/admin/review/${flagId}/resolve`, { decision: 'hide', note: '' })).json().error
        .message,
    ).toBe('Write a short note for the record.');
    const resolved = (
      await admin.post(`/api/admin/review/${flagId}/resolve`, { decision: 'hide', note: 'Impossible score.' })
    ).json();
    expect(resolved.flag).toMatchObject({
      status: 'resolved',
      action: 'hidden',
      resolution: 'Impossible score.',
    });
    expect(
      (await admin.post(`/api/admin/review/${flagId}/resolve`, { decision: 'dismiss', note: 'again' }))
        .statusCode,
    ).toBe(409);

    expect((await player.get('/api/oracle/meta')).json().totals.games).toBe(0);
    expect((await other.get('/api/oracle/uploads')).json().uploads[0]).toMatchObject({
      hidden: true,
      shared: true,
    });
    // Sharing again does not bring a hidden upload back.
    await other.request('PATCH', `/api/oracle/uploads/${uploadId}`, { shared: true });
    expect((await player.get('/api/oracle/meta')).json().totals.games).toBe(0);
    expect((await player.get('/api/flags/mine')).json().flags[0]).toMatchObject({
      status: 'resolved',
      resolution: 'Impossible score.',
    });
  });

  it('stores support tickets that admins answer and only their sender can read', async () => {
    expect(
      (await player.post('/api/support/tickets', { subject: 'Hi', category: 'bug', message: 'short' })).json()
        .error.message,
    ).toBe('The subject needs at least 3 characters.');
    const ticket = (
      await player.post('/api/support/tickets', {
        subject: 'Pairings look wrong',
        category: 'tournament',
        message: 'Round 3 paired me against the same opponent as round 1.',
      })
    ).json();
    expect(ticket.status).toBe('open');
    expect((await other.get('/api/support/tickets')).json().tickets).toEqual([]);
    expect((await other.post(`/api/support/tickets/${ticket.id}/close`)).statusCode).toBe(404);

    const detail = (await admin.get(`/api/admin/review/${ticket.id}`)).json();
    expect(detail).toMatchObject({
      type: 'ticket',
      requester: 'mod_player',
      email: 'mod-player@example.test',
    });
    await admin.post(`/api/admin/review/${ticket.id}/answer`, {
      answer: 'Fixed: that was a swap you made by hand.',
    });
    const [mine] = (await player.get('/api/support/tickets')).json().tickets;
    expect(mine).toMatchObject({
      status: 'answered',
      answer: 'Fixed: that was a swap you made by hand.',
      answeredBy: 'mod_admin',
    });

    await player.post(`/api/support/tickets/${ticket.id}/close`);
    expect(
      (await admin.post(`/api/admin/review/${ticket.id}/answer`, { answer: 'More' })).json().error.message,
    ).toBe('The requester closed this ticket.');
    expect((await admin.get('/api/admin/review/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/review?status=closed&type=ticket')).json().items).toHaveLength(1);
  });

  it('keeps sign-ups closed when an admin says so', async () => {
    const settings = (await admin.get('/api/admin/settings')).json().settings;
    expect(settings).toEqual({
      signupsOpen: true,
      announcement: '',
      metaSmallSampleBelow: 30,
      communityPostingOpen: true,
      ticketPlatformFeePercent: 0,
    });
    expect((await player.request('PUT', '/api/admin/settings', settings)).statusCode).toBe(403);
    const bad = await admin.request('PUT', '/api/admin/settings', { ...settings, metaSmallSampleBelow: 2 });
    expect(bad.json().error.message).toBe('The small-sample threshold must be between 5 and 1000 games.');
    const greedy = await admin.request('PUT', '/api/admin/settings', {
      ...settings,
      ticketPlatformFeePercent: 25,
    });
    expect(greedy.json().error.message).toBe('The platform fee must be between 0 and 20 %.');
    const saved = await admin.request('PUT', '/api/admin/settings', {
      ...settings,
      signupsOpen: false,
      announcement: 'Maintenance on Sunday',
      metaSmallSampleBelow: 10,
    });
    expect(saved.json()).toMatchObject({ updatedBy: 'mod_admin', settings: { signupsOpen: false } });
    expect((await new TestClient(testApp.app, '10.92.0.9').get('/api/site')).json()).toEqual({
      announcement: 'Maintenance on Sunday',
      signupsOpen: false,
    });
    const refused = await new TestClient(testApp.app, '10.92.0.10').signUp(
      'late@example.test',
      'moderation pass 9',
      'late_user',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Sign-ups are closed at the moment. Existing members can still sign in.');
    expect((await other.get(`/api/oracle/uploads/${uploadId}`)).json().report.smallSampleBelow).toBe(10);
  });
});
