// Does the overall rating track real results? Fit on one period, predict the next, with figures an
// outsider can check. Run with `npm run bench -- rating`.
//
// 1. Game-level results: 10th-edition Australian events (packages/meta/fixtures/results, cited in
//    its SOURCES.tsv). For each of the last months, every model is fitted on the games before that
//    month and scored on the month's games: Spearman's ρ between predicted and actual faction win
//    rates (factions with at least MIN_GAMES games that month) and the Brier score over its games.
// 2. Published tables: the Warp Friends week of 2026-05-05 predicting the week of 2026-05-18.
//
// Models: the faction-only baseline (each faction's raw win rate so far); Muster's estimate
// (recency-weighted, shrunk toward 50 %, as ratings use: DEFAULT_ESTIMATE, its two parameters
// chosen on the first months only, printed below); and the rating before this change ("today's
// rating": where a faction's real lists stood among the reference lists, ranked alone, no results).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseRoster, buildReferencePopulation, percentile } from '@muster/analysis';
import { datasheetUnit, dataVersionLabel, type GameData, resolveArmy } from '@muster/army';
import {
  brierOf,
  DEFAULT_ESTIMATE,
  type EstimateOptions,
  estimateFaction,
  factionKey,
  type ResultTable,
  spearman,
} from '@muster/meta';
import { publishedResultTables } from '@muster/meta/published-results';
import { parseRosterInput } from '@muster/roster-import';

const root = path.resolve(import.meta.dirname, '../../..');
const MIN_GAMES = 20;
/** Months scored (the last ones of the file); the months before the first of them tune the model. */
const SCORED_MONTHS = 6;

// ----------------------------------------------------------------------------------------------
// The games
// ----------------------------------------------------------------------------------------------

/** The sub-faction names this file uses for a parent faction the app knows. */
const parentOf: Record<string, string> = {
  'hive fleet hydra': 'Tyranids',
  'hive fleet hyrda': 'Tyranids',
  'hive fleet leviathan': 'Tyranids',
  'farsight enclaves': "T'au Empire",
  'khorne daemons': 'Chaos Daemons',
  'iron warriors': 'Chaos Space Marines',
  'black legion': 'Chaos Space Marines',
  deathwing: 'Dark Angels',
  'steel legion': 'Astra Militarum',
  catachan: 'Astra Militarum',
  'space marines (astartes)': 'Space Marines',
  ultramarines: 'Space Marines',
  salamanders: 'Space Marines',
  'iron hands': 'Space Marines',
  'imperial fists': 'Space Marines',
  'raven guard': 'Space Marines',
  'white scars': 'Space Marines',
};
const canonical = (name: string) => factionKey(parentOf[name.trim().toLowerCase()] ?? name);

type Game = { date: string; a: string; b: string; scoreA: number };

function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const c = line[i];
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

function loadGames(): Game[] {
  const file = path.join(root, 'packages/meta/fixtures/results/spg40k-singles_matches.csv');
  const games: Game[] = [];
  for (const cells of csvRows(readFileSync(file, 'utf8'))) {
    const [, , , s1, s2, date, , fa, fb] = cells;
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !fa || !fb) continue; // repeated headers
    if (/^-+$/.test(fa) || /^-+$/.test(fb)) continue; // faction unknown
    const a = Number(s1);
    const b = Number(s2);
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    games.push({ date, a: canonical(fa), b: canonical(fb), scoreA: a > b ? 1 : a < b ? 0 : 0.5 });
  }
  return games.sort((x, y) => x.date.localeCompare(y.date));
}

/** A month's games as a result table (each game once per side, mirrors included). */
function monthTable(month: string, games: Game[]): ResultTable {
  const tally = new Map<string, { games: number; score: number }>();
  for (const g of games) {
    for (const [faction, score] of [
      [g.a, g.scoreA],
      [g.b, 1 - g.scoreA],
    ] as const) {
      const t = tally.get(faction) ?? { games: 0, score: 0 };
      t.games += 1;
      t.score += score;
      tally.set(faction, t);
    }
  }
  return {
    id: month,
    source: 'test',
    url: '',
    from: `${month}-01`,
    to: games.at(-1)?.date ?? `${month}-28`,
    edition: '10th',
    games: games.length,
    rows: [...tally].map(([faction, t]) => ({
      faction,
      winRate: t.score / t.games,
      games: t.games,
      share: null,
    })),
  };
}

const month = (date: string) => date.slice(0, 7);

