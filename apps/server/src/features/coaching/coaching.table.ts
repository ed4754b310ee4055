import type {
  CoachingMessage as CoachingMessageContract,
  CoachingPlan,
  CoachingReference,
} from '@muster/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';
import { rosters } from '../rosters/rosters.table';

/** Spec 001 coaching topics: seeded data, listed by credits cost. */
export const coachingTopics = pgTable('coaching_topics', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  creditsCost: integer('credits_cost').notNull(),
  starterQuestions: jsonb('starter_questions').$type<string[]>().notNull().default([]),
});

export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').references(() => coachingTopics.id, { onDelete: 'set null' }),
    rosterId: uuid('roster_id').references(() => rosters.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('active'),
    questions: integer('questions').notNull().default(0),
    responses: integer('responses').notNull().default(0),
    creditsUsed: integer('credits_used').notNull().default(0),
    model: text('model').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coaching_sessions_user_created_idx').on(table.userId, table.createdAt),
    check(
      'coaching_sessions_status_check',
      sql`${table.status} IN ('draft', 'pending', 'active', 'processing', 'completed', 'failed')`,
    ),
  ],
);

export const coachingMessages = pgTable(
  'coaching_messages',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => coachingSessions.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    references: jsonb('references').$type<CoachingReference[]>().notNull().default([]),
    modelUsed: text('model_used'),
    metadata: jsonb('metadata')
      .$type<CoachingMessageContract['metadata']>()
      .notNull()
      .default({ focus: [], unverifiedNumbers: [] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coaching_messages_session_idx').on(table.sessionId, table.createdAt)],
);

export const coachingPlans = pgTable(
  'coaching_plans',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => coachingSessions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    goals: jsonb('goals').$type<CoachingPlan['goals']>().notNull(),
    focusAreas: jsonb('focus_areas').$type<string[]>().notNull(),
    resources: jsonb('resources').$type<CoachingReference[]>().notNull(),
    advice: jsonb('advice').$type<string[]>().notNull(),
    status: text('status').$type<CoachingPlan['status']>().notNull().default('active'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coaching_plans_user_idx').on(table.userId, table.createdAt)],
);
