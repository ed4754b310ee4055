import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** A small web build: an index and one hashed asset with the .br/.gz copies the build writes. */
function fakeWebBuild(): { dir: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'muster-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Muster</title>');
  const asset = path.join(dir, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  return { dir, script };
}

describe('compression', () => {
  let testApp: TestApp;
  let web: { dir: string; script: string };

  beforeAll(async () => {
    web = fakeWebBuild();
    testApp = await createTestApp({ webDistDir: web.dir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(web.dir, { recursive: true, force: true });
  });

  it('compresses JSON replies as the client accepts: brotli, else gzip, else none', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.body;
    expect(document.length).toBeGreaterThan(10_000);

    const br = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(document);
    expect(br.rawPayload.length).toBeLessThan(document.length / 4);

    const gz = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(document);
  });

  it('sends the build’s pre-compressed assets as they are, cached for good', async () => {
    const url = '/assets/index-abc123.js';
    const br = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(web.script);

    const gz = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(web.script);

    const plain = await testApp.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.script);
  });
});