type Model = (history: ResultTable[], faction: string, asOf: string) => number;

const baseline: Model = (history, faction) => {
  let games = 0;
  let score = 0;
  for (const table of history)
    for (const row of table.rows)
      if (factionKey(row.faction) === factionKey(faction)) {
        games += row.games ?? 0;
        score += row.winRate * (row.games ?? 0);
      }
  return games > 0 ? score / games : 0.5;
};

const estimateModel =
  (options: Omit<EstimateOptions, 'asOf'>): Model =>
  (history, faction, asOf) =>
    estimateFaction(history, faction, { asOf, ...options })?.winRate ?? 0.5;

/** ρ and Brier of a model over months, each predicted from the months before it. */
function score(model: Model, tables: ResultTable[], months: string[]) {
  const rhos: number[] = [];
  let brierSum = 0;
  let brierGames = 0;
  for (const target of months) {
    const history = tables.filter((t) => t.id < target);
    const actual = tables.find((t) => t.id === target);
    if (!actual || history.length === 0) continue;
    const predicted = new Map<string, number>();
    for (const row of actual.rows)
      predicted.set(factionKey(row.faction), model(history, row.faction, `${target}-01`));
    const brier = brierOf(predicted, actual);
    brierSum += brier.brier * brier.games;
    brierGames += brier.games;
    const big = actual.rows.filter((r) => (r.games ?? 0) >= MIN_GAMES);
    if (big.length >= 5)
      rhos.push(
        spearman(
          big.map((r) => predicted.get(factionKey(r.faction)) ?? 0.5),
          big.map((r) => r.winRate),
        ),
      );
  }
  return {
    rho: rhos.reduce((a, b) => a + b, 0) / Math.max(1, rhos.length),
    months: rhos.length,
    brier: brierSum / brierGames,
  };
}

const games = loadGames();
const byMonth = new Map<string, Game[]>();
for (const g of games) byMonth.set(month(g.date), [...(byMonth.get(month(g.date)) ?? []), g]);
const months = [...byMonth.keys()].sort();
const tables = months.map((m) => monthTable(m, byMonth.get(m) ?? []));
const scored = months.slice(-SCORED_MONTHS);
const tuning = months.slice(0, -SCORED_MONTHS).slice(2);

console.log(
  `Games: ${games.length} (${games[0]?.date} to ${games.at(-1)?.date}), ${months.length} months, ${new Set(games.flatMap((g) => [g.a, g.b])).size} factions.`,
);

// The two parameters, chosen on the months before the scored ones only (Brier, then ρ).
const grid: Omit<EstimateOptions, 'asOf'>[] = [];
for (const priorGames of [0, 25, 50, 100, 150, 250, 400])
  for (const halfLifeDays of [30, 60, 90, 180, 365, 100_000])
    grid.push({ priorGames, halfLifeDays, maxAgeDays: 730 });
const tuned = grid
  .map((options) => ({ options, ...score(estimateModel(options), tables, tuning) }))
  .sort((a, b) => a.brier - b.brier)[0];
console.log(
  `Tuned on ${tuning.join(', ')}: prior ${tuned?.options.priorGames} games, half-life ${tuned?.options.halfLifeDays} days (Brier ${tuned?.brier.toFixed(4)}). Shipped: prior ${DEFAULT_ESTIMATE.priorGames}, half-life ${DEFAULT_ESTIMATE.halfLifeDays}.`,
);

// Today's rating (before this change): each faction's real lists ranked among the reference lists
// by their measures alone; a faction's figure is the mean of its lists'.
const data: GameData = await import('@alpaca-software/40kdc-data');
const population = buildReferencePopulation(
  data.dataset.units.all.map((view) => ({ factionId: view.factionId, unit: datasheetUnit(data, view) })),
  { source: dataVersionLabel(data) },
);
function walk(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name))
        : /\.(tsv|md)$/.test(e.name)
          ? []
          : [path.join(dir, e.name)],
    );
  } catch {
    return [];
  }
}
const listFiles = [
  path.join(root, 'packages/army/fixtures/real-lists'),
  path.join(root, '../shared/fixtures/rosters'),
].flatMap(walk);
const oldRatings = new Map<string, number[]>();
for (const file of listFiles) {
  const parsed = parseRosterInput(new Uint8Array(readFileSync(file)));
  const roster = parsed.roster ?? parsed.partialData;
  if (!roster || (roster.gameSystem && !/40,?000|40k/i.test(roster.gameSystem))) continue;
  const resolved = resolveArmy(data, roster);
  const standing = analyseRoster(resolved, { population }).performanceMetrics.standing ?? {};
  const values = Object.values(standing);
  if (values.length === 0) continue;
  const composite = values.reduce((a, b) => a + b, 0) / values.length;
  const key = factionKey(roster.subFaction || roster.faction);
  oldRatings.set(key, [...(oldRatings.get(key) ?? []), percentile(population.composite, composite) * 10]);
}
/** Today's rating as a win rate: its 0–10 mapped onto 35–65 %, as the report reads it. */
const todays: Model = (_history, faction) => {
  const ratings = oldRatings.get(factionKey(faction));
  if (!ratings) return 0.5;
  return 0.35 + (0.3 * ratings.reduce((a, b) => a + b, 0)) / ratings.length / 10;
};

