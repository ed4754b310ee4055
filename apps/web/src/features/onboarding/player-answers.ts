import { onboardingOptions } from '@muster/contracts/onboarding-options';

type Options = typeof onboardingOptions;
type One<K extends keyof Options> = Options[K][number];

/** The questionnaire answers that shape suggestions; anything unanswered is left out. */
export type PlayerAnswers = {
  gamingExperienceLevel?: One<'gamingExperienceLevel'>;
  tournamentExperience?: One<'tournamentExperience'>;
  primaryGoals: One<'primaryGoals'>[];
  preferredPlayStyle?: One<'preferredPlayStyle'>;
  preferredFactions: One<'preferredFactions'>[];
  learningStyle?: One<'learningStyle'>;
  preferredAnalysisDepth?: One<'preferredAnalysisDepth'>;
  communityParticipationLevel?: One<'communityParticipationLevel'>;
};

const singles = [
  'gamingExperienceLevel',
  'tournamentExperience',
  'preferredPlayStyle',
  'learningStyle',
  'preferredAnalysisDepth',
  'communityParticipationLevel',
] as const;

/**
 * The stored responses as typed answers, keeping only values the questionnaire offers. Null when
 * nothing was answered (the player skipped the questionnaire).
 */
export function readAnswers(responses: Record<string, unknown>): PlayerAnswers | null {
  const pick = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
    allowed.find((option) => option === value);
  const list = <T extends string>(allowed: readonly T[], value: unknown): T[] =>
    Array.isArray(value) ? allowed.filter((option) => value.includes(option)) : [];
  const answers: PlayerAnswers = {
    primaryGoals: list(onboardingOptions.primaryGoals, responses.primaryGoals),
    // Kept in the order the player ticked them: the first is their main army.
    preferredFactions: Array.isArray(responses.preferredFactions)
      ? responses.preferredFactions.flatMap((value) => pick(onboardingOptions.preferredFactions, value) ?? [])
      : [],
  };
  for (const key of singles) {
    const value = pick<string>(onboardingOptions[key], responses[key]);
    if (value !== undefined) Object.assign(answers, { [key]: value });
  }
  const answered = Object.entries(answers).some(([, value]) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined,
  );
  return answered ? answers : null;
}
