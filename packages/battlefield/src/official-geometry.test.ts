import { describe, expect, it } from 'vitest';
import type { DeploymentZone, Point, TerrainPiece } from './battlefield-model';
import {
  convexHull,
  minimumAreaBox,
  pieceOnBoard,
  placeZoneShape,
  sameZones,
  simplifyPolygon,
  terrainPieceCorners,
  terrainPieceFromPolygon,
} from './official-geometry';

// Oracles written here, apart from the code under test: a rectangle's corners from its centre,
// sides and turn, the shoelace area, and distances from points to segments.
const corners = (cx: number, cy: number, w: number, h: number, degrees: number): Point[] => {
  const a = (degrees * Math.PI) / 180;
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x = 0, y = 0]) => ({
    x: cx + x * Math.cos(a) - y * Math.sin(a),
    y: cy + x * Math.sin(a) + y * Math.cos(a),
  }));
};
const shoelace = (ps: Point[]) =>
  Math.abs(
    ps.reduce(
      (sum, p, i) =>
        sum + p.x * (ps[(i + 1) % ps.length] as Point).y - (ps[(i + 1) % ps.length] as Point).x * p.y,
      0,
    ),
  ) / 2;
const segmentDistance = (p: Point, a: Point, b: Point) => {
  const t = Math.max(
    0,
    Math.min(
      1,
      ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2),
    ),
  );
  return Math.hypot(p.x - a.x - t * (b.x - a.x), p.y - a.y - t * (b.y - a.y));
};
const distanceToOutline = (p: Point, outline: Point[]) =>
  Math.min(...outline.map((a, i) => segmentDistance(p, a, outline[(i + 1) % outline.length] as Point)));
const closeTo = (a: Point[], b: Point[], digits = 2) =>
  a.forEach((p, i) => {
    expect(p.x).toBeCloseTo(b[i]?.x ?? Number.NaN, digits);
    expect(p.y).toBeCloseTo(b[i]?.y ?? Number.NaN, digits);
  });

describe('zone shapes placed on the board', () => {
  it('puts a rectangle’s top-left corner at its position', () => {
    expect(placeZoneShape({ type: 'rectangle', width: 60, height: 12 }, { x: 0, y: 32 })).toEqual([
      { x: 0, y: 32 },
      { x: 60, y: 32 },
      { x: 60, y: 44 },
      { x: 0, y: 44 },
    ]);
  });

  it('offsets a polygon’s points by its position, negative points included', () => {
    const placed = placeZoneShape(
      {
        type: 'polygon',
        points: [
          { x: 0, y: 0 },
          { x: 60, y: 0 },
          { x: 60, y: -8 },
          { x: 0, y: -14 },
        ],
      },
      { x: 0, y: 44 },
    );
    expect(placed).toEqual([
      { x: 0, y: 44 },
      { x: 60, y: 44 },
      { x: 60, y: 36 },
      { x: 0, y: 30 },
    ]);
  });
});

describe('polygon simplification', () => {
  it('drops points on straight edges and keeps the corners', () => {
    const square: Point[] = [];
    for (let i = 0; i < 10; i++) square.push({ x: i, y: 0 });
    for (let i = 0; i < 10; i++) square.push({ x: 10, y: i });
    for (let i = 10; i > 0; i--) square.push({ x: i, y: 10 });
    for (let i = 10; i > 0; i--) square.push({ x: 0, y: i });
    const simplified = simplifyPolygon(square, 0.01);
    expect(simplified).toHaveLength(4);
    expect(shoelace(simplified)).toBeCloseTo(100, 9);
  });

  it('keeps every dropped point within the tolerance of what remains', () => {
    const circle = Array.from({ length: 180 }, (_, i) => ({
      x: 5 + 4 * Math.cos((i * Math.PI) / 90),
      y: 5 + 4 * Math.sin((i * Math.PI) / 90),
    }));
    const simplified = simplifyPolygon(circle, 0.05);
    expect(simplified.length).toBeLessThan(40);
    expect(simplified.length).toBeGreaterThan(8);
    for (const p of circle) expect(distanceToOutline(p, simplified)).toBeLessThanOrEqual(0.05 + 1e-9);
  });
});

