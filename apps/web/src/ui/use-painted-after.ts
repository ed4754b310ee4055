import { useEffect, useState } from 'react';

/**
 * False until a frame has been painted since `ready` became true, then true for good. A page draws
 * what a visitor came for first (a player's game card) and its heavy parts (an 800-player event's
 * pairings) only after that has reached the screen: otherwise the browser runs both renders before
 * its next frame, and the card appears only once the lists are laid out too.
 */
export function usePaintedAfter(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A requestAnimationFrame callback runs just before a frame is painted; a task queued from it
    // runs after that frame.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
