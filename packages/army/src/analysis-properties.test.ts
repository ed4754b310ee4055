import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  adviceContradictions,
  analyseRoster,
  buildReferencePopulation,
  LIST_WEIGHT,
  measureUnit,
  type ReferencePopulation,
  ratingOnScale,
  type UnitMeasure,
} from '@muster/analysis';
import { parseRosterInput, type Roster, type RosterUnit } from '@muster/roster-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasheetUnit } from './datasheet-unit';
import type { GameData } from './game-data';
import { resolveArmy } from './resolve-army';
import { gameData, rosterOf } from './test-support';

let data: GameData;
let population: ReferencePopulation;
let catalogue: { factionId: string; unit: RosterUnit; bodyguards: string[] }[];

beforeAll(async () => {
  data = await gameData();
  catalogue = data.dataset.units.all.map((view) => ({
    factionId: view.factionId,
    unit: datasheetUnit(data, view),
    bodyguards: data.dataset.bodyguardsAttachableFrom(view.id, view.factionId).map((u) => u.name),
  }));
  population = buildReferencePopulation(catalogue);
}, 60_000);

/** A seeded generator, so a failing list can be rebuilt from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A list of one faction's datasheets near `limit` points, at most three of each. */
function generatedList(seed: number, limit = 2000): Roster {
  const next = random(seed);
  const factions = [...new Set(catalogue.map((c) => c.factionId))].sort();
  let pool: RosterUnit[] = [];
  while (pool.length < 8) {
    const faction = factions[Math.floor(next() * factions.length)];
    pool = catalogue.filter((c) => c.factionId === faction).map((c) => c.unit);
  }
  const units: RosterUnit[] = [];
  let points = 0;
  for (let tries = 0; tries < 200; tries += 1) {
    const unit = pool[Math.floor(next() * pool.length)] as RosterUnit;
    const copies = units.filter((u) => u.name === unit.name).length;
    if (copies >= 3 || unit.points <= 0 || points + unit.points > limit) continue;
    units.push({ ...unit, id: `${unit.id}-${units.length}` });
    points += unit.points;
  }
  const roster = rosterOf('Test', []);
  return { ...roster, units, pointsTotal: points, pointsLimit: limit };
}

const lists = () => Array.from({ length: 60 }, (_, seed) => generatedList(seed + 1));
/**
 * Each distinct unit measured once across this file's report checks (they analyse hundreds of
 * lists of the same datasheets); measureUnit itself is checked directly where that is the point.
 */
const sharedMeasure = cachedMeasure();

/** A faction's results as the server passes them: `winRate` over 1,000 games in one test table. */
function factionResults(faction: string, winRate: number) {
  return {
    faction,
    winRate,
    interval: { low: winRate - 0.03, high: winRate + 0.03 },
    games: 1000,
    rawGames: 1000,
    rawWinRate: winRate,
    tables: [
      {
        id: 'test',
        source: 'Test table',
        url: 'https://example.org',
        from: '2026-01-01',
        to: '2026-03-31',
        edition: '11th',
      },
    ],
    gamesEstimated: false,
  };
}

