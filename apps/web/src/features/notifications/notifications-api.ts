import type {
  Notification,
  NotificationKind,
  notificationListSchema,
  pushKindsSchema,
  pushSettingsSchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../api/api-client';

const notificationKeys = {
  list: ['notifications', 'list'] as const,
  push: ['notifications', 'push'] as const,
};

type NotificationList = { notifications: Notification[]; unread: number };

/** The signed-in user's notifications (the bell): fetched once, then refreshed by the stream. */
export function useServerNotifications(signedIn: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.list,
    enabled: signedIn,
    staleTime: 5 * 60_000,
    queryFn: () => apiRequest<typeof notificationListSchema>('/api/notifications', { quiet: true }),
  });
  // A new notification arrives as an event on the user's stream, within a second or so of the
  // change that raised it; the list is then fetched again (a few hundred bytes).
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    source.addEventListener('notification', refresh);
    // Whatever arrived before the stream was listening (the list may have been read before it
    // connected: a busy server, a slow phone) or while it was down is read again once it is.
    source.addEventListener('ready', refresh);
    return () => source.close();
  }, [signedIn, queryClient]);
  return query.data ?? null;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof notificationListSchema>('/api/notifications/read', {
        method: 'POST',
        body: { all: true },
        quiet: true,
      }),
    onSuccess: (list: NotificationList) => queryClient.setQueryData(notificationKeys.list, list),
  });
}

export function usePushSettings(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.push,
    enabled,
    queryFn: () => apiRequest<typeof pushSettingsSchema>('/api/push', { quiet: true }),
  });
}

export function useSetPushKinds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: NotificationKind[]) =>
      apiRequest<typeof pushKindsSchema>('/api/push/kinds', { method: 'PUT', body: { kinds }, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.push }),
  });
}

/** The VAPID key as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether this browser can take pushes at all (a service worker and the Push API). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's current subscription, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the browser for permission, subscribes it with the server's key and registers the
 * subscription; or unsubscribes it and tells the server. Throws with a message a player can act on.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ on, publicKey }: { on: boolean; publicKey: string }) => {
      if (!pushSupported()) throw new Error('This browser cannot show notifications from Muster.');
      const registration = await navigator.serviceWorker.ready;
      const existing = await registration.pushManager.getSubscription();
      if (!on) {
        if (existing) {
          await apiRequest('/api/push/subscriptions', {
            method: 'DELETE',
            body: { endpoint: existing.endpoint },
            quiet: true,
          });
          await existing.unsubscribe();
        }
        return;
      }
      const permission = await Notification.requestPermission();
      if (permission !== 'granted')
        throw new Error(
          'Notifications are blocked for Muster in this browser: allow them in its site settings.',
        );
      const subscription =
        existing ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      await apiRequest('/api/push/subscriptions', {
        method: 'POST',
        body: subscription.toJSON(),
        quiet: true,
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.push }),
  });
}