const row = (name: string, result: { rho: number; months: number; brier: number }) =>
  `  ${name.padEnd(44)} ρ ${result.rho.toFixed(2).padStart(5)}   Brier ${result.brier.toFixed(4)}`;
console.log(
  `\nHeld out: ${scored.join(', ')} (each month predicted from the months before it; ρ over factions with ≥ ${MIN_GAMES} games that month, averaged over months)`,
);
console.log(row('faction-only baseline (raw win rate so far)', score(baseline, tables, scored)));
console.log(
  row('Muster estimate (shipped parameters)', score(estimateModel(DEFAULT_ESTIMATE), tables, scored)),
);
if (tuned)
  console.log(
    row('Muster estimate (tuned on earlier months)', score(estimateModel(tuned.options), tables, scored)),
  );
console.log(
  row(`today's rating (lists only; ${oldRatings.size} factions have lists)`, score(todays, tables, scored)),
);
console.log(
  row(
    'even (50 % for everyone)',
    score(() => 0.5, tables, scored),
  ),
);

// One split: the first months fit, the held-out half year as one period (more games a faction).
const split = `${scored[0]}-01`;
const before = tables.filter((t) => t.id < (scored[0] as string));
const heldOut = monthTable(
  'held-out',
  games.filter((g) => g.date >= split),
);
const splitScore = (model: Model) => {
  const predicted = new Map(
    heldOut.rows.map((r) => [factionKey(r.faction), model(before, r.faction, split)]),
  );
  const big = heldOut.rows.filter((r) => (r.games ?? 0) >= 50);
  const rho = spearman(
    big.map((r) => predicted.get(factionKey(r.faction)) ?? 0.5),
    big.map((r) => r.winRate),
  );
  return { rho, months: 1, brier: brierOf(predicted, heldOut).brier, factions: big.length };
};
const baseSplit = splitScore(baseline);
console.log(
  `\nOne split: fit on games before ${split}, predict ${scored[0]} to ${scored.at(-1)} as one period (ρ over the ${baseSplit.factions} factions with ≥ 50 games then)`,
);
console.log(row('faction-only baseline', baseSplit));
console.log(row('Muster estimate (shipped parameters)', splitScore(estimateModel(DEFAULT_ESTIMATE))));
console.log(row(`today's rating (lists only)`, splitScore(todays)));

// Published tables: one week predicting the next.
const early = publishedResultTables.find((t) => t.id === 'warp-friends-2026-05-05');
const late = publishedResultTables.find((t) => t.id === 'warp-friends-2026-05-18');
if (early && late) {
  const shared = late.rows.filter((r) =>
    early.rows.some((e) => factionKey(e.faction) === factionKey(r.faction)),
  );
  const publishedScore = (model: Model) => {
    const predicted = new Map(
      shared.map((r) => [factionKey(r.faction), model([early], r.faction, late.from)]),
    );
    const rho = spearman(
      shared.map((r) => predicted.get(factionKey(r.faction)) ?? 0.5),
      shared.map((r) => r.winRate),
    );
    return { rho, months: 1, brier: brierOf(predicted, { ...late, rows: shared }).brier };
  };
  console.log(
    `\nPublished tables: Warp Friends week of ${early.to} predicting the week of ${late.to} (${shared.length} factions in both)`,
  );
  console.log(row('faction-only baseline', publishedScore(baseline)));
  console.log(row('Muster estimate (shipped parameters)', publishedScore(estimateModel(DEFAULT_ESTIMATE))));
  console.log(row(`today's rating (lists only)`, publishedScore(todays)));
}
