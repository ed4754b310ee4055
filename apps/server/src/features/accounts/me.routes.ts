import { type MeReply, meReplySchema, type ShellUserReply } from '@muster/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { ensureSubscription } from '../subscription/credits.queries';
import { subscriptions } from '../subscription/credits.table';
import { defaultAvatarSvg } from './default-avatar';
import { createProfile } from './profile.queries';
import { avatarUrlFor } from './profile.routes';
import { profiles } from './profile.table';

async function shellUser(db: Database, user: SessionUser): Promise<ShellUserReply> {
  await ensureSubscription(db, user.id);
  await createProfile(db, user.id);
  const [row] = await db
    .select({
      tier: subscriptions.tier,
      avatarUrl: profiles.avatarUrl,
      onboarding: profiles.initialOnboardingComplete,
    })
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.userId))
    .where(eq(subscriptions.userId, user.id));
  return meReplySchema.shape.user.unwrap().parse({
    id: user.id,
    // spec 000 §3: the username, else the part of the e-mail before the at-sign, else 'Commander'.
    name: user.username?.trim() || user.email.split('@')[0] || 'Commander',
    email: user.email,
    appTier: row?.tier ?? 'free',
    role: user.role,
    avatar: row?.avatarUrl ?? avatarUrlFor(user.id, undefined),
    twoFactorEnabled: user.twoFactorEnabled,
    onboardingComplete: row?.onboarding ?? false,
  });
}

/** GET /api/me's answer for a request; also written into the pages the server serves (http/spa.ts). */
export async function meReplyFor(db: Database, request: FastifyRequest): Promise<MeReply> {
  const user = await request.currentUser();
  return { user: user ? await shellUser(db, user) : null };
}

export const meRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/me',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user as the app shell shows them, or null',
        response: { 200: meReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return meReplyFor(db, request);
    },
  );

  app.get(
    '/api/avatars/default/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'The generated default avatar of a user id',
        params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.svg$/, 'expected {uuid}.svg') }),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(defaultAvatarSvg(request.params.file.slice(0, 36))),
  );
};