// Each case analyses up to 60 generated lists: seconds of work, hence the longer timeouts.
describe('the analysis over generated lists (against the reference population)', () => {
  // A faction that won 55 % of 1,000 games (an interval of about ±3 points).
  const results = factionResults('Test faction', 0.55);

  it('rates a list at its faction’s results, moved at most ±4 points by how it measures', () => {
    const bases = lists().map(
      (roster) => analyseRoster(roster, { population, results, measure: sharedMeasure }).ratingBasis,
    );
    for (const basis of bases) {
      expect(basis?.expectedWinRate).toBeGreaterThanOrEqual(0.55 - LIST_WEIGHT / 2 - 1e-12);
      expect(basis?.expectedWinRate).toBeLessThanOrEqual(0.55 + LIST_WEIGHT / 2 + 1e-12);
      expect(basis?.summary).toMatch(/won 55 % of 1,000 games, 2026-01-01 to 2026-03-31, 11th edition/);
    }
    // The adjustment spreads the lists of a faction, it is not a constant.
    const adjustments = bases.map((b) => b?.listAdjustment ?? 0);
    expect(Math.max(...adjustments) - Math.min(...adjustments)).toBeGreaterThan(LIST_WEIGHT / 2);
    // 55 % is 6.7 on the 0–10 scale (35 % → 0, 65 % → 10); without results a list starts at 50 %.
    expect(ratingOnScale(0.55)).toBe(6.7);
    const unknown = analyseRoster(lists()[0] as Roster, { population, measure: sharedMeasure }).ratingBasis;
    expect(unknown?.factionWinRate).toBeNull();
    expect(unknown?.summary).toMatch(/No published or recorded results name/);
  }, 60_000);

  it('never rates a list higher for fielding less (monotone in points spent)', () => {
    for (const roster of lists().slice(0, 40)) {
      const full = analyseRoster(roster, { population, results, measure: sharedMeasure }).overallRating;
      const units = roster.units.slice(0, -1);
      const fewer = { ...roster, units, pointsTotal: units.reduce((sum, u) => sum + u.points, 0) };
      expect(
        analyseRoster(fewer, { population, results, measure: sharedMeasure }).overallRating,
        roster.units.at(-1)?.name,
      ).toBeLessThanOrEqual(full);
    }
    // A single cheap unit in a 2,000-point game rates at the bottom of its faction, not the top.
    const lone = lists()[3] as Roster;
    const one = { ...lone, units: lone.units.slice(0, 1), pointsTotal: lone.units[0]?.points ?? 0 };
    const basis = analyseRoster(one, { population, results, measure: sharedMeasure }).ratingBasis;
    expect(basis?.factionPercentile).toBeLessThan(0.1);
    expect(analyseRoster(one, { population, results, measure: sharedMeasure }).weaknesses.join(' ')).toMatch(
      /Under-filled: the list fields/,
    );
  }, 60_000);

  it('does not call unknown weak: units without data are left out, and a list with none measured keeps its faction figure', () => {
    for (const roster of lists().slice(0, 30)) {
      const blank = (unit: RosterUnit): RosterUnit => ({
        ...unit,
        weapons: [],
        stats: { ...unit.stats, T: '-', SV: '-', W: '-' },
      });
      const partly = { ...roster, units: roster.units.map((u, i) => (i === 0 ? blank(u) : u)) };
      const analysis = analyseRoster(partly, { population, results, measure: sharedMeasure });
      expect(analysis.weaknesses.join(' ')).toContain(`Not measured: ${roster.units[0]?.name}`);
      const none = analyseRoster(
        { ...roster, units: roster.units.map(blank) },
        { population, results, measure: sharedMeasure },
      );
      expect(none.ratingBasis?.expectedWinRate).toBeCloseTo(0.55, 12);
      expect(none.ratingBasis?.listAdjustment).toBe(0);
    }
  }, 60_000);

  it('never shows an impossible figure', () => {
    // measureUnit is deterministic: a unit met again in a later list is not measured twice.
    const measured = new Set<string>();
    for (const roster of lists().slice(0, 20)) {
      for (const unit of roster.units) {
        const key = JSON.stringify([unit.name, unit.count, unit.points, unit.weapons, unit.stats]);
        if (measured.has(key)) continue;
        measured.add(key);
        const metrics = measureUnit(unit, '11th');
        for (const row of [...metrics.shooting, ...metrics.melee]) {
          // No more models slain than the reference unit has, no more points than it costs.
          expect(row.meanModelsSlain).toBeLessThanOrEqual(20 + 1e-9);
          expect(row.pointsRemoved).toBeGreaterThanOrEqual(0);
          expect(row.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
        }
      }
      const analysis = analyseRoster(roster, { population, measure: sharedMeasure });
      for (const probabilities of Object.values(analysis.performanceMetrics.turnsToDestroy ?? {})) {
        expect(probabilities).toHaveLength(5);
        for (let k = 1; k < probabilities.length; k += 1)
          expect(probabilities[k]).toBeGreaterThanOrEqual((probabilities[k - 1] ?? 0) - 1e-9);
      }
      for (const assessment of analysis.unitAssessments) {
        expect(assessment.costEfficiencyRating).toBeGreaterThanOrEqual(0);
        expect(assessment.costEfficiencyRating).toBeLessThanOrEqual(10);
      }
    }
  }, 60_000);

  it('backs every weakness and threat with a number, and gives advice that fits the unit', () => {
    for (const roster of lists().slice(0, 30)) {
      const analysis = analyseRoster(roster, { population, measure: sharedMeasure });
      for (const line of [...analysis.weaknesses, ...analysis.threats]) expect(line, line).toMatch(/\d/);
      for (const assessment of analysis.unitAssessments) {
        const unit = roster.units.find((u) => u.id === assessment.unitId) as RosterUnit;
        const melee = unit.weapons.some((w) => w.kind === 'melee' && (w.count ?? 1) > 0);
        const ranged = unit.weapons.some((w) => w.kind === 'ranged' && (w.count ?? 1) > 0);
        if (!melee) expect(assessment.tacticalAdvice, unit.name).not.toMatch(/charge|melee/i);
        if (!ranged) expect(assessment.optimalDeployment, unit.name).not.toMatch(/guns/);
        expect(assessment.basis, unit.name).toContain(String(unit.count));
      }
    }
  }, 60_000);

  it('suggests only legal swaps near the points limit, each with what it gains in numbers', () => {
    let seen = 0;
    for (const roster of lists().slice(0, 30)) {
      const analysis = analyseRoster(roster, { population, measure: sharedMeasure });
      const spent = roster.units.reduce((sum, unit) => sum + unit.points, 0);
      for (const suggestion of analysis.improvementSuggestions) {
        seen += 1;
        const removed = roster.units.find((u) => u.name === suggestion.remove[0]);
        const added = suggestion.add.map((name) => roster.units.find((u) => u.name === name));
        const total = spent - (removed?.points ?? 0) + added.reduce((sum, u) => sum + (u?.points ?? 0), 0);
        expect(total).toBeLessThanOrEqual(2000);
        expect(total).toBeGreaterThanOrEqual(spent - 25);
        for (const name of new Set(suggestion.add)) {
          const after =
            roster.units.filter((u) => u.name === name).length +
            suggestion.add.filter((n) => n === name).length;
          expect(after, name).toBeLessThanOrEqual(3);
        }
        expect(suggestion.suggestion).toContain(`${total} of 2000 points`);
        expect(suggestion.tacticalBenefit).toMatch(/\d+ → \d+/);
      }
    }
    expect(seen).toBeGreaterThan(0);
  }, 60_000);

  it('points anti-infantry units at infantry and anti-tank units at vehicles', () => {
    const unit = (name: string) => {
      const view = data.dataset.units.all.find((u) => u.name === name);
      if (!view) throw new Error(`${name} is not in the data set`);
      return datasheetUnit(data, view);
    };
    const analysis = analyseRoster(
      {
        ...rosterOf('Test', []),
        units: [unit('Nurglings'), unit('Predator Annihilator'), unit('Termagants')],
      },
      { population },
    );
    const first = (name: string) =>
      analysis.unitAssessments.find((a) => a.unitName === name)?.targetPriority[0];
    expect(first('Nurglings')).toMatch(/infantry/i);
    expect(first('Termagants')).toMatch(/infantry/i);
    expect(first('Predator Annihilator')).toMatch(/tank|monster|walker|transport/i);
  });

  it('runs every datasheet of the game data through the analysis without an error', () => {
    for (const { unit } of catalogue) {
      expect(
        () => analyseRoster({ ...rosterOf('Test', []), units: [unit] }, { population }),
        unit.name,
      ).not.toThrow();
    }
  }, 120_000);
});

/** Measures each distinct unit once across many lists: the advice is what is checked here. */
function cachedMeasure(): UnitMeasure {
  const cache = new Map<string, ReturnType<typeof measureUnit>>();
  return (unit, edition) => {
    const key = JSON.stringify([edition, unit.name, unit.count, unit.points, unit.weapons, unit.stats]);
    let metrics = cache.get(key);
    if (!metrics) {
      metrics = measureUnit(unit, edition);
      cache.set(key, metrics);
    }
    return { ...metrics, unitId: unit.id, unitName: unit.name };
  };
}

/** A generated list with each of its leaders attached to a unit the data lets it lead, if any. */
function withLeaders(roster: Roster): Roster {
  const attachedLeaders: Roster['attachedLeaders'] = [];
  const led = new Set<string>();
  for (const unit of roster.units) {
    const entry = catalogue.find((c) => c.unit.name === unit.name);
    const bodyguard = roster.units.find(
      (u) => u.id !== unit.id && !led.has(u.id) && (entry?.bodyguards ?? []).includes(u.name),
    );
    if (!bodyguard || led.has(unit.id)) continue;
    led.add(bodyguard.id);
    led.add(unit.id);
    attachedLeaders.push({ leader: unit.name, unit: bodyguard.name });
  }
  return { ...roster, attachedLeaders };
}

const realListDirs = [
  path.resolve(import.meta.dirname, '../fixtures/real-lists'),
  path.resolve(import.meta.dirname, '../../../../shared/fixtures/rosters'),
];

/** Every file under the corpus folders, their sub-folders included (not their SOURCES lists). */
function filesUnder(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(tsv|md)$/.test(entry.name) ? [] : [full];
  });
}

