import { z } from 'zod';
import { contentCategories, contentDifficulties, contentFormats } from './content-options';

export { contentCategories, contentDifficulties, contentFormats } from './content-options';

export const contentCategorySchema = z.enum(contentCategories);
export type ContentCategory = z.infer<typeof contentCategorySchema>;

export const contentDifficultySchema = z.enum(contentDifficulties);
export type ContentDifficulty = z.infer<typeof contentDifficultySchema>;

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

/** Spec 001 §5 generic string messages: "Validation failed for field X: …". */
const text = (field: string, max: number) =>
  z
    .string({ error: `Validation failed for field ${field}: is required` })
    .trim()
    .min(1, `Validation failed for field ${field}: cannot be empty`)
    .max(max, `Validation failed for field ${field}: must be no more than ${max} characters`);

export const contentInputSchema = z.object({
  title: text('title', 200),
  slug: z
    .string()
    .trim()
    .max(120, 'Validation failed for field slug: must be no more than 120 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Validation failed for field slug: does not match required pattern')
    .optional(),
  description: text('description', 500),
  content: text('content', 100_000),
  category: contentCategorySchema,
  difficulty: contentDifficultySchema,
  format: contentFormatSchema,
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  isPremium: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
  isPublished: z.boolean().default(false),
});
export type ContentInput = z.infer<typeof contentInputSchema>;

export const adminContentItemSchema = publishedContentItemSchema.extend({
  slug: z.string(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  /** Learning paths whose modules list this item: it cannot be deleted while they do. */
  usedInPaths: z.array(z.string()),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

export const adminContentQuerySchema = z.object({
  status: z.enum(['all', 'published', 'draft']).default('all'),
  q: z.string().trim().max(200).default(''),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminContentListSchema = z.object({
  items: z.array(adminContentItemSchema.omit({ content: true, usedInPaths: true })),
  total: z.number().int(),
  counts: z.object({ published: z.number().int(), draft: z.number().int() }),
});

export const BULK_UPLOAD_LIMIT = 200;
export const bulkContentSchema = z.object({
  items: z
    .array(z.unknown())
    .min(1, 'Choose at least one item to upload.')
    .max(BULK_UPLOAD_LIMIT, `Upload at most ${BULK_UPLOAD_LIMIT} items at a time.`),
});
export const bulkContentReplySchema = z.object({
  results: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      slug: z.string().nullable(),
      outcome: z.enum(['created', 'updated', 'error']),
      message: z.string().nullable(),
    }),
  ),
});

/** Spec 000 content upload: a file, its metadata, optional actions and overrideDuplicate. */
export const INGESTION_FILE_LIMIT = 1024 * 1024;
export const contentIngestionRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .max(200)
    .regex(/\.(md|markdown|txt|html?)$/i, 'Upload a Markdown, text or HTML file (.md, .txt, .html).'),
  fileContent: z.string().min(1, 'The file is empty.').max(INGESTION_FILE_LIMIT, 'Files are at most 1 MB.'),
  metadata: z.object({
    title: z.string().trim().max(200).optional(),
    description: z.string().trim().max(500).optional(),
    category: contentCategorySchema,
    difficulty: contentDifficultySchema,
    format: contentFormatSchema,
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  }),
  actions: z
    .array(z.enum(['publish', 'feature', 'premium']))
    .max(3)
    .default([]),
  overrideDuplicate: z.boolean().default(false),
});
export type ContentIngestionRequest = z.infer<typeof contentIngestionRequestSchema>;

export const contentIngestionJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  result: z
    .object({
      outcome: z.enum(['created', 'updated']),
      contentId: z.string(),
      title: z.string(),
      slug: z.string(),
      isPublished: z.boolean(),
    })
    .nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ContentIngestionJob = z.infer<typeof contentIngestionJobSchema>;
export const contentIngestionJobsSchema = z.object({ jobs: z.array(contentIngestionJobSchema) });
export const ingestionJobParamsSchema = z.object({ id: z.uuid('Invalid job id format') });
