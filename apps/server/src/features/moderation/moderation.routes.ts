import {
  apiErrorSchema,
  flagDecisionSchema,
  flagRequestSchema,
  flagSchema,
  myFlagsSchema,
  reviewItemSchema,
  reviewParamsSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  ticketAnswerSchema,
  ticketRequestSchema,
  ticketSchema,
  ticketsSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import {
  answerTicket,
  closeTicket,
  createFlag,
  createTicket,
  myFlags,
  myTickets,
  resolveFlag,
  reviewItem,
  reviewQueue,
} from './moderation.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const user = { access: 'user' as const };
const admin = { access: 'admin' as const };
const ticketParams = z.object({ id: z.string().uuid('That ticket id is not valid.') });

/** Reports and support tickets from users; the /admin-review queue where admins settle them. */
export const moderationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/flags',
    {
      config: { ...user, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['moderation'],
        summary: 'Report an item (library content, your analysis, an Oracle upload) for an admin to review',
        body: flagRequestSchema,
        response: { 201: flagSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFlag(db, await requireUser(request), request.body)),
  );

  app.get(
    '/api/flags/mine',
    {
      config: user,
      schema: {
        tags: ['moderation'],
        summary: 'Your reports and what became of them',
        response: { 200: myFlagsSchema, ...errors },
      },
    },
    async (request) => ({ flags: await myFlags(db, (await requireUser(request)).id) }),
  );

  app.post(
    '/api/support/tickets',
    {
      config: { ...user, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['support'],
        summary: 'Send a support ticket',
        body: ticketRequestSchema,
        response: { 201: ticketSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTicket(db, await requireUser(request), request.body)),
  );

  app.get(
    '/api/support/tickets',
    {
      config: user,
      schema: {
        tags: ['support'],
        summary: 'Your tickets and their answers',
        response: { 200: ticketsSchema, ...errors },
      },
    },
    async (request) => ({ tickets: await myTickets(db, (await requireUser(request)).id) }),
  );

  app.post(
    '/api/support/tickets/:id/close',
    {
      config: user,
      schema: {
        tags: ['support'],
        summary: 'Close your ticket',
        params: ticketParams,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (request) => closeTicket(db, await requireUser(request), request.params.id),
  );

  app.get(
    '/api/admin/review',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'The review queue: reports and support tickets',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueSchema, ...errors },
      },
    },
    async (request) => reviewQueue(db, request.query),
  );

  app.get(
    '/api/admin/review/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'One report or ticket',
        params: reviewParamsSchema,
        response: { 200: reviewItemSchema, ...errors },
      },
    },
    async (request) => reviewItem(db, request.params.id),
  );

  app.post(
    '/api/admin/review/:id/resolve',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Settle a report: dismiss it, or hide the item (settles every open report of it)',
        params: reviewParamsSchema,
        body: flagDecisionSchema,
        response: { 200: reviewItemSchema, ...errors },
      },
    },
    async (request) => resolveFlag(db, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/review/:id/answer',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Answer a support ticket',
        params: reviewParamsSchema,
        body: ticketAnswerSchema,
        response: { 200: reviewItemSchema, ...errors },
      },
    },
    async (request) => answerTicket(db, await requireUser(request), request.params.id, request.body.answer),
  );
};
