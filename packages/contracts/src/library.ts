import { z } from 'zod';
import { contentCategorySchema, contentDifficultySchema, contentFormatSchema } from './content';

export const contentIdParamsSchema = z.object({ contentId: z.uuid('Invalid content id format') });

/** One reader's progress on one item (spec 001 "Per-user content progress"). */
export const contentProgressSchema = z.object({
  contentId: z.string(),
  isCompleted: z.boolean(),
  lastAccessedDate: z.iso.datetime().nullable(),
  bookmarked: z.boolean(),
  notes: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
});
export type ContentProgress = z.infer<typeof contentProgressSchema>;
export const contentProgressListSchema = z.object({ items: z.array(contentProgressSchema) });

/** Send only what changes. */
export const contentProgressUpdateSchema = z
  .object({
    isCompleted: z.boolean().optional(),
    bookmarked: z.boolean().optional(),
    notes: z
      .string()
      .max(10_000, 'Validation failed for field notes: must be no more than 10000 characters')
      .optional(),
    rating: z
      .number()
      .int('A rating is a whole number of stars.')
      .min(1, 'A rating is 1 to 5 stars.')
      .max(5, 'A rating is 1 to 5 stars.')
      .nullable()
      .optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), 'Nothing to change.');

export const progressChangesSchema = z.object({
  modulesCompleted: z.array(z.string()),
  modulesReopened: z.array(z.string()),
  pathsCompleted: z.array(z.string()),
  pathsReopened: z.array(z.string()),
});
export const contentProgressReplySchema = z.object({
  progress: contentProgressSchema,
  changes: progressChangesSchema,
});

export const learningModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  contentIds: z.array(z.string()),
  isCompleted: z.boolean(),
  completionDate: z.iso.datetime().nullable(),
});
export const learningPathSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: contentDifficultySchema,
  modules: z.array(learningModuleSchema),
  /** Null for a signed-out reader. */
  progress: z
    .object({
      completedItems: z.number().int(),
      totalItems: z.number().int(),
      isCompleted: z.boolean(),
      startDate: z.iso.datetime().nullable(),
      completionDate: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type LearningPath = z.infer<typeof learningPathSchema>;
export const learningPathsReplySchema = z.object({ paths: z.array(learningPathSchema) });

/**
 * Why an item was picked: an answer the player gave (faction, goal, experience, a library
 * preference), beginner as the place to start, a roster word, recent reading, or featured.
 */
export const recommendationMatchSchema = z.object({
  kind: z.enum(['faction', 'goal', 'experience', 'preference', 'starter', 'roster', 'history', 'featured']),
  value: z.string().nullable(),
});
export type RecommendationMatchReply = z.infer<typeof recommendationMatchSchema>;

export const recommendationsReplySchema = z.object({
  items: z.array(
    z.object({
      contentId: z.string(),
      score: z.number(),
      reasons: z.array(z.enum(['preference', 'roster', 'history', 'featured'])),
      matches: z.array(recommendationMatchSchema),
    }),
  ),
});

export const librarySearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search for 200 characters at most.').default(''),
  category: z
    .array(contentCategorySchema)
    .or(contentCategorySchema.transform((c) => [c]))
    .optional(),
  difficulty: z
    .array(contentDifficultySchema)
    .or(contentDifficultySchema.transform((d) => [d]))
    .optional(),
  format: z
    .array(contentFormatSchema)
    .or(contentFormatSchema.transform((f) => [f]))
    .optional(),
  premium: z.enum(['true', 'false']).optional(),
});
export const librarySearchReplySchema = z.object({
  results: z.array(
    z.object({
      contentId: z.string(),
      title: z.string(),
      rank: z.number(),
      /** Matching text with the matched words between « and ». */
      snippet: z.string(),
    }),
  ),
  suggestions: z.array(z.string()),
});

export const libraryPreferencesSchema = z.object({
  preferredCategories: z.array(contentCategorySchema).max(5),
  preferredDifficulty: contentDifficultySchema,
  preferredFormats: z.array(contentFormatSchema).max(5),
});
export type LibraryPreferences = z.infer<typeof libraryPreferencesSchema>;
