import {
  type CoachingMessage,
  type CoachingPlan,
  type CoachingSession,
  type CoachingSessionDetail,
  type CoachingTopic,
  type CoachingTopicType,
  INSUFFICIENT_COACHING_CREDITS,
} from '@muster/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { profiles } from '../accounts/profile.table';
import { requireOwnRoster } from '../rosters/roster.policy';
import { rosters } from '../rosters/rosters.table';
import { takeFreeCoachingSession } from '../subscription/allowance.queries';
import { nextAllowanceMonth } from '../subscription/allowance-period';
import { decrementCredits, ensureSubscription } from '../subscription/credits.queries';
import { subscriptions } from '../subscription/credits.table';
import { type Tier, tierPlans, tiers } from '../subscription/tier-plans';
import { coachingMessages, coachingPlans, coachingSessions, coachingTopics } from './coaching.table';
import { ownPlan, ownSession, planNotFound, sessionNotFound } from './coaching-session.policy';

type Reader = Pick<Database, 'select'>;
type MessageRow = typeof coachingMessages.$inferSelect;
type PlanRow = typeof coachingPlans.$inferSelect;

export async function listTopics(db: Reader): Promise<CoachingTopic[]> {
  const rows = await db
    .select()
    .from(coachingTopics)
    .orderBy(asc(coachingTopics.creditsCost), asc(coachingTopics.title));
  return rows.map((row) => ({ ...row, type: row.type as CoachingTopicType }));
}

/** The engine that answers sessions no language model may phrase: Muster's rules engine. */
export const RULES_ENGINE = 'muster-coach';

