import {
  apiErrorSchema,
  pointsChangesQuerySchema,
  pointsChangesReplySchema,
  pointsVersionsReplySchema,
  rulesOverviewSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { sendSerialised } from '../../http/serialised-reply';
import { pointsChangesReply, pointsVersionsReply, rulesOverviewReply } from './rules-updates.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema };

/**
 * Rules & Updates: the game data and editions, the dice engine's core-rule numbers, and points
 * changes between recorded game-data versions. Served as bytes with an ETag (304 when unchanged).
 */
export const rulesUpdatesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/rules-updates',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rules & updates'],
        summary:
          "The game data the app runs on (package, version, edition, dataslates), the editions supported, and the dice engine's core-rule numbers by edition",
        response: { 200: rulesOverviewSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => sendSerialised(request, reply, await rulesOverviewReply()),
  );

  app.get(
    '/api/rules-updates/points-versions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rules & updates'],
        summary: 'The game-data versions whose points this site has recorded, newest first',
        response: { 200: pointsVersionsReplySchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => sendSerialised(request, reply, await pointsVersionsReply(db)),
  );

  app.get(
    '/api/rules-updates/points-changes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rules & updates'],
        summary:
          'Every datasheet price that changed between two recorded game-data versions, by faction (default: the newest two)',
        querystring: pointsChangesQuerySchema,
        response: { 200: pointsChangesReplySchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => sendSerialised(request, reply, await pointsChangesReply(db, request.query)),
  );
};
