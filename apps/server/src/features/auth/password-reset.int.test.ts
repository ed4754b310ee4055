import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';

async function waitForMail(testApp: TestApp, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
    });
    const [message] = reply.json().messages;
    if (message) return message.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${to}`);
}

describe('password reset by e-mail', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('mails a link on our own origin (whatever the Host header), resets once, and ends old sessions', async () => {
    const owner = new TestClient(testApp.app, '10.6.0.1');
    await owner.signUp('forgetful@example.test', 'the old password 1', 'forgetful');

    const stranger = new TestClient(testApp.app, '10.6.0.2');
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

    const text = await waitForMail(testApp, 'forgetful@example.test');
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

  it('shows the development mailbox to this machine only, whatever the proxy headers say', async () => {
    const remote = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(404);
    const spoofed = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(200);
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
      const text = await waitForMail(testApp, 'target@example.test');
      expect(text).toContain('http://localhost:3000/reset-password?token=');
      expect(text).not.toContain('evil.example');
    }
  });
});
