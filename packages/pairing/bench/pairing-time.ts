// Pairing time for a 1,000-player event: each of 11 rounds paired after random results, several
// events. Prints the median and worst time per round. Run with `npm run bench`.
import { pairRound } from '../src/pair-round';
import { playEvent } from '../src/test-support/simulated-event';

const SIZE = 1000;
const ROUNDS = 11;
const EVENTS = 5;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const times: number[][] = Array.from({ length: ROUNDS }, () => []);
for (let event = 0; event < EVENTS; event += 1) {
  for (let round = 1; round <= ROUNDS; round += 1) {
    // The field as it stands before this round: the event played up to the round before.
    const state = playEvent({ size: SIZE, rounds: round - 1, seed: `bench-${event}`, dropRate: 0.02 });
    const active = [...state.players.values()].filter((p) => !p.dropped);
    const started = performance.now();
    pairRound({ round, players: active, seed: `bench-${event}` });
    times[round - 1]?.push(performance.now() - started);
  }
}
console.log(`Pairing a ${SIZE}-player Swiss event (${EVENTS} events, 2 % drops a round):`);
for (const [i, roundTimes] of times.entries()) {
  console.log(
    `  round ${String(i + 1).padStart(2)}: median ${median(roundTimes).toFixed(1)} ms, worst ${Math.max(...roundTimes).toFixed(1)} ms`,
  );
}
const all = times.flat();
console.log(`  all rounds: median ${median(all).toFixed(1)} ms, worst ${Math.max(...all).toFixed(1)} ms`);
