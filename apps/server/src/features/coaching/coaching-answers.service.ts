import { type CoachingAnswer, unverifiedNumbers } from '@muster/coaching';
import {
  type CoachingMessage,
  type CoachingPlan,
  type CoachingSession,
  type CoachingStreamEvent,
  QUESTIONS_PER_SESSION,
} from '@muster/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import type { ChatMessage, LanguageModel } from '../ai/language-model';
import { runGameDataTask } from '../game-data/game-data-workers';
import { coachingMessages, coachingPlans, coachingSessions } from './coaching.table';
import { libraryMatches, rosterFacts } from './coaching-facts';
import { ownSession } from './coaching-session.policy';
import { findSession, RULES_ENGINE, toMessage, toPlan } from './coaching-sessions.service';

/** A session left "processing" this long (a server that died mid-answer) may take a question again. */
const STALE_PROCESSING = '2 minutes';

export const engineName = (narrator: LanguageModel | null) =>
  narrator ? `${narrator.provider}:${narrator.model}` : RULES_ENGINE;

export type ClaimedQuestion = { session: CoachingSession; question: CoachingMessage };

/**
 * Takes the session for one question: only an active session can (a second tab cannot ask while
 * the coach answers), the topic must still exist, and the question is stored before answering.
 */
export async function claimForQuestion(
  db: Database,
  userId: string,
  sessionId: string,
  content: string,
): Promise<ClaimedQuestion> {
  const session = await findSession(db, userId, sessionId);
  if (session.status === 'completed')
    throw new HttpError(409, 'SESSION_COMPLETED', 'This session is complete. Start a new one to ask more.');
  if (session.status === 'failed')
    throw new HttpError(409, 'SESSION_FAILED', 'This session failed. Start a new one to ask more.');
  if (session.questions >= QUESTIONS_PER_SESSION)
    throw new HttpError(
      409,
      'SESSION_QUESTIONS_USED',
      `This session has used its ${QUESTIONS_PER_SESSION} questions. End it to get your plan, then start a new one.`,
    );
  const claimed = await db
    .update(coachingSessions)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(
      and(
        ownSession(userId, sessionId),
        sql`(${coachingSessions.status} = 'active' OR (${coachingSessions.status} = 'processing' AND ${coachingSessions.updatedAt} < now() - ${STALE_PROCESSING}::interval))`,
      ),
    )
    .returning({ id: coachingSessions.id });
  if (claimed.length === 0)
    throw new HttpError(409, 'SESSION_BUSY', 'The coach is still answering your last question.');
  if (!session.topicId || session.topicTitle === 'Removed topic') {
    await setStatus(db, sessionId, 'failed');
    throw new HttpError(
      409,
      'TOPIC_MISSING',
      'This session’s topic no longer exists, so the session has failed.',
    );
  }
  try {
    const [row] = await db.insert(coachingMessages).values({ sessionId, role: 'user', content }).returning();
    if (!row) throw new Error('no row returned');
    return { session, question: toMessage(row) };
  } catch (error) {
    await setStatus(db, sessionId, 'failed');
    throw error instanceof HttpError
      ? error
      : new HttpError(
          500,
          'MESSAGE_SAVE_FAILED',
          'Your question could not be stored, so the session has failed.',
        );
  }
}

async function setStatus(db: Database, sessionId: string, status: CoachingSession['status']) {
  await db
    .update(coachingSessions)
    .set({ status, updatedAt: new Date() })
    .where(eq(coachingSessions.id, sessionId));
}

async function history(db: Database, sessionId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select({ role: coachingMessages.role, content: coachingMessages.content })
    .from(coachingMessages)
    .where(eq(coachingMessages.sessionId, sessionId))
    .orderBy(asc(coachingMessages.createdAt));
  // The newest question is asked separately; four earlier turns are enough context.
  return rows.slice(0, -1).slice(-4);
}

function narratorPrompt(question: string, offline: CoachingAnswer, earlier: ChatMessage[]): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You are Muster’s Warhammer 40,000 coach, talking to a player about their army.',
        'Answer the question directly and warmly in under 220 words of plain text ("- " bullets allowed).',
        'Use only the facts you are given: they were computed by a dice engine from the player’s roster',
        'and taken from Muster’s library. Add no numbers, units or rules that are not in the facts.',
      ].join(' '),
    },
    ...earlier,
    { role: 'user', content: `Facts:\n${offline.text}\n\nQuestion: ${question}` },
  ];
}

/** Paragraph by paragraph, so the page shows the offline answer arriving the same way as a model's. */
function* offlinePieces(text: string): Generator<string> {
  const paragraphs = text.split('\n\n');
  for (const [i, paragraph] of paragraphs.entries()) yield i === 0 ? paragraph : `\n\n${paragraph}`;
}

/**
 * Answers a claimed question as a stream of events. The offline engine always computes the facts;
 * a configured model phrases them, and if it fails the offline answer is given instead. The
 * session is set active again whatever happens.
 */
