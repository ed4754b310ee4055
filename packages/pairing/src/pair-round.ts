import { DUAL_LIMIT, DualRangeError, type MatchingGraph, solveMatching } from './max-weight-matching';
import type {
  Pairing,
  PairingPlayer,
  PairingWarning,
  PairRoundInput,
  PairRoundResult,
} from './pairing-model';
import { type Lap, lapTimer, type PhaseTimes } from './phase-times';
import { seededRandom, shuffled } from './seeded-random';
import { negativeSlackPairs } from './slack-check';

const played = (a: PairingPlayer, b: PairingPlayer) =>
  a.opponents.includes(b.id) || b.opponents.includes(a.id);
const sameClub = (a: PairingPlayer, b: PairingPlayer) => Boolean(a.club && b.club && a.club === b.club);
/** Either asked not to meet the other (the avoid lists are read symmetrically). */
const avoids = (a: PairingPlayer, b: PairingPlayer) =>
  Boolean(a.avoid?.includes(b.id) || b.avoid?.includes(a.id));
/** Earlier pair-downs, as the whole number the weights need (anything else reads as 0). */
const pairedDownBefore = (p: PairingPlayer) => {
  const count = p.pairedDown ?? 0;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
};
const nameOf = (p: PairingPlayer) => p.name ?? p.id;

/**
 * What a round's pairing minimises, most important first: a pairing is better than another when
 * its vector of these costs is lexicographically smaller, whatever the lower ones cost.
 *
 * 1. rematches: games between players who have met before;
 * 2. byeRank: among the players eligible for the bye (those with the fewest byes so far), ordered
 *    from the lowest-ranked up, the place of the one who gets it (0: the lowest-ranked);
 * 3. pairDowns: Σ d² over the games, d being how many score groups apart the two players are.
 *    Every pair-down costs at least 1, so none is made when a pairing without one exists; squared,
 *    two pair-downs by one group (cost 2) beat one pair-down by two groups (cost 4), so a 2–0
 *    player is not sent to a 0–2 player just to save the 1–1 group a pair-down;
 * 4. repeatPairDowns: Σ, over the games between different score groups, of how many times the
 *    player paired down in that game (the higher-scored one, as `pairedDown` names them) has been
 *    paired down before (`PairingPlayer.pairedDown`). Among pairings with equally few and short
 *    pair-downs, a player who has not floated yet floats rather than one who has; 0 for everyone
 *    when there is no such history;
 * 5. keptApart: games between two players who are to be kept apart, in the rounds where they are
 *    (avoidSameClub, avoidSameClubRounds): clubmates, or either one listing the other in `avoid`.
 *    A game costs 1 whether it is one or both;
 * 6. order: Σ (distance in the Swiss order)², so that within a score group neighbours in the
 *    order meet (first against second, third against fourth…), and any deviation stays small.
 */
export const objectiveTiers = [
  'rematches',
  'byeRank',
  'pairDowns',
  'repeatPairDowns',
  'keptApart',
  'order',
] as const;
const TIERS = objectiveTiers.length;

/** The round's players as the engine sees them, by their place in the Swiss order. */
type Field = {
  order: PairingPlayer[];
  /** Score group of each place, 0 the top group. */
  group: Int32Array;
  groups: number;
  /** Places of past opponents present in this round. */
  opponents: Set<number>[];
  /** Whether this round keeps clubmates and named friends apart. */
  keepApart: boolean;
  /** Places of the players each place is to be kept apart from by an avoid list (either side's). */
  avoided: Set<number>[];
  /** Earlier pair-downs of each place (tier 4). */
  pairedDown: Int32Array;
  /** Cost of the bye for each place (tier 2), −1 when not eligible. */
  byeCost: Int32Array;
  eligible: number;
  odd: boolean;
};

/**
 * Swiss order: score groups from the top; within a group, equal win paths together, then the
 * standings (rank); the seeded shuffle settles what is left. Round one (no standings yet) is the
 * seeded shuffle, so equal players meet at random but the same seed always pairs alike.
 */
