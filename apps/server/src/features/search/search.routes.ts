import { apiErrorSchema, searchLimits, searchQuerySchema, searchReplySchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { containsPattern, findOwnEvents, findOwnRosters, findOwnUnits } from './search.queries';

/** The header search types as the player types (debounced): generous, but not unbounded. */
const SEARCHES_PER_MINUTE = 120;

/**
 * The header's tactical search over the signed-in player's own things: rosters by name or
 * faction, the units in them, and the events they organise or registered for. Never anyone
 * else's rosters, shared or not.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/search',
    {
      config: { access: 'user', rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['search'],
        summary: `Your rosters (name, faction), their units and your events containing q (${searchLimits.queryMin}–${searchLimits.queryMax} characters), at most ${searchLimits.perGroup} of each`,
        querystring: searchQuerySchema,
        response: { 200: searchReplySchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const pattern = containsPattern(request.query.q);
      const limit = searchLimits.perGroup;
      const [rosters, units, events] = await Promise.all([
        findOwnRosters(db, viewer.id, pattern, limit),
        findOwnUnits(db, viewer.id, pattern, limit),
        findOwnEvents(db, viewer.id, pattern, limit),
      ]);
      return { rosters, units, events };
    },
  );
};
