import type { Tournament } from '@muster/contracts';

/**
 * On game day a confirmed player's event page opens on their own game: it is read (and drawn)
 * before the pairings, which at a Grand Tournament are tens of kilobytes a phone in a crowded hall
 * waits for. The server hints the same read with the page (page-data-preloads.ts). A dropped
 * player may have no game to wait for, so their page reads the pairings first as anyone's.
 */
export function opensOnMyGame(event: Tournament): boolean {
  return (
    event.status === 'in_progress' && event.currentRound > 0 && event.viewer.entry?.status === 'confirmed'
  );
}
