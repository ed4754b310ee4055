import { apiErrorSchema, counterQuerySchema, counterReplySchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { clientGoneSignal } from '../../http/client-gone';
import { counters } from './counters.service';

export const counterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
};
