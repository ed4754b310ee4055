import { describe, expect, it } from 'vitest';
import {
  battlefieldInputSchema,
  snapshotInputSchema,
  templateInputSchema,
  ZONE_OFF_BOARD,
  ZONE_TOO_FEW_POINTS,
} from './battlefield-input';
import {
  classifyBattlefield,
  complexityScore,
  difficultyFor,
  sizeCategory,
  snapshotSizeEstimate,
} from './classification';

describe('classification (spec 001 §9)', () => {
  it('sizes by area with inclusive limits', () => {
    expect(sizeCategory({ width: 40, height: 25 })).toBe('small'); // 1000
    expect(sizeCategory({ width: 40, height: 25.1 })).toBe('medium');
    expect(sizeCategory({ width: 50, height: 40 })).toBe('medium'); // 2000
    expect(sizeCategory({ width: 60, height: 44 })).toBe('large'); // 2640
    expect(sizeCategory({ width: 60, height: 50 })).toBe('large'); // 3000
    expect(sizeCategory({ width: 60, height: 51 })).toBe('huge');
  });

  it('scores complexity: area/100 + 2 per terrain + 3 per objective + 1 per zone, capped at 100', () => {
    expect(
      complexityScore({ width: 60, height: 44 }, { terrain: 8, objectives: 5, deploymentZones: 2 }),
    ).toBe(26.4 + 16 + 15 + 2);
    expect(
      complexityScore({ width: 100, height: 100 }, { terrain: 50, objectives: 0, deploymentZones: 0 }),
    ).toBe(100);
  });

  it('maps complexity to difficulty at 20, 40 and 70', () => {
    expect([0, 20, 20.1, 40, 40.1, 70, 70.1, 100].map(difficultyFor)).toEqual([
      'Beginner',
      'Beginner',
      'Intermediate',
      'Intermediate',
      'Advanced',
      'Advanced',
      'Expert',
      'Expert',
    ]);
  });

  it('classifies a whole battlefield', () => {
    expect(
      classifyBattlefield({
        size: { width: 44, height: 30 },
        terrain: [1, 2],
        objectives: [1],
        deploymentZones: [1, 2],
      }),
    ).toEqual({ sizeCategory: 'medium', complexity: 13.2 + 4 + 3 + 2, difficulty: 'Intermediate' });
  });

  it('estimates snapshot size at 200 bytes a placement plus 500', () => {
    expect(snapshotSizeEstimate(0)).toBe(500);
    expect(snapshotSizeEstimate(12)).toBe(2900);
  });
});

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('validation messages (spec 001 §5)', () => {
  const zone = (points: { x: number; y: number }[]) => ({
    id: 'z',
    name: 'Zone',
    points,
    color: '#2563eb',
    customProperties: { player: 1 },
  });

  it('requires a name and a positive size, in the spec’s words', () => {
    expect(messages(battlefieldInputSchema.safeParse({ size: { width: 60, height: 44 } }))).toEqual([
      'Battlefield name is required',
    ]);
    expect(
      messages(battlefieldInputSchema.safeParse({ name: '  ', size: { width: 60, height: 44 } })),
    ).toEqual(['Battlefield name is required']);
    expect(messages(battlefieldInputSchema.safeParse({ name: 'B' }))).toEqual([
      'Battlefield size with width and height is required',
    ]);
    expect(messages(battlefieldInputSchema.safeParse({ name: 'B', size: { width: 60 } }))).toEqual([
      'Battlefield size with width and height is required',
    ]);
    expect(messages(battlefieldInputSchema.safeParse({ name: 'B', size: { width: 0, height: 44 } }))).toEqual(
      ['Battlefield size dimensions must be positive numbers'],
    );
    expect(messages(templateInputSchema.safeParse({ name: '', size: { width: -1, height: 2 } }))).toEqual([
      'Template name is required',
      'Template size dimensions must be positive numbers',
    ]);
  });

  it('needs three points per zone, each on the board', () => {
    const base = { name: 'B', size: { width: 60, height: 44 } };
    expect(
      messages(
        battlefieldInputSchema.safeParse({
          ...base,
          deploymentZones: [
            zone([
              { x: 0, y: 0 },
              { x: 1, y: 1 },
            ]),
          ],
        }),
      ),
    ).toEqual([ZONE_TOO_FEW_POINTS]);
    expect(
      messages(
        battlefieldInputSchema.safeParse({
          ...base,
          deploymentZones: [
            zone([
              { x: 0, y: 0 },
              { x: 61, y: 0 },
              { x: 0, y: 10 },
            ]),
          ],
        }),
      ),
    ).toEqual([ZONE_OFF_BOARD]);
    expect(
      battlefieldInputSchema.safeParse({
        ...base,
        deploymentZones: [
          zone([
            { x: 0, y: 0 },
            { x: 60, y: 0 },
            { x: 0, y: 44 },
          ]),
        ],
      }).success,
    ).toBe(true);
  });

  it('checks snapshots: turn, phase and placements', () => {
    expect(
      messages(snapshotInputSchema.safeParse({ turnNumber: -1, phase: 'Movement', unitPlacements: [] })),
    ).toEqual(['Turn number must be a non-negative integer']);
    expect(
      messages(snapshotInputSchema.safeParse({ turnNumber: 1.5, phase: ' ', unitPlacements: [] })),
    ).toEqual(['Turn number must be a non-negative integer', 'Phase is required']);
    expect(messages(snapshotInputSchema.safeParse({ turnNumber: 0, phase: 'Deployment' }))).toEqual([
      'Unit placements are required',
    ]);
  });
});
