import type { BattleSimulation } from './battle-simulation';

/**
 * A matchup estimate from Muster's battle simulation: the share of the points destroyed over the
 * game that were the opponent's (a kill race — no objectives, terrain or missions), put on the
 * WTC 0–20 scale. Both first turns are simulated and averaged, since nobody knows who goes first
 * when pairing. It is a starting point for a captain's matrix, labelled as such, not a result.
 */
export function pointsRemoved(simulation: BattleSimulation): { byYou: number; byThem: number } {
  const last = simulation.turns.at(-1)?.pointsLeft ?? simulation.startingPoints;
  return {
    byYou: Math.max(0, simulation.startingPoints.theirs - last.theirs),
    byThem: Math.max(0, simulation.startingPoints.yours - last.yours),
  };
}

/** Your share of the destruction in one simulated game: 0.5 when nothing was destroyed. */
export function killShare(simulation: BattleSimulation): number {
  const { byYou, byThem } = pointsRemoved(simulation);
  return byYou + byThem === 0 ? 0.5 : byYou / (byYou + byThem);
}

/** Expected game points (0 to max, whole) from simulations of the same pairing (e.g. both first turns). */
export function killRaceGamePoints(simulations: readonly BattleSimulation[], max = 20): number | null {
  if (simulations.length === 0) return null;
  const share = simulations.reduce((sum, s) => sum + killShare(s), 0) / simulations.length;
  return Math.round(share * max);
}