function swissOrder(players: PairingPlayer[], round: number, random: () => number): PairingPlayer[] {
  const tiebreak = new Map(shuffled(players, random).map((p, i) => [p.id, i]));
  const byShuffle = (a: PairingPlayer, b: PairingPlayer) =>
    (tiebreak.get(a.id) ?? 0) - (tiebreak.get(b.id) ?? 0);
  if (round <= 1) return [...players].sort((a, b) => b.score - a.score || byShuffle(a, b));
  return [...players].sort(
    (a, b) =>
      b.score - a.score ||
      (b.winPath ?? '').localeCompare(a.winPath ?? '') ||
      a.rank - b.rank ||
      byShuffle(a, b),
  );
}

function fieldOf(input: PairRoundInput, order: PairingPlayer[]): Field {
  const n = order.length;
  const place = new Map(order.map((p, i) => [p.id, i]));
  const scores = [...new Set(order.map((p) => p.score))].sort((a, b) => b - a);
  const groupOf = new Map(scores.map((s, i) => [s, i]));
  const group = Int32Array.from(order, (p) => groupOf.get(p.score) ?? 0);
  const opponents = order.map(() => new Set<number>());
  const avoided = order.map(() => new Set<number>());
  // Both relations are symmetric whichever side lists the other.
  const link = (sets: Set<number>[], i: number, ids: string[]) => {
    for (const id of ids) {
      const j = place.get(id);
      if (j === undefined || j === i) continue;
      sets[i]?.add(j);
      sets[j]?.add(i);
    }
  };
  order.forEach((p, i) => {
    link(opponents, i, p.opponents);
    link(avoided, i, p.avoid ?? []);
  });
  const byeCost = new Int32Array(n).fill(-1);
  const odd = n % 2 === 1;
  let eligible = 0;
  if (odd) {
    const fewest = Math.min(...order.map((p) => p.byes));
    const candidates = order
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => p.byes === fewest)
      .sort((x, y) => y.p.rank - x.p.rank || x.p.id.localeCompare(y.p.id));
    candidates.forEach(({ i }, cost) => {
      byeCost[i] = cost;
    });
    eligible = candidates.length;
  }
  const clubRound = input.round <= 1 || input.avoidSameClubRounds === 'all';
  return {
    order,
    group,
    groups: scores.length,
    opponents,
    keepApart: (input.avoidSameClub ?? true) && clubRound,
    avoided,
    pairedDown: Int32Array.from(order, pairedDownBefore),
    byeCost,
    eligible,
    odd,
  };
}

/** The six costs of one game between places u < v (v = n: the bye), into out. */
function gameCosts(field: Field, u: number, v: number, out: Float64Array) {
  const n = field.order.length;
  if (v === n) {
    out.fill(0);
    out[1] = field.byeCost[u] as number;
    return;
  }
  // u comes first in the Swiss order: it is the higher-scored one, paired down when d > 0.
  const d = (field.group[v] as number) - (field.group[u] as number);
  out[0] = field.opponents[u]?.has(v) ? 1 : 0;
  out[1] = 0;
  out[2] = d * d;
  out[3] = d > 0 ? (field.pairedDown[u] as number) : 0;
  out[4] =
    field.keepApart &&
    (field.avoided[u]?.has(v) || sameClub(field.order[u] as PairingPlayer, field.order[v] as PairingPlayer))
      ? 1
      : 0;
  out[5] = (v - u) * (v - u);
}

/**
 * How the tiers become lexicographic weight components. Tiers are packed, lowest first, into one
 * integer per component as long as the component's whole range stays small enough for the
 * matching's doubled duals to remain exact doubles (a tier's multiplier exceeds the largest total
 * every lower tier of its component can reach over a round, so no amount of a lower tier ever
 * outweighs one unit of a higher one). A new component starts when the next tier would not fit.
 */
type Packing = { components: number; component: number[]; multiplier: number[] };

function packTiers(ranges: number[], limit: number): Packing {
  const component = new Array<number>(ranges.length).fill(0);
  const multiplier = new Array<number>(ranges.length).fill(0);
  let count = 0;
  let span = -1; // the current component's range so far; −1 when it holds no tier yet
  for (let t = ranges.length - 1; t >= 0; t -= 1) {
    const range = ranges[t] as number;
    if (range === 0) continue;
    if (span >= 0 && span + range * (span + 1) > limit) span = -1;
    if (span < 0) {
      count += 1;
      span = 0;
    }
    multiplier[t] = span + 1;
    component[t] = count - 1;
    span += range * (span + 1);
  }
  // Components were numbered from the lowest tier: the first must hold the highest.
  for (let t = 0; t < ranges.length; t += 1)
    component[t] = multiplier[t] === 0 ? 0 : count - 1 - (component[t] as number);
  return { components: Math.max(count, 1), component, multiplier };
}

