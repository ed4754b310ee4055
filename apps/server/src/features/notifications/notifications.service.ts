import type { Notification, PushSubscriptionInput } from '@muster/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { notifications, pushPreferences, pushSubscriptions } from './notifications.table';

/** The bell lists this many, newest first. */
const LIST_LIMIT = 50;
/** Devices per account: a phone, a tablet, a few browsers; more is a script. */
export const MAX_PUSH_DEVICES = 10;

/** The browsers' own push services: a subscription elsewhere would make the server call out anywhere. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** Whether an endpoint belongs to a push service this server will send to. */
function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}

export async function listNotifications(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(LIST_LIMIT);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    notifications: rows.map(
      (row): Notification => ({
        id: row.id,
        kind: row.kind as Notification['kind'],
        title: row.title,
        body: row.body,
        link: row.link,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      }),
    ),
    unread: unread?.n ?? 0,
  };
}

/** Marks the user's own notifications read (another user's ids are simply not theirs to touch). */
export async function markRead(db: Database, userId: string, which: { ids: string[] } | { all: true }) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'ids' in which ? inArray(notifications.id, which.ids) : undefined,
      ),
    );
  return listNotifications(db, userId);
}

export async function pushKindsOf(db: Database, userId: string): Promise<string[]> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return row?.kinds ?? [];
}

export async function setPushKinds(db: Database, userId: string, kinds: string[]) {
  await db
    .insert(pushPreferences)
    .values({ userId, kinds })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { kinds, updatedAt: sql`now()` } });
}

export async function deviceCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/**
 * Keeps a device's subscription for the user. The same endpoint again (a browser renewing it, or
 * a device passed to another account) replaces the old one; an endpoint that is not a browser's
 * push service, or an account past its device limit, is refused.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  extraOrigins: readonly string[],
) {
  if (!isPushServiceEndpoint(input.endpoint, extraOrigins))
    throw new HttpError(
      400,
      'NOT_A_PUSH_SERVICE',
      "That address is not a browser push service: subscribe through the browser's notification permission.",
    );
  await db.transaction(async (tx) => {
    // One account's subscriptions are counted under a lock on the account, so parallel requests
    // cannot together pass the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`push:${userId}`}))`);
    const [existing] = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (!existing || existing.userId !== userId) {
      const [row] = await tx
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      if ((row?.n ?? 0) >= MAX_PUSH_DEVICES)
        throw new HttpError(
          409,
          'TOO_MANY_DEVICES',
          `Notifications already reach ${MAX_PUSH_DEVICES} devices of this account: turn them off on one first.`,
        );
    }
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
      });
  });
}

export async function deleteSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
