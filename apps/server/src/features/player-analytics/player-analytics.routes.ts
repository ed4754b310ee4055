import { apiErrorSchema, playerAnalyticsSchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { playerAnalytics } from './player-analytics.service';

/** Spec 000 /analytics. */
export const playerAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/analytics',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analytics'],
        summary:
          'Your games from Muster events and your battle log: rates by faction, opponent and month, and Elo',
        response: { 200: playerAnalyticsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => playerAnalytics(db, await requireUser(request)),
  );
};
