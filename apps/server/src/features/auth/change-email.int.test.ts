import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { mailboxReader, waitForMail } from '../../test-support/dev-mailbox';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('changing the e-mail address', () => {
  let testApp: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp();
    owner = new TestClient(testApp.app, '10.13.0.1');
    await owner.signUp('old-address@example.test', 'mover password 1', 'mover');
  });
  afterAll(() => testApp.close());

  it('needs the password, then a click on the link mailed to the new address', async () => {
    const noPassword = await owner.post('/api/auth/change-email', { newEmail: 'new-address@example.test' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.message).toBe('Enter your password to change your e-mail address.');
    const wrong = await owner.post('/api/auth/change-email', {
      newEmail: 'new-address@example.test',
      password: 'not mine',
    });
    expect(wrong.statusCode).toBe(400);

    const ok = await owner.post('/api/auth/change-email', {
      newEmail: 'new-address@example.test',
      password: 'mover password 1',
      callbackURL: '/settings',
    });
    expect(ok.statusCode).toBe(200);
    expect((await owner.get('/api/me')).json().user.email).toBe('old-address@example.test');

    const text = await waitForMail(await mailboxReader(testApp), 'new-address@example.test');
    const link = /(http\S+verify-email\S+)/.exec(text)?.[1] ?? '';
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);
    const url = new URL(link);
    const confirm = await owner.get(`${url.pathname}${url.search}`);
    expect([200, 302]).toContain(confirm.statusCode);
    expect((await owner.get('/api/me')).json().user.email).toBe('new-address@example.test');
  });
});
