import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test-support/builders';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { addCredits, decrementCredits, ensureSubscription, INSUFFICIENT_CREDITS } from './credits.queries';
import { creditLedger, subscriptions } from './credits.table';

describe('credits ledger', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const balance = async (userId: string) =>
    (await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.credits;
  const ledgerSum = async (userId: string) =>
    Number(
      (
        await database.db.execute<{ total: string }>(
          sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM credit_ledger WHERE user_id = ${userId}`,
        )
      ).rows[0]?.total,
    );

  it('creates a missing subscription with the free defaults once', async () => {
    const { id } = await insertUser(database.db);
    await ensureSubscription(database.db, id);
    await ensureSubscription(database.db, id);
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(row).toMatchObject({ tier: 'free', credits: 3, aiCoaching: false });
    expect(await ledgerSum(id)).toBe(3);
  });

  it('spends, refuses a shortfall with "Insufficient credits." and never goes negative', async () => {
    const { id } = await insertUser(database.db);
    expect(
      await decrementCredits(database.db, { userId: id, amount: 2, description: 'Roster analysis' }),
    ).toBe(1);
    await expect(
      decrementCredits(database.db, { userId: id, amount: 2, description: 'Roster analysis' }),
    ).rejects.toThrow(INSUFFICIENT_CREDITS);
    expect(await balance(id)).toBe(1);
    expect(await addCredits(database.db, { userId: id, amount: 10, description: 'Granted by admin' })).toBe(
      11,
    );
    const entries = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, id));
    expect(entries.map((entry) => entry.amount)).toEqual([3, -2, 10]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the amount %s', async (amount) => {
    const { id } = await insertUser(database.db);
    await expect(decrementCredits(database.db, { userId: id, amount, description: 'x' })).rejects.toThrow(
      /positive/,
    );
    await expect(addCredits(database.db, { userId: id, amount, description: 'x' })).rejects.toThrow(
      /positive/,
    );
  });

  it('200 concurrent spends accept exactly floor(balance / cost) and keep the ledger balanced', async () => {
    const { id } = await insertUser(database.db);
    await addCredits(database.db, { userId: id, amount: 97, description: 'Top-up' });
    const initial = 100;
    const cost = 3;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        decrementCredits(database.db, { userId: id, amount: cost, description: 'Spend' }),
      ),
    );
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(accepted).toBe(Math.floor(initial / cost));
    const final = await balance(id);
    expect(final).toBe(initial - accepted * cost);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(id)).toBe(final);
  });
});
