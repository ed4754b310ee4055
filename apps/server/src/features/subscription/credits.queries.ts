import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { allowanceMonth } from './allowance-period';
import { perTier, tierPlans } from './tier-plans';

/** Anything drizzle can run SQL on: the database or an open transaction. */
type Executor = Pick<Database, 'execute'>;

export const INSUFFICIENT_CREDITS = 'Insufficient credits.';

function requirePositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new HttpError(400, 'INVALID_CREDIT_AMOUNT', 'Credit amounts must be positive whole numbers.');
  }
}

/**
 * Creates the free-tier row (and its opening ledger entry) if the user has none, then tops the
 * balance up for the current month if it has not been yet. `now` is the clock (tests move it).
 */
export async function ensureSubscription(db: Executor, userId: string, now = new Date()): Promise<void> {
  const free = tierPlans.free;
  const month = allowanceMonth(now);
  await db.execute(sql`
    WITH inserted AS (
      INSERT INTO subscriptions (user_id, tier, credits, ai_coaching, allowance_month)
      VALUES (${userId}, 'free', ${free.includedCredits}, ${free.aiCoaching}, ${month}::date)
      ON CONFLICT (user_id) DO NOTHING
      RETURNING credits)
    INSERT INTO credit_ledger (user_id, amount, balance_after, description)
    SELECT ${userId}, credits, credits, 'Free tier starting credits' FROM inserted`);
  await topUpForMonth(db, userId, month);
}

/**
 * The first time an account is seen in a new month: its balance goes back up to its tier's
 * included credits (never above what it has, never down), the free coaching sessions reset, and
 * a top-up is written to the ledger. The row lock makes concurrent first requests top up once.
 * A monthly Stripe subscription is topped up by each paid renewal instead (billing.queries.ts),
 * so it is skipped here: one allowance a month, not two. A yearly one pays once a year and is
 * topped up here every month.
 */
async function topUpForMonth(db: Executor, userId: string, month: string): Promise<void> {
  await db.execute(sql`
    WITH due AS (
      SELECT id, credits AS before FROM subscriptions
      WHERE user_id = ${userId} AND allowance_month < ${month}::date
        AND NOT EXISTS (
          SELECT 1 FROM billing_subscriptions b
          WHERE b.user_id = ${userId} AND b.billing_interval = 'month'
            AND b.status IN ('active', 'trialing', 'past_due'))
      FOR UPDATE),
    rolled AS (
      UPDATE subscriptions s
      SET allowance_month = ${month}::date,
          free_coaching_used = 0,
          credits = GREATEST(s.credits, ${perTier(sql.raw('s.tier'), 'includedCredits')}),
          updated_at = now()
      FROM due WHERE s.id = due.id
      RETURNING s.credits, due.before)
    INSERT INTO credit_ledger (user_id, amount, balance_after, description)
    SELECT ${userId}, credits - before, credits, 'Monthly top-up to ' || credits || ' credits'
    FROM rolled WHERE credits > before`);
}

/**
 * spec decrement_credits: one statement that only updates when the balance covers the amount and
 * writes the ledger row from the same snapshot, so concurrent spends can never overdraw.
 */
export async function decrementCredits(
  db: Executor,
  input: { userId: string; amount: number; description: string; analysisId?: string },
): Promise<number> {
  requirePositive(input.amount);
  await ensureSubscription(db, input.userId);
  const result = await db.execute<{ balance_after: number }>(sql`
    WITH updated AS (
      UPDATE subscriptions SET credits = credits - ${input.amount}, updated_at = now()
      WHERE user_id = ${input.userId} AND credits >= ${input.amount}
      RETURNING credits)
    INSERT INTO credit_ledger (user_id, amount, balance_after, description, analysis_id)
    SELECT ${input.userId}, ${-input.amount}, credits, ${input.description}, ${input.analysisId ?? null} FROM updated
    RETURNING balance_after`);
  const row = result.rows[0];
  if (!row) throw new HttpError(402, 'INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS);
  return row.balance_after;
}

/** spec add_credits: adds to the balance and records why. */
export async function addCredits(
  db: Executor,
  input: { userId: string; amount: number; description: string },
): Promise<number> {
  requirePositive(input.amount);
  await ensureSubscription(db, input.userId);
  const result = await db.execute<{ balance_after: number }>(sql`
    WITH updated AS (
      UPDATE subscriptions SET credits = credits + ${input.amount}, updated_at = now()
      WHERE user_id = ${input.userId}
      RETURNING credits)
    INSERT INTO credit_ledger (user_id, amount, balance_after, description)
    SELECT ${input.userId}, ${input.amount}, credits, ${input.description} FROM updated
    RETURNING balance_after`);
  const row = result.rows[0];
  if (!row) throw new HttpError(404, 'SUBSCRIPTION_NOT_FOUND', 'No subscription for this user.');
  return row.balance_after;
}

/** The current balance (a free-tier row is created on first sight, as everywhere else). */
export async function creditBalance(db: Executor, userId: string): Promise<number> {
  await ensureSubscription(db, userId);
  const result = await db.execute<{ credits: number }>(
    sql`SELECT credits FROM subscriptions WHERE user_id = ${userId}`,
  );
  return result.rows[0]?.credits ?? 0;
}
