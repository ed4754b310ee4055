import {
  apiErrorSchema,
  battleLogRequestSchema,
  loggedBattleSchema,
  loggedBattlesSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { deleteBattle, listBattles, logBattle } from './battle-log.service';

const tags = ['battles'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const today = () => new Date().toISOString().slice(0, 10);

/** Spec 000 /battles: the games a player logs by hand. */
export const battleLogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/battles',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your logged games, newest first',
        response: { 200: loggedBattlesSchema, ...errors },
      },
    },
    async (request) => listBattles(db, await requireUser(request)),
  );

  app.post(
    '/api/battles',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Log a game you played',
        body: battleLogRequestSchema,
        response: { 201: loggedBattleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await logBattle(db, await requireUser(request), request.body, today())),
  );

  app.delete(
    '/api/battles/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove a game from your battle log',
        params: z.object({ id: z.uuid('That game id is not valid.') }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBattle(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
