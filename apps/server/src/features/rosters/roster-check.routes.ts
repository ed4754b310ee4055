import { apiErrorSchema, builtListCheckReplySchema, builtListSchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access-policy';
import { runGameDataTask } from '../game-data/game-data-workers';

const CHECKS_PER_MINUTE = 120;

/** A list being built, priced and checked against the game data; nothing is saved. */
export const rosterCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/rosters/check',
    {
      config: { access: 'user', rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['rosters'],
        summary:
          "Price a built list and check it: points against the battle size's limit, detachment points against its budget, and every rule it breaks in plain words",
        description:
          'Checks warn, they never refuse a list: errors break a rule, warnings name what the game data cannot settle. Unknown ids come back as checks, not as errors of the request.',
        body: builtListSchema,
        response: {
          200: builtListCheckReplySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await requireUser(request);
      return runGameDataTask('check-built-list', { list: request.body });
    },
  );
};
