/**
 * The optimality check of a matching found on a sparse graph, against every pair left out.
 *
 * A pair u–v outside the graph could improve the matching only if its slack against the final
 * duals, dual[u] + dual[v] − 2·w(u, v) (+ 2·z for each blossom holding both, z ≥ 0), is negative.
 * Checking every pair costs O(n²) weights and slacks: at 1,000 players, 500,000 of them, which
 * took longer than the matching itself.
 *
 * Most pairs can be cleared in bulk: with an upper bound on the weight that never increases as v
 * moves further down the order from u, and the smallest dual among the places from v on,
 *   slack(u, v′) ≥ dual[u] + min_{v″ ≥ v} dual[v″] − 2·bound(u, v)   for every v′ ≥ v,
 * since blossom duals only add. Once that lower bound is ≥ 0, no later v′ can have negative slack
 * and the scan of u stops. Every pair with negative slack is still found (the same pairs as a full
 * scan, so the same next matching); the bound only skips pairs that could not have qualified.
 * All values are integers (lexicographic vectors, compared first component first) within the
 * exact range of doubles, so the comparison is exact.
 */
export type SlackCheck = {
  /** Places 0 … players − 1 (the bye, if any, is never left out of the graph). */
  players: number;
  /** Weight components K. */
  components: number;
  /** The final doubled duals of the vertices, K per vertex (vertex v at v·K). */
  duals: Float64Array;
  inGraph: (u: number, v: number) => boolean;
  /** Into out: a weight at least w(u, v) for u < v, never increasing as v grows (lexicographically). */
  weightBound: (u: number, v: number, out: Float64Array) => void;
  /** Into out: the weight w(u, v) itself. */
  weight: (u: number, v: number, out: Float64Array) => void;
  /** The sign of u–v's slack for a given weight, blossom duals included (MatchingSolution.slackSign). */
  slackSign: (u: number, v: number, weight: Float64Array) => number;
};

/** Sums beyond this could round (2^53 is the end of exact doubles): such bounds prune nothing. */
const EXACT = 2 ** 52;

/**
 * Pairs outside the graph with negative slack, u < v, in scan order; how many pairs the scan
 * reached, and for how many it needed the exact weight.
 */
export function negativeSlackPairs(check: SlackCheck): {
  pairs: [number, number][];
  scanned: number;
  weighed: number;
} {
  const n = check.players;
  const K = check.components;
  const { duals } = check;
  // lowest[v·K …]: the lexicographically smallest dual among places v … n − 1.
  const lowest = new Float64Array(n * K);
  for (let v = n - 1; v >= 0; v -= 1) {
    const from = v === n - 1 || lexLess(duals, v * K, lowest, (v + 1) * K, K) ? duals : lowest;
    const at = from === duals ? v * K : (v + 1) * K;
    for (let c = 0; c < K; c += 1) lowest[v * K + c] = from[at + c] as number;
  }

  const bound = new Float64Array(K);
  const weight = new Float64Array(K);
  const pairs: [number, number][] = [];
  let scanned = 0;
  let weighed = 0;
  for (let u = 0; u < n; u += 1) {
    for (let v = u + 1; v < n; v += 1) {
      check.weightBound(u, v, bound);
      if (cleared(duals, u * K, lowest, v * K, bound, K)) break;
      scanned += 1;
      if (check.inGraph(u, v)) continue;
      // The same bound for this pair alone, first without blossoms (cheapest), then with them
      // (pairs inside one blossom, such as a score group paired with a float, need its dual).
      if (cleared(duals, u * K, duals, v * K, bound, K) || check.slackSign(u, v, bound) >= 0) continue;
      weighed += 1;
      check.weight(u, v, weight);
      if (check.slackSign(u, v, weight) < 0) pairs.push([u, v]);
    }
  }
  return { pairs, scanned, weighed };
}

/** Whether dual[u] + lowest[v] − 2·bound ≥ 0 lexicographically, computed exactly. */
function cleared(
  duals: Float64Array,
  du: number,
  lowest: Float64Array,
  lv: number,
  bound: Float64Array,
  K: number,
): boolean {
  for (let c = 0; c < K; c += 1) {
    const a = duals[du + c] as number;
    const b = lowest[lv + c] as number;
    const w = bound[c] as number;
    if (Math.abs(a) > EXACT / 4 || Math.abs(b) > EXACT / 4 || Math.abs(w) > EXACT / 4) return false;
    const s = a + b - 2 * w;
    if (s !== 0) return s > 0;
  }
  return true;
}

function lexLess(a: Float64Array, ao: number, b: Float64Array, bo: number, K: number): boolean {
  for (let c = 0; c < K; c += 1)
    if (a[ao + c] !== b[bo + c]) return (a[ao + c] as number) < (b[bo + c] as number);
  return false;
}
