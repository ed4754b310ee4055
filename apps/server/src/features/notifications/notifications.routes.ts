import type { ServerResponse } from 'node:http';
import {
  apiErrorSchema,
  markNotificationsReadSchema,
  notificationListSchema,
  pushEndpointSchema,
  pushKindsSchema,
  pushSettingsSchema,
  pushSubscriptionInputSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { listenToChannel } from '../../db/channel-listener';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { openEventStream } from '../../http/event-stream';
import {
  deleteSubscription,
  deviceCount,
  listNotifications,
  markRead,
  pushKindsOf,
  saveSubscription,
  setPushKinds,
} from './notifications.service';
import { NOTIFICATIONS_CHANNEL } from './notify';
import type { VapidKeys } from './push-sender';

const tags = ['notifications'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema };
/** Streams per account on one server: a few tabs and devices; more is a script holding sockets. */
const MAX_STREAMS_PER_USER = 8;

export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  pool: pg.Pool;
  vapid: () => Promise<VapidKeys>;
  extraPushOrigins: readonly string[];
}> = async (app, { db, pool, vapid, extraPushOrigins }) => {
  const streams = new Map<string, Set<ServerResponse>>();
  const ping = (userId: string) => {
    for (const stream of streams.get(userId) ?? []) stream.write('event: notification\ndata: {}\n\n');
  };
  const channel = listenToChannel(
    pool,
    NOTIFICATIONS_CHANNEL,
    {
      onPayload: ping,
      // Whatever arrived while reconnecting: every open bell refetches, when the connection is
      // lost and again once it listens (what was announced in between reached nobody).
      onLost: () => {
        for (const userId of streams.keys()) ping(userId);
      },
      onResumed: () => {
        for (const userId of streams.keys()) ping(userId);
      },
    },
    (message) => app.log.warn(message),
  );
  app.addHook('onClose', async () => {
    for (const set of streams.values()) for (const stream of set) stream.end();
    await channel.close();
  });

  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your latest notifications and how many are unread',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(db, (await requireUser(request)).id),
  );

  app.post(
    '/api/notifications/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark some of your notifications read, or all of them',
        body: markNotificationsReadSchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => markRead(db, (await requireUser(request)).id, request.body),
  );

  app.get(
    '/api/notifications/stream',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Server-sent events: "notification" whenever you have a new one (then fetch the list)',
        response: { 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const mine = streams.get(user.id) ?? new Set<ServerResponse>();
      if (mine.size >= MAX_STREAMS_PER_USER)
        return reply.status(429).send({
          error: {
            code: 'TOO_MANY_STREAMS',
            message: 'Too many open notification streams for this account.',
          },
        });
      channel.ensureConnected();
      const stream = openEventStream(request, reply, {
        retryMs: 5000,
        ready: {},
        onClose: () => {
          mine.delete(stream);
          if (mine.size === 0) streams.delete(user.id);
        },
      });
      mine.add(stream);
      streams.set(user.id, mine);
    },
  );

  app.get(
    '/api/push',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Web Push: the server's public key, the kinds you get pushed and how many devices get them",
        response: { 200: pushSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        publicKey: (await vapid()).publicKey,
        kinds: (await pushKindsOf(db, user.id)) as z.infer<typeof pushSettingsSchema>['kinds'],
        devices: await deviceCount(db, user.id),
      };
    },
  );

  app.put(
    '/api/push/kinds',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Choose which kinds of notification are pushed to your devices',
        body: pushKindsSchema,
        response: { 200: pushKindsSchema, ...errors },
      },
    },
    async (request) => {
      const kinds = [...new Set(request.body.kinds)];
      await setPushKinds(db, (await requireUser(request)).id, kinds);
      return { kinds };
    },
  );

  app.post(
    '/api/push/subscriptions',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Register this browser's push subscription (from PushManager.subscribe)",
        body: pushSubscriptionInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await saveSubscription(db, (await requireUser(request)).id, request.body, extraPushOrigins);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Stop pushing to this browser's subscription",
        body: pushEndpointSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSubscription(db, (await requireUser(request)).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
