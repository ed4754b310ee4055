import { benchmarkTargets } from './benchmarks';
import type { UnitMetrics } from './unit-metrics';

const TURNS = 5;

/**
 * P(the army's shooting has destroyed a reference unit by the end of turn 1 … 5), every unit
 * firing at it each turn. Each unit's per-turn damage distribution comes from the dice engine;
 * turns add up as independent draws, and wounds past the unit's total are not needed. Wounds
 * are treated as a pool, so spill-over lost between units is not modelled (each unit's own
 * allocation losses are).
 */
export function turnsToDestroy(metrics: UnitMetrics[], targetId: string): number[] {
  const target = benchmarkTargets.find((t) => t.id === targetId)?.target;
  const total = (target?.models ?? 1) * (target?.wounds ?? 1);
  // One turn: the sum of every unit's damage, capped at the unit's total (index `total` = destroyed).
  let turn: number[] = [1];
  for (const m of metrics) {
    const damage = m.shooting.find((row) => row.targetId === targetId)?.damage ?? [1];
    turn = addCapped(turn, damage, total);
  }
  const out: number[] = [];
  let state: number[] = [1];
  for (let k = 0; k < TURNS; k += 1) {
    state = addCapped(state, turn, total);
    out.push(Math.min(1, Math.max(0, state[total] ?? 0)));
  }
  return out;
}

/** The distribution of a + b, with everything at or above `cap` gathered at `cap`. */
function addCapped(a: number[], b: number[], cap: number): number[] {
  const out = new Array<number>(cap + 1).fill(0);
  for (let i = 0; i < a.length; i += 1) {
    const pa = a[i] as number;
    if (pa === 0) continue;
    for (let j = 0; j < b.length; j += 1) {
      const pb = b[j] as number;
      if (pb === 0) continue;
      const k = Math.min(cap, i + j);
      out[k] = (out[k] as number) + pa * pb;
    }
  }
  return out;
}

/** The first turn by which destruction is more likely than not, or null within five turns. */
export function likelyTurn(probabilities: number[]): number | null {
  const index = probabilities.findIndex((p) => p >= 0.5);
  return index === -1 ? null : index + 1;
}
