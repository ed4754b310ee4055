import {
  apiErrorSchema,
  batchAnalysisListSchema,
  batchAnalysisRequestSchema,
  batchAnalysisSchema,
  batchIdParamsSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { cancelBatch, createBatch, findBatch, listBatches } from './batch-analysis.queries';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 402: apiErrorSchema, 404: apiErrorSchema };

export const batchAnalysisRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/batch-analyses',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['analysis'],
        summary: 'Queue the analysis of several of your rosters (1 credit each)',
        body: batchAnalysisRequestSchema,
        response: { 202: batchAnalysisSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The queue's NOTIFY wakes a worker on whichever server is free.
      return reply.status(202).send(await createBatch(db, (await requireUser(request)).id, request.body));
    },
  );

  app.get(
    '/api/batch-analyses',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'Your 20 newest batches',
        response: { 200: batchAnalysisListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ batches: await listBatches(db, (await requireUser(request)).id) }),
  );

  app.get(
    '/api/batch-analyses/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'One batch with its progress',
        params: batchIdParamsSchema,
        response: { 200: batchAnalysisSchema, ...errors },
      },
    },
    async (request) => findBatch(db, (await requireUser(request)).id, request.params.id),
  );

  app.post(
    '/api/batch-analyses/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'Stop a batch; analyses already finished are kept',
        params: batchIdParamsSchema,
        response: { 200: batchAnalysisSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => cancelBatch(db, (await requireUser(request)).id, request.params.id),
  );
};
