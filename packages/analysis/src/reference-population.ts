import { seededRandom } from '@muster/pairing';
import type { RosterUnit } from '@muster/roster-import';
import { benchmarkTargets } from './benchmarks';
import { type ListMetrics, listMetricIds, listMetricsOf } from './list-metrics';
import { measureUnit, type UnitMetrics } from './unit-metrics';

/**
 * What a rating is relative to. Every datasheet of the game data, at its default loadout, measured
 * against the reference units; and a population of realistic lists built from them (each faction,
 * several archetypes, ~2,000 points), measured the same way. A unit's matchup rating is where it
 * stands among all datasheets; a list's overall rating is where it stands among those lists.
 * Values are kept as sorted samples (quantiles), so a percentile is a binary search.
 */
export type ReferencePopulation = {
  /** Points of each reference unit removed per 100 points spent (best of shooting and melee), per target id. */
  unitRemoval: Record<string, number[]>;
  /** Each datasheet's best removal per 100 points, over all targets. */
  unitBest: number[];
  /** Each list metric over the population of lists. */
  lists: Record<(typeof listMetricIds)[number], number[]>;
  /** The composite list score (mean percentile of the metrics) over the population. */
  composite: number[];
  /**
   * The composite scores of each faction's own reference lists (by game-data faction id), sorted:
   * a list is compared with lists of its own faction, whose results the rating starts from.
   */
  factionComposite: Record<string, number[]>;
  /** Medians, to quote in plain words ("the median list needs 2.1 turns"). */
  medians: Record<(typeof listMetricIds)[number], number>;
  size: { datasheets: number; lists: number };
  /** The points the reference lists are built to. */
  pointsLimit: number;
  /** What it was built from, e.g. the game data's version. */
  source: string;
};

export type CatalogueEntry = { factionId: string; unit: RosterUnit };

/** Where a value stands in a sorted sample: 0 below all, 1 above all, ties at their middle. */
export function percentile(sorted: number[], value: number): number {
  if (sorted.length === 0) return 0.5;
  let below = 0;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  below = lo;
  hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  const equal = lo - below;
  return (below + equal / 2) / sorted.length;
}

/** 201 quantiles keep a population small enough to ship to workers and precise to half a percent. */
function quantiles(values: number[], count = 201): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length <= count) return sorted;
  return Array.from(
    { length: count },
    (_, i) => sorted[Math.round((i * (sorted.length - 1)) / (count - 1))] as number,
  );
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

/** Removal per 100 points of one measured unit against one target, best of shooting and melee. */
export function removalPer100(metrics: UnitMetrics, targetId: string): number {
  if (metrics.points <= 0) return 0;
  const shot = metrics.shooting.find((row) => row.targetId === targetId)?.pointsRemoved ?? 0;
  const melee = metrics.melee.find((row) => row.targetId === targetId)?.pointsRemoved ?? 0;
  return (100 * Math.max(shot, melee)) / metrics.points;
}

type Measured = { entry: CatalogueEntry; metrics: UnitMetrics };

const isCharacter = (unit: RosterUnit) => /character|epic hero/i.test(unit.role);
const isEpicHero = (unit: RosterUnit) =>
  /epic hero/i.test(unit.role) || unit.keywords.some((k) => /^epic hero$/i.test(k));
const isHeavy = (unit: RosterUnit) => unit.keywords.some((k) => /^(vehicle|monster)$/i.test(k));

/** How an archetype weighs a datasheet when building a list (data: a new archetype is a new line). */
const archetypes: Record<string, (unit: RosterUnit) => number> = {
  balanced: () => 1,
  elite: (unit) => (unit.count <= 5 && !isHeavy(unit) ? 3 : 1),
  horde: (unit) => (unit.count >= 10 ? 4 : 0.5),
  armoured: (unit) => (isHeavy(unit) ? 4 : 0.7),
};

/**
 * A list an organiser would accept: one or two characters, at most three of a datasheet (one of
 * an Epic Hero), filled towards the points limit by the archetype's weights.
 */
