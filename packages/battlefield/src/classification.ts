import type { BattlefieldDifficulty, BattlefieldSize, SizeCategory } from './battlefield-model';

/** Spec 001 §9: by area, up to 1000 small, 2000 medium, 3000 large, else huge. */
export function sizeCategory({ width, height }: BattlefieldSize): SizeCategory {
  const area = width * height;
  if (area <= 1000) return 'small';
  if (area <= 2000) return 'medium';
  if (area <= 3000) return 'large';
  return 'huge';
}

/** Spec 001 §9: area/100 + 2 per terrain piece + 3 per objective + 1 per deployment zone, at most 100. */
export function complexityScore(
  { width, height }: BattlefieldSize,
  counts: { terrain: number; objectives: number; deploymentZones: number },
): number {
  const raw = (width * height) / 100 + 2 * counts.terrain + 3 * counts.objectives + counts.deploymentZones;
  return Math.min(100, Math.round(raw * 10) / 10);
}

/** Spec 001 §9: Beginner up to 20, Intermediate up to 40, Advanced up to 70, else Expert. */
export function difficultyFor(complexity: number): BattlefieldDifficulty {
  if (complexity <= 20) return 'Beginner';
  if (complexity <= 40) return 'Intermediate';
  if (complexity <= 70) return 'Advanced';
  return 'Expert';
}

export function classifyBattlefield(battlefield: {
  size: BattlefieldSize;
  terrain: unknown[];
  objectives: unknown[];
  deploymentZones: unknown[];
}) {
  const complexity = complexityScore(battlefield.size, {
    terrain: battlefield.terrain.length,
    objectives: battlefield.objectives.length,
    deploymentZones: battlefield.deploymentZones.length,
  });
  return { sizeCategory: sizeCategory(battlefield.size), complexity, difficulty: difficultyFor(complexity) };
}

/** Spec 001 §9: 200 bytes per placement plus 500 per snapshot. */
export const snapshotSizeEstimate = (placements: number) => placements * 200 + 500;
/** Spec 001 §9: snapshot clean-up keeps the 50 newest. */
export const SNAPSHOTS_KEPT = 50;
