import type { Agent } from 'node:https';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import type { JobHandler } from '../jobs/job-runner';
import { notifications, pushSubscriptions, pushVapidKeys } from './notifications.table';

export type VapidKeys = { publicKey: string; privateKey: string };

/** Pushes sent at once per batch: a whole hall's pairings go out in seconds, not one by one. */
const CONCURRENCY = 16;
/** A push service that does not answer in this long is given up on for this notification. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps trying to reach a sleeping phone: pairings age fast. */
const TTL_SECONDS = 60 * 60;

/**
 * The server's VAPID keys: the configured pair, else the pair kept in the database, made once by
 * whichever server asks first (every server then signs with the same pair).
 */
async function vapidKeysOf(db: Database, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const [stored] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 'default'));
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 'default', ...made })
    .onConflictDoNothing();
  const [kept] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 'default'));
  if (!kept) throw new Error('VAPID keys not stored');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/** The keys, read (or made) once per process and then kept; a failed read is tried again next time. */
export function vapidKeysFor(db: Database, configured: VapidKeys | null): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    if (!keys) {
      keys = vapidKeysOf(db, configured);
      keys.catch(() => {
        keys = null;
      });
    }
    return keys;
  };
}

/** VAPID wants a mailto: or https: contact; a plain-http origin (local use) gets a mailto:. */
function vapidSubject(subject: string): string {
  if (subject.startsWith('mailto:') || subject.startsWith('https:')) return subject;
  try {
    return `mailto:admin@${new URL(subject).hostname}`;
  } catch {
    return 'mailto:admin@localhost';
  }
}

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await run(item);
      }
    }),
  );
}

/**
 * Sends each notification of the batch to every device its user subscribed. A subscription the
 * push service says is gone (404, 410) is deleted; any other failure is logged and left, so one
 * dead phone never holds up the rest.
 */
export function pushHandler(deps: {
  db: Database;
  vapid: () => Promise<VapidKeys>;
  subject: string;
  /** The HTTPS agent to reach push services with (a test's trusts its fake service); default Node's. */
  agent?: Agent;
  log?: (message: string) => void;
}): JobHandler {
  return async (job) => {
    const ids = (job.payload as { notificationIds?: unknown }).notificationIds;
    if (!Array.isArray(ids) || ids.length === 0) return;
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          ids.filter((id): id is string => typeof id === 'string'),
        ),
      );
    const userIds = [...new Set(rows.map((row) => row.userId))];
    if (userIds.length === 0) return;
    const devices = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds));
    const keys = await deps.vapid();
    const sends = rows.flatMap((row) =>
      devices.filter((device) => device.userId === row.userId).map((device) => ({ row, device })),
    );
    await inParallel(sends, CONCURRENCY, async ({ row, device }) => {
      const payload = JSON.stringify({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
      });
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          {
            vapidDetails: { subject: vapidSubject(deps.subject), ...keys },
            TTL: TTL_SECONDS,
            timeout: PUSH_TIMEOUT_MS,
            ...(deps.agent ? { agent: deps.agent } : {}),
            // The notification id: a service that already holds it replaces it rather than adding one.
            topic: row.id.replaceAll('-', '').slice(0, 32),
          },
        );
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410)
          await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        else deps.log?.(`push to ${new URL(device.endpoint).host} failed: ${status ?? String(error)}`);
      }
    });
  };
}
