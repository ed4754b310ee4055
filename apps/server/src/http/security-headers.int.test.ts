import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('security headers', () => {
  let plain: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    secure = await createTestApp({ publicOrigin: 'https://muster.example' });
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
  });

  it('sends a strict CSP and the usual headers on API replies and the app', async () => {
    for (const url of ['/api/site', '/', '/battle-simulator']) {
      const reply = await plain.app.inject({ method: 'GET', url });
      const csp = String(reply.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(String(reply.headers['permissions-policy'])).toContain('camera=()');
      // Plain HTTP never pins browsers to HTTPS.
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS only when the public origin is HTTPS', async () => {
    const reply = await secure.app.inject({ method: 'GET', url: '/api/site' });
    expect(String(reply.headers['strict-transport-security'])).toContain('max-age=31536000');
    expect(String(reply.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
