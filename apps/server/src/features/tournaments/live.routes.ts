import type { ServerResponse } from 'node:http';
import { apiErrorSchema, type LiveUpdate, tournamentIdParamsSchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { openEventStream } from '../../http/event-stream';
import type { EventReads } from './event-reads';
import type { TournamentUpdates } from './live-updates';
import type { TournamentChange } from './tournament-updates';
import { findTournamentRow } from './tournaments.queries';

const settledStatuses = new Set(['confirmed', 'resolved', 'bye']);

/**
 * The "update" message for a change, built once per server and written to every open page of the
 * event: a result carries the changed games themselves, anything else asks the page to refetch.
 */
async function updateMessage(reads: EventReads, change: TournamentChange): Promise<string> {
  const at = new Date().toISOString();
  let message: LiveUpdate = {
    tournamentId: change.tournamentId,
    at,
    scope: 'event',
    games: [],
    standings: true,
  };
  if (change.gameIds !== null) {
    try {
      const games = await reads.changedResults(change.tournamentId, change.gameIds);
      // Only a result now counting (or no longer counting) moves the standings; a report waiting for
      // its confirmation does not. A game that vanished (re-paired) makes it an event change.
      if (games.length === change.gameIds.length)
        message = {
          tournamentId: change.tournamentId,
          at,
          scope: 'games',
          games,
          standings: games.some((g) => settledStatuses.has(g.game.status) || g.game.status === 'disputed'),
        };
    } catch {
      // Could not read the games: the pages refetch instead, which is always right.
    }
  }
  return `event: update\ndata: ${JSON.stringify(message)}\n\n`;
}

/** Streams written between turns of the event loop: other requests are served in between. */
const WRITES_PER_TURN = 100;

/** Writes one message to every stream, yielding to the event loop every hundred sockets. */
async function writeToAll(streams: Set<ServerResponse>, message: string) {
  let written = 0;
  for (const stream of [...streams]) {
    if (!stream.writableEnded) stream.write(message);
    written += 1;
    if (written % WRITES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

export const liveRoutes: FastifyPluginAsyncZod<{
  db: Database;
  updates: TournamentUpdates;
  reads: EventReads;
}> = async (app, { db, updates, reads }) => {
  // Streams are hijacked from Fastify, so closing the server must end them itself.
  const open = new Set<ServerResponse>();
  // One subscription per event on this server, however many pages have it open.
  const audiences = new Map<
    string,
    { streams: Set<ServerResponse>; unsubscribe: () => void; sent: Promise<void> }
  >();
  app.addHook('onClose', async () => {
    for (const stream of open) stream.end();
  });

  const join = (tournamentId: string, stream: ServerResponse) => {
    let audience = audiences.get(tournamentId);
    if (!audience) {
      const streams = new Set<ServerResponse>();
      const created = { streams, unsubscribe: () => {}, sent: Promise.resolve() };
      created.unsubscribe = updates.subscribe(tournamentId, (change) => {
        // In order: a later change's message never overtakes an earlier one's.
        created.sent = created.sent.then(async () => {
          const message = await updateMessage(reads, change);
          await writeToAll(streams, message);
        });
      });
      audience = created;
      audiences.set(tournamentId, audience);
    }
    audience.streams.add(stream);
    return () => {
      const current = audiences.get(tournamentId);
      if (!current) return;
      current.streams.delete(stream);
      if (current.streams.size === 0) {
        current.unsubscribe();
        audiences.delete(tournamentId);
      }
    };
  };

  app.get(
    '/api/tournaments/:id/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tournaments'],
        summary:
          'Server-sent events: "update" whenever pairings, results, standings or the timer change (a result carries the changed games)',
        params: tournamentIdParamsSchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tournament = await findTournamentRow(db, request.params.id);
      let leave = () => {};
      const stream = openEventStream(request, reply, {
        retryMs: 3000,
        ready: { tournamentId: tournament.id },
        onClose: () => {
          leave();
          open.delete(stream);
        },
      });
      leave = join(tournament.id, stream);
      open.add(stream);
    },
  );
};
