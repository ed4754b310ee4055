import {
  apiErrorSchema,
  keepApartCreateSchema,
  keepApartListSchema,
  keepApartParamsSchema,
  tournamentIdParamsSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { addKeepApart, listKeepApart, removeKeepApart } from './keep-apart.service';

const tags = ['tournaments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Players the organiser keeps apart in pairings beyond clubs: friends, family. */
export const keepApartRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/tournaments/:id/keep-apart',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Pairs of players kept apart in pairings, in the rounds clubmates are (organisers)',
        params: tournamentIdParamsSchema,
        response: { 200: keepApartListSchema, ...errors },
      },
    },
    async (request) => listKeepApart(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/tournaments/:id/keep-apart',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Keep two of the event's players apart (organisers); a pair already kept apart answers the list unchanged",
        params: tournamentIdParamsSchema,
        body: keepApartCreateSchema,
        response: { 200: keepApartListSchema, ...errors },
      },
    },
    async (request) => addKeepApart(db, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tournaments/:id/keep-apart/:pairId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Let two players meet again (organisers)',
        params: keepApartParamsSchema,
        response: { 200: keepApartListSchema, ...errors },
      },
    },
    async (request) =>
      removeKeepApart(db, await requireUser(request), request.params.id, request.params.pairId),
  );
};
