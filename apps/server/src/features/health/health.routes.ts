import { healthReplySchema, readinessReplySchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type ReadinessProbe = () => Promise<{
  database: boolean;
  migrations: boolean;
  accepting: boolean;
  gameData: boolean;
}>;

export const healthRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessProbe }> = async (
  app,
  { readiness },
) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['operations'], summary: 'The process is up', response: { 200: healthReplySchema } },
    },
    async () => ({ status: 'ok' as const, version: '2.0.0' }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary:
          'Ready for traffic: database reachable, migrations applied, game-data workers warm, not shutting down',
        response: { 200: readinessReplySchema, 503: readinessReplySchema },
      },
    },
    async (_request, reply) => {
      const checks = await readiness();
      const ready = checks.database && checks.migrations && checks.accepting && checks.gameData;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
};
