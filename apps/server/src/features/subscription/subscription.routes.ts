import { subscriptionReplySchema } from '@muster/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { monthlyUsage } from './allowance.queries';
import { ensureSubscription } from './credits.queries';
import { creditLedger, subscriptions } from './credits.table';
import { tierPlans, tiers } from './tier-plans';

const HISTORY_LENGTH = 50;

const planList = tiers.map((tier) => ({
  tier,
  label: tierPlans[tier].label,
  includedCredits: tierPlans[tier].includedCredits,
  aiCoaching: tierPlans[tier].aiCoaching,
  freeCoachingSessions: tierPlans[tier].freeCoachingSessions,
}));

export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/subscription',
    {
      config: { access: 'user' },
      schema: {
        tags: ['credits'],
        summary:
          'Your tier, credit balance, the plans, what you used this month (and when it tops up) and your latest credit history',
        response: { 200: subscriptionReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await ensureSubscription(db, user.id);
      const thisMonth = await monthlyUsage(db, user.id);
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      if (!row) throw new HttpError(404, 'SUBSCRIPTION_NOT_FOUND', 'No subscription for this user.');
      const history = await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, user.id))
        .orderBy(desc(creditLedger.id))
        .limit(HISTORY_LENGTH);
      return subscriptionReplySchema.parse({
        tier: row.tier,
        credits: row.credits,
        aiCoaching: row.aiCoaching,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        autoRenew: row.autoRenew,
        plans: planList,
        thisMonth,
        history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      });
    },
  );
};
