import {
  adminDashboardSchema,
  adminTrendQuerySchema,
  adminUsageSchema,
  adminWorkersSchema,
  apiErrorSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { gameDataWorkerStats } from '../game-data/game-data-workers';
import { jobsAdminRoutes } from '../jobs/jobs-admin.routes';
import type { RosterParser } from '../rosters/roster-parse-pool';
import { readAdminDashboard, readAdminUsage } from './admin-insights.queries';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Spec 000 /admin and /admin/analytics: how the site is used, week by week. */
export const adminInsightsRoutes: FastifyPluginAsyncZod<{ db: Database; parser: RosterParser }> = async (
  app,
  { db, parser },
) => {
  // The job queue's view sits with the dashboard it is shown on.
  await app.register(jobsAdminRoutes, { db });

  app.get(
    '/api/admin/workers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'This server’s worker pools (roster parsing, game data by lane): workers, queue depth, waits, timeouts',
        response: { 200: adminWorkersSchema, ...errors },
      },
    },
    async () => ({
      pools: [parser.stats(), ...gameDataWorkerStats()],
      sampledAt: new Date().toISOString(),
    }),
  );

  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Users, events, analyses and credits: totals and week by week',
        querystring: adminTrendQuerySchema,
        response: { 200: adminDashboardSchema, ...errors },
      },
    },
    async (request) => readAdminDashboard(db, request.query.weeks),
  );

  app.get(
    '/api/admin/usage',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Use of every feature, week by week, with the number of people using it',
        querystring: adminTrendQuerySchema,
        response: { 200: adminUsageSchema, ...errors },
      },
    },
    async (request) => readAdminUsage(db, request.query.weeks),
  );
};