/** The largest total each tier can reach over one round: the ranges the packing must respect. */
function tierRanges(field: Field): number[] {
  const n = field.order.length;
  const games = (n + (field.odd ? 1 : 0)) / 2;
  const anyRematch = field.opponents.some((s) => s.size > 0);
  const anyClubmates =
    field.keepApart &&
    (new Set(field.order.flatMap((p) => (p.club ? [p.club] : []))).size <
      field.order.filter((p) => p.club).length ||
      field.avoided.some((s) => s.size > 0));
  // Each game between score groups floats a different player: at most the games largest counts.
  const repeatPairDowns =
    field.groups > 1
      ? [...field.pairedDown]
          .sort((x, y) => y - x)
          .slice(0, games)
          .reduce((sum, count) => sum + count, 0)
      : 0;
  return [
    anyRematch ? games : 0,
    field.odd ? Math.max(field.eligible - 1, 0) : 0,
    games * (field.groups - 1) ** 2,
    repeatPairDowns,
    anyClubmates ? games : 0,
    games * Math.max(n - 1, 0) ** 2,
  ];
}

export type EngineOptions = {
  /** Candidate partners per player ahead in the Swiss order before checking the rest (default 16). */
  window?: number;
  /** Largest range one weight component may span (default: what keeps duals exact for the field). */
  componentLimit?: number;
  /** Largest dual the first attempt may reach (tests lower it to exercise the fallback). */
  dualLimit?: number;
  /**
   * Start the matching from a greedy matching on tight edges (default true): the same optimum in
   * far fewer stages. Tests turn it off, with a window covering every pair, for the plain
   * algorithm on the complete graph as a reference.
   */
  warmStart?: boolean;
  /** Filled in when given: how the engine got there (for tests and the bench). */
  stats?: EngineStats;
};

export type EngineStats = {
  /** Matching runs (one, plus one per round of pairs the dual check let in). */
  solves: number;
  /** Candidate pairs in the last run, and all the pairs there are. */
  edges: number;
  pairs: number;
  /** Weight components used. */
  components: number;
  /**
   * The last dual check: pairs its scan reached (the others were cleared in bulk), and those of
   * them it had to weigh exactly (the others were cleared by a bound on their weight).
   */
  scanned?: number;
  weighed?: number;
  /**
   * A clock in ms (the bench passes one reading CPU time): when given, `time` is filled with where
   * the round's time went. The engine itself reads no platform timer.
   */
  clock?: () => number;
  time?: PhaseTimes;
};

/**
 * The optimal games of the round as pairs of Swiss-order places (the bye as place n), found as a
 * maximum-weight perfect matching with lexicographic weights.
 *
 * Speed: the matching first runs on a sparse graph (each player with the next players in the
 * Swiss order until `window` of them are new opponents, the two next ones always, and the bye with
 * every eligible player, which always admits a perfect matching). Its dual solution is then
 * checked against every pair left out; a pair with negative slack could improve the result, so
 * all such pairs are added and the matching runs again. When none is left, the duals prove the
 * sparse optimum optimal in the complete graph (LP duality), so the window never costs optimality.
 * The check clears most pairs in bulk (slack-check.ts), and the matching starts warm
 * (matching-warm-start.ts): at 1,000 players the round costs tens of ms rather than hundreds.
 */
function optimalGames(field: Field, options: EngineOptions, lap: Lap): [number, number][] {
  const n = field.order.length;
  const vertexCount = n + (field.odd ? 1 : 0);
  if (vertexCount === 0) return [];
  const ranges = tierRanges(field);
  const limit = options.componentLimit ?? Math.floor(DUAL_LIMIT / (8 * (vertexCount + 1)));
  try {
    return solveField(field, packTiers(ranges, limit), options, options.dualLimit ?? DUAL_LIMIT, lap);
  } catch (error) {
    if (!(error instanceof DualRangeError)) throw error;
    // One tier per component: each range is then small enough for any realistic field.
    return solveField(field, packTiers(ranges, 0), options, DUAL_LIMIT, lap);
  }
}

