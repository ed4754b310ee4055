import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Takes the reply over as a server-sent-event stream: the headers (no caching, no proxy
 * buffering), a first `ready` event with its data, a heartbeat, and `onClose` once the client goes.
 * Returns the stream to write events to.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { retryMs: number; ready: unknown; onClose: () => void },
): ServerResponse {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Tell nginx-style proxies not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  stream.write(`retry: ${options.retryMs}\nevent: ready\ndata: ${JSON.stringify(options.ready)}\n\n`);
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    options.onClose();
  });
  return stream;
}
