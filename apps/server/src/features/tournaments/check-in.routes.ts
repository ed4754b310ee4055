import {
  apiErrorSchema,
  bulkEntryActionSchema,
  bulkEntryResultSchema,
  checkInWindowSchema,
  entrySchema,
  tournamentIdParamsSchema,
  tournamentSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { bulkCheckIn, checkInSelf, setCheckInWindow } from './check-in.service';

const tags = ['tournaments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Self check-in (a window the organiser opens) and checking several players in at once. */
export const checkInRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/tournaments/:id/check-in-window',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Open or close self check-in (organisers); a finished event cannot open it',
        params: tournamentIdParamsSchema,
        body: checkInWindowSchema,
        response: { 200: tournamentSchema, ...errors },
      },
    },
    async (request) => setCheckInWindow(db, await requireUser(request), request.params.id, request.body.open),
  );

  app.post(
    '/api/tournaments/:id/check-in',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Check yourself in while check-in is open (confirmed players); checking in twice answers the same entry',
        params: tournamentIdParamsSchema,
        response: { 200: entrySchema, ...errors },
      },
    },
    async (request) => checkInSelf(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/tournaments/:id/entries/bulk',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Check in (or undo check-in for) up to 2000 players in one transaction (organisers); every entry not changed is reported with the reason',
        params: tournamentIdParamsSchema,
        body: bulkEntryActionSchema,
        response: { 200: bulkEntryResultSchema, ...errors },
      },
    },
    async (request) => bulkCheckIn(db, await requireUser(request), request.params.id, request.body),
  );
};
