import {
  apiErrorSchema,
  coOrganiserSchema,
  tournamentCreateSchema,
  tournamentIdParamsSchema,
  tournamentListQuerySchema,
  tournamentListSchema,
  tournamentSchema,
  tournamentUpdateSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { listTournaments, toTournament } from './tournament-view';
import { findTournamentRow } from './tournaments.queries';
import {
  addCoOrganiser,
  cancelTournament,
  createTournament,
  removeCoOrganiser,
  updateTournament,
} from './tournaments.service';

const tags = ['tournaments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const tournamentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/tournaments',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Public events (upcoming, past or all), searchable by name or venue; mine=true for your own',
        querystring: tournamentListQuerySchema,
        response: { 200: tournamentListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      tournaments: await listTournaments(db, await request.currentUser(), {
        query: request.query.query,
        when: request.query.when,
        mine: request.query.mine === 'true',
      }),
    }),
  );

  app.post(
    '/api/tournaments',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Create an event; you are its organiser',
        body: tournamentCreateSchema,
        response: { 201: tournamentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTournament(db, await requireUser(request), request.body)),
  );

  app.get(
    '/api/tournaments/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One event (public or unlisted: anyone with the link)',
        params: tournamentIdParamsSchema,
        response: { 200: tournamentSchema, ...errors },
      },
    },
    async (request) =>
      toTournament(db, await findTournamentRow(db, request.params.id), await request.currentUser()),
  );

  app.patch(
    '/api/tournaments/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change the event (organisers)',
        params: tournamentIdParamsSchema,
        body: tournamentUpdateSchema,
        response: { 200: tournamentSchema, ...errors },
      },
    },
    async (request) => updateTournament(db, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/tournaments/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cancel the event (organisers)',
        params: tournamentIdParamsSchema,
        response: { 200: tournamentSchema, ...errors },
      },
    },
    async (request) => cancelTournament(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/tournaments/:id/organisers',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a co-organiser by username (the creator)',
        params: tournamentIdParamsSchema,
        body: coOrganiserSchema,
        response: { 200: tournamentSchema, ...errors },
      },
    },
    async (request) =>
      addCoOrganiser(db, await requireUser(request), request.params.id, request.body.username),
  );

  app.delete(
    '/api/tournaments/:id/organisers/:userId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove a co-organiser (the creator)',
        params: tournamentIdParamsSchema.extend({ userId: z.uuid('Invalid user_id format') }),
        response: { 200: tournamentSchema, ...errors },
      },
    },
    async (request) =>
      removeCoOrganiser(db, await requireUser(request), request.params.id, request.params.userId),
  );
};
