import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the zod route schemas; JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Muster API',
        description: 'Rosters, dice maths, coaching and tournaments for tabletop wargamers.',
        version: '2.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI sets its own, narrower CSP (with its scripts' hashes) on its pages.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
