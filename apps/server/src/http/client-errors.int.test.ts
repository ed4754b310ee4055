import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** A raw request on a real socket, as a client sends it (inject skips Node's HTTP parser). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests refused before any route', () => {
  let testApp: TestApp;
  let port = 0;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(() => testApp.close());

  it('answers a malformed address and an oversized one in the usual error shape', async () => {
    const bad = await get(port, '/api/rosters/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error.code).toBe('BAD_URL');
    const long = await get(port, `/api/rosters/${'a'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(JSON.parse(long.body).error).toMatchObject({ code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
  });
});
