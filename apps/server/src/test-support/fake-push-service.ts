import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';

/** One push as the push service received it, decrypted with the device's keys. */
type ReceivedPush = { device: string; payload: unknown; ttl: string | undefined; vapidKey: string };

/** A browser's subscription to the fake service: its endpoint and keys, as PushSubscription.toJSON(). */
export type FakeDevice = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Checks a VAPID JWT (ES256 over the P-256 key in `k`) and returns that key. */
function checkVapid(header: string | undefined, audience: string): string {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [head, claims, signature] = match[1].split('.');
  if (!head || !claims || !signature) throw new Error('malformed JWT');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number };
  if (body.aud !== audience) throw new Error(`JWT audience ${body.aud}, expected ${audience}`);
  if (!body.exp || body.exp * 1000 < Date.now()) throw new Error('JWT expired');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${claims}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')))
    throw new Error('bad VAPID signature');
  return match[2];
}

/**
 * A Web Push service on loopback (RFC 8030): devices get endpoints on it, and every push the app
 * sends is checked (VAPID signature and audience) and decrypted as the browser would. A device can
 * be made to answer 410 Gone, as a service does for a subscription the user revoked.
 */
/** A throwaway self-signed certificate for 127.0.0.1 (push services speak only HTTPS). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
  try {
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
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakePushService() {
  const tls = selfSignedCertificate();
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.split('/').at(-1) ?? '';
      const device = devices.get(id);
      if (!device) return void response.writeHead(404).end();
      if (device.gone) return void response.writeHead(410).end();
      try {
        const vapidKey = checkVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        received.push({
          device: id,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: request.headers.ttl as string | undefined,
          vapidKey,
        });
        response.writeHead(201).end();
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** An agent that trusts the service's certificate, for the app's push sender. */
    agent: new https.Agent({ ca: tls.cert }),
    received,
    problems,
    device(): FakeDevice & { id: string } {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, gone: false });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    revoke(id: string) {
      const device = devices.get(id);
      if (device) device.gone = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
