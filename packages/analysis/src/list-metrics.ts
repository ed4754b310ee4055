import { benchmarkTargets } from './benchmarks';
import type { UnitMetrics } from './unit-metrics';

/** The list-level measures a rating ranks, each "higher is better". */
export const listMetricIds = [
  'damage',
  'antiTank',
  'antiElite',
  'antiHorde',
  'objectiveControl',
  'durability',
  'activations',
] as const;
export type ListMetricId = (typeof listMetricIds)[number];
export type ListMetrics = Record<ListMetricId, number>;

const totalWounds = (targetId: string) => {
  const target = benchmarkTargets.find((t) => t.id === targetId)?.target;
  return (target?.models ?? 1) * (target?.wounds ?? 1);
};

/**
 * Reference units of one kind the whole army destroys per turn if it all aims at them. Melee counts
 * half: it reaches fewer targets, later in the game.
 */
function unitsDestroyedPerTurn(metrics: UnitMetrics[], targetId: string): number {
  const damage = metrics.reduce((sum, m) => {
    const shot = m.shooting.find((row) => row.targetId === targetId)?.meanDamage ?? 0;
    const melee = m.melee.find((row) => row.targetId === targetId)?.meanDamage ?? 0;
    return sum + shot + melee / 2;
  }, 0);
  return damage / totalWounds(targetId);
}

/** A unit "survives" small arms when ten bolt rifles need three or more volleys to destroy it. */
const SURVIVES_VOLLEYS = 3;

export function listMetricsOf(metrics: UnitMetrics[]): ListMetrics {
  const points = metrics.reduce((sum, m) => sum + m.points, 0);
  const removed = metrics.reduce(
    (sum, m) =>
      sum +
      Math.max(0, ...m.shooting.map((row) => row.pointsRemoved), ...m.melee.map((row) => row.pointsRemoved)),
    0,
  );
  const durablePoints = metrics
    .filter(
      (m) =>
        (m.durability?.find((d) => d.attackerId === 'small-arms')?.volleysToDestroy ?? 0) >= SURVIVES_VOLLEYS,
    )
    .reduce((sum, m) => sum + m.points, 0);
  return {
    damage: points > 0 ? (100 * removed) / points : 0,
    antiTank: unitsDestroyedPerTurn(metrics, 'battle-tank'),
    antiElite: unitsDestroyedPerTurn(metrics, 'heavy-infantry'),
    antiHorde: unitsDestroyedPerTurn(metrics, 'horde'),
    objectiveControl: metrics.reduce((sum, m) => sum + m.objectiveControl, 0),
    durability: points > 0 ? durablePoints / points : 0,
    activations: metrics.length,
  };
}

/** Measures that grow with the points spent (the others are already per point or shares). */
const additive: ListMetricId[] = ['antiTank', 'antiElite', 'antiHorde', 'objectiveControl', 'activations'];

/**
 * A list's measures as if it were `basis` points: a 1,000-point list is compared with 2,000-point
 * reference lists per point, not by absolute counts.
 */
export function scaledToPoints(metrics: ListMetrics, points: number, basis: number): ListMetrics {
  if (points <= 0) return metrics;
  const factor = basis / points;
  return Object.fromEntries(
    Object.entries(metrics).map(([id, value]) => [
      id,
      additive.includes(id as ListMetricId) ? value * factor : value,
    ]),
  ) as ListMetrics;
}

/**
 * The measures a list is rated on: only its measured units count (a unit without data is not
 * measured, never weak), and the points it leaves unspent count as nothing. `measuredPoints` is
 * what the measured units cost; `fieldedBasis` is the points the list should have fielded, less its
 * unmeasured units (the larger of its total and its limit). Shares and per-point measures shrink by
 * the part of that basis left empty; counts scale to the reference size per point of the basis.
 */
export function ratedMetrics(
  metrics: ListMetrics,
  measuredPoints: number,
  fieldedBasis: number,
  referencePoints: number,
): ListMetrics {
  if (fieldedBasis <= 0) return metrics;
  const filled = Math.min(1, measuredPoints / fieldedBasis);
  const factor = referencePoints / fieldedBasis;
  return Object.fromEntries(
    Object.entries(metrics).map(([id, value]) => [
      id,
      additive.includes(id as ListMetricId) ? value * factor : value * filled,
    ]),
  ) as ListMetrics;
}
