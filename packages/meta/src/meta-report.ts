import { eloRatings, type PlayerElo } from './elo';
import type { MatchRecord } from './match-record';
import {
  averageMargin,
  type FactionRate,
  factionRates,
  firstTurnRate,
  type MatchupCell,
  matchupMatrix,
  perspectives,
  type Rate,
  RateTally,
} from './rates';
import { type Representation, topResultRepresentation } from './top-results';

/** Below this many games a rate is shown with a small-sample warning. */
export const DEFAULT_SMALL_SAMPLE = 30;

export type TrendPoint = { month: string; games: number; winRate: number };
export type FactionTrend = { faction: string; points: TrendPoint[] };
export type Split = { value: string; games: number; firstTurn: Rate; factions: FactionRate[] };
export type DispositionSplit = Rate & { value: string; factions: (Rate & { faction: string })[] };

export type MetaReport = {
  totals: {
    games: number;
    events: number;
    players: number;
    factions: number;
    from: string | null;
    to: string | null;
  };
  factions: FactionRate[];
  matchups: MatchupCell[];
  firstTurn: Rate;
  averageMargin: number | null;
  trends: { months: string[]; factions: FactionTrend[] };
  missions: Split[];
  deployments: Split[];
  forceDispositions: DispositionSplit[];
  topResults: { events: number; factions: Representation[] };
  players: Omit<PlayerElo, 'key' | 'history'>[];
};

/** Months (YYYY-MM) each faction played in, with its rate that month (mirrors left out). */
export function monthlyTrends(records: MatchRecord[]): { months: string[]; factions: FactionTrend[] } {
  const byFaction = new Map<string, Map<string, RateTally>>();
  const months = new Set<string>();
  for (const record of records) {
    const month = record.playedOn.slice(0, 7);
    months.add(month);
    for (const side of perspectives(record)) {
      if (side.faction === side.opponent) continue;
      let byMonth = byFaction.get(side.faction);
      if (!byMonth) {
        byMonth = new Map();
        byFaction.set(side.faction, byMonth);
      }
      let tally = byMonth.get(month);
      if (!tally) {
        tally = new RateTally();
        byMonth.set(month, tally);
      }
      tally.add(side.outcome);
    }
  }
  const factions = [...byFaction.entries()]
    .map(([faction, byMonth]) => ({
      faction,
      points: [...byMonth.entries()]
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([month, tally]) => ({ month, games: tally.games, winRate: tally.rate(0).winRate })),
    }))
    .sort((x, y) => x.faction.localeCompare(y.faction));
  return { months: [...months].sort(), factions };
}

/** Games grouped by a mission or deployment, each with its own faction rates and first-turn rate. */
export function splitBy(
  records: MatchRecord[],
  field: 'mission' | 'deployment',
  smallSampleBelow: number,
): Split[] {
  const groups = new Map<string, MatchRecord[]>();
  for (const record of records) {
    const value = record[field];
    if (!value) continue;
    const group = groups.get(value);
    if (group) group.push(record);
    else groups.set(value, [record]);
  }
  return [...groups.entries()]
    .map(([value, games]) => ({
      value,
      games: games.length,
      firstTurn: firstTurnRate(games, smallSampleBelow),
      factions: factionRates(games, smallSampleBelow),
    }))
    .sort((x, y) => y.games - x.games || x.value.localeCompare(y.value));
}

/**
 * Rates of the sides that took each force disposition (a list choice in 11th edition), overall
 * and per faction. A game where both sides took the same one tells nothing about it and is skipped.
 */
export function dispositionSplit(records: MatchRecord[], smallSampleBelow: number): DispositionSplit[] {
  const byValue = new Map<string, { all: RateTally; factions: Map<string, RateTally> }>();
  for (const record of records) {
    const outcomes = perspectives(record);
    [record.a, record.b].forEach((side, index) => {
      const other = index === 0 ? record.b : record.a;
      const outcome = outcomes[index]?.outcome;
      if (!side.forceDisposition || !outcome || side.forceDisposition === other.forceDisposition) return;
      let group = byValue.get(side.forceDisposition);
      if (!group) {
        group = { all: new RateTally(), factions: new Map() };
        byValue.set(side.forceDisposition, group);
      }
      group.all.add(outcome);
      let tally = group.factions.get(side.faction);
      if (!tally) {
        tally = new RateTally();
        group.factions.set(side.faction, tally);
      }
      tally.add(outcome);
    });
  }
  return [...byValue.entries()]
    .map(([value, { all, factions }]) => ({
      value,
      ...all.rate(smallSampleBelow),
      factions: [...factions.entries()]
        .map(([faction, tally]) => ({ faction, ...tally.rate(smallSampleBelow) }))
        .sort((x, y) => y.games - x.games || x.faction.localeCompare(y.faction)),
    }))
    .sort((x, y) => y.games - x.games || x.value.localeCompare(y.value));
}

/** Everything the meta pages show, from one list of games. */
export function buildMetaReport(records: MatchRecord[], smallSampleBelow = DEFAULT_SMALL_SAMPLE): MetaReport {
  const dates = records.map((r) => r.playedOn).sort();
  const ratings = eloRatings(records);
  const events = new Set(records.map((r) => r.event.toLowerCase()));
  const factions = factionRates(records, smallSampleBelow);
  return {
    totals: {
      games: records.length,
      events: events.size,
      players: ratings.length,
      factions: factions.length,
      from: dates[0] ?? null,
      to: dates.at(-1) ?? null,
    },
    factions,
    matchups: matchupMatrix(records, smallSampleBelow),
    firstTurn: firstTurnRate(records, smallSampleBelow),
    averageMargin: averageMargin(records),
    trends: monthlyTrends(records),
    missions: splitBy(records, 'mission', smallSampleBelow),
    deployments: splitBy(records, 'deployment', smallSampleBelow),
    forceDispositions: dispositionSplit(records, smallSampleBelow),
    topResults: topResultRepresentation(records),
    players: ratings.slice(0, 25).map(({ key: _key, history: _history, ...player }) => player),
  };
}
