import { factionNamed } from '@muster/roster-import';

/**
 * A published table of faction results for one period (a meta dashboard, a metawatch, an event
 * series) or one made from results recorded here (Oracle uploads, Muster's own events). Numbers are
 * as published; `games` per row may be missing, in which case it is estimated from the faction's
 * share of the field and the table's total (each game counts once for each side).
 */
export type ResultTable = {
  id: string;
  /** Who published it ("Stat Check Meta Data Dashboard"). */
  source: string;
  url: string;
  /** The period its games were played in, ISO dates. */
  from: string;
  to: string;
  edition: string;
  /** Games in the whole table, if published. */
  games: number | null;
  rows: { faction: string; winRate: number; games: number | null; share: number | null }[];
};

export type FactionEstimate = {
  /** The faction as the tables name it. */
  faction: string;
  /** Expected win rate against the field (draws as half), shrunk toward 50 % where games are few. */
  winRate: number;
  /** 95 % interval of that figure. */
  interval: { low: number; high: number };
  /** Games the figure rests on, weighted by age (an old game counts less than a new one). */
  games: number;
  /** The games in the tables used, unweighted, and the faction's win rate over them. */
  rawGames: number;
  rawWinRate: number;
  /** The tables it comes from, newest first. */
  tables: Pick<ResultTable, 'id' | 'source' | 'url' | 'from' | 'to' | 'edition'>[];
  /** True when some games were estimated from the faction's share of the field. */
  gamesEstimated: boolean;
};

export type EstimateOptions = {
  /** The date the estimate is for: tables after it are not used. */
  asOf: string;
  /** A table this many days old counts half (recency). */
  halfLifeDays: number;
  /** Pseudo-games at 50 % added to every faction (empirical-Bayes shrinkage toward the field). */
  priorGames: number;
  /** Tables older than this many days are not used. */
  maxAgeDays?: number;
  /** Only tables of this edition, when given. */
  edition?: string;
};

/** Defaults chosen by `npm run bench -- rating` on earlier periods only (see docs/architecture.md). */
export const DEFAULT_ESTIMATE: Omit<EstimateOptions, 'asOf'> = {
  halfLifeDays: 60,
  priorGames: 150,
  maxAgeDays: 365,
};

const DAY = 86_400_000;
/** Games assumed for a row with neither games nor a share: a small table's worth, said so. */
const ASSUMED_GAMES = 100;

/** A faction's canonical name for matching tables and lists ("Adeptus Astartes" → Space Marines). */
export function factionKey(name: string): string {
  const known = factionNamed(name.trim());
  return (known?.name ?? name.trim()).toLowerCase();
}

function rowGames(
  table: ResultTable,
  row: ResultTable['rows'][number],
): { games: number; estimated: boolean } {
  if (row.games !== null && row.games > 0) return { games: row.games, estimated: false };
  if (row.share !== null && table.games !== null)
    return { games: row.share * table.games * 2, estimated: true };
  return { games: ASSUMED_GAMES, estimated: true };
}

/**
 * The expected win rate of a faction from result tables: games weighted by age, pooled, and shrunk
 * toward 50 % by `priorGames` pseudo-games (a faction seen in few games is not called strong or
 * weak on that alone). Null when no table names the faction.
 */
export function estimateFaction(
  tables: ResultTable[],
  faction: string,
  options: EstimateOptions,
): FactionEstimate | null {
  const key = factionKey(faction);
  const asOf = Date.parse(options.asOf);
  let wins = 0;
  let games = 0;
  let rawWins = 0;
  let rawGames = 0;
  let estimated = false;
  let named: string | null = null;
  const used: FactionEstimate['tables'] = [];
  for (const table of [...tables].sort((a, b) => b.to.localeCompare(a.to))) {
    if (options.edition && table.edition !== options.edition) continue;
    const end = Date.parse(table.to);
    if (end > asOf) continue;
    const age = (asOf - end) / DAY;
    if (options.maxAgeDays !== undefined && age > options.maxAgeDays) continue;
    const row = table.rows.find((r) => factionKey(r.faction) === key);
    if (!row) continue;
    named ??= row.faction;
    const weight = 0.5 ** (age / options.halfLifeDays);
    const counted = rowGames(table, row);
    estimated ||= counted.estimated;
    wins += row.winRate * counted.games * weight;
    games += counted.games * weight;
    rawWins += row.winRate * counted.games;
    rawGames += counted.games;
    used.push({
      id: table.id,
      source: table.source,
      url: table.url,
      from: table.from,
      to: table.to,
      edition: table.edition,
    });
  }
  if (used.length === 0) return null;
  const k = options.priorGames;
  const winRate = (wins + 0.5 * k) / (games + k);
  // The posterior of a beta-binomial with the shrinkage as its prior, by its normal approximation.
  const half = 1.96 * Math.sqrt((winRate * (1 - winRate)) / (games + k + 1));
  return {
    faction: named ?? faction,
    winRate,
    interval: { low: Math.max(0, winRate - half), high: Math.min(1, winRate + half) },
    games: Math.round(games),
    rawGames: Math.round(rawGames),
    rawWinRate: rawWins / rawGames,
    tables: used,
    gamesEstimated: estimated,
  };
}

/** Spearman's rank correlation of two equally long lists (average ranks for ties). */
export function spearman(a: number[], b: number[]): number {
  const rank = (values: number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
    const ranks = new Array<number>(values.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j += 1;
      for (let k = i; k <= j; k += 1) ranks[order[k]?.[1] as number] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return ranks;
  };
  const ra = rank(a);
  const rb = rank(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i += 1) {
    const x = (ra[i] as number) - ma;
    const y = (rb[i] as number) - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

/**
 * Brier score of win-rate predictions over the games of a table, from its aggregates: each game of
 * faction f scores (outcome − p_f)², so the mean is Σ g_f·[w_f(1−p_f)² + (1−w_f)p_f²] / Σ g_f,
 * counting a faction's win rate w_f as its share of won games.
 */
export function brierOf(
  predicted: Map<string, number>,
  table: ResultTable,
): { brier: number; games: number } {
  let sum = 0;
  let games = 0;
  for (const row of table.rows) {
    const p = predicted.get(factionKey(row.faction));
    if (p === undefined) continue;
    const g = rowGames(table, row).games;
    sum += g * (row.winRate * (1 - p) ** 2 + (1 - row.winRate) * p ** 2);
    games += g;
  }
  return { brier: games > 0 ? sum / games : Number.NaN, games };
}
