import { apiErrorSchema, publishedContentReplySchema } from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { listPublishedContent } from './content.queries';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/acts/published',
    {
      config: { access: 'public' },
      schema: {
        tags: ['library'],
        summary: 'Published tactical content, featured first',
        response: { 200: publishedContentReplySchema, 500: apiErrorSchema },
      },
    },
    async () => ({ published: await listPublishedContent(db) }),
  );
};
