/** Spec 000 §9 swipe-to-close thresholds for the mobile drawer. */
const swipeToClose = {
  minLeftDistancePx: 50,
  maxVerticalDistancePx: 100,
  maxDurationMs: 300,
  edgeZonePx: 50,
} as const;

export type TouchPoint = { x: number; y: number; time: number };

/**
 * A swipe closes the drawer when it starts within 50 px of an edge (the drawer's outer edge or the
 * screen's right edge), travels more than 50 px left, less than 100 px vertically, in under 300 ms.
 */
export function isCloseSwipe(
  start: TouchPoint,
  end: TouchPoint,
  edges: { drawerEdgeX: number; screenWidth: number },
): boolean {
  const nearEdge =
    Math.abs(start.x - edges.drawerEdgeX) <= swipeToClose.edgeZonePx ||
    edges.screenWidth - start.x <= swipeToClose.edgeZonePx;
  const leftward = start.x - end.x > swipeToClose.minLeftDistancePx;
  const flat = Math.abs(end.y - start.y) < swipeToClose.maxVerticalDistancePx;
  const quick = end.time - start.time < swipeToClose.maxDurationMs;
  return nearEdge && leftward && flat && quick;
}