function solveField(
  field: Field,
  packing: Packing,
  options: EngineOptions,
  dualLimit: number,
  lap: Lap,
): [number, number][] {
  const window = options.window ?? 16;
  const n = field.order.length;
  const vertexCount = n + (field.odd ? 1 : 0);
  const K = packing.components;
  const costs = new Float64Array(TIERS);
  const weightInto = (u: number, v: number, out: Float64Array, offset: number) => {
    gameCosts(field, u, v, costs);
    for (let c = 0; c < K; c += 1) out[offset + c] = 0;
    for (let t = 0; t < TIERS; t += 1) {
      const cost = costs[t] as number;
      if (cost === 0) continue;
      const c = offset + (packing.component[t] as number);
      out[c] = (out[c] as number) - cost * (packing.multiplier[t] as number);
    }
  };

  const inGraph = new Uint8Array(n * n);
  const keys: number[] = [];
  const add = (u: number, v: number) => {
    inGraph[u * n + v] = 1;
    keys.push(u * vertexCount + v);
  };
  for (let u = 0; u < n; u += 1) {
    let fresh = 0;
    for (let v = u + 1; v < n && (v <= u + 2 || fresh < window); v += 1) {
      add(u, v);
      if (!field.opponents[u]?.has(v)) fresh += 1;
    }
  }
  if (field.odd)
    for (let u = 0; u < n; u += 1) if ((field.byeCost[u] as number) >= 0) keys.push(u * vertexCount + n);

  // A weight at least w(u, v) that never grows as v moves down the order from u, for the dual
  // check: only the pair-down and order tiers, which grow with the distance in groups and in the
  // order; every other tier only costs, so leaving it out can only raise the weight.
  const weightBound = (u: number, v: number, out: Float64Array) => {
    out.fill(0);
    const d = (field.group[v] as number) - (field.group[u] as number);
    const pairDowns = packing.component[2] as number;
    const order = packing.component[5] as number;
    out[pairDowns] = (out[pairDowns] as number) - d * d * (packing.multiplier[2] as number);
    out[order] = (out[order] as number) - (v - u) * (v - u) * (packing.multiplier[5] as number);
  };
  for (;;) {
    keys.sort((x, y) => x - y);
    const m = keys.length;
    const graph: MatchingGraph = {
      vertexCount,
      edgeU: new Int32Array(m),
      edgeV: new Int32Array(m),
      weights: new Float64Array(m * K),
      components: K,
    };
    keys.forEach((key, k) => {
      const u = Math.floor(key / vertexCount);
      const v = key % vertexCount;
      graph.edgeU[k] = u;
      graph.edgeV[k] = v;
      weightInto(u, v, graph.weights, k * K);
    });
    lap('graph');
    const solution = solveMatching(graph, true, dualLimit, options.warmStart ?? true);
    lap('matching');
    if (options.stats) {
      options.stats.solves += 1;
      options.stats.edges = m;
      options.stats.pairs = (n * (n - 1)) / 2 + (field.odd ? field.eligible : 0);
      options.stats.components = K;
    }
    const { pairs, scanned, weighed } = negativeSlackPairs({
      players: n,
      components: K,
      duals: solution.duals,
      inGraph: (u, v) => inGraph[u * n + v] === 1,
      weightBound,
      weight: (u, v, out) => weightInto(u, v, out, 0),
      slackSign: solution.slackSign,
    });
    for (const [u, v] of pairs) add(u, v);
    if (options.stats) {
      options.stats.scanned = scanned;
      options.stats.weighed = weighed;
    }
    lap('check');
    if (pairs.length > 0) continue;
    const games: [number, number][] = [];
    for (let u = 0; u < vertexCount; u += 1) {
      const v = solution.mate[u] as number;
      if (v < 0) throw new Error('The pairing graph has no perfect matching.');
      if (u < v) games.push([u, v]);
    }
    return games;
  }
}

/** The round's players in the Swiss order (the same seed, the same order), with their relations. */
function roundField(input: PairRoundInput): Field {
  const random = seededRandom(`${input.seed}:${input.round}`);
  const canonical = [...input.players].sort((a, b) => a.id.localeCompare(b.id));
  return fieldOf(input, swissOrder(canonical, input.round, random));
}

/**
 * A round's result scored tier by tier (objectiveTiers, order included) with the engine's own
 * costs: tests compare the engine's settings (sparse or complete graph, warm or cold start) by it.
 */
