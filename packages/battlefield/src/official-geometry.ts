import type { BattlefieldSize, DeploymentZone, Point, TerrainPiece } from './battlefield-model';
import { polygonArea } from './deployment-zones';

/**
 * Geometry for the official (data-set) layouts: zone shapes placed on the board, terrain polygons
 * turned into the designer's pieces (a centre, a width and height along a rotation, and an outline
 * when the piece is not a rectangle), and the checks the designer and tests make on them.
 * Inches, origin top-left, y down; a rotation turns clockwise, as SVG's rotate() does.
 */

/** A zone footprint as the data writes it: a rectangle from its corner, or a polygon, both offset by a position. */
export type ZoneShape =
  | { type: 'rectangle'; width: number; height: number }
  | { type: 'polygon'; points: Point[] };

const round = (n: number, places = 2) => {
  const factor = 10 ** places;
  const rounded = Math.round(n * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** The board-space polygon of a zone shape placed at a position (a rectangle's top-left corner sits there). */
export function placeZoneShape(shape: ZoneShape, position: Point): Point[] {
  const local =
    shape.type === 'rectangle'
      ? [
          { x: 0, y: 0 },
          { x: shape.width, y: 0 },
          { x: shape.width, y: shape.height },
          { x: 0, y: shape.height },
        ]
      : shape.points;
  return local.map((p) => ({ x: round(p.x + position.x), y: round(p.y + position.y) }));
}

const distanceToSegment = (p: Point, a: Point, b: Point) => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
};

function douglasPeucker(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  let worst = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = distanceToSegment(points[i] as Point, first, last);
    if (d > worst) {
      worst = d;
      index = i;
    }
  }
  if (worst <= tolerance) return [first, last];
  return [
    ...douglasPeucker(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...douglasPeucker(points.slice(index), tolerance),
  ];
}

/**
 * A closed polygon with every vertex dropped that lies within `tolerance` inches of the simplified
 * outline (Douglas–Peucker, split at the vertex farthest from the first). Never fewer than three.
 */
export function simplifyPolygon(points: Point[], tolerance: number): Point[] {
  if (points.length <= 3) return points;
  const start = points[0] as Point;
  let far = 1;
  for (let i = 1; i < points.length; i++) {
    const p = points[i] as Point;
    const best = points[far] as Point;
    if (Math.hypot(p.x - start.x, p.y - start.y) > Math.hypot(best.x - start.x, best.y - start.y)) far = i;
  }
  const there = douglasPeucker(points.slice(0, far + 1), tolerance);
  const back = douglasPeucker([...points.slice(far), start], tolerance);
  const simplified = [...there.slice(0, -1), ...back.slice(0, -1)];
  return simplified.length >= 3 ? simplified : points;
}

/** The convex hull (Andrew's monotone chain), counter-clockwise in y-up terms, without repeated points. */
export function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length <= 2) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const chain = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as Point, out[out.length - 1] as Point, p) <= 0)
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...chain(sorted), ...chain([...sorted].reverse())];
}

export type OrientedBox = {
  /** Centre. */
  x: number;
  y: number;
  /** Along the rotated x axis. */
  width: number;
  /** Along the rotated y axis. */
  height: number;
  /** Degrees clockwise, in [0, 90). */
  rotation: number;
};

/**
 * The smallest-area rectangle around a set of points (one of its sides lies along an edge of the
 * convex hull, so only those directions are tried). Its rotation is brought into [0, 90) by
 * swapping width and height, so an axis-aligned rectangle comes back unturned.
 */
export function minimumAreaBox(points: Point[]): OrientedBox {
  const hull = convexHull(points);
  let best: { area: number; angle: number; u: [number, number]; v: [number, number] } | null = null;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i] as Point;
    const b = hull[(i + 1) % hull.length] as Point;
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of hull) {
      const u = p.x * c + p.y * s;
      const v = -p.x * s + p.y * c;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (!best || area < best.area - 1e-9) best = { area, angle, u: [minU, maxU], v: [minV, maxV] };
  }
  if (!best) return { x: points[0]?.x ?? 0, y: points[0]?.y ?? 0, width: 0, height: 0, rotation: 0 };
  const [c, s] = [Math.cos(best.angle), Math.sin(best.angle)];
  const mu = (best.u[0] + best.u[1]) / 2;
  const mv = (best.v[0] + best.v[1]) / 2;
  let width = best.u[1] - best.u[0];
  let height = best.v[1] - best.v[0];
  let rotation = ((((best.angle * 180) / Math.PI) % 360) + 360) % 360;
  // Turning the frame by 180° changes nothing; by 90° it swaps the sides.
  rotation %= 180;
  if (rotation >= 90 - 1e-7) {
    rotation -= 90;
    [width, height] = [height, width];
  }
  if (rotation < 1e-7) rotation = 0;
  return { x: mu * c - mv * s, y: mu * s + mv * c, width, height, rotation };
}

