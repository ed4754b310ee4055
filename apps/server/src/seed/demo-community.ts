import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { user } from '../features/auth/auth.table';
import { communityPosts, communityThreads } from '../features/community/community.table';

/**
 * A pinned welcome thread on an empty development board, so the hub shows how boards work.
 * Runs after the demo accounts exist; does nothing once anyone has posted.
 */
export async function seedDemoCommunity(db: Database): Promise<void> {
  const [threads] = await db.select({ total: count() }).from(communityThreads);
  if ((threads?.total ?? 0) > 0) return;
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, 'admin@muster.example'));
  const [player] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, 'player1@muster.example'));
  if (!admin || !player) return;
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(communityThreads)
      .values({ board: 'General', title: 'Welcome to the Community Hub', authorId: admin.id, pinned: true })
      .returning({ id: communityThreads.id });
    if (!thread) return;
    await tx.insert(communityPosts).values([
      {
        threadId: thread.id,
        authorId: admin.id,
        // One transaction gives every row the same now(): order the posts explicitly.
        createdAt: new Date(Date.now() - 60_000),
        body: 'Every faction has its own board, plus this General one. Keep it friendly: use Report on anything that breaks the rules and an admin will look at it.',
      },
      {
        threadId: thread.id,
        authorId: player.id,
        body: 'Glad to be here. Anyone playing Necrons into the new missions?',
      },
    ]);
  });
}
