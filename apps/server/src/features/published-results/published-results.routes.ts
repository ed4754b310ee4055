import {
  apiErrorSchema,
  publishedResultSchema,
  publishedResultsSchema,
  resultTableSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { deleteResultTable, listResultTables, loadResultTable } from './published-results.service';

const tags = ['oracle'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The faction result tables ratings rest on: anyone signed in may read them, admins load newer ones. */
export const publishedResultRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/published-results',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The faction result tables ratings rest on (bundled and loaded), with their sources',
        response: { 200: publishedResultsSchema, ...errors },
      },
    },
    async () => ({ tables: await listResultTables(db) }),
  );

  app.post(
    '/api/admin/published-results',
    {
      config: { access: 'admin', rateLimit: { max: 30, timeWindow: 60_000 } },
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Load a newer faction result table (numbers as published, with source, address and period)',
        body: resultTableSchema,
        response: { 201: publishedResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await loadResultTable(db, (await requireUser(request)).id, request.body)),
  );

  app.delete(
    '/api/admin/published-results/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Remove a loaded result table',
        params: z.object({ id: z.uuid('Invalid table id format') }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteResultTable(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