const toLocal = (p: Point, box: OrientedBox): Point => {
  const angle = (box.rotation * Math.PI) / 180;
  const [c, s] = [Math.cos(angle), Math.sin(angle)];
  const dx = p.x - box.x;
  const dy = p.y - box.y;
  return { x: dx * c + dy * s, y: -dx * s + dy * c };
};

/** Pieces filling at least this share of their box are drawn as plain rectangles. */
const RECTANGLE_FILL = 0.97;

/**
 * A terrain polygon (board inches) as a designer piece: the smallest box around it and, unless the
 * polygon fills that box, its outline simplified to `tolerance` inches and written as fractions of
 * the box's width and height about its centre, so moving, turning or resizing the piece carries
 * the outline along.
 */
export function terrainPieceFromPolygon(
  piece: Pick<TerrainPiece, 'id' | 'kind' | 'label'>,
  vertices: Point[],
  tolerance = 0.05,
): TerrainPiece {
  const box = minimumAreaBox(vertices);
  const fill = polygonArea(vertices) / (box.width * box.height || 1);
  const base: TerrainPiece = {
    ...piece,
    x: round(box.x),
    y: round(box.y),
    width: Math.max(0.01, round(box.width)),
    height: Math.max(0.01, round(box.height)),
    rotation: round(box.rotation),
  };
  if (fill >= RECTANGLE_FILL) return base;
  let simplified = simplifyPolygon(vertices, tolerance);
  for (let t = tolerance * 2; simplified.length > MAX_OUTLINE_POINTS; t *= 2)
    simplified = simplifyPolygon(vertices, t);
  const outline = simplified.map((p) => {
    const local = toLocal(p, box);
    return { x: round(local.x / box.width, 4), y: round(local.y / box.height, 4) };
  });
  return { ...base, outline };
}

export const MAX_OUTLINE_POINTS = 64;

/** A piece's shape on the board: its outline (or its rectangle) turned and moved into place. */
export function terrainPieceCorners(piece: TerrainPiece): Point[] {
  const local = piece.outline ?? [
    { x: -0.5, y: -0.5 },
    { x: 0.5, y: -0.5 },
    { x: 0.5, y: 0.5 },
    { x: -0.5, y: 0.5 },
  ];
  const angle = (piece.rotation * Math.PI) / 180;
  const [c, s] = [Math.cos(angle), Math.sin(angle)];
  return local.map((p) => {
    const x = p.x * piece.width;
    const y = p.y * piece.height;
    return { x: piece.x + x * c - y * s, y: piece.y + x * s + y * c };
  });
}

/** Whether every corner of a piece lies on the board (within `tolerance` inches). */
export function pieceOnBoard(piece: TerrainPiece, { width, height }: BattlefieldSize, tolerance = 0.01) {
  return terrainPieceCorners(piece).every(
    (p) => p.x >= -tolerance && p.y >= -tolerance && p.x <= width + tolerance && p.y <= height + tolerance,
  );
}

const pointKey = (p: Point) => `${round(p.x)},${round(p.y)}`;
const zoneKey = (zone: DeploymentZone) =>
  `${zone.customProperties.player}:${zone.points.map(pointKey).sort().join(' ')}`;

/** Whether two sets of zones cover the same ground for the same players (ids, names and colours aside). */
export function sameZones(a: DeploymentZone[], b: DeploymentZone[]): boolean {
  if (a.length !== b.length) return false;
  const keys = a.map(zoneKey).sort();
  return b
    .map(zoneKey)
    .sort()
    .every((key, i) => key === keys[i]);
}
