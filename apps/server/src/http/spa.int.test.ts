import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('serving the web app', () => {
  let distDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'muster-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Muster</title>');
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    testApp = await createTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html for "/" and for client-side routes, uncached', async () => {
    for (const url of ['/', '/dashboard', '/tournament/abc/manage']) {
      const reply = await testApp.app.inject({ method: 'GET', url, headers: html });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body).toContain('<title>Muster</title>');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never answers an API path with the app', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses paths that climb out of the build directory', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.body).not.toContain('root:');
  });
});
