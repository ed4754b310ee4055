import {
  analysisRequestSchema,
  apiErrorSchema,
  rosterIdParamsSchema,
  savedAnalysisSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { latestAnalysis, runAnalysis } from './analyses.queries';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  503: apiErrorSchema,
};

export const analysisRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/rosters/:id/analyses',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['analysis'],
        summary: 'Analyse a roster (1 credit); modelType standard (offline engine) or gemini',
        params: rosterIdParamsSchema,
        body: analysisRequestSchema,
        response: { 201: savedAnalysisSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      if (request.body.modelType === 'gemini') {
        throw new HttpError(
          503,
          'MODEL_NOT_CONFIGURED',
          'The gemini model is not configured on this server; use standard.',
        );
      }
      return reply.status(201).send(await runAnalysis(db, me.id, request.params.id));
    },
  );

  app.get(
    '/api/rosters/:id/analyses/latest',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'The newest analysis of one of your rosters',
        params: rosterIdParamsSchema,
        response: { 200: savedAnalysisSchema, ...errors },
      },
    },
    async (request) => latestAnalysis(db, (await requireUser(request)).id, request.params.id),
  );
};
