import { describe, expect, it } from 'vitest';
import type { BattleSimulation } from './battle-simulation';
import { killRaceGamePoints, killShare, pointsRemoved } from './kill-race-score';

/** A simulation reduced to what the score reads: starting points and the points left at the end. */
const simulated = (
  starting: { yours: number; theirs: number },
  left: { yours: number; theirs: number } | null,
): BattleSimulation => ({
  firstTurn: 'yours',
  startingPoints: starting,
  turns: left ? [{ round: 5, side: 'theirs', pointsLeft: left, destroyed: [], attacks: [] }] : [],
  plannedTargets: [],
  outcome: 'even',
  summary: '',
  leftOut: [],
});

describe('the kill-race matchup estimate', () => {
  it('reads the points each side removed', () => {
    // 2000 v 1990; left 1200 and 490: you removed 1500, they removed 800.
    expect(pointsRemoved(simulated({ yours: 2000, theirs: 1990 }, { yours: 1200, theirs: 490 }))).toEqual({
      byYou: 1500,
      byThem: 800,
    });
  });

  it('turns shares into WTC game points, averaging both first turns', () => {
    // Going first: removed 1500 of the 2300 destroyed = 0.6522; second: 1000 of 2000 = 0.5.
    // Mean 0.5761 × 20 = 11.52 → 12.
    const first = simulated({ yours: 2000, theirs: 2000 }, { yours: 1200, theirs: 500 });
    const second = simulated({ yours: 2000, theirs: 2000 }, { yours: 1000, theirs: 1000 });
    expect(killShare(second)).toBe(0.5);
    expect(killRaceGamePoints([first, second])).toBe(12);
    // Wiped out without removing anything: 0; removing everything untouched: 20.
    expect(killRaceGamePoints([simulated({ yours: 1000, theirs: 1000 }, { yours: 0, theirs: 1000 })])).toBe(
      0,
    );
    expect(killRaceGamePoints([simulated({ yours: 1000, theirs: 1000 }, { yours: 1000, theirs: 0 })])).toBe(
      20,
    );
  });

  it('calls a game where nothing was destroyed even, and has no figure without a simulation', () => {
    expect(killShare(simulated({ yours: 1000, theirs: 1000 }, null))).toBe(0.5);
    expect(killRaceGamePoints([])).toBeNull();
  });
});
