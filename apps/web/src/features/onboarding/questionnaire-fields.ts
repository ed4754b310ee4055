import { onboardingOptions } from '@muster/contracts/onboarding-options';

export type QuestionField =
  | { key: string; label: string; kind: 'single' | 'multi'; options: readonly string[] }
  | { key: string; label: string; kind: 'consent' };

/** How each questionnaire step is asked; the answers' rules live in the shared contract. */
export const questionnaireFields: QuestionField[][] = [
  [
    {
      key: 'gamingExperienceLevel',
      label: 'How long have you played?',
      kind: 'single',
      options: onboardingOptions.gamingExperienceLevel,
    },
    {
      key: 'tournamentExperience',
      label: 'Biggest event you have played',
      kind: 'single',
      options: onboardingOptions.tournamentExperience,
    },
  ],
  [
    {
      key: 'primaryGoals',
      label: 'What do you want from Muster? (one or more)',
      kind: 'multi',
      options: onboardingOptions.primaryGoals,
    },
    {
      key: 'preferredPlayStyle',
      label: 'Your play style',
      kind: 'single',
      options: onboardingOptions.preferredPlayStyle,
    },
  ],
  [
    {
      key: 'preferredFactions',
      label: 'Armies you play (optional)',
      kind: 'multi',
      options: onboardingOptions.preferredFactions,
    },
  ],
  [
    {
      key: 'learningStyle',
      label: 'You learn best from',
      kind: 'single',
      options: onboardingOptions.learningStyle,
    },
    {
      key: 'preferredAnalysisDepth',
      label: 'How detailed should analysis be?',
      kind: 'single',
      options: onboardingOptions.preferredAnalysisDepth,
    },
    {
      key: 'communityParticipationLevel',
      label: 'In your local community you are',
      kind: 'single',
      options: onboardingOptions.communityParticipationLevel,
    },
  ],
  [
    {
      key: 'notificationFrequency',
      label: 'How often may we notify you?',
      kind: 'single',
      options: onboardingOptions.notificationFrequency,
    },
    {
      key: 'notificationTypes',
      label: 'About what?',
      kind: 'multi',
      options: onboardingOptions.notificationTypes,
    },
    {
      key: 'privacyAcknowledgement',
      label:
        'I have read how Muster uses my answers: only to tailor analysis, coaching and recommendations for me. They are never shared.',
      kind: 'consent',
    },
  ],
];

const optionLabels: Record<string, string> = {
  new: 'Just starting',
  casual: 'A few games',
  regular: 'Regular player',
  competitive: 'Competitive',
  veteran: 'Veteran',
  none: 'None yet',
  local: 'Club or store event',
  rtt: 'One-day event (RTT)',
  gt: 'Grand tournament',
  major: 'Major or championship',
  objective_focused: 'Objective-focused',
  worked_examples: 'Worked examples',
  practice_games: 'Practice games',
  one_to_one: 'One-to-one coaching',
  library: 'Library updates',
};

export function optionLabel(value: string): string {
  return optionLabels[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}
