import {
  apiErrorSchema,
  type ResultExport,
  resultExportFormats,
  resultExportSchema,
  roundParamsSchema,
  tournamentIdParamsSchema,
} from '@muster/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { EventCache } from './event-cache';
import { attachment, eventCalendar, fileSlug, resultsCsv } from './export-formats';
import { eventUrl, resultExport } from './exports.service';
import { findTournamentRow } from './tournaments.queries';

const tags = ['tournaments'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/**
 * Signed-in downloads count per account. A download by someone signed out is the public file,
 * built once per change of the event and served from memory, so it is not limited per address: a
 * venue's Wi-Fi puts a whole hall behind one.
 */
const download = {
  access: 'public' as const,
  rateLimit: {
    max: 60,
    timeWindow: 60_000,
    allowList: (_request: unknown, key: string) => key.startsWith('ip:'),
  },
};
const calendar = { access: 'public' as const, rateLimit: { max: 600, timeWindow: 60_000 } };

type ExportFile = { name: string; contentType: string; body: string };

function exportFile(format: 'csv' | 'json', data: ResultExport): ExportFile {
  const name = `${fileSlug(data.event.name)}-${data.round === null ? 'results' : `round-${data.round}-results`}.${format}`;
  return format === 'json'
    ? {
        name,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(resultExportSchema.parse(data)),
      }
    : { name, contentType: 'text/csv; charset=utf-8; header=present', body: resultsCsv(data.rows) };
}

/** The file the browser saves: CSV as text/csv (RFC 4180 with its header), JSON as is. */
function sendExport(reply: FastifyReply, file: ExportFile) {
  return (
    reply
      .header('content-disposition', attachment(file.name))
      // What one viewer may see differs from another's (organisers see unpublished detachments).
      .header('cache-control', 'private, no-cache')
      .header('content-type', file.contentType)
      .send(file.body)
  );
}

/** Results exports (CSV and JSON, per round or whole event) and the event's calendar file. */
export const exportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicOrigin: string;
  cache: EventCache;
}> = async (app, { db, publicOrigin, cache }) => {
  const publicFiles = cache.slot<Map<string, Promise<ExportFile>>>();
  const fileFor = async (
    viewer: Awaited<ReturnType<FastifyRequest['currentUser']>>,
    id: string,
    format: 'csv' | 'json',
    round?: number,
  ) => {
    const build = async () => exportFile(format, await resultExport(db, viewer, id, publicOrigin, round));
    if (viewer) return build();
    const files = await publicFiles.get(id, async () => new Map());
    const key = `${format} ${round ?? 'all'}`;
    let file = files.get(key);
    if (!file) {
      file = build();
      files.set(key, file);
      file.catch(() => files.delete(key));
    }
    return file;
  };

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
        sendExport(reply, await fileFor(await request.currentUser(), request.params.id, format)),
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
          await fileFor(await request.currentUser(), request.params.id, format, request.params.number),
        ),
    );
  }

  app.get(
    '/api/tournaments/:id/calendar.ics',
    {
      config: calendar,
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
