import type { ServerResponse } from 'node:http';
import { apiErrorSchema, tournamentIdParamsSchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { TournamentUpdates } from './live-updates';
import { findTournamentRow } from './tournaments.queries';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export const liveRoutes: FastifyPluginAsyncZod<{ db: Database; updates: TournamentUpdates }> = async (
  app,
  { db, updates },
) => {
  // Streams are hijacked from Fastify, so closing the server must end them itself.
  const open = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/api/tournaments/:id/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tournaments'],
        summary: 'Server-sent events: "update" whenever pairings, results, standings or the timer change',
        params: tournamentIdParamsSchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tournament = await findTournamentRow(db, request.params.id);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Tell nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ tournamentId: tournament.id })}\n\n`);
      const unsubscribe = updates.subscribe(tournament.id, () => {
        stream.write(
          `event: update\ndata: ${JSON.stringify({ tournamentId: tournament.id, at: new Date().toISOString() })}\n\n`,
        );
      });
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      open.add(stream);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      });
    },
  );
};
