import {
  apiErrorSchema,
  type RosterParseFailureDetails,
  rosterCreateSchema,
  rosterExportFormatInfo,
  rosterExportQuerySchema,
  rosterIdParamsSchema,
  rosterListSchema,
  rosterParseReplySchema,
  rosterResolveReplySchema,
  rosterResolveSchema,
  rosterUpdateSchema,
  savedRosterSchema,
} from '@muster/contracts';
import { passThroughCode } from '@muster/contracts/error-codes';
import { formatRosterJson, formatRosterText, type ParseResult, type Roster } from '@muster/roster-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { clientGoneSignal } from '../../http/client-gone';
import { HttpError } from '../../http/error-handler';
import { resolveArmyOffThread, runGameDataTask } from '../game-data/game-data-workers';
import { resolveForSaving, rosterLimitBreach } from '../game-data/resolved-army';
import { requireOwnRoster } from './roster.policy';
import type { RosterParser } from './roster-parse-pool';
import { queueRosterResolution } from './roster-resolution.job';
import {
  deleteRoster,
  duplicateRoster,
  insertRoster,
  listRosters,
  toSavedRoster,
  updateRoster,
} from './rosters.queries';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** Uploads above 5 MiB get the parser's own clear FILE_TOO_LARGE; far larger ones stop at the socket. */
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;
const PARSES_PER_MINUTE = 60;

/** Spec 001 §5: a parsed roster is saved only with a name, a faction, points and units. */
function requireSavable(roster: z.infer<typeof rosterCreateSchema>['roster']): void {
  const pointed = roster.units.some((unit) => unit.points > 0);
  if (pointed && roster.pointsTotal <= 0) {
    throw new HttpError(400, 'MISSING_POINTS', 'Validation failed for field points: is required');
  }
}

/** Units no datasheet matched lower the confidence and are named, so 100 % never hides them. */
function withResolution(result: ParseResult, roster: ParseResult['roster']): ParseResult {
  const breach = roster && rosterLimitBreach(roster);
  if (breach) {
    return {
      ...result,
      warnings: [
        ...result.warnings,
        {
          code: 'ROSTER_TOO_LARGE',
          message: `This list is larger than a roster can be (${breach}), so its units are not matched to datasheets and it cannot be saved as it is.`,
        },
      ],
    };
  }
  if (roster && !roster.resolution && roster.units.length > 0) {
    return {
      ...result,
      warnings: [
        ...result.warnings,
        {
          code: 'UNITS_NOT_MATCHED_YET',
          message:
            'The server is busy, so the units are not matched to their datasheets yet. Save the roster: they are matched in the background and its page shows them when done.',
        },
      ],
    };
  }
  const unresolved = roster?.units.filter((unit) => unit.resolution?.match === 'unresolved') ?? [];
  if (unresolved.length === 0) return result;
  const names = unresolved.map((unit) => unit.name).join(', ');
  return {
    ...result,
    confidenceScore: Math.max(0, result.confidenceScore - Math.min(0.3, 0.1 * unresolved.length)),
    warnings: [
      ...result.warnings,
      {
        code: 'UNRESOLVED_UNITS',
        message: `${unresolved.length === 1 ? 'One unit matches' : `${unresolved.length} units match`} no datasheet of the game data (${names}): choose one for each below, or it is not measured.`,
      },
    ],
  };
}

const fileNameOf = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  try {
    return decodeURIComponent(value).slice(0, 255);
  } catch {
    return value.slice(0, 255);
  }
};

const exportFileName = (name: string, extension: string) =>
  `${
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'roster'
  }.${extension}`;

