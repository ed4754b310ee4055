import { apiErrorSchema, errorReportBatchSchema, errorReportReplySchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { errorReports } from './error-report.table';

/** Keeps one noisy or hostile client from filling the table. */
const REPORTS_PER_MINUTE_PER_IP = 30;
const BODY_LIMIT_BYTES = 128 * 1024;

export const errorReportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/errors',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: {
        access: 'public',
        rateLimit: { max: REPORTS_PER_MINUTE_PER_IP, timeWindow: 60_000 },
      },
      schema: {
        tags: ['operations'],
        summary: 'Report a batch of client-side errors (at most 10)',
        body: errorReportBatchSchema,
        response: {
          202: errorReportReplySchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userAgent = (request.headers['user-agent'] ?? '').slice(0, 300) || null;
      await db.insert(errorReports).values(
        request.body.errors.map((report) => ({
          code: report.code,
          message: report.message,
          severity: report.severity,
          source: report.source,
          occurredAt: new Date(report.timestamp),
          data: report.data ?? null,
          userAgent,
        })),
      );
      return reply.status(202).send({ accepted: request.body.errors.length });
    },
  );
};
