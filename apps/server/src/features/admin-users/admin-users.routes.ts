import {
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersReplySchema,
  adminUserUpdateSchema,
  apiErrorSchema,
  appTierSchema,
  grantCreditsSchema,
  revokeSessionsReplySchema,
  userIdParamsSchema,
} from '@muster/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { addCredits, ensureSubscription } from '../subscription/credits.queries';
import { subscriptions } from '../subscription/credits.table';
import { tierPlans } from '../subscription/tier-plans';
import { findAdminUser, revokeSessions, searchUsers } from './admin-users.queries';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

async function findUserOr404(db: Database, userId: string) {
  const [found] = await db.select().from(user).where(eq(user.id, userId));
  if (!found) throw new HttpError(404, 'USER_NOT_FOUND', 'No user with this id.');
  return found;
}

async function adminView(db: Database, userId: string) {
  const view = await findAdminUser(db, userId);
  if (!view) throw new HttpError(404, 'USER_NOT_FOUND', 'No user with this id.');
  return view;
}

export const adminUserRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Search users by e-mail or username',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersReplySchema, ...errors },
      },
    },
    async (request) => searchUsers(db, request.query),
  );

  app.patch(
    '/api/admin/users/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change a user’s role or tier',
        params: userIdParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { userId } = request.params;
      const target = await findUserOr404(db, userId);
      const { role, tier } = request.body;
      if (role !== undefined) {
        if (userId === actor.id) throw new HttpError(400, 'OWN_ROLE', 'You cannot change your own role.');
        const touchesSuperUser = role === 'super_user' || target.role === 'super_user';
        if (touchesSuperUser && actor.role !== 'super_user') {
          throw new HttpError(403, 'FORBIDDEN', 'Only a super user can grant or remove the super user role.');
        }
        await db.update(user).set({ role }).where(eq(user.id, userId));
      }
      if (tier !== undefined) {
        await ensureSubscription(db, userId);
        const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
        const plan = tierPlans[tier];
        await db
          .update(subscriptions)
          .set({
            tier,
            tierSource: tier === 'free' ? 'free' : 'admin',
            aiCoaching: plan.aiCoaching,
            updatedAt: new Date(),
          })
          .where(eq(subscriptions.userId, userId));
        const previous = tierPlans[appTierSchema.catch('free').parse(current?.tier)];
        const extra = plan.includedCredits - previous.includedCredits;
        if (current?.tier !== tier && extra > 0) {
          await addCredits(db, {
            userId,
            amount: extra,
            description: `Upgraded to ${plan.label} by an admin`,
          });
        }
      }
      return adminView(db, userId);
    },
  );

  app.post(
    '/api/admin/users/:userId/credits',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Grant credits to a user, with a reason kept in their history',
        params: userIdParamsSchema,
        body: grantCreditsSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await findUserOr404(db, userId);
      await addCredits(db, { userId, amount: request.body.amount, description: request.body.reason });
      return adminView(db, userId);
    },
  );

  app.post(
    '/api/admin/users/:userId/sessions/revoke',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'End every session of a user',
        params: userIdParamsSchema,
        response: { 200: revokeSessionsReplySchema, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const target = await findUserOr404(db, request.params.userId);
      // As with roles: only a super user acts on a super user's account.
      if (target.role === 'super_user' && actor.role !== 'super_user') {
        throw new HttpError(403, 'FORBIDDEN', 'Only a super user can sign out a super user.');
      }
      return { revoked: await revokeSessions(db, request.params.userId) };
    },
  );
};