/** The corpus parsed and resolved once for the file (two tests read it; parsing is seconds). */
let realListsRead: { file: string; roster: Roster }[] | undefined;
function realLists(): { file: string; roster: Roster }[] {
  realListsRead ??= readRealLists();
  return realListsRead;
}

function readRealLists(): { file: string; roster: Roster }[] {
  const out: { file: string; roster: Roster }[] = [];
  for (const file of realListDirs.flatMap(filesUnder)) {
    const parsed = parseRosterInput(new Uint8Array(readFileSync(file)));
    const roster = parsed.roster ?? parsed.partialData;
    // The shared corpus holds a few Age of Sigmar lists: not this game's.
    if (!roster || (roster.gameSystem && !/40,?000|40k/i.test(roster.gameSystem))) continue;
    out.push({ file: path.basename(file), roster: resolveArmy(data, roster) });
  }
  return out;
}

/**
 * Generated lists for the contradiction checker: 150 in a normal run, 500 with TEST_EXHAUSTIVE=1
 * (`npm run test:slow`). Seeds 10,001 onwards either way, so the 150 are the first 150 of the 500.
 */
const GENERATED_LISTS = process.env.TEST_EXHAUSTIVE === '1' ? 500 : 150;

describe('advice consistent with the unit, by construction (checker over real and generated lists)', () => {
  it('finds no contradiction in any real list of the fixtures', () => {
    const measure = cachedMeasure();
    const lists = realLists();
    expect(lists.length).toBeGreaterThan(25);
    const found = lists.flatMap(({ file, roster }) =>
      adviceContradictions(roster, analyseRoster(roster, { population, measure })).map(
        (c) => `${file}: ${c.kind} — ${c.unit}: ${c.detail}`,
      ),
    );
    expect(found).toEqual([]);
    // The lists do exercise what is checked: leaders attached, suggestions made.
    expect(lists.some(({ roster }) => roster.attachedLeaders.length > 0)).toBe(true);
  }, 300_000);

  it(`finds no contradiction in ${GENERATED_LISTS} generated lists with their leaders attached`, () => {
    const measure = cachedMeasure();
    let pairs = 0;
    let suggestions = 0;
    const found: string[] = [];
    for (let seed = 1; seed <= GENERATED_LISTS; seed += 1) {
      const roster = withLeaders(generatedList(10_000 + seed));
      pairs += roster.attachedLeaders.length;
      const analysis = analyseRoster(roster, { population, measure });
      suggestions += analysis.improvementSuggestions.length;
      for (const c of adviceContradictions(roster, analysis))
        found.push(`seed ${10_000 + seed}: ${c.kind} — ${c.unit}: ${c.detail}`);
    }
    expect(found).toEqual([]);
    // The lists do exercise what is checked (500 lists: 200 pairs and 100 suggestions at least).
    expect(pairs).toBeGreaterThan(GENERATED_LISTS * 0.4);
    expect(suggestions).toBeGreaterThan(GENERATED_LISTS * 0.2);
  }, 600_000);

  it('rates the same list alike from any export (the French app and WarOrgan files of one army)', () => {
    const lists = realLists();
    const pick = (file: string) => lists.find((l) => l.file === file)?.roster as Roster;
    const results = factionResults('World Eaters', 0.5);
    const [app, warOrgan] = [
      'compactor__Test-WE-GWAPP-French.txt',
      'compactor__Test-WE-WARORGAN-English.txt',
    ].map((file) => analyseRoster(pick(file), { population, results, measure: cachedMeasure() }));
    expect(Math.abs((app?.overallRating ?? 0) - (warOrgan?.overallRating ?? 10))).toBeLessThanOrEqual(
      0.2 + 1e-9,
    );
    expect(app?.performanceMetrics.models).toBe(warOrgan?.performanceMetrics.models);
  }, 300_000);
});
