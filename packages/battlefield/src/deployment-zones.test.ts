import { describe, expect, it } from 'vitest';
import { clampToBoard, deploymentZonesFor, pointInPolygon, polygonArea, zoneAt } from './deployment-zones';

const board = { width: 60, height: 44 };
const area = (preset: Parameters<typeof deploymentZonesFor>[0]) =>
  deploymentZonesFor(preset, board).map((z) => polygonArea(z.points));

describe('deployment presets (spec 001 §9)', () => {
  it('hammer and anvil: bands of 25 % of the height at top and bottom', () => {
    const [one, two] = deploymentZonesFor('hammer_and_anvil', board);
    expect(one?.points).toEqual([
      { x: 0, y: 0 },
      { x: 60, y: 0 },
      { x: 60, y: 11 },
      { x: 0, y: 11 },
    ]);
    expect(two?.points).toEqual([
      { x: 0, y: 33 },
      { x: 60, y: 33 },
      { x: 60, y: 44 },
      { x: 0, y: 44 },
    ]);
  });

  it('dawn of war: 25 % of the width at each side', () => {
    expect(area('dawn_of_war')).toEqual([15 * 44, 15 * 44]);
    expect(deploymentZonesFor('dawn_of_war', board)[1]?.points[0]).toEqual({ x: 45, y: 0 });
  });

  it('search and destroy: squares of 30 % of the shorter side in opposite corners', () => {
    const [one, two] = deploymentZonesFor('search_and_destroy', board);
    expect(polygonArea(one?.points ?? [])).toBeCloseTo(13.2 * 13.2, 1);
    expect(two?.points[2]).toEqual({ x: 60, y: 44 });
    expect(two?.points[0]).toEqual({ x: 46.8, y: 30.8 });
  });

  it('diagonal: corner triangles 10 % inset from the diagonal, equal in size', () => {
    const [a, b] = area('diagonal');
    expect(a).toBeCloseTo((0.9 * 60 * 0.9 * 44) / 2, 6);
    expect(b).toBeCloseTo(a ?? 0, 6);
    const zones = deploymentZonesFor('diagonal', board);
    expect(zoneAt({ x: 30, y: 22 }, zones)).toBeNull(); // the centre is no-man's land
    expect(zoneAt({ x: 2, y: 2 }, zones)?.customProperties.player).toBe(1);
    expect(zoneAt({ x: 58, y: 42 }, zones)?.customProperties.player).toBe(2);
  });

  it('frontline: two bands with a 20 % gap in the middle', () => {
    const [one, two] = deploymentZonesFor('frontline', board);
    expect(one?.points[2]).toEqual({ x: 60, y: 17.6 });
    expect(two?.points[0]).toEqual({ x: 0, y: 26.4 });
  });

  it('colours player 1 blue and player 2 red, and custom starts empty', () => {
    const zones = deploymentZonesFor('frontline', board);
    expect(zones.map((z) => [z.customProperties.player, z.color])).toEqual([
      [1, '#2563eb'],
      [2, '#dc2626'],
    ]);
    expect(deploymentZonesFor('custom', board)).toEqual([]);
  });

  it('keeps every preset point on the board, for odd sizes too', () => {
    for (const size of [board, { width: 44, height: 30 }, { width: 7.5, height: 100 }]) {
      for (const preset of [
        'hammer_and_anvil',
        'dawn_of_war',
        'search_and_destroy',
        'diagonal',
        'frontline',
      ] as const) {
        for (const zone of deploymentZonesFor(preset, size)) {
          expect(zone.points.length).toBeGreaterThanOrEqual(3);
          for (const p of zone.points) expect(clampToBoard(p, size)).toEqual(p);
        }
      }
    }
  });
});

describe('geometry', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ];
  it('finds points inside, outside and on the edge of a polygon', () => {
    expect(pointInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 11, y: 5 }, square)).toBe(false);
    expect(pointInPolygon({ x: 10, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 0, y: 0 }, square)).toBe(true);
  });
  it('clamps points to the board', () => {
    expect(clampToBoard({ x: -3, y: 50 }, board)).toEqual({ x: 0, y: 44 });
  });
});
