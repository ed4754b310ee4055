import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { insertUser } from '../../test-support/builders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { startSession } from '../coaching/coaching-sessions.service';
import { seedCoachingTopics } from '../coaching/coaching-topics.seed';
import { decrementCredits, ensureSubscription } from './credits.queries';
import { creditLedger, subscriptions } from './credits.table';

/**
 * The Free tier's monthly allowance: 3 credits (spec 001 §9), topped back up on the first of each
 * month, and 2 coaching sessions a month answered by the rules engine (no AI coaching, spec §6).
 */
describe('the monthly free allowance', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedCoachingTopics(testApp.database.db);
  });
  afterAll(() => testApp.close());

  const row = async (userId: string) =>
    (await testApp.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const ledger = async (userId: string) =>
    (await testApp.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).map(
      (entry) => [entry.description, entry.amount, entry.balanceAfter],
    );

  it('lets a new account start 2 coaching sessions free, refuses the third with 429 and when they return', async () => {
    const player = new TestClient(testApp.app, '10.81.0.1');
    await player.signUp('allowance@example.test', 'allowance password 1', 'allowance_player');
    const first = await player.post('/api/coaching/sessions', { topicId: 'matchups' });
    const second = await player.post('/api/coaching/sessions', { topicId: 'fundamentals' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().session).toMatchObject({ creditsUsed: 0, model: 'muster-coach' });
    expect(first.json().creditsRemaining).toBe(3);

    const third = await player.post('/api/coaching/sessions', { topicId: 'fundamentals' });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('FREE_COACHING_USED_UP');
    // Built from the real clock: the message names the first of next month, worked out here by hand.
    const today = new Date();
    const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    const nextText = `${next.getUTCDate()} ${next.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${next.getUTCFullYear()}`;
    expect(third.json().error.message).toBe(
      `You have used your 2 free coaching sessions for this month. They come back on ${nextText}. The sample coach stays free and unlimited until then.`,
    );

    const reply = (await player.get('/api/subscription')).json();
    expect(reply.credits).toBe(3);
    expect(reply.thisMonth).toMatchObject({
      creditsSpent: 0,
      coachingSessions: 2,
      freeCoachingSessionsUsed: 2,
    });
    expect(reply.plans.find((plan: { tier: string }) => plan.tier === 'free')).toEqual({
      tier: 'free',
      label: 'Free',
      includedCredits: 3,
      aiCoaching: false,
      freeCoachingSessions: 2,
    });
    // The refused attempt stored nothing.
    expect((await player.get('/api/coaching/sessions')).json().sessions).toHaveLength(2);

    // A month passes (the stored month moves back one): the sessions come back on the next request.
    await testApp.database.db.execute(
      sql`UPDATE subscriptions SET allowance_month = (allowance_month - interval '1 month')::date
          WHERE user_id = (SELECT id FROM "user" WHERE email = 'allowance@example.test')`,
    );
    expect((await player.post('/api/coaching/sessions', { topicId: 'fundamentals' })).statusCode).toBe(201);
  });

  it('counts by calendar month on the injected clock: the last second of March is still March', async () => {
    const { id } = await insertUser(testApp.database.db);
    const db = testApp.database.db;
    const start = (at: string) =>
      startSession(db, id, { topicId: 'fundamentals' }, 'muster-coach', new Date(at));
    await start('2031-03-02T10:00:00Z');
    await start('2031-03-20T10:00:00Z');
    await expect(start('2031-03-31T23:59:59Z')).rejects.toMatchObject({
      statusCode: 429,
      message:
        'You have used your 2 free coaching sessions for this month. They come back on 1 April 2031. The sample coach stays free and unlimited until then.',
    });
    await start('2031-04-01T00:00:00Z');
    expect((await row(id))?.freeCoachingUsed).toBe(1);
    expect((await row(id))?.allowanceMonth).toBe('2031-04-01');
    // Three months later the count starts again from nothing, not from what April left.
    await start('2031-07-15T08:00:00Z');
    expect((await row(id))?.freeCoachingUsed).toBe(1);
  });

  it('tops a spent balance back up to 3 on the first of the month, once, and never takes credits away', async () => {
    const db = testApp.database.db;
    const { id } = await insertUser(db);
    await ensureSubscription(db, id, new Date('2031-05-10T12:00:00Z'));
    await decrementCredits(db, { userId: id, amount: 2, description: 'Roster analysis' });
    expect((await row(id))?.credits).toBe(1);
    // Still May: nothing comes back.
    await ensureSubscription(db, id, new Date('2031-05-31T23:00:00Z'));
    expect((await row(id))?.credits).toBe(1);
    // June: back to 3, written to the ledger as +2; ten simultaneous first requests top up once.
    await Promise.all(
      Array.from({ length: 10 }, () => ensureSubscription(db, id, new Date('2031-06-01T00:00:05Z'))),
    );
    expect((await row(id))?.credits).toBe(3);
    expect(await ledger(id)).toEqual([
      ['Free tier starting credits', 3, 3],
      ['Roster analysis', -2, 1],
      ['Monthly top-up to 3 credits', 2, 3],
    ]);

    // An account holding more than its tier includes (an admin's grant) keeps it all.
    const { id: rich } = await insertUser(db);
    await ensureSubscription(db, rich, new Date('2031-05-10T12:00:00Z'));
    await db.update(subscriptions).set({ credits: 12 }).where(eq(subscriptions.userId, rich));
    await ensureSubscription(db, rich, new Date('2031-06-02T12:00:00Z'));
    expect((await row(rich))?.credits).toBe(12);
    expect((await ledger(rich)).map(([description]) => description)).toEqual(['Free tier starting credits']);
  });

  it('tops a Warrior back up to its 25 credits, and Warrior sessions still cost credits', async () => {
    const db = testApp.database.db;
    const { id } = await insertUser(db);
    await ensureSubscription(db, id, new Date('2031-08-03T12:00:00Z'));
    await db
      .update(subscriptions)
      .set({ tier: 'warrior', aiCoaching: true, credits: 4 })
      .where(eq(subscriptions.userId, id));
    const started = await startSession(
      db,
      id,
      { topicId: 'matchups' },
      'muster-coach',
      new Date('2031-08-04T12:00:00Z'),
    );
    expect(started.session.creditsUsed).toBe(3);
    expect(started.creditsRemaining).toBe(1);
    expect((await row(id))?.freeCoachingUsed).toBe(0);
    await ensureSubscription(db, id, new Date('2031-09-01T00:00:00Z'));
    expect((await row(id))?.credits).toBe(25);
  });
});
