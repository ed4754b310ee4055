// The library's option lists as plain values: the web app's library page reads them when it
// starts, and this module builds no schema (content.ts does, from these).

export const contentCategories = [
  'fundamental_concepts',
  'army_archetypes',
  'battlefield_tactics',
  'advanced_strategies',
  'meta_game_analysis',
] as const;

export const contentDifficulties = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

export const contentFormats = ['article', 'guide', 'checklist', 'drill', 'case_study'] as const;
