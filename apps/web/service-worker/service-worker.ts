import { isOfflineData, OFFLINE_DATA_CACHE, SAVED_AT_HEADER } from './offline-data';

/**
 * Muster's service worker. The app shell (every built script, style and font of this build) is
 * cached at install, so every page opens with no network. Reads of a player's own game-day data
 * (see offline-data.ts) go to the network first and fall back to the last copy; nothing else is
 * cached, and nothing is ever written here: queued actions live with the page (offline/outbox.ts).
 */
declare const self: ServiceWorkerGlobalScope;
/** Replaced at build time (build-plugins/service-worker.ts). */
declare const __PRECACHE__: string[];
declare const __BUILD_ID__: string;

const SHELL_CACHE = `muster-shell-${__BUILD_ID__}`;
/** On a slow hall connection, the saved copy is shown after this long (the network keeps going). */
const NETWORK_PATIENCE_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(__PRECACHE__);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('muster-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function saveCopy(request: Request, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await response.blob();
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  await cache.put(
    request,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
}

/** Network first; the saved copy when the network fails, or when it is slow and a copy exists. */
async function offlineDataRead(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const network = fetch(request).then((response) => {
    if (response.status === 200) event.waitUntil(saveCopy(request, response.clone()));
    // A signed-out session must not keep the previous player's copy.
    if (response.status === 401) event.waitUntil(caches.delete(OFFLINE_DATA_CACHE));
    return response;
  });
  network.catch(() => {}); // handled below; a copy may already have answered
  const saved = caches.open(OFFLINE_DATA_CACHE).then((cache) => cache.match(request));
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), NETWORK_PATIENCE_MS));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    return (await saved) ?? (await network);
  } catch {
    const copy = await saved;
    return copy ?? Response.error();
  }
}

async function shellAsset(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * Pages: the network's index.html when it answers in time, else the cached one (the cached shell
 * and the cached scripts are of the same build, so they always fit together).
 */
async function page(request: Request): Promise<Response> {
  const network = fetch(request);
  network.catch(() => {}); // handled below
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), NETWORK_PATIENCE_MS));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    return (await caches.match('/index.html')) ?? (await network);
  } catch {
    return (await caches.match('/index.html')) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/')) return;
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/')) event.respondWith(shellAsset(request));
  else if (isOfflineData(url.pathname)) event.respondWith(offlineDataRead(event));
});

/** A push from the server (features/notifications/push-sender.ts). */
type PushedNotification = { id?: string; title?: string; body?: string; link?: string | null };

// Quiet while the app is open and in view: the bell there already shows it. Otherwise the system
// notification, tagged with its id, so a push delivered twice replaces rather than repeats.
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let data: PushedNotification = {};
      try {
        data = (event.data?.json() ?? {}) as PushedNotification;
      } catch {
        data = { body: event.data?.text() ?? '' };
      }
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => (client as WindowClient).visibilityState === 'visible')) return;
      await self.registration.showNotification(data.title ?? 'Muster', {
        body: data.body ?? '',
        tag: data.id ?? 'muster',
        icon: '/icons/icon-192.png',
        data: { link: data.link ?? '/' },
      });
    })(),
  );
});

// A tap opens the notification's page in an open window if there is one, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
  const url = new URL(link.startsWith('/') ? link : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0] as WindowClient | undefined;
      if (open) {
        await open.navigate(url).catch(() => null);
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