export const rosterRoutes: FastifyPluginAsyncZod<{ db: Database; parser: RosterParser }> = async (
  app,
  { db, parser },
) => {
  /** A roster saved while its units could not be matched is matched in the background, shortly. */
  const resolveLater = async (saved: { id: string; roster: Roster }, userId: string) => {
    if (saved.roster.resolution || saved.roster.units.length === 0) return;
    await queueRosterResolution(db, { id: saved.id, userId }, 0, new Date(Date.now() + 5_000));
  };

  // Files arrive raw (any type, sniffed by content); pasted text arrives as text/plain.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    /^(application\/octet-stream|text\/plain|application\/pdf|image\/|application\/zip|application\/xml|text\/xml)/,
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/rosters/parse',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: 'user', rateLimit: { max: PARSES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['rosters'],
        summary: 'Read a roster file or pasted text and report what was found (nothing is saved)',
        description:
          'Send the file as the raw body (application/octet-stream) or pasted text as text/plain; the content decides the format. X-File-Name carries the original name for display.',
        response: {
          200: rosterParseReplySchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await requireUser(request);
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'UNSUPPORTED_UPLOAD', 'Send the roster file as the request body.');
      }
      const isText = (request.headers['content-type'] ?? '').startsWith('text/plain');
      const body = request.body;
      const result = await parser.parse(isText ? body.toString('utf8') : new Uint8Array(body));
      const data = result.roster ?? result.partialData;
      if (!data) {
        const first = result.errors[0] ?? {
          code: 'ROSTER_PARSE_FAILED',
          message: 'Failed to parse roster file',
        };
        const status = first.code === 'FILE_TOO_LARGE' ? 413 : 422;
        // What the input holds and lacks, so the player learns more than the spec's headline.
        const details: RosterParseFailureDetails = {
          detectedFormat: result.detectedFormat,
          diagnosis: result.diagnosis,
        };
        throw new HttpError(status, passThroughCode(first.code), first.message, details);
      }
      // Every unit matched to its datasheet and loadout, so the review shows what will be measured.
      const log = (message: string) => request.log.warn(message);
      const roster = result.roster && (await resolveForSaving(result.roster, log));
      const partialData = result.partialData && (await resolveForSaving(result.partialData, log));
      return {
        ...withResolution(result, roster ?? partialData),
        roster,
        partialData,
        fileName: fileNameOf(request.headers['x-file-name']),
      };
    },
  );

  app.post(
    '/api/rosters/resolve',
    {
      config: { access: 'user', rateLimit: { max: PARSES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['rosters'],
        summary:
          'Match a roster under review to the game data again (datasheets, loadouts); nothing is saved',
        description:
          'Units whose resolution says match "chosen" keep the datasheet the user picked; the rest are matched by name.',
        body: rosterResolveSchema,
        response: { 200: rosterResolveReplySchema, 429: apiErrorSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await requireUser(request);
      return { roster: await resolveArmyOffThread(request.body.roster) };
    },
  );

  app.get(
    '/api/rosters',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rosters'],
        summary: 'Your rosters, newest first',
        response: { 200: rosterListSchema, ...errors },
      },
    },
    async (request) => ({ rosters: await listRosters(db, (await requireUser(request)).id) }),
  );

  app.post(
    '/api/rosters',
    {
      // Saving resolves the roster against the game data again: as costly as a parse, limited alike.
      config: { access: 'user', rateLimit: { max: PARSES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['rosters'],
        summary: 'Save a reviewed roster',
        body: rosterCreateSchema,
        response: { 201: savedRosterSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      requireSavable(request.body.roster);
      const roster = await resolveForSaving(request.body.roster, (message) => request.log.warn(message));
      const saved = await insertRoster(db, me.id, { ...request.body, roster });
      await resolveLater(saved, me.id);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/rosters/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rosters'],
        summary: 'One of your rosters',
        params: rosterIdParamsSchema,
        response: { 200: savedRosterSchema, ...errors },
      },
    },
    async (request) =>
      toSavedRoster(await requireOwnRoster(db, (await requireUser(request)).id, request.params.id)),
  );

  app.patch(
    '/api/rosters/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rosters'],
        summary: 'Edit a roster’s name, detachments or units',
        params: rosterIdParamsSchema,
        body: rosterUpdateSchema,
        response: { 200: savedRosterSchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const saved = await updateRoster(db, me.id, request.params.id, request.body, (roster) =>
        resolveForSaving(roster, (message) => request.log.warn(message)),
      );
      await resolveLater(saved, me.id);
      return saved;
    },
  );

  app.post(
    '/api/rosters/:id/duplicate',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rosters'],
        summary: 'Copy a roster',
        params: rosterIdParamsSchema,
        response: { 201: savedRosterSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateRoster(db, (await requireUser(request)).id, request.params.id)),
  );

  app.delete(
    '/api/rosters/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rosters'],
        summary: 'Delete a roster and its analyses',
        params: rosterIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRoster(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/rosters/:id/export',
    {
      // The other tools' formats are written in the game-data workers: limited like a parse.
      config: { access: 'user', rateLimit: { max: PARSES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['rosters'],
        summary: 'Download a roster as app-style text, as JSON, or in another tool’s format',
        description:
          'format: text (Warhammer-app-style) and json (Muster) import back unchanged; newrecruit-simple, newrecruit-wtc-compact, newrecruit-wtc-full, newrecruit-json, atc-2026-compact, atc-2026-full and yellowscribe (a .ros for Tabletop Simulator) are written by the game data’s exporters. 422 EXPORT_NOT_POSSIBLE says why a roster cannot be written in a format.',
        params: rosterIdParamsSchema,
        querystring: rosterExportQuerySchema,
        response: {
          200: z.string(),
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const row = await requireOwnRoster(db, (await requireUser(request)).id, request.params.id);
      const { format } = request.query;
      const info = rosterExportFormatInfo[format];
      let content: string;
      if (format === 'text') content = formatRosterText(row.rosterData);
      else if (format === 'json') content = formatRosterJson(row.rosterData);
      else {
        const written = await runGameDataTask(
          'export-roster',
          { roster: row.rosterData, format },
          { signal: clientGoneSignal(reply) },
        );
        if (!written.ok) {
          throw new HttpError(
            422,
            'EXPORT_NOT_POSSIBLE',
            `This roster cannot be exported as ${info.label}: ${written.reason}`,
            { format },
          );
        }
        content = written.content;
      }
      const fileName = exportFileName(row.name, info.extension);
      return reply
        .header('content-type', info.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(content);
    },
  );
};
