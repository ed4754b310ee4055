/**
 * Where the 11th-edition deployments put the zones, written from the rules text alone (test code:
 * it imports nothing it checks). On the 60" × 44" battlefield, drawn with x across the 60" width
 * and y down the 44" depth, the long edges are y = 0 and y = 44 and the short ones x = 0 and x = 60:
 * - Dawn of War: each player sets up wholly within 12" of their long battlefield edge;
 * - Hammer and Anvil: each player sets up wholly within 18" of their short battlefield edge.
 */
type Point = { x: number; y: number };
export type Strip = { x: [number, number]; y: [number, number] };

export const strikeForceBoard = { width: 60, height: 44 };
export const dawnOfWarStrips: Strip[] = [
  { x: [0, 60], y: [0, 12] },
  { x: [0, 60], y: [32, 44] },
];
export const hammerAndAnvilStrips: Strip[] = [
  { x: [0, 18], y: [0, 44] },
  { x: [42, 60], y: [0, 44] },
];

const shoelace = (ps: Point[]) =>
  Math.abs(
    ps.reduce((sum, p, i) => {
      const q = ps[(i + 1) % ps.length] as Point;
      return sum + p.x * q.y - q.x * p.y;
    }, 0),
  ) / 2;

/**
 * The strip a zone's polygon covers, if it is exactly one of these: its bounding box is the strip
 * and its area the strip's area (a simple polygon inside a rectangle with the rectangle's area is
 * that rectangle). Returns the index of the strip, or -1.
 */
export function stripOf(points: Point[], strips: Strip[]): number {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return strips.findIndex(
    (s) =>
      near(Math.min(...xs), s.x[0]) &&
      near(Math.max(...xs), s.x[1]) &&
      near(Math.min(...ys), s.y[0]) &&
      near(Math.max(...ys), s.y[1]) &&
      near(shoelace(points), (s.x[1] - s.x[0]) * (s.y[1] - s.y[0])),
  );
}

/** The zones are the strips, one each, one zone a player. */
export function zonesAreStrips(
  zones: { points: Point[]; customProperties: { player: number } }[],
  strips: Strip[],
): boolean {
  const found = zones.map((z) => stripOf(z.points, strips));
  return (
    zones.length === strips.length &&
    new Set(found).size === strips.length &&
    !found.includes(-1) &&
    new Set(zones.map((z) => z.customProperties.player)).size === zones.length
  );
}

export { shoelace as polygonAreaOracle };
