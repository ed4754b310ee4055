import { z } from 'zod';
import { onboardingOptions, onboardingStepTitles } from './onboarding-options';

export { onboardingOptions, onboardingStepTitles } from './onboarding-options';

const one = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);
const many = <T extends readonly [string, ...string[]]>(values: T, min = 0) =>
  z.array(z.enum(values)).min(min).max(values.length);

/** The questionnaire, step by step; the web app renders it and the server validates each step. */
export const onboardingSteps = [
  {
    title: onboardingStepTitles[0],
    schema: z.object({
      gamingExperienceLevel: one(onboardingOptions.gamingExperienceLevel),
      tournamentExperience: one(onboardingOptions.tournamentExperience),
    }),
  },
  {
    title: onboardingStepTitles[1],
    schema: z.object({
      primaryGoals: many(onboardingOptions.primaryGoals, 1),
      preferredPlayStyle: one(onboardingOptions.preferredPlayStyle),
    }),
  },
  {
    title: onboardingStepTitles[2],
    schema: z.object({ preferredFactions: many(onboardingOptions.preferredFactions) }),
  },
  {
    title: onboardingStepTitles[3],
    schema: z.object({
      learningStyle: one(onboardingOptions.learningStyle),
      preferredAnalysisDepth: one(onboardingOptions.preferredAnalysisDepth),
      communityParticipationLevel: one(onboardingOptions.communityParticipationLevel),
    }),
  },
  {
    title: onboardingStepTitles[4],
    schema: z.object({
      notificationFrequency: one(onboardingOptions.notificationFrequency),
      notificationTypes: many(onboardingOptions.notificationTypes),
      privacyAcknowledgement: z.literal(true, {
        error: 'Please read and accept the privacy notice to finish.',
      }),
    }),
  },
] as const;

export const ONBOARDING_FOREIGN_USER_MESSAGE =
  'Authorization error: Cannot submit onboarding for another user.';

export const onboardingStepRequestSchema = z.object({
  userId: z.string(),
  step: z
    .number()
    .int()
    .min(0)
    .max(onboardingSteps.length - 1),
  answers: z.record(z.string(), z.unknown()),
});

export const onboardingCompleteRequestSchema = z.object({ userId: z.string() });

export const onboardingStateSchema = z.object({
  step: z.number().int(),
  responses: z.record(z.string(), z.unknown()),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
