import {
  type CommunityPost,
  type CommunityThread,
  communityBoards,
  communityLimits,
  type PostCreate,
  type ThreadCreate,
  type ThreadSummary,
} from '@muster/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { user } from '../auth/auth.table';
import { notifyUsers } from '../notifications/notify';
import { communityPosts, communityThreads } from './community.table';
import {
  canModerate,
  canReadPost,
  postingBlockedReason,
  postNotFound,
  requireMayPost,
  requireOwnPost,
} from './thread.policy';

const displayName = sql<string>`coalesce(${user.username}, ${user.name})`;

const threadNotFound = () =>
  new HttpError(404, 'THREAD_NOT_FOUND', 'That thread does not exist or was removed.');

export async function listBoards(db: Database) {
  const rows = await db
    .select({
      board: communityThreads.board,
      threads: sql<number>`count(DISTINCT ${communityThreads.id})::int`,
      posts: sql<number>`count(${communityPosts.id}) FILTER (WHERE ${communityPosts.state} = 'visible')::int`,
      lastPostAt: sql<Date>`max(${communityThreads.lastPostAt})`,
    })
    .from(communityThreads)
    .leftJoin(communityPosts, eq(communityPosts.threadId, communityThreads.id))
    .groupBy(communityThreads.board);
  const byBoard = new Map(rows.map((row) => [row.board, row]));
  return {
    boards: communityBoards().map((board) => {
      const row = byBoard.get(board);
      return {
        board,
        threads: row?.threads ?? 0,
        posts: row?.posts ?? 0,
        lastPostAt: row?.lastPostAt ? new Date(row.lastPostAt).toISOString() : null,
      };
    }),
  };
}

const summaryColumns = {
  id: communityThreads.id,
  board: communityThreads.board,
  title: communityThreads.title,
  author: displayName,
  createdAt: communityThreads.createdAt,
  lastPostAt: communityThreads.lastPostAt,
  locked: communityThreads.locked,
  pinned: communityThreads.pinned,
  replies: sql<number>`(SELECT count(*) FROM community_posts p WHERE p.thread_id = ${communityThreads.id}) - 1`,
};

type SummaryRow = { createdAt: Date; lastPostAt: Date; replies: number | string } & Omit<
  ThreadSummary,
  'createdAt' | 'lastPostAt' | 'replies'
>;
const toSummary = (row: SummaryRow): ThreadSummary => ({
  ...row,
  replies: Number(row.replies),
  createdAt: row.createdAt.toISOString(),
  lastPostAt: row.lastPostAt.toISOString(),
});

/** Pinned threads first, then the most recently active. */
export async function listThreads(db: Database, board: string | undefined, page: number) {
  if (board !== undefined && !communityBoards().includes(board))
    throw new HttpError(404, 'BOARD_NOT_FOUND', `There is no board called "${board}".`);
  const where = board ? eq(communityThreads.board, board) : undefined;
  const [total] = await db.select({ total: count() }).from(communityThreads).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(communityThreads)
    .innerJoin(user, eq(user.id, communityThreads.authorId))
    .where(where)
    .orderBy(desc(communityThreads.pinned), desc(communityThreads.lastPostAt), desc(communityThreads.id))
    .limit(communityLimits.threadsPerPage)
    .offset((page - 1) * communityLimits.threadsPerPage);
  const all = total?.total ?? 0;
  return {
    threads: rows.map(toSummary),
    total: all,
    page,
    pages: Math.max(1, Math.ceil(all / communityLimits.threadsPerPage)),
  };
}

type PostRow = typeof communityPosts.$inferSelect & { author: string };

function toPost(row: PostRow, viewer: SessionUser): CommunityPost {
  const readable = canReadPost(row, viewer);
  return {
    id: row.id,
    author: row.author,
    body: readable ? row.body : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    state: row.state,
    moderatorNote: row.state === 'hidden' ? row.moderatorNote : null,
    mine: row.authorId === viewer.id,
  };
}

export async function readThread(db: Database, id: string, viewer: SessionUser): Promise<CommunityThread> {
  const [row] = await db
    .select(summaryColumns)
    .from(communityThreads)
    .innerJoin(user, eq(user.id, communityThreads.authorId))
    .where(eq(communityThreads.id, id));
  if (!row) throw threadNotFound();
  const posts = await db
    .select({ post: communityPosts, author: displayName })
    .from(communityPosts)
    .innerJoin(user, eq(user.id, communityPosts.authorId))
    .where(eq(communityPosts.threadId, id))
    .orderBy(asc(communityPosts.createdAt), asc(communityPosts.id));
  return {
    ...toSummary(row),
    posts: posts.map(({ post, author }) => toPost({ ...post, author }, viewer)),
    replyBlockedReason: await postingBlockedReason(db, viewer, row.locked),
    canModerate: canModerate(viewer),
  };
}

