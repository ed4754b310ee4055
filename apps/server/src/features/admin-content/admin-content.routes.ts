import {
  adminContentItemSchema,
  adminContentListSchema,
  adminContentQuerySchema,
  apiErrorSchema,
  bulkContentReplySchema,
  bulkContentSchema,
  contentIdParamsSchema,
  contentInputSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import {
  bulkUpsertContent,
  createContent,
  deleteContent,
  getAdminContent,
  listAdminContent,
  setPublished,
  updateContent,
} from './admin-content.service';

const tags = ['admin'];
const admin = { access: 'admin' as const };
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const byId = { params: contentIdParamsSchema };

/** Spec 000 /admin/content: admins and super users write, publish and remove library content. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/content',
    {
      config: admin,
      schema: {
        tags,
        summary: 'All library content, drafts included, newest change first',
        querystring: adminContentQuerySchema,
        response: { 200: adminContentListSchema, ...errors },
      },
    },
    async (request) => listAdminContent(db, request.query),
  );

  app.get(
    '/api/admin/content/:contentId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One item with its text',
        ...byId,
        response: { 200: adminContentItemSchema, ...errors },
      },
    },
    async (request) => getAdminContent(db, request.params.contentId),
  );

  app.post(
    '/api/admin/content',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Write a new item (slug from the title unless given)',
        body: contentInputSchema,
        response: { 201: adminContentItemSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createContent(db, request.body)),
  );

  app.put(
    '/api/admin/content/:contentId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace an item’s fields',
        ...byId,
        body: contentInputSchema,
        response: { 200: adminContentItemSchema, ...errors },
      },
    },
    async (request) => updateContent(db, request.params.contentId, request.body),
  );

  for (const [action, isPublished] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/admin/content/:contentId/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary: isPublished ? 'Publish an item to the library' : 'Take an item out of the library',
          ...byId,
          response: { 200: adminContentItemSchema, ...errors },
        },
      },
      async (request) => setPublished(db, request.params.contentId, isPublished),
    );
  }

  app.delete(
    '/api/admin/content/:contentId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an item no learning path uses',
        ...byId,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteContent(db, request.params.contentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/content/bulk',
    {
      config: { ...admin, rateLimit: { max: 10, timeWindow: 60_000 } },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Create or update up to 200 items by slug; each item is reported on its own',
        body: bulkContentSchema,
        response: { 200: bulkContentReplySchema, ...errors },
      },
    },
    async (request) => ({ results: await bulkUpsertContent(db, request.body.items) }),
  );
};
