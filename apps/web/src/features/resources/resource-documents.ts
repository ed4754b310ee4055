/** The knowledge-base documents, by the ids links already use (spec 000 §2). */
export const resourceDocuments = [
  { id: 'quick-start-cookbook', title: 'Quick-Start Cookbook' },
  { id: 'troubleshooting-guide', title: 'Troubleshooting Guide' },
  { id: 'advanced-user-guide', title: 'Advanced User Guide' },
  { id: 'performance-analytics-guide', title: 'Performance Analytics Guide' },
  { id: 'army-building-guide', title: 'Army Building Guide' },
  { id: 'mobile-tournament-guide', title: 'Mobile Tournament Guide' },
  { id: 'ai-coach-conversation-guide', title: 'AI Coach Conversation Guide' },
  { id: 'community-social-guide', title: 'Community and Social Guide' },
  { id: 'tournament-organizer-handbook', title: 'Tournament Organizer Handbook' },
] as const;
