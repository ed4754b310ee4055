import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { TrustProxy } from './trust-proxy';

/**
 * A reverse proxy as nginx runs one with `proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for`: whatever X-Forwarded-For the client sent, with the address the
 * client really connected from appended on the right.
 */
async function startProxy(upstreamPort: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((incoming, outgoing) => {
    const real = incoming.socket.remoteAddress ?? '';
    const sent = incoming.headers['x-forwarded-for'];
    const forwarded = sent ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${real}` : real;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A GET through the proxy from a loopback address of the client's own, with a header it chose. */
function getVia(proxyPort: number, from: string, path: string, forgedFor?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: proxyPort,
        path,
        localAddress: from,
        agent: false,
        headers: forgedFor ? { 'x-forwarded-for': forgedFor } : {},
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

// Each call of this public route plays a whole playbook out: 30 a minute per address.
const ROUTE = '/api/playbooks/sample';

describe.each<[string, TrustProxy]>([
  ['one proxy hop (TRUST_PROXY=1)', 1],
  ['the proxy address (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', ['127.0.0.1', '10.0.0.0/8']],
])('behind a real reverse proxy on loopback, trusting %s', (_, trustProxy) => {
  let testApp: TestApp;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  afterAll(async () => {
    await proxy?.close();
    await testApp?.close();
  });

  const buckets = async () =>
    (
      await testApp.database.pool.query<{ key: string; count: number }>(
        'SELECT key, count FROM rate_limit_buckets ORDER BY key',
      )
    ).rows;

  it('limits a client on its real address however it forges X-Forwarded-For', {
    timeout: 60_000,
  }, async () => {
    testApp = await createTestApp({ trustProxy });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startProxy((testApp.app.server.address() as AddressInfo).port);

    // The client connects from 127.0.0.5 and claims to be 1.2.3.4.
    const first = await getVia(proxy.port, '127.0.0.5', ROUTE, '1.2.3.4');
    expect(first.status, first.body).toBe(200);
    const key = `GET ${ROUTE}:ip:127.0.0.5`;
    expect(await buckets()).toContainEqual({ key, count: 1 });
    expect((await buckets()).filter((bucket) => bucket.key.includes('1.2.3.4'))).toEqual([]);

    // Its minute's budget spent (as in rate-limit.int.test.ts: each call is a third of a second),
    // every forged address is refused: it is counted on 127.0.0.5 whatever it writes.
    await testApp.database.pool.query('UPDATE rate_limit_buckets SET count = 30 WHERE key = $1', [key]);
    for (const forged of ['1.2.3.4', '5.6.7.8, 9.9.9.9', '127.0.0.6', undefined]) {
      const refused = await getVia(proxy.port, '127.0.0.5', ROUTE, forged);
      expect(refused.status, `${forged}: ${refused.body}`).toBe(429);
      expect(JSON.parse(refused.body).error.code).toBe('RATE_LIMITED');
    }
    expect((await buckets()).filter((bucket) => /1\.2\.3\.4|5\.6\.7\.8|9\.9\.9\.9/.test(bucket.key))).toEqual(
      [],
    );

    // Another client behind the same proxy has its own budget.
    const other = await getVia(proxy.port, '127.0.0.7', ROUTE, '127.0.0.5');
    expect(other.status, other.body).toBe(200);
    expect(await buckets()).toContainEqual({ key: `GET ${ROUTE}:ip:127.0.0.7`, count: 1 });
  });
});
