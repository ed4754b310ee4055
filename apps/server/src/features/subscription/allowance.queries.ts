import { freeCoachingUsedUpMessage } from '@muster/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { allowanceMonth, nextAllowanceMonth } from './allowance-period';
import { ensureSubscription } from './credits.queries';
import { perTier, type Tier, tierPlans, tiers } from './tier-plans';

type Executor = Pick<Database, 'execute'>;

const tierOf = (value: string): Tier => (tiers.includes(value as Tier) ? (value as Tier) : 'free');

/**
 * Takes one of this month's free coaching sessions, or refuses with 429 and when they come back.
 * One statement checks and counts, so two tabs starting sessions at once cannot both take the last.
 */
export async function takeFreeCoachingSession(db: Executor, userId: string, now = new Date()) {
  await ensureSubscription(db, userId, now);
  const taken = await db.execute<{ used: number }>(sql`
    UPDATE subscriptions
    SET free_coaching_used = free_coaching_used + 1, updated_at = now()
    WHERE user_id = ${userId} AND free_coaching_used < ${perTier(sql.raw('tier'), 'freeCoachingSessions')}
    RETURNING free_coaching_used AS used`);
  if (taken.rows[0]) return { used: taken.rows[0].used };
  const tier = await db.execute<{ tier: string }>(
    sql`SELECT tier FROM subscriptions WHERE user_id = ${userId}`,
  );
  const included = tierPlans[tierOf(tier.rows[0]?.tier ?? 'free')].freeCoachingSessions;
  throw new HttpError(
    429,
    'FREE_COACHING_USED_UP',
    freeCoachingUsedUpMessage(included, nextAllowanceMonth(now)),
  );
}

/** What the account has used in the current allowance month. */
export async function monthlyUsage(db: Executor, userId: string, now = new Date()) {
  await ensureSubscription(db, userId, now);
  const periodStart = allowanceMonth(now);
  // Midnight UTC on the first, whatever time zone the database session uses.
  const since = sql`(${periodStart}::timestamp AT TIME ZONE 'UTC')`;
  const result = await db.execute<{
    credits_spent: number;
    analyses: number;
    coaching_sessions: number;
    free_coaching_used: number;
  }>(sql`
    SELECT
      (SELECT COALESCE(-SUM(amount), 0)::int FROM credit_ledger
        WHERE user_id = ${userId} AND amount < 0 AND created_at >= ${since}) AS credits_spent,
      (SELECT count(*)::int FROM analyses
        WHERE user_id = ${userId} AND created_at >= ${since}) AS analyses,
      (SELECT count(*)::int FROM coaching_sessions
        WHERE user_id = ${userId} AND created_at >= ${since}) AS coaching_sessions,
      (SELECT free_coaching_used FROM subscriptions WHERE user_id = ${userId}) AS free_coaching_used`);
  const row = result.rows[0];
  return {
    periodStart,
    nextTopUp: nextAllowanceMonth(now),
    creditsSpent: row?.credits_spent ?? 0,
    analyses: row?.analyses ?? 0,
    coachingSessions: row?.coaching_sessions ?? 0,
    freeCoachingSessionsUsed: row?.free_coaching_used ?? 0,
  };
}
