import {
  apiErrorSchema,
  coachingIdParamsSchema,
  coachingPlanIdParamsSchema,
  coachingPlanSchema,
  coachingPlansReplySchema,
  coachingPlanUpdateSchema,
  coachingQuestionSchema,
  coachingSampleReplySchema,
  coachingSampleRequestSchema,
  coachingSessionDetailSchema,
  coachingSessionsQuerySchema,
  coachingSessionsReplySchema,
  coachingTopicsReplySchema,
  completedSessionSchema,
  QUESTIONS_PER_SESSION,
  startCoachingSessionReplySchema,
  startCoachingSessionSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import type { LanguageModel } from '../ai/language-model';
import { runGameDataTask } from '../game-data/game-data-workers';
import { sampleRosters } from '../game-data/sample-rosters';
import { claimForQuestion, completeSession, engineName, streamAnswer } from './coaching-answers.service';
import { libraryMatches } from './coaching-facts';
import {
  coachingEligibility,
  deletePlan,
  deleteSession,
  listPlans,
  listSessions,
  listTopics,
  RULES_ENGINE,
  sessionDetail,
  startSession,
  updatePlanStatus,
} from './coaching-sessions.service';

const tags = ['coaching'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const coachingRoutes: FastifyPluginAsyncZod<{ db: Database; narrator: LanguageModel | null }> = async (
  app,
  { db, narrator },
) => {
  app.get(
    '/api/coaching/topics',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Coaching topics by credits cost, what your tier allows (credits or free sessions this month) and which engine answers you',
        response: { 200: coachingTopicsReplySchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const eligibility = await coachingEligibility(db, me.id);
      return {
        topics: await listTopics(db),
        eligibility,
        questionsPerSession: QUESTIONS_PER_SESSION,
        engine: eligibility.aiCoaching ? engineName(narrator) : RULES_ENGINE,
      };
    },
  );

  app.get(
    '/api/coaching/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your coaching sessions, most recently used first (10 unless limit says otherwise)',
        querystring: coachingSessionsQuerySchema,
        response: { 200: coachingSessionsReplySchema, ...errors },
      },
    },
    async (request) => ({
      sessions: await listSessions(db, (await requireUser(request)).id, request.query.limit),
    }),
  );

  app.post(
    '/api/coaching/sessions',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Start a session on a topic, optionally about one of your rosters (charges the topic’s credits; on the Free tier takes one of the month’s free rules-engine sessions, 429 when they are used)',
        body: startCoachingSessionSchema,
        response: {
          201: startCoachingSessionReplySchema,
          ...errors,
          402: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      return reply.status(201).send(await startSession(db, me.id, request.body, engineName(narrator)));
    },
  );

  app.get(
    '/api/coaching/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of your sessions with its messages',
        params: coachingIdParamsSchema,
        response: { 200: coachingSessionDetailSchema, ...errors },
      },
    },
    async (request) => sessionDetail(db, (await requireUser(request)).id, request.params.id),
  );

  app.post(
    '/api/coaching/sessions/:id/messages',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Ask a question; the reply streams as newline-delimited JSON events',
        description:
          'Events: {type:"question",message}, then {type:"delta",text} pieces, then {type:"done",message,session} or {type:"error",message}.',
        params: coachingIdParamsSchema,
        body: coachingQuestionSchema,
        response: { ...errors, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const claimed = await claimForQuestion(db, me.id, request.params.id, request.body.content);
      const abort = new AbortController();
      request.raw.on('close', () => abort.abort());
      // Hijacked so each event is written as it happens; the answer is stored even if the reader leaves.
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      for await (const event of streamAnswer(db, me.id, claimed, narrator, abort.signal)) {
        if (!stream.destroyed) stream.write(`${JSON.stringify(event)}\n`);
      }
      stream.end();
    },
  );

  app.post(
    '/api/coaching/sessions/:id/complete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'End a session; with at least one answer, its four-week plan is written',
        params: coachingIdParamsSchema,
        response: {
          200: completedSessionSchema,
          ...errors,
        },
      },
    },
    async (request) => completeSession(db, (await requireUser(request)).id, request.params.id),
  );

  app.delete(
    '/api/coaching/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete one of your sessions and its messages (its plan stays)',
        params: coachingIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSession(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/coaching/plans',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your coaching plans, newest first',
        response: { 200: coachingPlansReplySchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ plans: await listPlans(db, (await requireUser(request)).id) }),
  );

  app.patch(
    '/api/coaching/plans/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark a plan completed, archived or active again',
        params: coachingPlanIdParamsSchema,
        body: coachingPlanUpdateSchema,
        response: { 200: coachingPlanSchema, ...errors },
      },
    },
    async (request) =>
      updatePlanStatus(db, (await requireUser(request)).id, request.params.id, request.body.status),
  );

  app.delete(
    '/api/coaching/plans/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete one of your plans',
        params: coachingPlanIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePlan(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/coaching/sample',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The offline coach on the sample list: free on every tier, nothing stored',
        body: coachingSampleRequestSchema,
        response: { 200: coachingSampleReplySchema, ...errors },
      },
    },
    async (request) => {
      const { yours } = await sampleRosters();
      const answer = await runGameDataTask('coaching-answer', {
        question: request.body.content,
        facts: {
          topic: { title: 'Sample', type: request.body.topicType },
          roster: { id: 'sample', roster: yours.roster },
          savedAnalysis: null,
          library: await libraryMatches(db, request.body.content, request.body.topicType),
          answeredBefore: 0,
        },
      });
      // The sample roster is not one of the user's: cite only the library.
      return {
        rosterName: yours.roster.name,
        answer: answer.text,
        references: answer.references.filter((r) => r.kind !== 'roster'),
        focus: answer.focus,
      };
    },
  );
};