export function objectiveOf(input: PairRoundInput, result: PairRoundResult): number[] {
  const field = roundField(input);
  const n = field.order.length;
  const place = new Map(field.order.map((p, i) => [p.id, i]));
  const placeOf = (id: string) => {
    const i = place.get(id);
    if (i === undefined) throw new Error(`unknown player ${id}`);
    return i;
  };
  const total = new Array<number>(TIERS).fill(0);
  const costs = new Float64Array(TIERS);
  const count = (u: number, v: number) => {
    gameCosts(field, Math.min(u, v), Math.max(u, v), costs);
    costs.forEach((cost, t) => {
      total[t] = (total[t] as number) + cost;
    });
  };
  for (const { a, b } of result.pairings) count(placeOf(a), placeOf(b));
  if (result.bye !== null) count(placeOf(result.bye), n);
  return total;
}

/** A round's games and bye, from the optimal matching, before tables. */
function pairField(input: PairRoundInput, options: EngineOptions, lap: Lap) {
  const field = roundField(input);
  const { order } = field;
  const n = order.length;
  let bye: PairingPlayer | null = null;
  const games: { a: PairingPlayer; b: PairingPlayer; first: number }[] = [];
  lap('order');
  for (const [u, v] of optimalGames(field, options, lap)) {
    const a = order[u] as PairingPlayer;
    if (v === n) bye = a;
    else games.push({ a, b: order[v] as PairingPlayer, first: u });
  }
  return { field, games, bye: bye as PairingPlayer | null };
}

/**
 * Tables for the round's games, given best game first, and nobody on a table they have played on
 * when any assignment allows it: greedy first (top games on the lowest tables), then augmenting
 * paths (Kuhn's matching) for the games left over; a repeat only when no such assignment exists.
 */
