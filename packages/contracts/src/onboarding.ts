import { z } from 'zod';

/** The questionnaire, step by step; the web app renders it and the server validates each step. */
export const onboardingOptions = {
  gamingExperienceLevel: ['new', 'casual', 'regular', 'competitive', 'veteran'],
  tournamentExperience: ['none', 'local', 'rtt', 'gt', 'major'],
  primaryGoals: [
    'learn_rules',
    'build_lists',
    'improve_tactics',
    'win_tournaments',
    'meet_players',
    'run_events',
  ],
  preferredPlayStyle: ['aggressive', 'balanced', 'defensive', 'objective_focused'],
  preferredFactions: [
    'Adepta Sororitas',
    'Adeptus Custodes',
    'Adeptus Mechanicus',
    'Aeldari',
    'Astra Militarum',
    'Black Templars',
    'Blood Angels',
    'Chaos Daemons',
    'Chaos Knights',
    'Chaos Space Marines',
    'Dark Angels',
    'Death Guard',
    'Drukhari',
    'Genestealer Cults',
    'Grey Knights',
    'Imperial Agents',
    'Imperial Knights',
    'Leagues of Votann',
    'Necrons',
    'Orks',
    'Space Marines',
    'Space Wolves',
    "T'au Empire",
    'Thousand Sons',
    'Tyranids',
    'World Eaters',
    "Emperor's Children",
  ],
  learningStyle: ['reading', 'worked_examples', 'practice_games', 'one_to_one'],
  preferredAnalysisDepth: ['quick', 'standard', 'deep'],
  communityParticipationLevel: ['observer', 'occasional', 'active', 'organiser'],
  notificationFrequency: ['immediate', 'daily', 'weekly', 'never'],
  notificationTypes: ['tournaments', 'analysis', 'coaching', 'library'],
} as const;

const one = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);
const many = <T extends readonly [string, ...string[]]>(values: T, min = 0) =>
  z.array(z.enum(values)).min(min).max(values.length);

export const onboardingSteps = [
  {
    title: 'Your experience',
    schema: z.object({
      gamingExperienceLevel: one(onboardingOptions.gamingExperienceLevel),
      tournamentExperience: one(onboardingOptions.tournamentExperience),
    }),
  },
  {
    title: 'Goals and play style',
    schema: z.object({
      primaryGoals: many(onboardingOptions.primaryGoals, 1),
      preferredPlayStyle: one(onboardingOptions.preferredPlayStyle),
    }),
  },
  {
    title: 'Your armies',
    schema: z.object({ preferredFactions: many(onboardingOptions.preferredFactions) }),
  },
  {
    title: 'How you learn',
    schema: z.object({
      learningStyle: one(onboardingOptions.learningStyle),
      preferredAnalysisDepth: one(onboardingOptions.preferredAnalysisDepth),
      communityParticipationLevel: one(onboardingOptions.communityParticipationLevel),
    }),
  },
  {
    title: 'Notifications and privacy',
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
