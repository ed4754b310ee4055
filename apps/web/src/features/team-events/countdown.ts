/**
 * A draft step's countdown on the viewer's clock. The server sends its own time with each reply;
 * the gap between that and the local time the reply arrived is the skew, so a phone whose clock
 * runs a minute fast still counts down to the server's deadline.
 */

/** Server clock minus local clock, in milliseconds. */
export const clockOffset = (serverTime: string, receivedAt: number) => Date.parse(serverTime) - receivedAt;

/** Milliseconds left until the deadline, as the server's clock reads at local time `now`. */
export const msLeft = (deadline: string, offset: number, now: number) =>
  Date.parse(deadline) - (now + offset);

/** "2:05" for 125 s; a started second counts as a whole one, so 0:00 shows only once time is up. */
export function countdownLabel(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * When to read the draft again: a second after the deadline. The server applies the team-sheet
 * defaults when the draft is read after its deadline, so this read shows what time decided.
 */
export const refetchDelay = (left: number) => Math.max(0, left) + 1000;
