import {
  apiErrorSchema,
  authMessages,
  avatarReplySchema,
  type Profile,
  profilePreferencesSchema,
  profileSchema,
  profileUpdateSchema,
} from '@muster/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { avatars } from './avatar.table';
import { AVATAR_MAX_BYTES, AvatarImageError, reencodeAvatar } from './avatar-image';
import { createProfile } from './profile.queries';
import { profiles } from './profile.table';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Changes to one user's avatar take turns: each holds the account row until it commits. */
async function lockAvatarOwner(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
}

export function avatarUrlFor(userId: string, uploaded: { id: string } | undefined): string {
  return uploaded ? `/api/avatars/${uploaded.id}.webp` : `/api/avatars/default/${userId}.svg`;
}

async function loadProfile(db: Database, userId: string): Promise<Profile> {
  await createProfile(db, userId);
  const [row] = await db
    .select({ account: user, profile: profiles, avatarId: avatars.id })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(avatars, eq(avatars.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new HttpError(404, 'PROFILE_NOT_FOUND', 'No profile for this user.');
  const { account, profile } = row;
  return profileSchema.parse({
    id: account.id,
    email: account.email,
    username: account.username,
    displayName: profile.displayName,
    bio: profile.bio,
    avatarUrl: avatarUrlFor(account.id, row.avatarId ? { id: row.avatarId } : undefined),
    hasUploadedAvatar: row.avatarId !== null,
    skillLevel: profile.skillLevel,
    gamingExperienceLevel: profile.gamingExperienceLevel,
    preferredPlayStyle: profile.preferredPlayStyle,
    preferredFactions: profile.preferredFactions,
    preferences: profilePreferencesSchema.parse(profile.preferences),
    statistics: {
      totalAnalyses: profile.totalAnalyses,
      totalCoachingSessions: profile.totalCoachingSessions,
      totalRosters: profile.totalRosters,
      gamesPlayed: profile.gamesPlayed,
    },
    createdAt: account.createdAt.toISOString(),
    lastActive: profile.lastActive.toISOString(),
  });
}

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Avatars arrive as the raw file; the bytes are sniffed, so the declared type only routes them here.
  app.addContentTypeParser(
    /^image\/|^application\/octet-stream$/,
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Your profile and statistics',
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => loadProfile(db, (await requireUser(request)).id),
  );

  app.patch(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Update your profile',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const { username, ...fields } = request.body;
      if (username !== undefined && username !== me.username) {
        const [taken] = await db
          .select({ id: user.id })
          .from(user)
          .where(eq(user.username, username.toLowerCase()));
        if (taken && taken.id !== me.id)
          throw new HttpError(409, 'USERNAME_TAKEN', authMessages.usernameTaken);
        await db
          .update(user)
          .set({ username: username.toLowerCase(), displayUsername: username, name: username })
          .where(eq(user.id, me.id));
      }
      await createProfile(db, me.id);
      if (Object.keys(fields).length > 0) {
        await db
          .update(profiles)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(profiles.id, me.id));
      }
      return loadProfile(db, me.id);
    },
  );

  app.put(
    '/api/profile/avatar',
    {
      config: { access: 'user' },
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags: ['accounts'],
        summary: 'Upload an avatar (PNG, JPEG, GIF or WebP up to 2 MiB)',
        response: { 200: avatarReplySchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      if (!Buffer.isBuffer(request.body))
        throw new HttpError(400, 'AVATAR_INVALID', 'Upload the image file itself.');
      let encoded: Buffer;
      try {
        encoded = await reencodeAvatar(request.body);
      } catch (error) {
        if (error instanceof AvatarImageError) throw new HttpError(400, 'AVATAR_INVALID', error.message);
        throw error;
      }
      // A new row (new id, new URL) per upload, so caches never show the old picture. One user's
      // uploads take turns on their account row: two at once used to both find no avatar, both
      // insert, and the second broke the one-avatar-per-user constraint (a 500). The profile's URL
      // is set in the same turn, so it always names the avatar that remains.
      const avatarUrl = await db.transaction(async (tx) => {
        await lockAvatarOwner(tx, me.id);
        await tx.delete(avatars).where(eq(avatars.userId, me.id));
        const [saved] = await tx
          .insert(avatars)
          .values({ userId: me.id, contentType: 'image/webp', bytes: encoded, byteLength: encoded.length })
          .returning({ id: avatars.id });
        const url = avatarUrlFor(me.id, saved);
        await tx
          .update(profiles)
          .set({ avatarUrl: url, updatedAt: new Date() })
          .where(eq(profiles.id, me.id));
        return url;
      });
      return { avatarUrl };
    },
  );

  app.delete(
    '/api/profile/avatar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Go back to the generated avatar',
        response: { 200: avatarReplySchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      await db.transaction(async (tx) => {
        await lockAvatarOwner(tx, me.id);
        await tx.delete(avatars).where(eq(avatars.userId, me.id));
        await tx
          .update(profiles)
          .set({ avatarUrl: null, updatedAt: new Date() })
          .where(eq(profiles.id, me.id));
      });
      return { avatarUrl: avatarUrlFor(me.id, undefined) };
    },
  );

  app.get(
    '/api/avatars/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'An uploaded avatar',
        params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/, 'expected {uuid}.webp') }),
      },
    },
    async (request, reply) => {
      const [found] = await db
        .select()
        .from(avatars)
        .where(eq(avatars.id, request.params.file.slice(0, 36)));
      if (!found) throw new HttpError(404, 'AVATAR_NOT_FOUND', 'No such avatar.');
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.bytes);
    },
  );
};
