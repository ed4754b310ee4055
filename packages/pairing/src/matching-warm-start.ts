/**
 * A warm start for the blossom algorithm when a perfect matching is wanted: feasible duals with
 * as many tight edges as a cheap pass finds, and a greedy matching on tight edges.
 *
 * Why it is exact: Edmonds' primal-dual method finds a maximum-weight perfect matching from any
 * feasible dual solution (every edge's slack ≥ 0) and any matching whose edges are tight; the
 * usual start (every vertex dual equal, nothing matched) is only the simplest such point. Starting
 * with most vertices already matched saves most of the O(n) stages, each of which costs O(n + m)
 * before it even looks for an augmenting path. The optimum reached is the same; among equally good
 * perfect matchings the one returned may differ from a cold start.
 *
 * Why duals stay integer: the solver keeps doubled duals (slack = dual[u] + dual[v] − 2w) and halves
 * the slack of an edge between two S-vertices. That slack is even because every vertex reached
 * from a free vertex through tight edges shares its dual's parity, so all free vertices must start
 * with the same parity: here every doubled dual starts even (dual = 2y, y integer).
 *
 * Only for maxCardinality runs whose result is perfect: a maximum-weight matching that may leave
 * vertices single also needs the free vertices' duals to fall together to zero, which a warm start
 * does not keep.
 */

/**
 * Fills dual[v·K … v·K+K−1] (doubled, all even) for the vertices 0 … n−1 and mate (as endpoint
 * indices, −1 when single), given each vertex's edges as compressed rows of endpoint indices.
 */
export function warmStart(
  nvertex: number,
  K: number,
  weights: Float64Array,
  endpoint: Int32Array,
  nbStart: Int32Array,
  neighbend: Int32Array,
  dual: Float64Array,
  mate: Int32Array,
): void {
  // y_v = ⌈(v's heaviest edge) / 2⌉ component-wise: y_u + y_v ≥ w_uv for every edge, since both
  // heaviest edges are at least w_uv lexicographically and rounding up only adds.
  const y = new Float64Array(nvertex * K);
  const heaviest = new Float64Array(K);
  const candidate = new Float64Array(K);
  const lexGreater = (a: Float64Array, b: Float64Array) => {
    for (let c = 0; c < K; c += 1) if (a[c] !== b[c]) return (a[c] as number) > (b[c] as number);
    return false;
  };
  for (let v = 0; v < nvertex; v += 1) {
    const start = nbStart[v] as number;
    const end = nbStart[v + 1] as number;
    if (start === end) continue;
    for (let q = start; q < end; q += 1) {
      const k = (neighbend[q] as number) >> 1;
      for (let c = 0; c < K; c += 1) candidate[c] = weights[k * K + c] as number;
      if (q === start || lexGreater(candidate, heaviest)) heaviest.set(candidate);
    }
    for (let c = 0; c < K; c += 1) y[v * K + c] = Math.ceil((heaviest[c] as number) / 2);
  }

  // Then each single vertex in turn lowers its dual as far as its edges allow, which makes at least
  // one of them tight, and takes the first tight edge to another single vertex. Only single
  // vertices move, so the edges already matched stay tight; every edge stays feasible.
  const best = new Float64Array(K);
  for (let v = 0; v < nvertex; v += 1) {
    if (mate[v] !== -1) continue;
    const start = nbStart[v] as number;
    const end = nbStart[v + 1] as number;
    if (start === end) continue;
    for (let q = start; q < end; q += 1) {
      const p = neighbend[q] as number;
      const u = endpoint[p] as number;
      const k = p >> 1;
      for (let c = 0; c < K; c += 1) candidate[c] = (weights[k * K + c] as number) - (y[u * K + c] as number);
      if (q === start || lexGreater(candidate, best)) best.set(candidate);
    }
    for (let c = 0; c < K; c += 1) y[v * K + c] = best[c] as number;
    for (let q = start; q < end; q += 1) {
      const p = neighbend[q] as number;
      const u = endpoint[p] as number;
      if (mate[u] !== -1) continue;
      let tight = true;
      for (let c = 0; c < K && tight; c += 1)
        tight = (weights[(p >> 1) * K + c] as number) - (y[u * K + c] as number) === best[c];
      if (!tight) continue;
      // mate holds the endpoint index of the partner's end of the matched edge.
      mate[v] = p;
      mate[u] = p ^ 1;
      break;
    }
  }
  for (let i = 0; i < nvertex * K; i += 1) dual[i] = 2 * (y[i] as number);
}
