import {
  apiErrorSchema,
  counterPasteSchema,
  counterQuerySchema,
  counterReplySchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { clientGoneSignal } from '../../http/client-gone';
import type { RosterParser } from '../rosters/roster-parse-pool';
import { counters, countersAgainstPasted } from './counters.service';

export const counterRoutes: FastifyPluginAsyncZod<{ db: Database; parser: RosterParser }> = async (
  app,
  { db, parser },
) => {
  app.get(
    '/api/counters',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['analysis'],
        summary: 'Your roster against an opponent roster: targets, threats and tactics from the dice engine',
        querystring: counterQuerySchema,
        response: { 200: counterReplySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      counters(
        db,
        (await requireUser(request)).id,
        request.query.roster,
        request.query.opponent,
        clientGoneSignal(reply),
      ),
  );

  app.post(
    '/api/counters/pasted',
    {
      // Reading a pasted list costs what an import does: limited alike.
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['analysis'],
        summary:
          "Your roster against a list pasted as text (an opponent's, not saved): the same counter plan",
        body: counterPasteSchema,
        response: {
          200: counterReplySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      countersAgainstPasted(
        db,
        (text) => parser.parse(text),
        (await requireUser(request)).id,
        request.body.roster,
        request.body.opponentList,
        clientGoneSignal(reply),
      ),
  );
};
