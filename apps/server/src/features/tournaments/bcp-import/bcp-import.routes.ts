import { apiErrorSchema, tournamentIdParamsSchema } from '@muster/contracts';
import {
  BCP_IMPORT_MAX_TOTAL_BYTES,
  bcpImportReplySchema,
  bcpImportRequestSchema,
} from '@muster/contracts/tournament-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { requireUser } from '../../../http/access-policy';
import type { RosterParser } from '../../rosters/roster-parse-pool';
import { importBcpEvent } from './bcp-import.service';

export const bcpImportRoutes: FastifyPluginAsyncZod<{ db: Database; parser: RosterParser }> = async (
  app,
  { db, parser },
) => {
  app.post(
    '/api/tournaments/:id/import/bcp',
    {
      // The files travel as JSON strings: escaping grows them, so the body may exceed their sum.
      bodyLimit: Math.ceil(BCP_IMPORT_MAX_TOTAL_BYTES * 1.5),
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['tournaments'],
        summary:
          'Import an event from Best Coast Pairings files (players, pairings, army lists) into an empty event (organisers); dryRun only checks',
        params: tournamentIdParamsSchema,
        body: bcpImportRequestSchema,
        response: {
          200: bcpImportReplySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) =>
      importBcpEvent(db, await requireUser(request), request.params.id, request.body, parser),
  );
};
