import {
  apiErrorSchema,
  onboardingCompleteRequestSchema,
  onboardingStateSchema,
  onboardingStepRequestSchema,
  onboardingSteps,
} from '@muster/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { createProfile } from '../accounts/profile.queries';
import { profiles } from '../accounts/profile.table';
import { requireOwnQuestionnaire } from './onboarding.policy';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
type ProfileRow = typeof profiles.$inferSelect;

/**
 * The stored answers, with the ones the profile page can also change (experience, play style,
 * armies) taken from their columns, so re-opening the questionnaire shows what is true now.
 */
function currentAnswers(row: ProfileRow): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...(row.questionnaireResponses as Record<string, unknown>) };
  const editable = {
    gamingExperienceLevel: row.gamingExperienceLevel,
    preferredPlayStyle: row.preferredPlayStyle,
    preferredFactions: row.preferredFactions,
  };
  for (const [key, value] of Object.entries(editable)) {
    if (value === null) delete answers[key];
    else if (key in answers || (Array.isArray(value) ? value.length > 0 : true)) answers[key] = value;
  }
  return answers;
}

function stateOf(row: ProfileRow) {
  return onboardingStateSchema.parse({
    step: row.onboardingStep,
    responses: currentAnswers(row),
    completed: row.initialOnboardingComplete,
    completedAt: row.questionnaireCompletedAt?.toISOString() ?? null,
  });
}

async function profileOf(db: Database, userId: string): Promise<ProfileRow> {
  await createProfile(db, userId);
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new HttpError(404, 'PROFILE_NOT_FOUND', 'No profile for this user.');
  return row;
}

export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const ownUser = async (request: Parameters<typeof requireUser>[0], userId: string) => {
    const user = await requireUser(request);
    requireOwnQuestionnaire(user, userId);
    return user;
  };

  app.get(
    '/api/onboarding',
    {
      config: { access: 'user' },
      schema: {
        tags: ['onboarding'],
        summary: 'Your questionnaire progress',
        response: { 200: onboardingStateSchema, ...errors },
      },
    },
    async (request) => stateOf(await profileOf(db, (await requireUser(request)).id)),
  );

  app.post(
    '/api/onboarding/steps',
    {
      config: { access: 'user' },
      schema: {
        tags: ['onboarding'],
        summary: 'Save one questionnaire step (only your own)',
        body: onboardingStepRequestSchema,
        response: { 200: onboardingStateSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, step, answers } = request.body;
      await ownUser(request, userId);
      const parsed = onboardingSteps[step]?.schema.safeParse(answers);
      if (!parsed?.success) {
        const issue = parsed?.error.issues[0];
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          issue ? `${issue.path.join('.') || 'answers'}: ${issue.message}` : 'Invalid answers',
        );
      }
      const current = await profileOf(db, userId);
      const values = parsed.data as Record<string, unknown>;
      const [row] = await db
        .update(profiles)
        .set({
          questionnaireResponses: {
            ...(current.questionnaireResponses as Record<string, unknown>),
            ...values,
          },
          onboardingStep: Math.max(current.onboardingStep, step + 1),
          ...profileColumns(values),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, userId))
        .returning();
      if (!row) throw new HttpError(404, 'PROFILE_NOT_FOUND', 'No profile for this user.');
      return stateOf(row);
    },
  );

  app.post(
    '/api/onboarding/complete',
    {
      config: { access: 'user' },
      schema: {
        tags: ['onboarding'],
        summary: 'Finish the questionnaire (every step must be saved)',
        body: onboardingCompleteRequestSchema,
        response: { 200: onboardingStateSchema, ...errors },
      },
    },
    async (request) => {
      await ownUser(request, request.body.userId);
      const current = await profileOf(db, request.body.userId);
      if (current.onboardingStep < onboardingSteps.length) {
        throw new HttpError(400, 'ONBOARDING_INCOMPLETE', `Answer step ${current.onboardingStep + 1} first.`);
      }
      const now = new Date();
      const [row] = await db
        .update(profiles)
        .set({
          initialOnboardingComplete: true,
          onboardingCompleted: true,
          questionnaireCompleted: true,
          questionnaireCompletedAt: current.questionnaireCompletedAt ?? now,
          updatedAt: now,
        })
        .where(eq(profiles.id, request.body.userId))
        .returning();
      if (!row) throw new HttpError(404, 'PROFILE_NOT_FOUND', 'No profile for this user.');
      return stateOf(row);
    },
  );
};

/** Answers that have their own profile column (spec 001 §3) are stored there as well. */
function profileColumns(values: Record<string, unknown>): Partial<typeof profiles.$inferInsert> {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  const list = (key: string) => (Array.isArray(values[key]) ? (values[key] as string[]) : undefined);
  const columns: Partial<typeof profiles.$inferInsert> = {
    gamingExperienceLevel: text('gamingExperienceLevel'),
    tournamentExperience: text('tournamentExperience'),
    primaryGoals: list('primaryGoals'),
    preferredPlayStyle: text('preferredPlayStyle'),
    preferredFactions: list('preferredFactions'),
    learningStyle: text('learningStyle'),
    preferredAnalysisDepth: text('preferredAnalysisDepth'),
    communityParticipationLevel: text('communityParticipationLevel'),
    notificationFrequency: text('notificationFrequency'),
    notificationTypes: list('notificationTypes'),
    privacyAcknowledgement: values.privacyAcknowledgement === true ? true : undefined,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
