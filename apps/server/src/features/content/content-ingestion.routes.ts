import {
  apiErrorSchema,
  type ContentIngestionJob,
  contentIngestionJobSchema,
  contentIngestionJobsSchema,
  contentIngestionRequestSchema,
  ingestionJobParamsSchema,
} from '@muster/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { ownJob } from '../jobs/job.policy';
import { enqueueJob, type JobRow } from '../jobs/job-queue';
import { jobs } from '../jobs/jobs.table';
import { CONTENT_INGESTION_JOB } from './content-ingestion.job';

const tags = ['admin'];
const superUser = { access: 'super_user' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

function toJob(row: JobRow): ContentIngestionJob {
  const payload = row.payload as { fileName?: string };
  const progress = row.progress as { result?: ContentIngestionJob['result'] };
  return {
    id: row.id,
    fileName: payload.fileName ?? '',
    status: row.status,
    result: progress.result ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spec 000 /content-ingestion (super users): an upload becomes a queued job with a status. */
export const contentIngestionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/content-ingestion',
    {
      config: { ...superUser, rateLimit: { max: 30, timeWindow: 60_000 } },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Queue a document (Markdown, text or HTML) to become a library item',
        body: contentIngestionRequestSchema,
        response: { 202: contentIngestionJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const row = await enqueueJob(db, { kind: CONTENT_INGESTION_JOB, userId: me.id, payload: request.body });
      return reply.status(202).send(toJob(row));
    },
  );

  app.get(
    '/api/content-ingestion',
    {
      config: superUser,
      schema: {
        tags,
        summary: 'Your 20 newest uploads with their status',
        response: { 200: contentIngestionJobsSchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const rows = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.userId, me.id), eq(jobs.kind, CONTENT_INGESTION_JOB)))
        .orderBy(desc(jobs.createdAt))
        .limit(20);
      return { jobs: rows.map(toJob) };
    },
  );

  app.get(
    '/api/content-ingestion/:id',
    {
      config: superUser,
      schema: {
        tags,
        summary: 'One upload’s status',
        params: ingestionJobParamsSchema,
        response: { 200: contentIngestionJobSchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(ownJob(me.id, request.params.id), eq(jobs.kind, CONTENT_INGESTION_JOB)));
      if (!row) throw new HttpError(404, 'JOB_NOT_FOUND', 'Upload not found.');
      return toJob(row);
    },
  );
};
