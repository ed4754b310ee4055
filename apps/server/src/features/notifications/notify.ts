import { type NotificationKind, notificationKinds } from '@muster/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles } from '../accounts/profile.table';
import { JOBS_CHANNEL } from '../jobs/job-queue';
import { jobs } from '../jobs/jobs.table';
import { notifications, pushPreferences, pushSubscriptions } from './notifications.table';

/** The channel every server LISTENs on for the bell; the payload is the user id. */
export const NOTIFICATIONS_CHANNEL = 'muster_notifications';
/** The job that sends a batch of new notifications to the devices that asked for them. */
export const PUSH_JOB = 'push-notifications';

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** Names the happening: the same key twice for a user is one notification. */
  dedupeKey: string;
};

/** The kinds about an event, which the "tournaments" preference covers. */
const notAboutEvents = new Set<NotificationKind>(['forum-reply', 'payment', 'account-security']);
const tournamentKinds = new Set<NotificationKind>(
  notificationKinds.filter((kind) => !notAboutEvents.has(kind)),
);

/**
 * Records notifications for their users, in the caller's transaction: they exist (and reach the
 * bell, and go out as pushes) only if the change they tell of commits. A user who switched off
 * in-app notifications, or tournament ones, gets none of those. Returns how many were new.
 */
export async function notifyUsers(tx: Executor, items: readonly NewNotification[]): Promise<number> {
  if (items.length === 0) return 0;
  const userIds = [...new Set(items.map((item) => item.userId))];
  const preferences = await tx
    .select({ id: profiles.id, notifications: sql<unknown>`${profiles.preferences}->'notifications'` })
    .from(profiles)
    .where(inArray(profiles.id, userIds));
  const switchedOff = new Map(
    preferences.map((row) => {
      const value = (row.notifications ?? {}) as { app?: unknown; tournaments?: unknown };
      return [row.id, { app: value.app === false, tournaments: value.tournaments === false }];
    }),
  );
  const wanted = items.filter((item) => {
    const off = switchedOff.get(item.userId);
    return !off?.app && !(off?.tournaments && tournamentKinds.has(item.kind));
  });
  if (wanted.length === 0) return 0;
  const inserted = await tx
    .insert(notifications)
    .values(
      wanted.map((item) => ({
        userId: item.userId,
        kind: item.kind,
        title: item.title,
        body: item.body,
        link: item.link ?? null,
        dedupeKey: item.dedupeKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
  if (inserted.length === 0) return 0;
  for (const userId of new Set(inserted.map((row) => row.userId)))
    await tx.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`);

  // Pushes only for kinds the user opted into, and only to users with a device subscribed.
  const pushUsers = [...new Set(inserted.map((row) => row.userId))];
  const optedIn = await tx
    .select({ userId: pushPreferences.userId, kinds: pushPreferences.kinds })
    .from(pushPreferences)
    .where(
      and(
        inArray(pushPreferences.userId, pushUsers),
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${pushPreferences.userId})`,
      ),
    );
  const kindsOf = new Map(optedIn.map((row) => [row.userId, new Set(row.kinds)]));
  const toPush = inserted.filter((row) => kindsOf.get(row.userId)?.has(row.kind));
  if (toPush.length > 0) {
    const [first] = toPush;
    await tx.insert(jobs).values({
      kind: PUSH_JOB,
      // The job belongs to the first recipient; the batch is the notifications themselves.
      userId: first?.userId ?? '',
      payload: { notificationIds: toPush.map((row) => row.id) },
      progress: {},
    });
    await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${PUSH_JOB})`);
  }
  return inserted.length;
}
