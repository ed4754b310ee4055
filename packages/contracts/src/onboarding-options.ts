// The questionnaire's answers as plain values: pages that start with them (the library's
// recommendations) read this module, which builds no schema (onboarding.ts does, from these).

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

/** The questionnaire's steps in order, by title (onboarding.ts gives each its answers' schema). */
export const onboardingStepTitles = [
  'Your experience',
  'Goals and play style',
  'Your armies',
  'How you learn',
  'Notifications and privacy',
] as const;
