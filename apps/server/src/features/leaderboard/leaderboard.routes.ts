import {
  apiErrorSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  playerIdParamsSchema,
  playerPageSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { leaderboard, playerPage } from './leaderboard.service';

const tags = ['leaderboard'];

/**
 * Spec 000 /leaderboard and the public player pages. Public like /tournaments: they show only
 * what finished public events' standings already publish.
 */
export const leaderboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/leaderboard',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Players ranked by Elo (from 1500, K = 32) over finished public events: by faction, period and minimum games; equal ratings share a rank',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, 400: apiErrorSchema },
      },
    },
    async (request) => leaderboard(db, request.query, await request.currentUser()),
  );

  app.get(
    '/api/players/:userId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A player's public page: name, all-time rating and rank, and their finished public events",
        params: playerIdParamsSchema,
        response: { 200: playerPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => playerPage(db, request.params.userId),
  );
};
