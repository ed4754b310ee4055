import { type AdminUser, appRoleSchema, appTierSchema } from '@muster/contracts';
import { count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { session, user } from '../auth/auth.table';
import { subscriptions } from '../subscription/credits.table';

const activeSessions = sql<number>`(SELECT count(*)::int FROM ${session} WHERE ${session.userId} = ${user.id} AND ${session.expiresAt} > now())`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

async function selectAdminUsers(
  db: Database,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<AdminUser[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      username: user.username,
      role: user.role,
      banned: user.banned,
      createdAt: user.createdAt,
      tier: subscriptions.tier,
      credits: subscriptions.credits,
      activeSessions,
    })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .where(where)
    .orderBy(user.createdAt, user.email)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    username: row.username,
    role: appRoleSchema.catch('user').parse(row.role),
    tier: appTierSchema.catch('free').parse(row.tier),
    credits: row.credits ?? 0,
    banned: row.banned ?? false,
    activeSessions: row.activeSessions,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function searchUsers(
  db: Database,
  options: { query?: string; limit: number; offset: number },
): Promise<{ users: AdminUser[]; total: number }> {
  const pattern = options.query ? `%${escapeLike(options.query)}%` : undefined;
  const where = pattern ? or(ilike(user.email, pattern), ilike(user.username, pattern)) : undefined;
  const users = await selectAdminUsers(db, where, options.limit, options.offset);
  const [total] = await db.select({ value: count() }).from(user).where(where);
  return { users, total: total?.value ?? 0 };
}

export async function findAdminUser(db: Database, userId: string): Promise<AdminUser | undefined> {
  return (await selectAdminUsers(db, eq(user.id, userId), 1, 0))[0];
}

/** Ends every session of a user at once: their next request is signed out. */
export async function revokeSessions(db: Database, userId: string): Promise<number> {
  const removed = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return removed.length;
}
