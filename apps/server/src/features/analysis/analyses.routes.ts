import {
  ANALYSIS_CREDIT_COST,
  analysisModelsSchema,
  analysisRequestSchema,
  analysisSamplesSchema,
  analysisSummariesSchema,
  apiErrorSchema,
  rosterIdParamsSchema,
  savedAnalysisSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { clientGoneSignal } from '../../http/client-gone';
import { answeringEngine, engineDisplayName } from '../ai/engine-status';
import type { LanguageModel } from '../ai/language-model';
import { runGameDataTask } from '../game-data/game-data-workers';
import { sampleRosters } from '../game-data/sample-rosters';
import { factionResultsFor } from '../published-results/faction-results';
import { latestAnalysis, listAnalyses, runAnalysis } from './analyses.queries';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

type SampleAnalyses = z.infer<typeof analysisSamplesSchema>;
let samplesAnalysed: Promise<SampleAnalyses> | null = null;

/**
 * The two sample lists analysed: derived from the game data alone, so worked out once per process
 * (a failed attempt is forgotten and tried again by the next request).
 */
function sampleAnalyses(db: Database): Promise<SampleAnalyses> {
  samplesAnalysed ??= (async () => {
    const samples = Object.values(await sampleRosters());
    return {
      samples: await Promise.all(
        samples.map(async ({ key, roster, enriched, unmatched }) => ({
          key,
          name: roster.name,
          faction: roster.faction,
          points: roster.pointsTotal,
          analysis: await runGameDataTask('analyse', {
            roster,
            results: await factionResultsFor(db, roster),
          }),
          dataNotes: { enriched, unmatched },
        })),
      ),
    };
  })().catch((error: unknown) => {
    samplesAnalysed = null;
    throw error;
  });
  return samplesAnalysed;
}

export const analysisRoutes: FastifyPluginAsyncZod<{ db: Database; narrator: LanguageModel | null }> = async (
  app,
  { db, narrator },
) => {
  app.get(
    '/api/analysis-models',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'The analysis engines this server offers',
        response: { 200: analysisModelsSchema, 401: apiErrorSchema },
      },
    },
    async () => ({
      creditCost: ANALYSIS_CREDIT_COST,
      models: [
        {
          modelType: 'standard' as const,
          available: true,
          label: engineDisplayName(answeringEngine(null)),
          description: 'Computed offline from exact dice maths; the same roster always gets the same report.',
        },
        {
          modelType: 'gemini' as const,
          available: narrator !== null,
          label: narrator ? engineDisplayName(answeringEngine(narrator)) : 'Language model',
          description: narrator
            ? 'The same computed facts, phrased by a language model; numbers it cannot back are dropped.'
            : 'Not switched on at this site: every report comes from the offline engine.',
        },
      ],
    }),
  );

  app.post(
    '/api/rosters/:id/analyses',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['analysis'],
        summary:
          'Analyse a roster (1 credit); modelType standard (offline engine) or gemini (phrased by a model)',
        params: rosterIdParamsSchema,
        body: analysisRequestSchema,
        response: { 201: savedAnalysisSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const modelType = request.body.modelType === 'gemini' ? 'gemini' : 'standard';
      const saved = await runAnalysis(db, me.id, request.params.id, {
        modelType,
        narrator,
        signal: clientGoneSignal(reply),
      });
      return reply.status(201).send(saved);
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

  app.get(
    '/api/analysis-samples',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['analysis'],
        summary: 'The offline engine on the two sample lists (free, not stored)',
        response: { 200: analysisSamplesSchema, 401: apiErrorSchema },
      },
    },
    async () => sampleAnalyses(db),
  );

  app.get(
    '/api/analyses',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'Your 50 newest analyses, across rosters',
        response: { 200: analysisSummariesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ analyses: await listAnalyses(db, (await requireUser(request)).id) }),
  );
};
