import { z } from 'zod';

import { COACHING_MESSAGE_MAX, EMPTY_COACHING_MESSAGE } from './coaching-options';

export * from './coaching-options';

export const coachingTopicTypes = [
  'fundamentals',
  'list_building',
  'deployment',
  'target_priority',
  'objectives',
  'matchup',
] as const;
export const coachingTopicTypeSchema = z.enum(coachingTopicTypes);
export type CoachingTopicType = z.infer<typeof coachingTopicTypeSchema>;

export const coachingTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: coachingTopicTypeSchema,
  description: z.string(),
  creditsCost: z.number().int(),
  starterQuestions: z.array(z.string()),
});
export type CoachingTopic = z.infer<typeof coachingTopicSchema>;

export const coachingTopicsReplySchema = z.object({
  topics: z.array(coachingTopicSchema),
  /** What the signed-in user may do: the tier decides, the balance pays. */
  eligibility: z.object({
    tier: z.string(),
    /** Sessions paid with credits (and phrased by a language model when one is configured). */
    aiCoaching: z.boolean(),
    credits: z.number().int(),
    /** Sessions a month at no cost, answered by Muster's rules engine (the Free tier's allowance). */
    freeSessions: z.object({
      included: z.number().int(),
      used: z.number().int(),
      resetsOn: z.iso.date(),
    }),
  }),
  questionsPerSession: z.number().int(),
  /** What answers this user's new sessions: 'muster-coach' (the rules engine) or 'provider:model'. */
  engine: z.string(),
});

export const coachingSessionStatuses = [
  'draft',
  'pending',
  'active',
  'processing',
  'completed',
  'failed',
] as const;
export const coachingSessionStatusSchema = z.enum(coachingSessionStatuses);

export const coachingReferenceSchema = z.object({
  kind: z.enum(['roster', 'analysis', 'content', 'resource']),
  id: z.string(),
  title: z.string(),
});
export type CoachingReference = z.infer<typeof coachingReferenceSchema>;

export const coachingMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  references: z.array(coachingReferenceSchema),
  modelUsed: z.string().nullable(),
  /** Assistant replies: the subjects answered, and numbers a model wrote that the facts do not back. */
  metadata: z.object({
    focus: z.array(z.string()).default([]),
    unverifiedNumbers: z.array(z.string()).default([]),
    fallbackReason: z.string().optional(),
  }),
  createdAt: z.iso.datetime(),
});
export type CoachingMessage = z.infer<typeof coachingMessageSchema>;

export const coachingSessionSchema = z.object({
  id: z.string(),
  topicId: z.string(),
  topicTitle: z.string(),
  topicType: coachingTopicTypeSchema,
  rosterId: z.string().nullable(),
  rosterName: z.string().nullable(),
  status: coachingSessionStatusSchema,
  questions: z.number().int(),
  responses: z.number().int(),
  creditsUsed: z.number().int(),
  model: z.string(),
  planId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CoachingSession = z.infer<typeof coachingSessionSchema>;

export const coachingSessionDetailSchema = z.object({
  session: coachingSessionSchema,
  messages: z.array(coachingMessageSchema),
});
export type CoachingSessionDetail = z.infer<typeof coachingSessionDetailSchema>;

export const coachingSessionsReplySchema = z.object({ sessions: z.array(coachingSessionSchema) });
export const coachingSessionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const startCoachingSessionSchema = z.object({
  topicId: z.string().min(1, 'Choose a topic.'),
  rosterId: z.uuid('Invalid roster id format').nullable().optional(),
});
export const startCoachingSessionReplySchema = coachingSessionDetailSchema.extend({
  creditsRemaining: z.number().int(),
});

export const coachingQuestionSchema = z.object({
  content: z
    .string(EMPTY_COACHING_MESSAGE)
    .trim()
    .min(1, EMPTY_COACHING_MESSAGE)
    .max(COACHING_MESSAGE_MAX, `Keep a question under ${COACHING_MESSAGE_MAX} characters.`),
});

/** One line of the streamed reply (newline-delimited JSON). */
export const coachingStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), message: coachingMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: coachingMessageSchema, session: coachingSessionSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type CoachingStreamEvent = z.infer<typeof coachingStreamEventSchema>;

export const coachingPlanGoalSchema = z.object({ goal: z.string(), measure: z.string() });
export const coachingPlanSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  goals: z.array(coachingPlanGoalSchema),
  focusAreas: z.array(z.string()),
  resources: z.array(coachingReferenceSchema),
  advice: z.array(z.string()),
  status: z.enum(['active', 'completed', 'archived']),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  createdAt: z.iso.datetime(),
});
export type CoachingPlan = z.infer<typeof coachingPlanSchema>;

/** What ending a session answers: the session, and its four-week plan when it had answers. */
export const completedSessionSchema = z.object({
  session: coachingSessionSchema,
  plan: coachingPlanSchema.nullable(),
});
export const coachingPlansReplySchema = z.object({ plans: z.array(coachingPlanSchema) });
export const coachingPlanUpdateSchema = z.object({ status: z.enum(['active', 'completed', 'archived']) });

export const coachingSampleRequestSchema = z.object({
  topicType: coachingTopicTypeSchema,
  content: coachingQuestionSchema.shape.content,
});
export const coachingSampleReplySchema = z.object({
  rosterName: z.string(),
  answer: z.string(),
  references: z.array(coachingReferenceSchema),
  focus: z.array(z.string()),
});

export const coachingIdParamsSchema = z.object({ id: z.uuid('Invalid coaching session id format') });
export const coachingPlanIdParamsSchema = z.object({ id: z.uuid('Invalid coaching plan id format') });
