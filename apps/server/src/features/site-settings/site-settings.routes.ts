import {
  apiErrorSchema,
  publicSiteSchema,
  siteSettingsReplySchema,
  siteSettingsSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { readSiteSettings, readSiteSettingsWithAuthor, saveSiteSettings } from './site-settings.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Spec 000 /admin/settings, plus the public part every page's shell reads. */
export const siteSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'The site announcement and whether sign-ups are open',
        response: { 200: publicSiteSchema },
      },
    },
    async () => {
      const { announcement, signupsOpen } = await readSiteSettings(db);
      return { announcement, signupsOpen };
    },
  );

  app.get(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Site-wide settings',
        response: { 200: siteSettingsReplySchema, ...errors },
      },
    },
    async () => readSiteSettingsWithAuthor(db),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'admin', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Save site-wide settings (they apply on every server at once)',
        body: siteSettingsSchema,
        response: { 200: siteSettingsReplySchema, ...errors },
      },
    },
    async (request) => saveSiteSettings(db, (await requireUser(request)).id, request.body),
  );
};
