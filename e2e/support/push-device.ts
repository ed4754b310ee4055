/// <reference path="../../apps/server/src/test-support/http-ece.d.ts" />
import { createECDH, randomBytes } from 'node:crypto';
import https from 'node:https';
import { decrypt } from 'http_ece';

/** The test's push service (scripts/e2e-push-inbox.mjs), started with the server. */
const inboxOrigin = `https://127.0.0.1:${process.env.E2E_PUSH_PORT ?? 3211}`;

type Delivery = { body: string; encoding: string | null; authorization: string | null };

function fetchReceived(device: string): Promise<Delivery[]> {
  return new Promise((resolve, reject) => {
    // Its certificate is a throwaway self-signed one for loopback: only the server is told to trust it.
    https
      .get(`${inboxOrigin}/received/${device}`, { rejectUnauthorized: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Delivery[]));
      })
      .on('error', reject);
  });
}

/**
 * A browser's push subscription on the test's push service, as `PushSubscription.toJSON()` gives
 * it; `pushes()` decrypts what the app has sent it (RFC 8291, aes128gcm) as the browser would.
 */
export function pushDevice() {
  const id = randomBytes(8).toString('hex');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: {
      endpoint: `${inboxOrigin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    async pushes(): Promise<unknown[]> {
      return (await fetchReceived(id)).map((delivery) => {
        if (delivery.encoding !== 'aes128gcm') throw new Error(`push not aes128gcm: ${delivery.encoding}`);
        if (!delivery.authorization?.startsWith('vapid t=')) throw new Error('push without VAPID');
        const plain = decrypt(Buffer.from(delivery.body, 'base64'), {
          version: 'aes128gcm',
          privateKey: ecdh,
          authSecret: auth,
        });
        return JSON.parse(plain.toString('utf8'));
      });
    },
  };
}
