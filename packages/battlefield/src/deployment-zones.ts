import type {
  BattlefieldSize,
  DeploymentPreset,
  DeploymentZone,
  PlayerNumber,
  Point,
} from './battlefield-model';
import { playerColors } from './player-colors';

const round = (n: number) => Math.round(n * 100) / 100;
const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: round(x0), y: round(y0) },
  { x: round(x1), y: round(y0) },
  { x: round(x1), y: round(y1) },
  { x: round(x0), y: round(y1) },
];
const zone = (preset: DeploymentPreset, player: PlayerNumber, points: Point[]): DeploymentZone => ({
  id: `${preset}-${player}`,
  name: `Player ${player} deployment`,
  points: points.map((p) => ({ x: round(p.x), y: round(p.y) })),
  color: playerColors[player],
  customProperties: { player },
});

/**
 * Spec 001 §9 presets: hammer_and_anvil bands of 25 % of the height; dawn_of_war 25 % of the
 * width; search_and_destroy squares of 30 % of the shorter side in opposite corners; diagonal
 * corner triangles 10 % inset from the dividing diagonal; frontline bands either side of a 20 %
 * central gap. Custom has no zones until the user draws them.
 */
export function deploymentZonesFor(
  preset: DeploymentPreset,
  { width: w, height: h }: BattlefieldSize,
): DeploymentZone[] {
  switch (preset) {
    case 'hammer_and_anvil':
      return [zone(preset, 1, rect(0, 0, w, 0.25 * h)), zone(preset, 2, rect(0, 0.75 * h, w, h))];
    case 'dawn_of_war':
      return [zone(preset, 1, rect(0, 0, 0.25 * w, h)), zone(preset, 2, rect(0.75 * w, 0, w, h))];
    case 'search_and_destroy': {
      const side = 0.3 * Math.min(w, h);
      return [zone(preset, 1, rect(0, 0, side, side)), zone(preset, 2, rect(w - side, h - side, w, h))];
    }
    case 'diagonal':
      return [
        zone(preset, 1, [
          { x: 0, y: 0 },
          { x: 0.9 * w, y: 0 },
          { x: 0, y: 0.9 * h },
        ]),
        zone(preset, 2, [
          { x: w, y: h },
          { x: 0.1 * w, y: h },
          { x: w, y: 0.1 * h },
        ]),
      ];
    case 'frontline':
      return [zone(preset, 1, rect(0, 0, w, 0.4 * h)), zone(preset, 2, rect(0, 0.6 * h, w, h))];
    case 'custom':
      return [];
  }
}

/** Ray casting; points on an edge count as inside. */
export function pointInPolygon(point: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    const cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
    const within =
      Math.min(a.x, b.x) <= point.x &&
      point.x <= Math.max(a.x, b.x) &&
      Math.min(a.y, b.y) <= point.y &&
      point.y <= Math.max(a.y, b.y);
    if (Math.abs(cross) < 1e-9 && within) return true;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

/** Shoelace formula: the area of a simple polygon, in square inches. */
export function polygonArea(polygon: Point[]): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/** Which player's zone a point stands in, if any. */
export function zoneAt(point: Point, zones: DeploymentZone[]): DeploymentZone | null {
  return zones.find((z) => pointInPolygon(point, z.points)) ?? null;
}

/** Keeps a point on the board. */
export function clampToBoard(point: Point, { width, height }: BattlefieldSize): Point {
  return {
    x: round(Math.min(width, Math.max(0, point.x))),
    y: round(Math.min(height, Math.max(0, point.y))),
  };
}