describe('the smallest box around a shape', () => {
  it('finds the convex hull of an L', () => {
    const l = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 3 },
      { x: 0, y: 3 },
    ];
    // The inner corner (1, 1) falls inside: (0,0) (4,0) (4,1) (1,3) (0,3), 9 square inches.
    expect(convexHull(l)).toHaveLength(5);
    expect(shoelace(convexHull(l))).toBeCloseTo(9, 9);
  });

  it('gives back an axis-aligned rectangle unturned', () => {
    expect(minimumAreaBox(corners(10, 20, 6, 4, 0))).toEqual({
      x: 10,
      y: 20,
      width: 6,
      height: 4,
      rotation: 0,
    });
  });

  it.each([15, 37, 64, 89, 90, 128, 200, 333])('recovers a rectangle turned %d°', (degrees) => {
    const box = minimumAreaBox(corners(31.5, 12.25, 7, 2.5, degrees));
    expect(box.x).toBeCloseTo(31.5, 9);
    expect(box.y).toBeCloseTo(12.25, 9);
    expect(box.rotation).toBeGreaterThanOrEqual(0);
    expect(box.rotation).toBeLessThan(90);
    // The same rectangle: its corners, in some order, are the original corners.
    const drawn = corners(box.x, box.y, box.width, box.height, box.rotation);
    const original = corners(31.5, 12.25, 7, 2.5, degrees);
    for (const p of original)
      expect(Math.min(...drawn.map((q) => Math.hypot(p.x - q.x, p.y - q.y)))).toBeLessThan(1e-9);
  });

  it('holds every point and is no bigger than the upright box', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 50; round++) {
      const points = Array.from({ length: 12 }, () => ({ x: random() * 20, y: random() * 10 }));
      const box = minimumAreaBox(points);
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      const upright = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
      expect(box.width * box.height).toBeLessThanOrEqual(upright + 1e-9);
      const a = (box.rotation * Math.PI) / 180;
      for (const p of points) {
        const u = (p.x - box.x) * Math.cos(a) + (p.y - box.y) * Math.sin(a);
        const v = -(p.x - box.x) * Math.sin(a) + (p.y - box.y) * Math.cos(a);
        expect(Math.abs(u)).toBeLessThanOrEqual(box.width / 2 + 1e-9);
        expect(Math.abs(v)).toBeLessThanOrEqual(box.height / 2 + 1e-9);
      }
    }
  });
});

describe('terrain polygons as designer pieces', () => {
  const base = { id: 't1', kind: 'ruin' as const, label: 'Ruin' };

  it('draws a turned rectangle as a plain piece with its centre, sides and turn', () => {
    const piece = terrainPieceFromPolygon(base, corners(20, 10, 6, 2.5, 30));
    expect(piece).toEqual({ ...base, x: 20, y: 10, width: 6, height: 2.5, rotation: 30 });
    closeTo(terrainPieceCorners(piece), corners(20, 10, 6, 2.5, 30));
  });

  it('keeps an L-shaped ruin’s outline, which follows the piece when it is turned', () => {
    const l = [
      { x: 10, y: 10 },
      { x: 16, y: 10 },
      { x: 16, y: 11 },
      { x: 11, y: 11 },
      { x: 11, y: 14 },
      { x: 10, y: 14 },
    ];
    const piece = terrainPieceFromPolygon(base, l);
    expect(piece).toMatchObject({ x: 13, y: 12, width: 6, height: 4, rotation: 0 });
    expect(piece.outline).toHaveLength(6);
    closeTo(terrainPieceCorners(piece), l);
    expect(shoelace(terrainPieceCorners(piece))).toBeCloseTo(6 + 3, 2);
    // Turned a quarter about its centre (13, 12): (x, y) → (13 - (y - 12), 12 + (x - 13)).
    const turned = terrainPieceCorners({ ...piece, rotation: 90 });
    closeTo(
      turned,
      l.map((p) => ({ x: 13 - (p.y - 12), y: 12 + (p.x - 13) })),
    );
  });

  it('says whether a piece stays on the board', () => {
    const board = { width: 60, height: 44 };
    const piece: TerrainPiece = { ...base, x: 30, y: 1.5, width: 6, height: 2, rotation: 0 };
    expect(pieceOnBoard(piece, board)).toBe(true);
    // Turned 45°, it reaches (6 + 2) / 2 / √2 ≈ 2.83" either side of its centre: past the top edge.
    expect(pieceOnBoard({ ...piece, rotation: 45 }, board)).toBe(false);
    expect(pieceOnBoard({ ...piece, rotation: 90 }, board)).toBe(false);
    expect(pieceOnBoard({ ...piece, x: 57.5, y: 22 }, board)).toBe(false);
    expect(pieceOnBoard({ ...piece, x: 56.5, y: 22, rotation: 90 }, board)).toBe(true);
  });
});

describe('zones compared by the ground they cover', () => {
  const zone = (player: 1 | 2, points: Point[], id = `z${player}`): DeploymentZone => ({
    id,
    name: 'zone',
    points,
    color: '#000',
    customProperties: { player },
  });
  const top = [
    { x: 0, y: 0 },
    { x: 60, y: 0 },
    { x: 60, y: 12 },
    { x: 0, y: 12 },
  ];
  const bottom = top.map((p) => ({ x: p.x, y: p.y + 32 }));

  it('matches whatever the ids, names, colours, order and starting corner', () => {
    expect(
      sameZones(
        [zone(1, top), zone(2, bottom)],
        [zone(2, [...bottom.slice(2), ...bottom.slice(0, 2)], 'b'), zone(1, top, 'a')],
      ),
    ).toBe(true);
  });

  it('tells other ground, or the sides swapped, apart', () => {
    expect(sameZones([zone(1, top), zone(2, bottom)], [zone(2, top), zone(1, bottom)])).toBe(false);
    expect(sameZones([zone(1, top)], [zone(1, top), zone(2, bottom)])).toBe(false);
    expect(
      sameZones(
        [zone(1, top)],
        [
          zone(
            1,
            top.map((p) => ({ ...p, y: p.y === 12 ? 11 : p.y })),
          ),
        ],
      ),
    ).toBe(false);
  });
});