export function assignTables(pairs: [PairingPlayer, PairingPlayer][], warnings: PairingWarning[]): Pairing[] {
  const count = pairs.length;
  const fresh = (i: number, table: number) => {
    const [a, b] = pairs[i] as [PairingPlayer, PairingPlayer];
    return !a.tables.includes(table) && !b.tables.includes(table);
  };
  const tableOf = new Array<number>(count).fill(0);
  const gameAt = new Map<number, number>();
  for (let i = 0; i < count; i += 1) {
    for (let table = 1; table <= count; table += 1) {
      if (!gameAt.has(table) && fresh(i, table)) {
        tableOf[i] = table;
        gameAt.set(table, i);
        break;
      }
    }
  }
  const augment = (i: number, visited: Set<number>): boolean => {
    for (let table = 1; table <= count; table += 1) {
      if (visited.has(table) || !fresh(i, table)) continue;
      visited.add(table);
      const holder = gameAt.get(table);
      if (holder === undefined || augment(holder, visited)) {
        tableOf[i] = table;
        gameAt.set(table, i);
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < count; i += 1) if (tableOf[i] === 0) augment(i, new Set());
  // Whatever is still unplaced takes the lowest free table: a repeat no assignment could avoid.
  for (let i = 0; i < count; i += 1) {
    if (tableOf[i] !== 0) continue;
    const table = Array.from({ length: count }, (_, t) => t + 1).find((t) => !gameAt.has(t)) ?? count;
    tableOf[i] = table;
    gameAt.set(table, i);
    const [a, b] = pairs[i] as [PairingPlayer, PairingPlayer];
    warnings.push({
      kind: 'repeat-table',
      players: [a.id, b.id],
      message: `${nameOf(a)} or ${nameOf(b)} has played on table ${table} before.`,
    });
  }
  return pairs.map(([a, b], i) => ({ table: tableOf[i] ?? 0, a: a.id, b: b.id }));
}

const keptApartWarning = (a: PairingPlayer, b: PairingPlayer): PairingWarning => ({
  kind: 'kept-apart',
  players: [a.id, b.id],
  message: `${nameOf(a)} and ${nameOf(b)} asked to be kept apart.`,
});

/** Engine entry with its tuning knobs (tests use them to prove the knobs never cost optimality). */
export function pairRoundWith(input: PairRoundInput, options: EngineOptions): PairRoundResult {
  const lap = lapTimer(options.stats);
  const { field, games, bye } = pairField(input, options, lap);
  const warnings: PairingWarning[] = [];
  if (bye && bye.byes > 0)
    warnings.push({
      kind: 'repeat-bye',
      players: [bye.id],
      message: `${nameOf(bye)} gets another bye: everyone has had one.`,
    });
  // Best game first: by the standings (the seeded order in round one, before there are any).
  const firstRound = input.round <= 1;
  const key = (g: (typeof games)[number]) =>
    firstRound ? [g.first] : [Math.min(g.a.rank, g.b.rank), Math.max(g.a.rank, g.b.rank), g.first];
  const ranked = [...games].sort((x, y) => {
    const kx = key(x);
    const ky = key(y);
    for (let i = 0; i < kx.length; i += 1) if (kx[i] !== ky[i]) return (kx[i] as number) - (ky[i] as number);
    return 0;
  });
  for (const { a, b } of ranked) {
    if (played(a, b))
      warnings.push({
        kind: 'rematch',
        players: [a.id, b.id],
        message: `${nameOf(a)} and ${nameOf(b)} have played before.`,
      });
    if (field.keepApart && sameClub(a, b))
      warnings.push({
        kind: 'same-club',
        players: [a.id, b.id],
        message: `${nameOf(a)} and ${nameOf(b)} are both from ${a.club}.`,
      });
    if (field.keepApart && avoids(a, b)) warnings.push(keptApartWarning(a, b));
  }
  const pairs = ranked.map(({ a, b }) => [a, b] as [PairingPlayer, PairingPlayer]);
  const pairings = input.freshTables
    ? assignTables(pairs, warnings)
    : pairs.map(([a, b], i) => ({ table: i + 1, a: a.id, b: b.id }));
  const pairedDown = ranked.flatMap(({ a, b }) =>
    a.score === b.score ? [] : [a.score > b.score ? a.id : b.id],
  );
  lap('finish');
  return { pairings, bye: bye?.id ?? null, warnings, pairedDown };
}

/**
 * Pairs one Swiss round as one global optimisation: a maximum-weight perfect matching over the
 * players (and a virtual bye player when their number is odd) whose weights order the pairings by
 * the objective above — fewest rematches, then the bye to the lowest-ranked eligible player, then
 * fewest and shortest pair-downs, then floating those paired down least before, then clubmates and
 * named friends apart, then neighbours in the Swiss order. The
 * result is provably the best available, and the same for the same seed and players (in any
 * order). Every constraint given up is reported as a warning; `pairedDown` says who floated.
 */
export function pairRound(input: PairRoundInput): PairRoundResult {
  return pairRoundWith(input, {});
}

/** Warnings for pairings an organiser made or changed by hand. */
export function checkPairings(
  pairings: Pairing[],
  players: PairingPlayer[],
  rules: Pick<PairRoundInput, 'round' | 'avoidSameClub' | 'avoidSameClubRounds' | 'freshTables'>,
): PairingWarning[] {
  // Only the rules this round uses: clubmates where the event keeps them apart this round, tables
  // where it asks for fresh ones. A rematch and a player paired twice are always worth saying.
  const keepApart =
    (rules.avoidSameClub ?? true) && (rules.round <= 1 || rules.avoidSameClubRounds === 'all');
  const byId = new Map(players.map((p) => [p.id, p]));
  const label = (id: string) => {
    const player = byId.get(id);
    return player ? nameOf(player) : id;
  };
  const warnings: PairingWarning[] = [];
  const seen = new Set<string>();
  for (const pairing of pairings) {
    const a = byId.get(pairing.a);
    const b = byId.get(pairing.b);
    for (const id of [pairing.a, pairing.b]) {
      if (seen.has(id))
        warnings.push({
          kind: 'rematch',
          players: [id],
          message: `${label(id)} is paired twice this round.`,
        });
      seen.add(id);
    }
    if (!a || !b) continue;
    if (played(a, b))
      warnings.push({
        kind: 'rematch',
        players: [a.id, b.id],
        message: `${nameOf(a)} and ${nameOf(b)} have played before.`,
      });
    if (keepApart && sameClub(a, b))
      warnings.push({
        kind: 'same-club',
        players: [a.id, b.id],
        message: `${nameOf(a)} and ${nameOf(b)} are both from ${a.club}.`,
      });
    if (keepApart && avoids(a, b)) warnings.push(keptApartWarning(a, b));
    if (rules.freshTables && (a.tables.includes(pairing.table) || b.tables.includes(pairing.table)))
      warnings.push({
        kind: 'repeat-table',
        players: [a.id, b.id],
        message: `${nameOf(a)} or ${nameOf(b)} has played on table ${pairing.table} before.`,
      });
  }
  return warnings;
}
