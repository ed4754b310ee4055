import {
  addPlayerSchema,
  adjustmentCreateSchema,
  adjustmentListSchema,
  apiErrorSchema,
  entryActionSchema,
  entryListSchema,
  entryParamsSchema,
  entrySchema,
  registrationSchema,
  tournamentIdParamsSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import {
  actOnEntry,
  addAdjustment,
  addPlayer,
  listAdjustments,
  listEntries,
  register,
  withdraw,
} from './registration.service';

const tags = ['tournaments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const registrationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/tournaments/:id/registration',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Register (a seat, pending approval, or the waitlist when full); twice answers the same entry',
        params: tournamentIdParamsSchema,
        body: registrationSchema,
        response: { 200: entrySchema, ...errors },
      },
    },
    async (request) => register(db, await requireUser(request), request.params.id, request.body.club ?? null),
  );

  app.delete(
    '/api/tournaments/:id/registration',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Withdraw before the event, or drop once it runs; a freed seat goes to the waitlist',
        params: tournamentIdParamsSchema,
        response: { 200: entrySchema, ...errors },
      },
    },
    async (request) => withdraw(db, await requireUser(request), request.params.id),
  );

  app.get(
    '/api/tournaments/:id/entries',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Every registration (organisers)',
        params: tournamentIdParamsSchema,
        response: { 200: entryListSchema, ...errors },
      },
    },
    async (request) => ({ entries: await listEntries(db, await requireUser(request), request.params.id) }),
  );

  app.post(
    '/api/tournaments/:id/entries',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Add a player by username, confirmed (late join or walk-in; organisers). A full event needs overCap: true.',
        params: tournamentIdParamsSchema,
        body: addPlayerSchema,
        response: { 200: entrySchema, ...errors },
      },
    },
    async (request) => addPlayer(db, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/tournaments/:id/entries/:entryId/actions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'approve, promote, mark-paid, mark-unpaid, check-in, undo-check-in, drop, reinstate (organisers)',
        params: entryParamsSchema,
        body: entryActionSchema,
        response: { 200: entrySchema, ...errors },
      },
    },
    async (request) =>
      actOnEntry(
        db,
        await requireUser(request),
        request.params.id,
        request.params.entryId,
        request.body.action,
      ),
  );

  app.get(
    '/api/tournaments/:id/adjustments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Bonus and penalty points (organisers)',
        params: tournamentIdParamsSchema,
        response: { 200: adjustmentListSchema, ...errors },
      },
    },
    async (request) => ({
      adjustments: await listAdjustments(db, await requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/tournaments/:id/adjustments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Give bonus or penalty points with the reason players see (organisers)',
        params: tournamentIdParamsSchema,
        body: adjustmentCreateSchema,
        response: { 200: adjustmentListSchema, ...errors },
      },
    },
    async (request) => ({
      adjustments: await addAdjustment(db, await requireUser(request), request.params.id, request.body),
    }),
  );
};