function buildList(
  pool: Measured[],
  weight: (unit: RosterUnit) => number,
  limit: number,
  random: () => number,
): Measured[] {
  const list: Measured[] = [];
  const copies = new Map<string, number>();
  let points = 0;
  const fits = (m: Measured) => {
    const max = isEpicHero(m.entry.unit) ? 1 : 3;
    return (
      (copies.get(m.entry.unit.id) ?? 0) < max && points + m.metrics.points <= limit && m.metrics.points > 0
    );
  };
  const take = (m: Measured) => {
    list.push(m);
    copies.set(m.entry.unit.id, (copies.get(m.entry.unit.id) ?? 0) + 1);
    points += m.metrics.points;
  };
  const pick = (candidates: Measured[]) => {
    const weights = candidates.map((m) => Math.max(0, weight(m.entry.unit)));
    const total = weights.reduce((a, b) => a + b, 0);
    if (total <= 0) return candidates[Math.floor(random() * candidates.length)];
    let roll = random() * total;
    for (let i = 0; i < candidates.length; i += 1) {
      roll -= weights[i] as number;
      if (roll <= 0) return candidates[i];
    }
    return candidates[candidates.length - 1];
  };
  const leaders = pool.filter((m) => isCharacter(m.entry.unit));
  for (let i = 0; i < 1 + Math.floor(random() * 2) && leaders.length > 0; i += 1) {
    const leader = pick(leaders.filter(fits));
    if (leader) take(leader);
  }
  for (;;) {
    const candidates = pool.filter((m) => fits(m) && !isCharacter(m.entry.unit));
    const next = candidates.length > 0 ? pick(candidates) : undefined;
    if (!next) break;
    take(next);
  }
  return list;
}

/**
 * Measures every datasheet and builds the list population. Deterministic for the same catalogue
 * and engine. Factions with too few datasheets to build a list from are left out of the lists.
 */
export function buildReferencePopulation(
  catalogue: CatalogueEntry[],
  options: { edition?: string; pointsLimit?: number; listsPerArchetype?: number; source?: string } = {},
): ReferencePopulation {
  const edition = options.edition ?? '11th';
  const limit = options.pointsLimit ?? 2000;
  const measured: Measured[] = [];
  for (const entry of catalogue) {
    try {
      measured.push({ entry, metrics: measureUnit(entry.unit, edition) });
    } catch {
      // A datasheet the engine cannot read is not part of the reference (it is tested elsewhere).
    }
  }
  const hurts = (m: Measured, id: string) => removalPer100(m.metrics, id) > 0;
  const unitRemoval = Object.fromEntries(
    benchmarkTargets.map((t) => [
      t.id,
      quantiles(measured.filter((m) => hurts(m, t.id)).map((m) => removalPer100(m.metrics, t.id))),
    ]),
  );
  const best = measured.map((m) =>
    Math.max(0, ...benchmarkTargets.map((t) => removalPer100(m.metrics, t.id))),
  );
  const unitBest = quantiles(best.filter((value) => value > 0));

  const byFaction = new Map<string, Measured[]>();
  for (const m of measured)
    byFaction.set(m.entry.factionId, [...(byFaction.get(m.entry.factionId) ?? []), m]);
  const listMetrics: ListMetrics[] = [];
  const listFaction: string[] = [];
  const random = seededRandom('muster reference lists');
  for (const [factionId, pool] of [...byFaction].sort(([a], [b]) => a.localeCompare(b))) {
    if (pool.length < 8) continue;
    for (const weight of Object.values(archetypes)) {
      for (let i = 0; i < (options.listsPerArchetype ?? 4); i += 1) {
        const list = buildList(pool, weight, limit, random);
        if (list.length < 3) continue;
        listMetrics.push(listMetricsOf(list.map((m) => m.metrics)));
        listFaction.push(factionId);
      }
    }
  }
  const lists = Object.fromEntries(
    listMetricIds.map((id) => [id, quantiles(listMetrics.map((m) => m[id]))]),
  ) as ReferencePopulation['lists'];
  const scores = listMetrics.map((m) => compositeOf(m, lists));
  const composite = quantiles(scores);
  const factionComposite: Record<string, number[]> = {};
  scores.forEach((score, i) => {
    const faction = listFaction[i] as string;
    factionComposite[faction] = [...(factionComposite[faction] ?? []), score];
  });
  for (const faction of Object.keys(factionComposite)) factionComposite[faction]?.sort((a, b) => a - b);
  return {
    unitRemoval,
    unitBest,
    lists,
    composite,
    factionComposite,
    medians: Object.fromEntries(
      listMetricIds.map((id) => [id, median(lists[id])]),
    ) as ReferencePopulation['medians'],
    size: { datasheets: measured.length, lists: listMetrics.length },
    pointsLimit: limit,
    source: options.source ?? 'catalogue',
  };
}

/** The mean of a list's percentiles over the metrics: what the overall rating ranks. */
export function compositeOf(metrics: ListMetrics, lists: ReferencePopulation['lists']): number {
  const scores = listMetricIds.map((id) => percentile(lists[id], metrics[id]));
  return scores.reduce((a, b) => a + b, 0) / scores.length;
}
