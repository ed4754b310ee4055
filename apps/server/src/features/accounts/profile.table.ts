import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/** Profile fields of spec 001 §3 that are not part of the auth identity (name, e-mail, role). */
export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  bio: text('bio'),
  skillLevel: text('skill_level').notNull().default('beginner'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  onboardingStep: integer('onboarding_step').notNull().default(0),
  questionnaireCompleted: boolean('questionnaire_completed').notNull().default(false),
  questionnaireResponses: jsonb('questionnaire_responses').notNull().default(sql`'{}'::jsonb`),
  questionnaireCompletedAt: timestamp('questionnaire_completed_at', { withTimezone: true }),
  initialOnboardingComplete: boolean('initial_onboarding_complete').notNull().default(false),
  gamingExperienceLevel: text('gaming_experience_level'),
  primaryGoals: text('primary_goals').array().notNull().default(sql`'{}'::text[]`),
  preferredPlayStyle: text('preferred_play_style'),
  tournamentExperience: text('tournament_experience'),
  preferredFactions: text('preferred_factions').array().notNull().default(sql`'{}'::text[]`),
  learningStyle: text('learning_style'),
  communityParticipationLevel: text('community_participation_level'),
  coachingPreferences: jsonb('coaching_preferences').notNull().default(sql`'{}'::jsonb`),
  preferredAnalysisDepth: text('preferred_analysis_depth'),
  notificationFrequency: text('notification_frequency'),
  notificationTypes: text('notification_types').array().notNull().default(sql`'{}'::text[]`),
  privacyAcknowledgement: boolean('privacy_acknowledgement').notNull().default(false),
  preferences: jsonb('preferences')
    .notNull()
    .default(
      sql`'{"theme":"default","notifications":{"email":true,"app":true,"tournaments":true,"updates":true},"defaultModelType":"standard"}'::jsonb`,
    ),
  coachingProgress: jsonb('coaching_progress')
    .notNull()
    .default(
      sql`'{"currentModule":"orientation","completedModules":[],"score":0,"currentLevel":1,"improvementAreas":[]}'::jsonb`,
    ),
  totalAnalyses: integer('total_analyses').notNull().default(0),
  totalCoachingSessions: integer('total_coaching_sessions').notNull().default(0),
  totalRosters: integer('total_rosters').notNull().default(0),
  gamesPlayed: integer('games_played').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastActive: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
});
