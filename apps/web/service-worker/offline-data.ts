/**
 * The API reads a player needs at a table with no signal: who they are, their rosters (the
 * datacards are drawn from the roster), their event (pairings, game card, lists, standings), the
 * library they bookmarked from, the missions and the battle log. Only these are kept offline;
 * everything else goes to the network as usual. Shared by the service worker and the page that
 * fills the offline copy, so the two cannot disagree.
 */
const OFFLINE_DATA_PATHS: readonly RegExp[] = [
  /^\/api\/me$/,
  /^\/api\/rosters$/,
  /^\/api\/rosters\/[0-9a-f-]{36}$/,
  /^\/api\/tournaments\/my-active$/,
  /^\/api\/tournaments\/[0-9a-f-]{36}$/,
  /^\/api\/tournaments\/[0-9a-f-]{36}\/(rounds|standings|my-game|lists)$/,
  /^\/api\/acts\/published$/,
  /^\/api\/library\/progress$/,
  /^\/api\/game-data\/(missions|mission-scoring)$/,
  /^\/api\/battles$/,
];

/** The cache holding those replies; emptied when a player signs out. */
export const OFFLINE_DATA_CACHE = 'muster-data-v1';
/** Header on a reply served from the offline copy: when it was saved (ISO time). */
export const SAVED_AT_HEADER = 'x-muster-saved-at';

export const isOfflineData = (pathname: string): boolean => OFFLINE_DATA_PATHS.some((p) => p.test(pathname));
