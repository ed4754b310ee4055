import type { contentProgressListSchema } from '@muster/contracts/library';
import type { RosterSummary, rosterListSchema } from '@muster/contracts/rosters';
import type { activeEventReplySchema } from '@muster/contracts/tournament-rounds';
import type { z } from 'zod';
import { OFFLINE_DATA_CACHE, SAVED_AT_HEADER } from '../../service-worker/offline-data';
import { readItem, storageKeys, writeItem } from '../storage/local-store';
import { type Guard, isString, isWhole, nullable, shape } from '../storage/stored-shape';

/** What the phone holds for a day with no signal, as the companion shows it. */
export type OfflineCopy = {
  savedAt: string;
  userId: string;
  rosters: number;
  event: string | null;
  bookmarks: number;
};

const isOfflineCopy: Guard<OfflineCopy> = shape({
  savedAt: isString,
  userId: isString,
  rosters: isWhole,
  event: nullable(isString),
  bookmarks: isWhole,
});

export const readOfflineCopy = (): OfflineCopy | null => readItem(storageKeys.offlineCopy, isOfflineCopy);

/**
 * A saved reply's body. The server checked it against its contract before sending it (as every
 * reply apiRequest reads), so it is read by type; an unreadable body reads as null.
 */
async function replyOf<Reply extends z.ZodType>(response: Response | null): Promise<z.output<Reply> | null> {
  if (!response) return null;
  return (await response.json().catch(() => null)) as z.output<Reply> | null;
}

async function save(cache: Cache, path: string): Promise<Response | null> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  if (response.status !== 200) return null;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await response.clone().blob();
  await cache.put(path, new Response(body, { status: 200, headers }));
  return response;
}

/**
 * Saves everything game day needs into the service worker's offline cache, read the same way the
 * pages read it: the account, every roster (their datacards are drawn from them), the current
 * event with its pairings, game card and lists, the library (bookmarks included), the missions
 * and the score tracker's cards, and the battle log.
 */
export async function saveOfflineCopy(userId: string): Promise<OfflineCopy> {
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  const common = [
    '/api/me',
    '/api/acts/published',
    '/api/game-data/missions',
    '/api/game-data/mission-scoring',
    '/api/battles',
  ];
  const [rosters, active, progress] = await Promise.all([
    save(cache, '/api/rosters'),
    save(cache, '/api/tournaments/my-active'),
    save(cache, '/api/library/progress'),
    ...common.map((path) => save(cache, path)),
  ]);
  const rosterList: RosterSummary[] = (await replyOf<typeof rosterListSchema>(rosters))?.rosters ?? [];
  const event = (await replyOf<typeof activeEventReplySchema>(active))?.active ?? null;
  const bookmarks =
    (await replyOf<typeof contentProgressListSchema>(progress))?.items.filter((item) => item.bookmarked)
      .length ?? 0;
  const eventPaths = event
    ? ['', '/rounds', '/my-game', '/lists', '/standings'].map((part) => `/api/tournaments/${event.id}${part}`)
    : [];
  await Promise.all(
    [...rosterList.map((r) => `/api/rosters/${r.id}`), ...eventPaths].map((path) => save(cache, path)),
  );
  const copy: OfflineCopy = {
    savedAt: new Date().toISOString(),
    userId,
    rosters: rosterList.length,
    event: event?.name ?? null,
    bookmarks,
  };
  writeItem(storageKeys.offlineCopy, copy);
  return copy;
}