export async function createThread(db: Database, viewer: SessionUser, request: ThreadCreate) {
  await requireMayPost(db, viewer, false);
  const id = await db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(communityThreads)
      .values({ board: request.board, title: request.title, authorId: viewer.id })
      .returning({ id: communityThreads.id });
    if (!thread) throw new Error('thread insert returned nothing');
    await tx.insert(communityPosts).values({ threadId: thread.id, authorId: viewer.id, body: request.body });
    return thread.id;
  });
  return readThread(db, id, viewer);
}

export async function addPost(db: Database, viewer: SessionUser, threadId: string, request: PostCreate) {
  const [thread] = await db.select().from(communityThreads).where(eq(communityThreads.id, threadId));
  if (!thread) throw threadNotFound();
  await requireMayPost(db, viewer, thread.locked);
  await db.transaction(async (tx) => {
    const [post] = await tx
      .insert(communityPosts)
      .values({ threadId, authorId: viewer.id, body: request.body })
      .returning({ id: communityPosts.id });
    await tx
      .update(communityThreads)
      .set({ lastPostAt: new Date() })
      .where(eq(communityThreads.id, threadId));
    // The thread's author hears of replies by others.
    if (post && thread.authorId && thread.authorId !== viewer.id)
      await notifyUsers(tx, [
        {
          userId: thread.authorId,
          kind: 'forum-reply',
          title: `New reply: ${thread.title}`,
          body: `${viewer.username ?? viewer.name} replied: ${request.body.slice(0, 140)}${request.body.length > 140 ? '…' : ''}`,
          link: `/community/threads/${threadId}`,
          dedupeKey: `forum-reply:${post.id}`,
        },
      ]);
  });
  return readThread(db, threadId, viewer);
}

/** The viewer's own post, while it can still change. */
async function ownPost(db: Database, viewer: SessionUser, postId: string) {
  const post = await requireOwnPost(db, viewer, postId);
  if (post.state !== 'visible')
    throw new HttpError(409, 'POST_REMOVED', 'This post was removed and can no longer be changed.');
  return post;
}

export async function editPost(db: Database, viewer: SessionUser, postId: string, request: PostCreate) {
  const post = await ownPost(db, viewer, postId);
  await db
    .update(communityPosts)
    .set({ body: request.body, editedAt: new Date() })
    .where(eq(communityPosts.id, post.id));
  return readThread(db, post.threadId, viewer);
}

export async function deletePost(db: Database, viewer: SessionUser, postId: string) {
  const post = await ownPost(db, viewer, postId);
  await db.update(communityPosts).set({ state: 'deleted' }).where(eq(communityPosts.id, post.id));
  return readThread(db, post.threadId, viewer);
}

export async function moderateThread(
  db: Database,
  viewer: SessionUser,
  threadId: string,
  change: { locked?: boolean; pinned?: boolean },
) {
  const updated = await db
    .update(communityThreads)
    .set(change)
    .where(eq(communityThreads.id, threadId))
    .returning({ id: communityThreads.id });
  if (updated.length === 0) throw threadNotFound();
  return readThread(db, threadId, viewer);
}

export async function setPostHidden(db: Database, postId: string, hidden: boolean, note: string) {
  const updated = await db
    .update(communityPosts)
    .set(
      hidden ? { state: 'hidden', moderatorNote: note || null } : { state: 'visible', moderatorNote: null },
    )
    .where(and(eq(communityPosts.id, postId), sql`${communityPosts.state} <> 'deleted'`))
    .returning({ threadId: communityPosts.threadId });
  const [row] = updated;
  if (!row) throw postNotFound();
  return row.threadId;
}

/** A post as the review queue shows it. */
export async function postForReview(db: Database, postId: string) {
  const [row] = await db
    .select({ post: communityPosts, thread: communityThreads, author: displayName })
    .from(communityPosts)
    .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
    .innerJoin(user, eq(user.id, communityPosts.authorId))
    .where(eq(communityPosts.id, postId));
  return row ?? null;
}

/** For threads whose very title breaks the rules: gone for everyone, posts and all. */
export async function deleteThread(db: Database, threadId: string) {
  const deleted = await db
    .delete(communityThreads)
    .where(eq(communityThreads.id, threadId))
    .returning({ id: communityThreads.id });
  if (deleted.length === 0) throw threadNotFound();
}
