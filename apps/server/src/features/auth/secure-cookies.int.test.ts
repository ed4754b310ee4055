import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const ORIGIN = 'https://muster.example';

describe('session cookie over HTTPS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ publicOrigin: ORIGIN });
  });
  afterAll(() => testApp.close());

  it('is a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, and it works', async () => {
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'secure@example.test',
        password: 'secure password 1',
        name: 'secure',
        username: 'secure',
      }),
    });
    expect(signUp.statusCode).toBe(200);
    const session = signUp.cookies.find((cookie) => cookie.name === '__Host-muster.session_token');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.domain).toBeUndefined();
    expect(signUp.cookies.some((cookie) => cookie.name.startsWith('__Secure-'))).toBe(false);

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `__Host-muster.session_token=${session?.value}` },
    });
    expect(me.json().user.email).toBe('secure@example.test');
  });
});