export async function* streamAnswer(
  db: Database,
  userId: string,
  claimed: ClaimedQuestion,
  configuredNarrator: LanguageModel | null,
  signal: AbortSignal,
): AsyncGenerator<CoachingStreamEvent> {
  const { session, question } = claimed;
  // A session started on the rules engine (every Free-tier session) stays on it.
  const narrator = session.model === RULES_ENGINE ? null : configuredNarrator;
  yield { type: 'question', message: question };
  try {
    const facts = await rosterFacts(db, userId, session.rosterId);
    const library = await libraryMatches(db, question.content, session.topicType);
    const offline = await runGameDataTask('coaching-answer', {
      question: question.content,
      facts: {
        topic: { title: session.topicTitle, type: session.topicType },
        ...facts,
        library,
        answeredBefore: session.responses,
      },
    });
    let text = '';
    let modelUsed = RULES_ENGINE;
    const metadata: CoachingMessage['metadata'] = { focus: offline.focus, unverifiedNumbers: [] };
    if (narrator) {
      const prompt = narratorPrompt(question.content, offline, await history(db, session.id));
      try {
        for await (const piece of narrator.stream({ messages: prompt, signal })) {
          text += piece;
          yield { type: 'delta', text: piece };
        }
        if (!text.trim()) throw new Error('the model sent an empty reply');
        modelUsed = engineName(narrator);
        metadata.unverifiedNumbers = unverifiedNumbers(
          text,
          prompt.map((m) => m.content),
        );
      } catch (error) {
        metadata.fallbackReason =
          `The language model did not answer (${error instanceof Error ? error.message : String(error)}); this is Muster’s own answer.`.slice(
            0,
            400,
          );
        text = '';
      }
    }
    if (!text) {
      for (const piece of offlinePieces(offline.text)) {
        text += piece;
        yield { type: 'delta', text: piece };
      }
    }
    const stored = await db.transaction(async (tx) => {
      const [answer] = await tx
        .insert(coachingMessages)
        .values({
          sessionId: session.id,
          role: 'assistant',
          content: text,
          references: offline.references,
          modelUsed,
          metadata,
        })
        .returning();
      await tx
        .update(coachingSessions)
        .set({
          status: 'active',
          questions: sql`${coachingSessions.questions} + 1`,
          responses: sql`${coachingSessions.responses} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(coachingSessions.id, session.id));
      return answer;
    });
    if (!stored) throw new Error('the answer was not stored');
    yield { type: 'done', message: toMessage(stored), session: await findSession(db, userId, session.id) };
  } catch (error) {
    await setStatus(db, session.id, 'active');
    yield {
      type: 'error',
      message: `The coach could not answer: ${error instanceof Error ? error.message : String(error)}. Your question was kept; ask again.`,
    };
  }
}

/** Ends a session; with at least one answer, writes its four-week plan in the same transaction. */
export async function completeSession(
  db: Database,
  userId: string,
  sessionId: string,
  today = new Date(),
): Promise<{ session: CoachingSession; plan: CoachingPlan | null }> {
  const session = await findSession(db, userId, sessionId);
  if (session.status !== 'active')
    throw new HttpError(
      409,
      'SESSION_NOT_ACTIVE',
      session.status === 'processing'
        ? 'Wait for the coach to finish answering, then end the session.'
        : 'This session has already ended.',
    );
  const answers = await db
    .select({ references: coachingMessages.references, metadata: coachingMessages.metadata })
    .from(coachingMessages)
    .where(and(eq(coachingMessages.sessionId, sessionId), eq(coachingMessages.role, 'assistant')))
    .orderBy(asc(coachingMessages.createdAt));
  const { roster } = answers.length ? await rosterFacts(db, userId, session.rosterId) : { roster: null };
  const plan = await db.transaction(async (tx) => {
    const ended = await tx
      .update(coachingSessions)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(and(eq(coachingSessions.id, sessionId), eq(coachingSessions.status, 'active')))
      .returning({ id: coachingSessions.id });
    if (ended.length === 0) throw new HttpError(409, 'SESSION_NOT_ACTIVE', 'This session has already ended.');
    if (answers.length === 0) return null;
    const draft = await runGameDataTask('coaching-plan', {
      topic: { title: session.topicTitle, type: session.topicType },
      roster: roster?.roster ?? null,
      focusAreas: [...new Set(answers.flatMap((a) => a.metadata.focus ?? []))],
      references: answers.flatMap((a) => a.references),
      questions: answers.length,
    });
    const end = new Date(today.getTime() + 28 * 86_400_000);
    const [row] = await tx
      .insert(coachingPlans)
      .values({
        userId,
        sessionId,
        ...draft,
        status: 'active',
        startDate: today.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
      })
      .returning();
    return row ? toPlan(row) : null;
  });
  return { session: await findSession(db, userId, sessionId), plan };
}
