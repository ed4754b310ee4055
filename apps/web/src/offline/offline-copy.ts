import {
  activeEventReplySchema,
  contentProgressListSchema,
  type RosterSummary,
  rosterListSchema,
} from '@muster/contracts';
import { z } from 'zod';
import { OFFLINE_DATA_CACHE, SAVED_AT_HEADER } from '../../service-worker/offline-data';
import { readItem, storageKeys, writeItem } from '../storage/local-store';

/** What the phone holds for a day with no signal, as the companion shows it. */
const offlineCopySchema = z.object({
  savedAt: z.string(),
  userId: z.string(),
  rosters: z.number().int(),
  event: z.string().nullable(),
  bookmarks: z.number().int(),
});
export type OfflineCopy = z.infer<typeof offlineCopySchema>;

export const readOfflineCopy = (): OfflineCopy | null => readItem(storageKeys.offlineCopy, offlineCopySchema);

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
  const rosterList: RosterSummary[] = rosters
    ? (rosterListSchema.safeParse(await rosters.json()).data?.rosters ?? [])
    : [];
  const event = active ? (activeEventReplySchema.safeParse(await active.json()).data?.active ?? null) : null;
  const bookmarks = progress
    ? (contentProgressListSchema.safeParse(await progress.json()).data?.items.filter((i) => i.bookmarked)
        .length ?? 0)
    : 0;
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
