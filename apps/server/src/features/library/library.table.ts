import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';
import { tacticalContent } from '../content/content.table';

/** Spec 001 "Learning path with modules; each module holds content_ids". */
export const learningPaths = pgTable('learning_paths', {
  id: uuid('id').defaultRandom().primaryKey(),
  /** Stable key so the seed updates rather than duplicates. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  difficulty: text('difficulty').notNull(),
  position: integer('position').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const learningPathModules = pgTable(
  'learning_path_modules',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    pathId: uuid('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
    contentIds: uuid('content_ids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (table) => [uniqueIndex('learning_path_modules_slug_idx').on(table.pathId, table.slug)],
);

export const userContentProgress = pgTable(
  'user_content_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => tacticalContent.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastAccessedDate: timestamp('last_accessed_date', { withTimezone: true }),
    bookmarked: boolean('bookmarked').notNull().default(false),
    notes: text('notes').notNull().default(''),
    rating: integer('rating'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contentId] }),
    index('user_content_progress_accessed_idx').on(table.userId, table.lastAccessedDate),
    check(
      'user_content_progress_rating_check',
      sql`${table.rating} IS NULL OR ${table.rating} BETWEEN 1 AND 5`,
    ),
  ],
);

/** Module and path completions, kept by the cascade when content is completed (spec 001 §4). */
export const userModuleProgress = pgTable(
  'user_learning_module_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => learningPathModules.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    completionDate: timestamp('completion_date', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleId] })],
);

export const userPathProgress = pgTable(
  'user_learning_path_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pathId: uuid('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    completionDate: timestamp('completion_date', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.pathId] })],
);

/** Spec 001 library preferences; beginner is the default difficulty. */
export const userLibraryPreferences = pgTable('user_library_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  preferredCategories: text('preferred_categories').array().notNull().default(sql`'{}'::text[]`),
  preferredDifficulty: text('preferred_difficulty').notNull().default('beginner'),
  preferredFormats: text('preferred_formats').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
