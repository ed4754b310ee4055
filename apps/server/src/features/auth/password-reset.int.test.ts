import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { mailboxReader, waitForMail } from '../../test-support/dev-mailbox';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { user } from './auth.table';

describe('password reset by e-mail', () => {
  let testApp: TestApp;
  let reader: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    reader = await mailboxReader(testApp);
  });
  afterAll(() => testApp.close());

  it('mails a link on our own origin (whatever the Host header), resets once, and ends old sessions', async () => {
    const owner = new TestClient(testApp.app, '10.6.0.1');
    await owner.signUp('forgetful@example.test', 'the old password 1', 'forgetful');

    const stranger = new TestClient(testApp.app, '10.6.0.2');
    // The password policy holds on a reset too, with the account's own username and e-mail.
    const early = await stranger.post('/api/auth/request-password-reset', {
      email: 'forgetful@example.test',
      redirectTo: 'http://localhost:3000/reset-password',
    });
    expect(early.statusCode).toBe(200);
    const earlyLink = /(http\S+)/.exec(await waitForMail(reader, 'forgetful@example.test'))?.[1] ?? '';
    const earlyToken = new URL(earlyLink).searchParams.get('token');
    for (const [newPassword, code] of [
      ['Forgetful2026!', 'PASSWORD_CONTAINS_USERNAME'],
      ['Muster2026!', 'PASSWORD_SERVICE_NAME'],
      ['abcdefgh', 'PASSWORD_TOO_SIMPLE'],
    ]) {
      const refused = await stranger.post('/api/auth/reset-password', { token: earlyToken, newPassword });
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.json().error.code, newPassword).toBe(code);
    }
    await testApp.database.pool.query(`DELETE FROM outbox WHERE to_address = 'forgetful@example.test'`);

    const request = await stranger.post(
      '/api/auth/request-password-reset',
      { email: 'forgetful@example.test', redirectTo: 'http://localhost:3000/reset-password' },
      { host: 'evil.example' },
    );
    const unknown = await stranger.post('/api/auth/request-password-reset', {
      email: 'nobody-here@example.test',
      redirectTo: 'http://localhost:3000/reset-password',
    });
    expect(request.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(request.json());

    const text = await waitForMail(reader, 'forgetful@example.test');
    const link = /(http\S+)/.exec(text)?.[1] ?? '';
    expect(link.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token');

    const reset = await stranger.post('/api/auth/reset-password', {
      token,
      newPassword: 'the new password 2',
    });
    expect(reset.statusCode).toBe(200);
    const again = await stranger.post('/api/auth/reset-password', {
      token,
      newPassword: 'a third password 3',
    });
    expect(again.statusCode).toBe(400);

    expect((await owner.get('/api/me')).json().user).toBeNull();
    expect(
      (await new TestClient(testApp.app, '10.6.0.3').signIn('forgetful@example.test', 'the old password 1'))
        .statusCode,
    ).toBe(400);
    expect(
      (await new TestClient(testApp.app, '10.6.0.3').signIn('forgetful@example.test', 'the new password 2'))
        .statusCode,
    ).toBe(200);
  });

  it('shows the development mailbox on this machine only, whatever the proxy headers say, and an admin only their own mail', async () => {
    const mailbox = (client: TestClient) => client.get('/api/dev/mailbox');
    // The reader is a super user, but not on this machine.
    const remoteAdmin = new TestClient(testApp.app, '10.1.2.3');
    await remoteAdmin.signIn('mail-reader@example.test', 'mail reader password 1');
    expect((await remoteAdmin.get('/api/me')).json().user.role).toBe('super_user');
    expect((await mailbox(remoteAdmin)).statusCode).toBe(404);
    const spoofed = await remoteAdmin.request('GET', '/api/dev/mailbox', undefined, {
      'x-forwarded-for': '127.0.0.1',
    });
    expect(spoofed.statusCode).toBe(404);

    // On this machine: signed out, a player and an admin.
    expect((await mailbox(new TestClient(testApp.app, '127.0.0.1'))).statusCode).toBe(401);
    const player = new TestClient(testApp.app, '127.0.0.1');
    await player.signUp('curious-player@example.test', 'curious password 1', 'curious_player');
    const playerReply = await mailbox(player);
    expect(playerReply.statusCode).toBe(403);
    expect(JSON.stringify(playerReply.json())).not.toContain('reset-password');
    expect((await mailbox(reader)).statusCode).toBe(200);
    // A reverse proxy on this machine passes on requests from elsewhere: they say so, and get nothing.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect(
        (await reader.request('GET', '/api/dev/mailbox', undefined, { [header]: '203.0.113.9' })).statusCode,
      ).toBe(404);

    // An admin on this machine sees mail to their own address, never another account's reset link.
    const admin = new TestClient(testApp.app, '127.0.0.1');
    const adminId = (
      await admin.signUp('mail-admin@example.test', 'admin mail password 1', 'mail_admin')
    ).json().user.id as string;
    await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminId));
    for (const email of ['mail-admin@example.test', 'curious-player@example.test'])
      await new TestClient(testApp.app, '10.6.1.1').post('/api/auth/request-password-reset', {
        email,
        redirectTo: 'http://localhost:3000/reset-password',
      });
    await waitForMail(reader, 'curious-player@example.test');
    await waitForMail(reader, 'mail-admin@example.test');
    const own = (await mailbox(admin)).json().messages as { to: string; text: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((message) => message.to === 'mail-admin@example.test')).toBe(true);
    const asked = (await admin.get('/api/dev/mailbox?to=curious-player@example.test')).json();
    expect(asked.messages).toEqual([]);
    // The super user's view holds both.
    const all = (await mailbox(reader)).json().messages as { to: string }[];
    expect(all.map((message) => message.to)).toEqual(
      expect.arrayContaining(['mail-admin@example.test', 'curious-player@example.test']),
    );
  });

  it('has no mailbox at all in production, not even for an admin on this machine', async () => {
    const production = await createTestApp({ env: 'production' });
    try {
      const admin = await mailboxReader(production);
      const reply = await admin.get('/api/dev/mailbox');
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error.code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
  });

  it('keeps the mailed link on our origin even when asked to redirect elsewhere', async () => {
    const owner = new TestClient(testApp.app, '10.6.0.4');
    await owner.signUp('target@example.test', 'target password 1', 'target');
    const response = await new TestClient(testApp.app, '10.6.0.5').post('/api/auth/request-password-reset', {
      email: 'target@example.test',
      redirectTo: 'https://evil.example/steal',
    });
    expect([200, 403]).toContain(response.statusCode);
    if (response.statusCode === 200) {
      const text = await waitForMail(reader, 'target@example.test');
      expect(text).toContain('http://localhost:3000/reset-password?token=');
      expect(text).not.toContain('evil.example');
    }
  });
});
