import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isStaff, type SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { readSiteSettings } from '../site-settings/site-settings.service';
import { communityPosts } from './community.table';

/**
 * Who may do what in one forum thread and to one post (docs/architecture.md, "Object-level
 * permissions"): members read the boards and post while posting is open and the thread unlocked;
 * an author edits and deletes their own visible posts (anyone else's id is a 404); moderators
 * read hidden posts and post even when closed.
 */

type Reader = Pick<Database, 'select'>;
type PostRow = typeof communityPosts.$inferSelect;

export const postNotFound = () => new HttpError(404, 'POST_NOT_FOUND', 'That post does not exist.');

/** Moderators (admins) lock, pin and hide. */
export const canModerate = (viewer: SessionUser) => isStaff(viewer);

/** Members never receive the text of a hidden or deleted post; moderators do, to review it. */
export const canReadPost = (post: Pick<PostRow, 'state'>, viewer: SessionUser) =>
  post.state === 'visible' || (post.state === 'hidden' && canModerate(viewer));

/** Why this viewer may not post in a thread (locked or not) right now, or null. Admins always can. */
export async function postingBlockedReason(db: Database, viewer: SessionUser, locked: boolean) {
  if (canModerate(viewer)) return null;
  if (locked) return 'This thread is locked by a moderator.';
  const settings = await readSiteSettings(db);
  return settings.communityPostingOpen
    ? null
    : 'Community posting is closed at the moment; you can still read.';
}

/** Posting refused with the reason (403). */
export async function requireMayPost(db: Database, viewer: SessionUser, locked: boolean): Promise<void> {
  const blocked = await postingBlockedReason(db, viewer, locked);
  if (blocked) throw new HttpError(403, 'POSTING_CLOSED', blocked);
}

/** One of the viewer's own posts; someone else's post id answers like a missing one (404). */
export async function requireOwnPost(db: Reader, viewer: SessionUser, postId: string): Promise<PostRow> {
  const [post] = await db.select().from(communityPosts).where(eq(communityPosts.id, postId));
  if (!post || post.authorId !== viewer.id) throw postNotFound();
  return post;
}

/** Whether a member may report the post: every member reads the boards, but not a post already taken down. */
export async function postOpenToReport(db: Reader, id: string): Promise<boolean> {
  const [row] = await db
    .select({ state: communityPosts.state })
    .from(communityPosts)
    .where(eq(communityPosts.id, id));
  return row?.state === 'visible';
}