export async function coachingEligibility(db: Database, userId: string, now = new Date()) {
  await ensureSubscription(db, userId, now);
  const [row] = await db
    .select({
      tier: subscriptions.tier,
      aiCoaching: subscriptions.aiCoaching,
      credits: subscriptions.credits,
      freeUsed: subscriptions.freeCoachingUsed,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const tier: Tier = tiers.find((t) => t === row?.tier) ?? 'free';
  return {
    tier,
    aiCoaching: row?.aiCoaching ?? false,
    credits: row?.credits ?? 0,
    freeSessions: {
      included: tierPlans[tier].freeCoachingSessions,
      used: row?.freeUsed ?? 0,
      resetsOn: nextAllowanceMonth(now),
    },
  };
}

const sessionColumns = {
  id: coachingSessions.id,
  topicId: coachingSessions.topicId,
  topicTitle: coachingTopics.title,
  topicType: coachingTopics.type,
  rosterId: coachingSessions.rosterId,
  rosterName: rosters.name,
  status: coachingSessions.status,
  questions: coachingSessions.questions,
  responses: coachingSessions.responses,
  creditsUsed: coachingSessions.creditsUsed,
  model: coachingSessions.model,
  planId: sql<
    string | null
  >`(SELECT p.id FROM coaching_plans p WHERE p.session_id = ${coachingSessions.id} LIMIT 1)`,
  createdAt: coachingSessions.createdAt,
  updatedAt: coachingSessions.updatedAt,
};
type SessionRow = Awaited<ReturnType<typeof sessionQuery>>[number];

const toSession = (row: SessionRow): CoachingSession => ({
  id: row.id,
  topicId: row.topicId ?? '',
  // A topic removed from the seed data leaves its sessions readable.
  topicTitle: row.topicTitle ?? 'Removed topic',
  topicType: (row.topicType ?? 'fundamentals') as CoachingTopicType,
  rosterId: row.rosterId,
  rosterName: row.rosterName,
  status: row.status as CoachingSession['status'],
  questions: row.questions,
  responses: row.responses,
  creditsUsed: row.creditsUsed,
  model: row.model,
  planId: row.planId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMessage = (row: MessageRow): CoachingMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  references: row.references,
  modelUsed: row.modelUsed,
  metadata: row.metadata,
  createdAt: row.createdAt.toISOString(),
});

export const toPlan = (row: PlanRow): CoachingPlan => ({
  id: row.id,
  sessionId: row.sessionId,
  title: row.title,
  description: row.description,
  goals: row.goals,
  focusAreas: row.focusAreas,
  resources: row.resources,
  advice: row.advice,
  status: row.status,
  startDate: row.startDate,
  endDate: row.endDate,
  createdAt: row.createdAt.toISOString(),
});

function sessionQuery(db: Reader) {
  return db
    .select(sessionColumns)
    .from(coachingSessions)
    .leftJoin(coachingTopics, eq(coachingTopics.id, coachingSessions.topicId))
    .leftJoin(rosters, eq(rosters.id, coachingSessions.rosterId));
}

export async function listSessions(db: Reader, userId: string, limit: number): Promise<CoachingSession[]> {
  const rows = await sessionQuery(db)
    .where(eq(coachingSessions.userId, userId))
    .orderBy(desc(coachingSessions.updatedAt))
    .limit(limit);
  return rows.map(toSession);
}

/** One of the user's sessions; anyone else's id is simply not found. */
export async function findSession(db: Reader, userId: string, id: string): Promise<CoachingSession> {
  const [row] = await sessionQuery(db).where(ownSession(userId, id));
  if (!row) throw sessionNotFound();
  return toSession(row);
}

export async function sessionDetail(db: Reader, userId: string, id: string): Promise<CoachingSessionDetail> {
  const session = await findSession(db, userId, id);
  const messages = await db
    .select()
    .from(coachingMessages)
    .where(eq(coachingMessages.sessionId, id))
    .orderBy(asc(coachingMessages.createdAt), asc(coachingMessages.role));
  return { session, messages: messages.map(toMessage) };
}

/**
 * Starts a session (spec: a new session starts active). A tier with coaching pays the topic's
 * credits, charged in the same transaction that creates the session, and its answers may be
 * phrased by the configured model. A tier without (Free: "no AI coaching") takes one of its
 * month's free sessions instead, and Muster's rules engine answers it whatever is configured.
 */
export async function startSession(
  db: Database,
  userId: string,
  input: { topicId: string; rosterId?: string | null | undefined },
  engine: string,
  now = new Date(),
): Promise<CoachingSessionDetail & { creditsRemaining: number }> {
  const [topic] = await db.select().from(coachingTopics).where(eq(coachingTopics.id, input.topicId));
  if (!topic) throw new HttpError(404, 'TOPIC_NOT_FOUND', 'Coaching topic not found.');
  if (input.rosterId) await requireOwnRoster(db, userId, input.rosterId);
  const eligibility = await coachingEligibility(db, userId, now);
  const paid = eligibility.aiCoaching;
  const { id, creditsRemaining } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(coachingSessions)
      .values({
        userId,
        topicId: topic.id,
        rosterId: input.rosterId ?? null,
        status: 'active',
        creditsUsed: paid ? topic.creditsCost : 0,
        model: paid ? engine : RULES_ENGINE,
      })
      .returning({ id: coachingSessions.id });
    if (!created) throw new HttpError(500, 'SESSION_SAVE_FAILED', 'The coaching session could not be saved.');
    let remaining = eligibility.credits;
    if (paid) {
      try {
        remaining = await decrementCredits(tx, {
          userId,
          amount: topic.creditsCost,
          description: `Coaching session: ${topic.title}`,
        });
      } catch (error) {
        if (error instanceof HttpError && error.code === 'INSUFFICIENT_CREDITS')
          throw new HttpError(402, 'INSUFFICIENT_CREDITS', INSUFFICIENT_COACHING_CREDITS);
        throw error;
      }
    } else {
      await takeFreeCoachingSession(tx, userId, now);
    }
    await tx
      .update(profiles)
      .set({ totalCoachingSessions: sql`${profiles.totalCoachingSessions} + 1` })
      .where(eq(profiles.id, userId));
    return { id: created.id, creditsRemaining: remaining };
  });
  return { ...(await sessionDetail(db, userId, id)), creditsRemaining };
}

export async function deleteSession(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(coachingSessions)
    .where(ownSession(userId, id))
    .returning({ id: coachingSessions.id });
  if (deleted.length === 0) throw sessionNotFound();
}

export async function listPlans(db: Reader, userId: string): Promise<CoachingPlan[]> {
  const rows = await db
    .select()
    .from(coachingPlans)
    .where(eq(coachingPlans.userId, userId))
    .orderBy(desc(coachingPlans.createdAt))
    .limit(50);
  return rows.map(toPlan);
}

export async function updatePlanStatus(
  db: Database,
  userId: string,
  id: string,
  status: CoachingPlan['status'],
): Promise<CoachingPlan> {
  const [row] = await db.update(coachingPlans).set({ status }).where(ownPlan(userId, id)).returning();
  if (!row) throw planNotFound();
  return toPlan(row);
}

export async function deletePlan(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(coachingPlans)
    .where(ownPlan(userId, id))
    .returning({ id: coachingPlans.id });
  if (deleted.length === 0) throw planNotFound();
}
