import type { Locator } from '@playwright/test';

/**
 * Swipes left starting 10 px inside the element's right edge. Positions are measured in the same
 * page task that dispatches the touches (the drawer may still be sliding in), and the gesture lasts
 * durationMs rather than however long two round trips take on a busy machine.
 */
export async function swipeLeftFromRightEdge(
  target: Locator,
  gesture: { distance: number; vertical?: number; durationMs?: number },
) {
  await target.evaluate(
    async (element, { distance, vertical, durationMs }) => {
      const rect = element.getBoundingClientRect();
      const startX = rect.right - 10;
      const startY = rect.top + rect.height / 2;
      const touch = (x: number, y: number) =>
        new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
      const fire = (type: 'touchstart' | 'touchend', x: number, y: number) =>
        element.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            changedTouches: [touch(x, y)],
            touches: type === 'touchend' ? [] : [touch(x, y)],
          }),
        );
      fire('touchstart', startX, startY);
      if (durationMs > 0) await new Promise((resolve) => setTimeout(resolve, durationMs));
      fire('touchend', startX - distance, startY + vertical);
    },
    { distance: gesture.distance, vertical: gesture.vertical ?? 0, durationMs: gesture.durationMs ?? 0 },
  );
}
