import { z } from 'zod';

/** What a notification is about; each can be pushed to the user's devices if they opt in. */
export const notificationKinds = [
  'pairing',
  'result-to-confirm',
  'dispute',
  'dispute-resolved',
  'round-started',
  'time-called',
  'list-unlocked',
  'waitlist-promoted',
  'forum-reply',
  'payment',
  'account-security',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How each kind reads in the settings (a player chooses which ones reach their phone). */
export const notificationKindLabels: Record<NotificationKind, string> = {
  pairing: 'Pairings posted (table and opponent)',
  'result-to-confirm': 'A result for you to confirm',
  dispute: 'A disputed result',
  'dispute-resolved': 'A dispute settled by the organiser',
  'round-started': 'The round clock starting',
  'time-called': 'Time called',
  'list-unlocked': 'Your event list unlocked',
  'waitlist-promoted': 'A seat for you from the waitlist',
  'forum-reply': 'A reply to your forum thread',
  payment: 'Payments: receipts and problems',
  'account-security': 'Wrong passwords tried on your account',
};

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** An in-app path to open, if any. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
});

export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'The subscription key is not base64url.')
      .min(80)
      .max(100),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'The subscription secret is not base64url.')
      .min(16)
      .max(32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(2048) });

export const pushSettingsSchema = z.object({
  /** The server's VAPID public key (base64url), for PushManager.subscribe. */
  publicKey: z.string(),
  kinds: z.array(z.enum(notificationKinds)),
  devices: z.number().int().min(0),
});
export const pushKindsSchema = z.object({
  kinds: z.array(z.enum(notificationKinds)).max(notificationKinds.length),
});
