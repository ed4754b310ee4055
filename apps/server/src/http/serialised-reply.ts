import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON reply serialised once and served as bytes many times: its ETag (a hash of the bytes)
 * answers a repeat request with 304, and a client that accepts gzip gets bytes compressed once.
 * For read-heavy public replies (standings on event day) that change only when their event does.
 */
export type SerialisedReply = { body: Buffer; gzipped: Buffer; etag: string };

/** Replies under this size are sent as they are: compressing them saves nothing worth the CPU. */
const COMPRESS_FROM_BYTES = 1024;

export function serialiseReply(value: unknown): SerialisedReply {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, gzipped: body.length >= COMPRESS_FROM_BYTES ? gzipSync(body) : body, etag };
}

/** Whether an If-None-Match header names this ETag (a list, or *; weak validators compare equal). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends the stored bytes: 304 when the client has them, gzipped when it can take them. */
export function sendSerialised(request: FastifyRequest, reply: FastifyReply, stored: SerialisedReply) {
  reply
    .header('etag', stored.etag)
    // Revalidate every time: the ETag makes that a 304 of no body while nothing changed.
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], stored.etag)) return reply.status(304).send();
  const gzip = stored.gzipped !== stored.body && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  reply.type('application/json; charset=utf-8');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? stored.gzipped : stored.body);
}
