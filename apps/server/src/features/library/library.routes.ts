import {
  apiErrorSchema,
  contentIdParamsSchema,
  contentProgressListSchema,
  contentProgressReplySchema,
  contentProgressSchema,
  contentProgressUpdateSchema,
  learningPathsReplySchema,
  libraryPreferencesSchema,
  librarySearchQuerySchema,
  librarySearchReplySchema,
  recommendationsReplySchema,
} from '@muster/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { preferencesOf, recommendedFor, searchLibrary } from './discovery.service';
import { userLibraryPreferences } from './library.table';
import { learningPathsFor, markViewed, progressOf, updateProgress } from './progress.service';

const tags = ['library'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const libraryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/library/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Full-text search of published content with filters (50 results, 5 title suggestions)',
        querystring: librarySearchQuerySchema,
        response: { 200: librarySearchReplySchema, ...errors },
      },
    },
    async (request) => searchLibrary(db, request.query),
  );

  app.get(
    '/api/library/paths',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Learning paths with their modules, and your progress when signed in',
        response: { 200: learningPathsReplySchema, ...errors },
      },
    },
    async (request) => ({ paths: await learningPathsFor(db, (await request.currentUser())?.id ?? null) }),
  );

  app.get(
    '/api/library/progress',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your progress on every item you opened, bookmarked, completed, noted or rated',
        response: { 200: contentProgressListSchema, ...errors },
      },
    },
    async (request) => ({ items: await progressOf(db, (await requireUser(request)).id) }),
  );

  app.put(
    '/api/library/progress/:contentId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Bookmark, complete, note or rate an item; completion cascades to modules and paths',
        params: contentIdParamsSchema,
        body: contentProgressUpdateSchema,
        response: { 200: contentProgressReplySchema, ...errors },
      },
    },
    async (request) =>
      updateProgress(db, (await requireUser(request)).id, request.params.contentId, request.body),
  );

  app.post(
    '/api/library/progress/:contentId/viewed',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Record that you opened an item (recently viewed, recommendations)',
        params: contentIdParamsSchema,
        response: { 200: contentProgressSchema, ...errors },
      },
    },
    async (request) => markViewed(db, (await requireUser(request)).id, request.params.contentId),
  );

  app.get(
    '/api/library/recommended',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Recommended items scored from your preferences, rosters and reading (3 by default)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(10).default(3) }),
        response: { 200: recommendationsReplySchema, ...errors },
      },
    },
    async (request) => ({
      items: await recommendedFor(db, (await requireUser(request)).id, request.query.limit),
    }),
  );

  app.get(
    '/api/library/preferences',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your library preferences',
        response: { 200: libraryPreferencesSchema, ...errors },
      },
    },
    async (request) =>
      libraryPreferencesSchema.parse(await preferencesOf(db, (await requireUser(request)).id)),
  );

  app.put(
    '/api/library/preferences',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Set preferred categories, difficulty and formats',
        body: libraryPreferencesSchema,
        response: { 200: libraryPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const userId = (await requireUser(request)).id;
      await db
        .insert(userLibraryPreferences)
        .values({ userId, ...request.body })
        .onConflictDoUpdate({
          target: userLibraryPreferences.userId,
          set: { ...request.body, updatedAt: sql`now()` },
        });
      return request.body;
    },
  );
};
