/* Coaching's plain values and messages, apart from its schemas (coaching.ts): pages show them without zod. */

/** Spec 001 §8 and §5 messages, word for word. */
export const INSUFFICIENT_COACHING_CREDITS = 'Insufficient credits to start coaching session on this topic.';

/** "1 August 2026" for an ISO date, the same on the server and in every browser. */
export const allowanceDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The refusal once a Free account has started its rules-engine sessions for the month. */
export const freeCoachingUsedUpMessage = (included: number, resetsOn: string) =>
  `You have used your ${included} free coaching session${included === 1 ? '' : 's'} for this month. ` +
  `They come back on ${allowanceDate(resetsOn)}. The sample coach stays free and unlimited until then.`;
export const EMPTY_COACHING_MESSAGE = 'Message content cannot be empty.';
/** Questions one session's credits pay for; the session completes with a plan after the last. */
export const QUESTIONS_PER_SESSION = 12;
export const COACHING_MESSAGE_MAX = 2_000;
