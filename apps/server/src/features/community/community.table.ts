import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/** A discussion on one board (a faction, or General); its opening post is its first post. */
export const communityThreads = pgTable(
  'community_threads',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    board: text('board').notNull(),
    title: text('title').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    locked: boolean('locked').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('community_threads_board_idx').on(table.board, table.pinned, table.lastPostAt)],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** visible, hidden by a moderator, or deleted by its author; the text is kept for the review queue. */
    state: text('state').$type<'visible' | 'hidden' | 'deleted'>().notNull().default('visible'),
    moderatorNote: text('moderator_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('community_posts_thread_idx').on(table.threadId, table.createdAt),
    check('community_posts_state_check', sql`${table.state} IN ('visible', 'hidden', 'deleted')`),
  ],
);
