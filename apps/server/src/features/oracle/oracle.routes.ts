import {
  apiErrorSchema,
  matchUploadAnalysisSchema,
  matchUploadRequestSchema,
  matchUploadSchema,
  matchUploadsSchema,
  matchUploadUpdateSchema,
  metaQuerySchema,
  metaReportSchema,
  oracleDashboardSchema,
  oracleUploadParamsSchema,
} from '@muster/contracts';
import { MATCH_FILE_COLUMNS } from '@muster/meta';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import {
  createUpload,
  deleteUpload,
  listUploads,
  metaReport,
  oracleDashboard,
  setUploadShared,
  uploadAnalysis,
} from './oracle.service';

const tags = ['oracle'];
const user = { access: 'user' as const };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const today = () => new Date().toISOString().slice(0, 10);

/** Spec 000 /oracle, /oracle/analysis/:analysisId, /oracle/meta-insights and /oracle/dashboard. */
export const oracleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/oracle/uploads',
    {
      config: { ...user, rateLimit: { max: 20, timeWindow: 60_000 } },
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        summary: `Upload match data (.csv or .json; columns ${MATCH_FILE_COLUMNS.join(', ')}); bad rows are reported, good ones kept`,
        body: matchUploadRequestSchema,
        response: { 201: matchUploadSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUpload(db, await requireUser(request), request.body, today())),
  );

  app.get(
    '/api/oracle/uploads',
    {
      config: user,
      schema: {
        tags,
        summary: 'Your uploads, newest first',
        response: { 200: matchUploadsSchema, ...errors },
      },
    },
    async (request) => ({ uploads: await listUploads(db, (await requireUser(request)).id) }),
  );

  app.get(
    '/api/oracle/uploads/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'One upload: its rejected rows and the meta of its games',
        params: oracleUploadParamsSchema,
        response: { 200: matchUploadAnalysisSchema, ...errors },
      },
    },
    async (request) => uploadAnalysis(db, await requireUser(request), request.params.id),
  );

  app.patch(
    '/api/oracle/uploads/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Share an upload with the community meta, or take it back',
        params: oracleUploadParamsSchema,
        body: matchUploadUpdateSchema,
        response: { 200: matchUploadSchema, ...errors },
      },
    },
    async (request) =>
      setUploadShared(db, await requireUser(request), request.params.id, request.body.shared),
  );

  app.delete(
    '/api/oracle/uploads/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete an upload and its games',
        params: oracleUploadParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUpload(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/oracle/meta',
    {
      config: { ...user, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Meta insights: win rates with 95% intervals, matchups, trends, splits, top results, Elo',
        querystring: metaQuerySchema,
        response: { 200: metaReportSchema, ...errors },
      },
    },
    async (request) => metaReport(db, await requireUser(request), request.query),
  );

  app.get(
    '/api/oracle/dashboard',
    {
      config: user,
      schema: {
        tags,
        summary: 'The community meta in brief, with your latest uploads',
        response: { 200: oracleDashboardSchema, ...errors },
      },
    },
    async (request) => oracleDashboard(db, await requireUser(request)),
  );
};
