import { z } from 'zod';

export const contentCategories = [
  'fundamental_concepts',
  'army_archetypes',
  'battlefield_tactics',
  'advanced_strategies',
  'meta_game_analysis',
] as const;
export const contentCategorySchema = z.enum(contentCategories);
export type ContentCategory = z.infer<typeof contentCategorySchema>;

export const contentDifficulties = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const contentDifficultySchema = z.enum(contentDifficulties);
export type ContentDifficulty = z.infer<typeof contentDifficultySchema>;

export const contentFormats = ['article', 'guide', 'checklist', 'drill', 'case_study'] as const;
export const contentFormatSchema = z.enum(contentFormats);
export type ContentFormat = z.infer<typeof contentFormatSchema>;

/** A published content item as the shell reads it (spec 000 §3). */
export const publishedContentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  category: contentCategorySchema,
  tags: z.array(z.string()),
  difficulty: contentDifficultySchema,
  format: contentFormatSchema,
  isPremium: z.boolean(),
  isFeatured: z.boolean(),
  lastUpdated: z.string(),
});
export type PublishedContentItem = z.infer<typeof publishedContentItemSchema>;

export const publishedContentReplySchema = z.object({
  published: z.array(publishedContentItemSchema),
});
export type PublishedContentReply = z.infer<typeof publishedContentReplySchema>;
