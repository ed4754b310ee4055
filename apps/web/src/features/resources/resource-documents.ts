/** The knowledge-base documents, by the ids links already use (spec 000 §2). */
export const resourceDocuments = [
  {
    id: 'quick-start-cookbook',
    title: 'Quick-Start Cookbook',
    audience: 'New players',
    summary: 'Five recipes from a new account to a useful answer: import, simulate, analyse, counter, learn.',
  },
  {
    id: 'troubleshooting-guide',
    title: 'Troubleshooting Guide',
    audience: 'Everyone',
    summary: 'What each import, credit, sign-in and tournament message means, and how to fix it.',
  },
  {
    id: 'advanced-user-guide',
    title: 'Advanced User Guide',
    audience: 'Regular players',
    summary: 'Read the simulator like a statistician, get more from analyses, batch work, keyboard use.',
  },
  {
    id: 'performance-analytics-guide',
    title: 'Performance Analytics Guide',
    audience: 'Competitive players',
    summary: 'Measure improvement honestly: win rates with error bars, margins, missions and deployments.',
  },
  {
    id: 'army-building-guide',
    title: 'Army Building Guide',
    audience: 'List builders',
    summary:
      'Start from the mission, fill four roles, choose balance or skew, and check the list before playing it.',
  },
  {
    id: 'mobile-tournament-guide',
    title: 'Mobile Tournament Guide',
    audience: 'Event players',
    summary: 'Tournament mode, battery saving, your table and clock, and reporting results from your phone.',
  },
  {
    id: 'ai-coach-conversation-guide',
    title: 'AI Coach Conversation Guide',
    audience: 'Coaching users',
    summary: 'How the coach grounds its answers, how to ask specific questions, topics and credits.',
  },
  {
    id: 'community-social-guide',
    title: 'Community and Social Guide',
    audience: 'Everyone',
    summary: 'Find events, share what helps, be a good opponent, and keep the community safe.',
  },
  {
    id: 'tournament-organizer-handbook',
    title: 'Tournament Organizer Handbook',
    audience: 'Organisers',
    summary: 'Create an event, run registration and lists, pair and close rounds, and play a top cut.',
  },
] as const;
