import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitClientKey } from '../http/rate-limit/client-key';
import { NO_OWNER } from './worker-pool';

/** The request whose handler is running, for work it queues in a worker pool. */
const requests = new AsyncLocalStorage<FastifyRequest>();

/**
 * Makes the request known to the worker pools it queues work in, so their fair queues can key the
 * work by account (or, signed out, by address). From preValidation on: the body has been read, and
 * everything the handler awaits runs in the request's context.
 */
export function trackJobOwners(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    requests.run(request, done);
  });
}

/**
 * Whose job a worker-pool job is: the signed-in account ("user:…"), else the client's address
 * ("ip:…", an IPv6 client per /64), the same keys the rate limits count by; work queued outside a
 * request (scheduled jobs) is the background's.
 */
export async function currentJobOwner(): Promise<string> {
  const request = requests.getStore();
  return request ? rateLimitClientKey(request) : NO_OWNER;
}
