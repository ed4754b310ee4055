import {
  apiErrorSchema,
  type ResultExport,
  resultExportFormats,
  resultExportSchema,
  roundParamsSchema,
  tournamentIdParamsSchema,
} from '@muster/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { attachment, eventCalendar, fileSlug, resultsCsv } from './export-formats';
import { eventUrl, resultExport } from './exports.service';
import { findTournamentRow } from './tournaments.queries';

const tags = ['tournaments'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const download = { access: 'public' as const, rateLimit: { max: 60, timeWindow: 60_000 } };

/** The file the browser saves: CSV as text/csv (RFC 4180 with its header), JSON as is. */
function sendExport(reply: FastifyReply, format: 'csv' | 'json', data: ResultExport) {
  const name = `${fileSlug(data.event.name)}-${data.round === null ? 'results' : `round-${data.round}-results`}.${format}`;
  reply
    .header('content-disposition', attachment(name))
    // What one viewer may see differs from another's (organisers see unpublished detachments).
    .header('cache-control', 'private, no-cache');
  if (format === 'json') return reply.header('content-type', 'application/json; charset=utf-8').send(data);
  return reply.header('content-type', 'text/csv; charset=utf-8; header=present').send(resultsCsv(data.rows));
}

/** Results exports (CSV and JSON, per round or whole event) and the event's calendar file. */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Database; publicOrigin: string }> = async (
  app,
  { db, publicOrigin },
) => {
  for (const format of resultExportFormats) {
    const response = { 200: format === 'json' ? resultExportSchema : z.string(), ...errors };

    app.get(
      `/api/tournaments/:id/results.${format}`,
      {
        config: download,
        schema: {
          tags,
          summary: `Every round's results as ${format.toUpperCase()}, one row per player per game (rounds still being played: organisers, or once lists are published)`,
          params: tournamentIdParamsSchema,
          response,
        },
      },
      async (request, reply) =>
        sendExport(
          reply,
          format,
          await resultExport(db, await request.currentUser(), request.params.id, publicOrigin),
        ),
    );

    app.get(
      `/api/tournaments/:id/rounds/:number/results.${format}`,
      {
        config: download,
        schema: {
          tags,
          summary: `A round's results as ${format.toUpperCase()}, one row per player per game: organisers always, everyone once the round is closed or the lists are published`,
          params: roundParamsSchema,
          response,
        },
      },
      async (request, reply) =>
        sendExport(
          reply,
          format,
          await resultExport(
            db,
            await request.currentUser(),
            request.params.id,
            publicOrigin,
            request.params.number,
          ),
        ),
    );
  }

  app.get(
    '/api/tournaments/:id/calendar.ics',
    {
      config: download,
      schema: {
        tags,
        summary: 'The event as an iCalendar file (one all-day event), for anyone who can open its page',
        params: tournamentIdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await findTournamentRow(db, request.params.id);
      const body = eventCalendar(
        {
          id: row.id,
          name: row.name,
          description: row.description,
          venue: row.venue,
          startsOn: row.startsOn,
          endsOn: row.endsOn,
          cancelled: row.status === 'cancelled',
          url: eventUrl(publicOrigin, row.id),
        },
        new Date(),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', attachment(`${fileSlug(row.name)}.ics`))
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );
};
