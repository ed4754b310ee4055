// Analysis time of a real 2,000-point list, in-process on one core: the reference population built
// once (as each game-data worker does on start-up), the Warhammer-app fixture list parsed and
// resolved against the data set, then analyseRoster timed after warm-ups. Prints medians and p90.
// Run with `npm run bench analysis`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseRoster, buildReferencePopulation } from '@muster/analysis';
import { datasheetUnit, dataVersionLabel, type GameData, resolveArmy } from '@muster/army';
import { parseRosterText } from '@muster/roster-import';
import { percentile } from './bench-stats';

const WARM_UPS = 3;
const RUNS = 30;
const RESOLVE_RUNS = 15;
const root = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(root, 'packages/roster-import/fixtures/gwapp/compactor__GWAPPSample.txt');

const loadStarted = performance.now();
const data: GameData = await import('@alpaca-software/40kdc-data');
const loadMs = performance.now() - loadStarted;

// As game-data-tasks.ts referencePopulation(): every datasheet at its default loadout.
const populationStarted = performance.now();
const population = buildReferencePopulation(
  data.dataset.units.all.map((view) => ({ factionId: view.factionId, unit: datasheetUnit(data, view) })),
  { source: dataVersionLabel(data) },
);
const populationMs = performance.now() - populationStarted;

const parsed = parseRosterText(readFileSync(fixture, 'utf8'));
if (!parsed.roster) throw new Error(`the fixture list no longer parses: ${JSON.stringify(parsed.errors)}`);
const listed = parsed.roster;

const resolveTimes: number[] = [];
let roster = resolveArmy(data, listed); // first call warms the resolver
for (let run = 0; run < RESOLVE_RUNS; run += 1) {
  const started = performance.now();
  roster = resolveArmy(data, listed);
  resolveTimes.push(performance.now() - started);
}
const fromData = roster.units.filter((unit) => unit.resolution?.profiles === 'data-set').length;
const unmatched = roster.units.filter((unit) => unit.resolution?.profiles === 'none').length;

for (let run = 0; run < WARM_UPS; run += 1) analyseRoster(roster, { population });
const analyseTimes: number[] = [];
let units = 0;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const analysis = analyseRoster(roster, { population });
  analyseTimes.push(performance.now() - started);
  units = analysis.unitAssessments.length;
}

console.log(
  `Analysis of "${roster.name}" (${roster.faction}, ${roster.pointsTotal} points, ${roster.units.length} units; ` +
    `${fromData} filled from the data set, ${unmatched} unmatched), in-process on one core:`,
);
console.log(`  data set load (import):         ${loadMs.toFixed(0).padStart(6)} ms, once`);
console.log(
  `  reference population build:     ${populationMs.toFixed(0).padStart(6)} ms, once (${population.size.datasheets} datasheets, ${population.size.lists} lists)`,
);
console.log(
  `  army resolution (resolveArmy):  ${percentile(resolveTimes, 0.5).toFixed(1).padStart(6)} ms median, ` +
    `p90 ${percentile(resolveTimes, 0.9).toFixed(1)} ms (${RESOLVE_RUNS} runs)`,
);
console.log(
  `  analyseRoster:                  ${percentile(analyseTimes, 0.5).toFixed(1).padStart(6)} ms median, ` +
    `p90 ${percentile(analyseTimes, 0.9).toFixed(1)} ms (${RUNS} runs after ${WARM_UPS} warm-ups, ${units} units assessed)`,
);
console.log(`  peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
