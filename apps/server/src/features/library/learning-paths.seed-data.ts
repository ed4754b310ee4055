export type LearningPathSeed = {
  slug: string;
  title: string;
  description: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  modules: { slug: string; title: string; description: string; contentSlugs: string[] }[];
};

/** Starter paths over the starter articles (content.seed-data.ts), in reading order. */
export const starterLearningPaths: LearningPathSeed[] = [
  {
    slug: 'first-steps',
    title: 'First Steps to the Table',
    description: 'Read your datasheets with confidence and play the mission, not just the fight.',
    difficulty: 'beginner',
    modules: [
      {
        slug: 'read-your-army',
        title: 'Read your army',
        description: 'What every line of a datasheet means for the dice you roll.',
        contentSlugs: ['reading-a-datasheet'],
      },
      {
        slug: 'play-the-mission',
        title: 'Play the mission',
        description: 'Objective control, and choosing secondaries you can actually score.',
        contentSlugs: ['objective-control-basics', 'secondary-objective-planning'],
      },
    ],
  },
  {
    slug: 'competitive-lists',
    title: 'Building a Competitive List',
    description: 'From archetypes to the meta: build a list that has answers, then read how it fares.',
    difficulty: 'intermediate',
    modules: [
      {
        slug: 'archetypes',
        title: 'Army archetypes',
        description: 'How hordes and elite armies win, and what each fears.',
        contentSlugs: ['horde-armies', 'elite-armies'],
      },
      {
        slug: 'reading-the-meta',
        title: 'Reading the meta',
        description: 'Skew against balance, and win rates without fooling yourself.',
        contentSlugs: ['skew-versus-take-all-comers', 'reading-win-rates'],
      },
    ],
  },
  {
    slug: 'winning-the-board',
    title: 'Winning the Board',
    description: 'Movement, denial and trades: the decisions that separate close games.',
    difficulty: 'advanced',
    modules: [
      {
        slug: 'movement-and-denial',
        title: 'Movement and denial',
        description: 'Screens, deep-strike denial and the tempo of activations.',
        contentSlugs: ['screening-and-deep-strike-denial', 'tempo-and-activations'],
      },
      {
        slug: 'trading',
        title: 'Trading pieces',
        description: 'Give up the right unit at the right time.',
        contentSlugs: ['trading-pieces'],
      },
    ],
  },
];
