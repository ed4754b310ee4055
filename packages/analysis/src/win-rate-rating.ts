import type { FactionEstimate } from '@muster/meta';
import type { Roster } from '@muster/roster-import';
import type { RosterAnalysis } from './analysis-report';
import { percentile, type ReferencePopulation } from './reference-population';

/** A faction's expected win rate from results: `@muster/meta`'s `estimateFaction` (types only). */
export type FactionResults = FactionEstimate;

/**
 * Win-rate points a list gains or loses for standing at the top or bottom of its own faction's
 * reference lists: ± LIST_WEIGHT / 2. Small on purpose: results say how a faction does; how much
 * a list's measured damage, durability and board control move that within a faction is not in any
 * public data we have, so the adjustment is bounded and named as unvalidated in the report.
 */
export const LIST_WEIGHT = 0.08;
/** Half-width used when no results name the faction: the spread of faction win rates in a meta. */
const UNKNOWN_FACTION_HALF_WIDTH = 0.1;
/** The 0–10 scale the spec names: 35 % expected win rate is 0, 50 % is 5, 65 % is 10. */
const SCALE = { low: 0.35, high: 0.65 };

export const ratingOnScale = (winRate: number) =>
  Math.round(Math.max(0, Math.min(10, ((winRate - SCALE.low) / (SCALE.high - SCALE.low)) * 10)) * 10) / 10;

/** The game-data faction most of the list's units were matched to. */
function dataFactionOf(roster: Roster): string | null {
  const counts = new Map<string, number>();
  for (const unit of roster.units) {
    const id = unit.resolution?.factionId;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const pct = (share: number) => `${Math.round(share * 1000) / 10} %`;
const signedPoints = (share: number) =>
  `${share >= 0 ? '+' : '−'}${Math.abs(Math.round(share * 1000) / 10)} points`;

/**
 * The rating: the faction's expected win rate (from results, or even when none name it), moved by
 * where the list's measures stand among its own faction's reference lists, with its interval and
 * what it rests on in words.
 */
export function winRateRating(
  roster: Roster,
  /** The list's composite score; null when none of its units could be measured. */
  composite: number | null,
  population: ReferencePopulation | null,
  results: FactionResults | null,
): NonNullable<RosterAnalysis['ratingBasis']> {
  const factionId = dataFactionOf(roster);
  const own = factionId ? (population?.factionComposite?.[factionId] ?? []) : [];
  const factionPercentile =
    composite === null
      ? null
      : own.length >= 5
        ? percentile(own, composite)
        : population
          ? percentile(population.composite, composite)
          : null;
  const listAdjustment = factionPercentile === null ? 0 : LIST_WEIGHT * (factionPercentile - 0.5);
  const base = results?.winRate ?? 0.5;
  const expected = Math.max(0, Math.min(1, base + listAdjustment));
  const low = (results?.interval.low ?? base - UNKNOWN_FACTION_HALF_WIDTH) + listAdjustment;
  const high = (results?.interval.high ?? base + UNKNOWN_FACTION_HALF_WIDTH) + listAdjustment;
  const period =
    results && results.tables.length > 0
      ? `${results.tables.map((t) => t.from).sort()[0]} to ${results.tables
          .map((t) => t.to)
          .sort()
          .at(-1)}`
      : null;
  const editions = [...new Set(results?.tables.map((t) => t.edition) ?? [])].join(' and ');
  const among =
    composite === null
      ? 'None of its units could be measured, so nothing moves it from the faction’s figure.'
      : factionPercentile === null
        ? 'No reference lists to compare the list with.'
        : own.length >= 5
          ? `Against ${own.length} reference lists of its own faction it measures ahead of ${Math.round(factionPercentile * 100)} % (${signedPoints(listAdjustment)}, a bounded adjustment not yet validated against list-level results).`
          : `Against the reference lists of every faction it measures ahead of ${Math.round(factionPercentile * 100)} % (${signedPoints(listAdjustment)}, a bounded adjustment not yet validated against list-level results).`;
  const summary = results
    ? `Expected win rate ${pct(expected)} (95 % interval ${pct(Math.max(0, low))}–${pct(Math.min(1, high))}). ${results.faction} won ${pct(results.rawWinRate)} of ${results.rawGames.toLocaleString('en-GB')} games${results.gamesEstimated ? ' (some counts estimated from the share of the field)' : ''}, ${period}, ${editions} edition (sources: ${[...new Set(results.tables.map((t) => t.source))].join('; ')}); weighted by age (they count as ${results.games.toLocaleString('en-GB')} recent games) and shrunk toward 50 % where games are few, that is ${pct(results.winRate)}. ${among}`
    : `No published or recorded results name ${roster.subFaction || roster.faction || 'this faction'}, so the rating starts from an even 50 % (95 % interval ${pct(Math.max(0, low))}–${pct(Math.min(1, high))}). ${among}`;
  return {
    expectedWinRate: expected,
    interval: { low: Math.max(0, low), high: Math.min(1, high) },
    faction: results?.faction ?? null,
    factionWinRate: results?.winRate ?? null,
    games: results?.games ?? 0,
    sources:
      results?.tables.map(({ source, url, from, to, edition }) => ({ source, url, from, to, edition })) ?? [],
    listAdjustment,
    factionPercentile,
    summary,
  };
}
