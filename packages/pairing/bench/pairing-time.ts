// Whole simulated Swiss events, 8 to 1,000 players: random results from a seeded generator (a few
// draws), 2 % of players dropping each round, six clubs of uneven size (40 % down to 5 %). Prints,
// per size: rematches, pair-downs per round, the most pair-downs one player got in an event,
// clubmates paired in round one, where the leader plays, and the time to pair a round. Figures only, never pass/fail. Run with `npm run bench`.
import { type EngineStats, pairRoundWith } from '../src/pair-round';
import type { PairRoundInput, PairRoundResult } from '../src/pairing-model';
import type { PhaseTimes } from '../src/phase-times';
import { playEvent } from '../src/test-support/simulated-event';

const scenarios = [
  { size: 8, rounds: 3, events: 200 },
  { size: 9, rounds: 9, events: 50 },
  { size: 16, rounds: 4, events: 100 },
  { size: 40, rounds: 6, events: 50 },
  { size: 100, rounds: 7, events: 20 },
  { size: 1000, rounds: 10, events: 3 },
];
const clubShares = [40, 60, 75, 85, 95, 100];
const clubOf = (index: number) => `club-${clubShares.findIndex((share) => (index * 37) % 100 < share)}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const pad = (value: string | number, width: number) => String(value).padStart(width);
/** CPU time of this process in ms (user + system): the figure the budget is set in. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const phaseNames: (keyof PhaseTimes)[] = ['order', 'graph', 'matching', 'check', 'finish'];
const phaseLines: string[] = [];

console.log('Swiss events simulated whole (2 % drops a round, 6 uneven clubs kept apart in round one):');
console.log(
  `${pad('players', 7)} ${pad('rounds', 6)} ${pad('events', 6)} | ${pad('rematches', 9)} ${pad('pair-downs/round', 16)} ` +
    `${pad('max pair-downs/player', 21)} ` +
    `${pad('clubmates r1', 12)} ${pad('leader table', 12)} | ${pad('ms/round median', 15)} ${pad('max', 8)} ${pad('runs max', 8)}`,
);
for (const { size, rounds, events } of scenarios) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const phases: PhaseTimes[] = [];
  let rematches = 0;
  let pairDowns = 0;
  let pairedRounds = 0;
  let clubmates = 0;
  let maxRuns = 0;
  let maxPairDowns = 0;
  const leaderTables: number[] = [];
  for (let event = 0; event < events; event += 1) {
    const seed = `bench-${size}-${event}`;
    const played = playEvent({
      size,
      rounds,
      seed,
      clubOf,
      dropRate: 0.02,
      pair: (input: PairRoundInput): PairRoundResult => {
        const stats: EngineStats = { solves: 0, edges: 0, pairs: 0, components: 0, clock: cpuMs };
        const started = performance.now();
        const cpuStarted = cpuMs();
        const result = pairRoundWith(input, { stats });
        cpuTimes.push(cpuMs() - cpuStarted);
        times.push(performance.now() - started);
        if (stats.time) phases.push(stats.time);
        maxRuns = Math.max(maxRuns, stats.solves);
        pairedRounds += 1;
        rematches += result.warnings.filter((w) => w.kind === 'rematch').length;
        pairDowns += result.pairedDown?.length ?? 0;
        if (input.round === 1) clubmates += result.warnings.filter((w) => w.kind === 'same-club').length;
        const leader = input.players.reduce((best, p) => (p.rank < best.rank ? p : best));
        const game = result.pairings.find((p) => p.a === leader.id || p.b === leader.id);
        if (input.round > 1 && game) leaderTables.push(game.table);
        return result;
      },
    });
    for (const p of played.players.values()) maxPairDowns = Math.max(maxPairDowns, p.pairedDown ?? 0);
  }
  console.log(
    `${pad(size, 7)} ${pad(rounds, 6)} ${pad(events, 6)} | ${pad(rematches, 9)} ${pad((pairDowns / pairedRounds).toFixed(2), 16)} ` +
      `${pad(maxPairDowns, 21)} ` +
      `${pad(clubmates, 12)} ${pad(median(leaderTables), 12)} | ${pad(median(times).toFixed(1), 15)} ` +
      `${pad(Math.max(...times).toFixed(1), 8)} ${pad(maxRuns, 8)}`,
  );
  const phaseMedians = phaseNames.map((name) => `${name} ${median(phases.map((t) => t[name])).toFixed(1)}`);
  phaseLines.push(
    `${pad(size, 7)} players: CPU ms/round median ${median(cpuTimes).toFixed(1)}, max ${Math.max(...cpuTimes).toFixed(1)}; ` +
      `median by phase: ${phaseMedians.join(', ')}`,
  );
}
console.log("\nWhere a round's CPU time goes (order: Swiss order and relations; graph: edges and weights;");
console.log(
  'matching: the blossom runs; check: the dual check of pairs left out; finish: warnings, tables, result):',
);
for (const line of phaseLines) console.log(line);
console.log(
  'rematches: games between players who had met, over all events (each round has the fewest possible);\n' +
    'pair-downs: games across score groups; max pair-downs/player: the most times one player was paired down\n' +
    'in one event (each round floats those paired down least before when it can); leader table: median table of the top-ranked player after round one;\n' +
    'runs: matching runs in a round (1 + one per batch of pairs the dual check let in).',
);
