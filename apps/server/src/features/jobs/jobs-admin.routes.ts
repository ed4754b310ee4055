import { adminJobParamsSchema, adminJobsSchema, apiErrorSchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { requeueDeadJob } from './job-queue';
import { readJobOverview } from './jobs-admin.queries';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The admin dashboard's view of the background job queue, and sending a dead letter back. */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Background jobs per kind (queued, retrying, running, finished today, dead) and the latest dead letters',
        response: { 200: adminJobsSchema, ...errors },
      },
    },
    async () => readJobOverview(db),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Send a dead letter back to the queue with fresh attempts',
        params: adminJobParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await requeueDeadJob(db, request.params.id)))
        throw new HttpError(404, 'JOB_NOT_DEAD', 'There is no dead job with that id to retry.');
      return reply.status(204).send(null);
    },
  );
};
