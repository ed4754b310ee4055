// A Web Push service on loopback for the browser tests: the app pushes to it as to FCM or Mozilla
// (HTTPS, so the server trusts its certificate through NODE_EXTRA_CA_CERTS), and a test reads what
// reached its device from GET /received/<device> and decrypts it with the device's keys. Headless
// Chromium cannot subscribe to a real push service, so the test plays the browser's part.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';

export async function startPushInbox({ port, dir }) {
  const keyPath = path.join(dir, 'push-inbox-key.pem');
  const certPath = path.join(dir, 'push-inbox-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
  const received = new Map();
  const server = https.createServer(
    { key: readFileSync(keyPath), cert: readFileSync(certPath) },
    (request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const [, route, device] = (request.url ?? '').split('/');
        if (request.method === 'POST' && route === 'push' && device) {
          const list = received.get(device) ?? [];
          // A device keeps its last 50 pushes: enough for any test, bounded for a long run.
          received.set(device, [
            ...list.slice(-49),
            {
              body: Buffer.concat(chunks).toString('base64'),
              encoding: request.headers['content-encoding'] ?? null,
              authorization: request.headers.authorization ?? null,
              ttl: request.headers.ttl ?? null,
            },
          ]);
          response.writeHead(201).end();
          return;
        }
        if (request.method === 'GET' && route === 'received' && device) {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(received.get(device) ?? []));
          return;
        }
        response.writeHead(404).end();
      });
    },
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    certPath,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
