import type { FastifyReply } from 'fastify';

/**
 * Aborted when the client goes away before its answer is sent (the tab closed, the request
 * cancelled because the player asked again): the work done for it is withdrawn instead of
 * finishing for nobody while other players wait.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
