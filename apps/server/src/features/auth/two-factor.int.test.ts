import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { totpCode } from '../../test-support/totp';

describe('TOTP two-factor sign-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('enrols with recovery codes, then requires a code at sign-in, each code usable once', async () => {
    const owner = new TestClient(testApp.app, '10.8.0.1');
    await owner.signUp('careful@example.test', 'careful password 1', 'careful');
    const wrongPassword = await owner.post('/api/auth/two-factor/enable', { password: 'not it' });
    expect(wrongPassword.statusCode).toBe(400);
    const enable = await owner.post('/api/auth/two-factor/enable', { password: 'careful password 1' });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    // Enrolment finishes with a first code; use one from the previous step so sign-in gets a fresh one.
    const enrolCode = totpCode(totpURI, Date.now() - 30_000);
    expect((await owner.post('/api/auth/two-factor/verify-totp', { code: enrolCode })).statusCode).toBe(200);
    expect((await owner.get('/api/me')).json().user.twoFactorEnabled).toBe(true);

    const phone = new TestClient(testApp.app, '10.8.0.2');
    const first = await phone.signIn('careful@example.test', 'careful password 1');
    expect(first.json().twoFactorRedirect).toBe(true);
    expect((await phone.get('/api/me')).json().user).toBeNull();
    expect((await phone.post('/api/auth/two-factor/verify-totp', { code: '000000' })).statusCode).toBe(401);
    const code = totpCode(totpURI);
    expect((await phone.post('/api/auth/two-factor/verify-totp', { code })).statusCode).toBe(200);
    expect((await phone.get('/api/me')).json().user.email).toBe('careful@example.test');

    const thief = new TestClient(testApp.app, '10.8.0.3');
    await thief.signIn('careful@example.test', 'careful password 1');
    const replay = await thief.post('/api/auth/two-factor/verify-totp', { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('TOTP_CODE_REUSED');
    expect((await thief.get('/api/me')).json().user).toBeNull();

    const recovery = new TestClient(testApp.app, '10.8.0.4');
    await recovery.signIn('careful@example.test', 'careful password 1');
    expect(
      (await recovery.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(200);
    const reuse = new TestClient(testApp.app, '10.8.0.5');
    await reuse.signIn('careful@example.test', 'careful password 1');
    expect(
      (await reuse.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(401);

    expect(
      (await owner.post('/api/auth/two-factor/disable', { password: 'careful password 1' })).statusCode,
    ).toBe(200);
    const plain = new TestClient(testApp.app, '10.8.0.6');
    expect(
      (await plain.signIn('careful@example.test', 'careful password 1')).json().twoFactorRedirect,
    ).toBeUndefined();
  });
});
