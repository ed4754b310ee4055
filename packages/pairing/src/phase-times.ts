/**
 * Where a round's time goes: the Swiss order and the field's relations; building the graph's
 * edges and weights; the matching runs; the dual check of the pairs left out; warnings, tables
 * and the result.
 */
export type PhaseTimes = { order: number; graph: number; matching: number; check: number; finish: number };

export type Lap = (phase: keyof PhaseTimes) => void;

/**
 * Charges the time since the previous lap to a phase, by the caller's clock (the bench passes one
 * reading CPU time; the engine itself reads no platform timer). Without a clock, laps cost nothing.
 */
export function lapTimer(stats: { clock?: () => number; time?: PhaseTimes } | undefined): Lap {
  const clock = stats?.clock;
  if (!stats || !clock) return () => {};
  stats.time ??= { order: 0, graph: 0, matching: 0, check: 0, finish: 0 };
  const time = stats.time;
  let last = clock();
  return (phase) => {
    const now = clock();
    time[phase] += now - last;
    last = now;
  };
}
