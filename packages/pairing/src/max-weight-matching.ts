/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm in its O(n³) primal-dual
 * form (as presented by Galil, 1986), written after the structure of Joris van Rantwijk's
 * mwmatching.py (the implementation NetworkX also derives from), with the same names for its
 * arrays so the two can be read side by side.
 *
 * Weights are integers. Duals are kept doubled (an edge's slack is dual[i] + dual[j] − 2·w), so
 * with integer weights every dual stays an integer and no rounding ever happens.
 *
 * Weights may also be lexicographic vectors of K integer components (compared first component
 * first): the algorithm only adds, subtracts, compares and halves even numbers, all of which work
 * component-wise in the ordered group ℤ^K. That lets a caller express "A matters infinitely more
 * than B" without multiplying A by a huge constant and running out of exact doubles.
 */

import { blossomForest } from './blossom-forest';
import { warmStart } from './matching-warm-start';

/** A graph with K-component weights: edge k joins edgeU[k]–edgeV[k], weight weights[k·K … k·K+K−1]. */
export type MatchingGraph = {
  vertexCount: number;
  edgeU: Int32Array;
  edgeV: Int32Array;
  weights: Float64Array;
  components: number;
};

export type MatchingSolution = {
  /** mate[v]: the vertex matched to v, or −1. */
  mate: Int32Array;
  /**
   * The sign (−1, 0, 1) of the slack an edge u–v of the given weight would have against the final
   * dual solution (blossom duals included). For a perfect matching, a dual solution under which
   * no edge of a larger graph has negative slack proves the matching is optimal in that graph too.
   */
  slackSign(u: number, v: number, weight: ArrayLike<number>, offset?: number): number;
  /** The final doubled duals of the vertices, K per vertex (vertex v at v·K); blossom duals aside. */
  duals: Float64Array;
  /** Blossoms formed and expanded on the way (tests use them to show blossoms were exercised). */
  blossomsFormed: number;
  blossomsExpanded: number;
};

/** Thrown when a dual value leaves the range where doubles are exact integers. */
export class DualRangeError extends Error {
  constructor() {
    super('Matching duals left the exact integer range: use smaller weights or more components.');
  }
}

/** Duals beyond this magnitude could make sums inexact (2^53): the solver refuses to go on. */
export const DUAL_LIMIT = 2 ** 51;

const at = <T>(list: T[], index: number): T => list[((index % list.length) + list.length) % list.length] as T;

/**
 * Solves maximum-weight matching (maximum-cardinality first when asked) with lexicographic
 * weights. Deterministic: the same graph, edges in the same order, always gives the same matching.
 * `warm` (maxCardinality only) starts from a greedy matching on tight edges (matching-warm-start.ts):
 * far fewer stages, the same optimum whenever the matching found is perfect.
 */
export function solveMatching(
  graph: MatchingGraph,
  maxCardinality: boolean,
  dualLimit = DUAL_LIMIT,
  warm = false,
): MatchingSolution {
  if (warm && !maxCardinality) throw new Error('A warm start needs maxCardinality (a perfect matching).');
  const nvertex = graph.vertexCount;
  const K = graph.components;
  const nedge = graph.edgeU.length;
  const W = graph.weights;

  const endpoint = new Int32Array(2 * nedge);
  const degree = new Int32Array(nvertex + 1);
  for (let k = 0; k < nedge; k += 1) {
    const i = graph.edgeU[k] as number;
    const j = graph.edgeV[k] as number;
    if (i === j || i < 0 || j < 0 || i >= nvertex || j >= nvertex) throw new Error(`bad edge ${i}–${j}`);
    endpoint[2 * k] = i;
    endpoint[2 * k + 1] = j;
    degree[i + 1] = (degree[i + 1] as number) + 1;
    degree[j + 1] = (degree[j + 1] as number) + 1;
  }
  // neighbend as compressed rows: the remote endpoints of each vertex's edges, in edge order.
  const nbStart = new Int32Array(nvertex + 1);
  for (let v = 0; v < nvertex; v += 1) nbStart[v + 1] = (nbStart[v] as number) + (degree[v + 1] as number);
  const fill = nbStart.slice(0, nvertex);
  const neighbend = new Int32Array(2 * nedge);
  for (let k = 0; k < nedge; k += 1) {
    const i = endpoint[2 * k] as number;
    const j = endpoint[2 * k + 1] as number;
    neighbend[fill[i] as number] = 2 * k + 1;
    fill[i] = (fill[i] as number) + 1;
    neighbend[fill[j] as number] = 2 * k;
    fill[j] = (fill[j] as number) + 1;
  }

  const mate = new Int32Array(nvertex).fill(-1);
  const label = new Int8Array(2 * nvertex);
  const labelend = new Int32Array(2 * nvertex).fill(-1);
  const inblossom = new Int32Array(nvertex);
  for (let v = 0; v < nvertex; v += 1) inblossom[v] = v;
  const blossomparent = new Int32Array(2 * nvertex).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const blossombase = new Int32Array(2 * nvertex).fill(-1);
  for (let v = 0; v < nvertex; v += 1) blossombase[v] = v;
  const blossomendps: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const bestedge = new Int32Array(2 * nvertex).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = nvertex; b < 2 * nvertex; b += 1) unusedblossoms.push(b);
  const dual = new Float64Array(2 * nvertex * K);
  const allowedge = new Uint8Array(nedge);
  let queue: number[] = [];

  if (warm) warmStart(nvertex, K, W, endpoint, nbStart, neighbend, dual, mate);
  else {
    // maxweight: the lexicographically largest weight, or zero.
    const maxweight = new Float64Array(K);
    for (let k = 0; k < nedge; k += 1) {
      for (let c = 0; c < K; c += 1) {
        const w = W[k * K + c] as number;
        const m = maxweight[c] as number;
        if (w === m) continue;
        if (w > m) for (let d = 0; d < K; d += 1) maxweight[d] = W[k * K + d] as number;
        break;
      }
    }
    for (let v = 0; v < nvertex; v += 1)
      for (let c = 0; c < K; c += 1) dual[v * K + c] = maxweight[c] as number;
  }

  const slackAt = (k: number, c: number) =>
    (dual[(endpoint[2 * k] as number) * K + c] as number) +
    (dual[(endpoint[2 * k + 1] as number) * K + c] as number) -
    2 * (W[k * K + c] as number);
  const slackNonPositive = (k: number) => {
    for (let c = 0; c < K; c += 1) {
      const s = slackAt(k, c);
      if (s !== 0) return s < 0;
    }
    return true;
  };
  /** slack(k1) < slack(k2) */
  const slackLess = (k1: number, k2: number) => {
    for (let c = 0; c < K; c += 1) {
      const a = slackAt(k1, c);
      const b = slackAt(k2, c);
      if (a !== b) return a < b;
    }
    return false;
  };
  /** vector at a[ao…] < vector at b[bo…] */
  const vecLess = (a: Float64Array, ao: number, b: Float64Array, bo: number) => {
    for (let c = 0; c < K; c += 1) {
      const x = a[ao + c] as number;
      const y = b[bo + c] as number;
      if (x !== y) return x < y;
    }
    return false;
  };
  const isZero = (a: Float64Array, ao: number) => {
    for (let c = 0; c < K; c += 1) if (a[ao + c] !== 0) return false;
    return true;
  };

  const blossomLeaves = (b: number): number[] => {
    if (b < nvertex) return [b];
    const out: number[] = [];
    const stack = [b];
    while (stack.length > 0) {
      const t = stack.pop() as number;
      if (t < nvertex) out.push(t);
      else {
        const childs = blossomchilds[t] as number[];
        for (let i = childs.length - 1; i >= 0; i -= 1) stack.push(childs[i] as number);
      }
    }
    return out;
  };

  // What a stage has touched, so that each dual step looks at those rather than at all 2n
  // vertices and blossoms (the step's cost, times the thousands of steps of a large field).
  // Lists may hold entries that no longer qualify: every use checks the current state again.
  let stageStamp = 0;
  /** Vertices labelled in this stage: those whose duals a step may change. */
  const labeledVertices: number[] = [];
  const vertexStamp = new Int32Array(nvertex);
  /** Blossoms labelled in this stage: those whose duals a step may change, or that may expand. */
  const labeledBlossoms: number[] = [];
  /** Vertices and blossoms given a best edge in this stage (candidates for delta 2 and 3). */
  const withBestEdge: number[] = [];
  const nodeStamp = new Int32Array(2 * nvertex);
  const bestStamp = new Int32Array(2 * nvertex);
  const noteLabeled = (b: number) => {
    if (b < nvertex || nodeStamp[b] === stageStamp) return;
    nodeStamp[b] = stageStamp;
    labeledBlossoms.push(b);
  };
  const noteBestEdge = (x: number) => {
    if (bestStamp[x] === stageStamp) return;
    bestStamp[x] = stageStamp;
    withBestEdge.push(x);
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w] as number;
    label[w] = t;
    label[b] = t;
    labelend[w] = p;
    labelend[b] = p;
    bestedge[w] = -1;
    bestedge[b] = -1;
    noteLabeled(b);
    const leaves = blossomLeaves(b);
    for (const v of leaves) {
      if (vertexStamp[v] === stageStamp) continue;
      vertexStamp[v] = stageStamp;
      labeledVertices.push(v);
    }
    if (t === 1) {
      for (const v of leaves) queue.push(v);
    } else if (t === 2) {
      const base = blossombase[b] as number;
      const mb = mate[base] as number;
      assignLabel(endpoint[mb] as number, 1, mb ^ 1);
    }
  };

  const scanBlossom = (vIn: number, wIn: number): number => {
    let v = vIn;
    let w = wIn;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v] as number;
      if ((label[b] as number) & 4) {
        base = blossombase[b] as number;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) v = -1;
      else {
        v = endpoint[labelend[b] as number] as number;
        b = inblossom[v] as number;
        v = endpoint[labelend[b] as number] as number;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const bestedgeto = new Int32Array(2 * nvertex).fill(-1);
  let blossomsFormed = 0;
  let blossomsExpanded = 0;
  const addBlossom = (base: number, k: number) => {
    blossomsFormed += 1;
    let v = endpoint[2 * k] as number;
    let w = endpoint[2 * k + 1] as number;
    const bb = inblossom[base] as number;
    let bv = inblossom[v] as number;
    let bw = inblossom[w] as number;
    const b = unusedblossoms.pop() as number;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv] as number);
      v = endpoint[labelend[bv] as number] as number;
      bv = inblossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push((labelend[bw] as number) ^ 1);
      w = endpoint[labelend[bw] as number] as number;
      bw = inblossom[w] as number;
    }
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    label[b] = 1;
    noteLabeled(b);
    labelend[b] = labelend[bb] as number;
    for (let c = 0; c < K; c += 1) dual[b * K + c] = 0;
    for (const leaf of blossomLeaves(b)) {
      if (label[inblossom[leaf] as number] === 2) queue.push(leaf);
      inblossom[leaf] = b;
    }
    // bestedgeto is all −1 between calls: only the entries set here are read and reset.
    const reached: number[] = [];
    const consider = (edge: number) => {
      let j = endpoint[2 * edge + 1] as number;
      if (inblossom[j] === b) j = endpoint[2 * edge] as number;
      const bj = inblossom[j] as number;
      if (bj === b || label[bj] !== 1) return;
      if (bestedgeto[bj] === -1) reached.push(bj);
      else if (!slackLess(edge, bestedgeto[bj] as number)) return;
      bestedgeto[bj] = edge;
    };
    for (const sub of path) {
      const list = blossombestedges[sub];
      if (list === null || list === undefined) {
        for (const leaf of blossomLeaves(sub)) {
          const end = nbStart[leaf + 1] as number;
          for (let q = nbStart[leaf] as number; q < end; q += 1) consider((neighbend[q] as number) >> 1);
        }
      } else {
        for (const edge of list) consider(edge);
      }
      blossombestedges[sub] = null;
      bestedge[sub] = -1;
    }
    // In the order of the blossoms reached, as a scan of bestedgeto from 0 up would give.
    reached.sort((x, y) => x - y);
    const best: number[] = [];
    for (const i of reached) {
      best.push(bestedgeto[i] as number);
      bestedgeto[i] = -1;
    }
    blossombestedges[b] = best;
    bestedge[b] = -1;
    for (const edge of best)
      if (bestedge[b] === -1 || slackLess(edge, bestedge[b] as number)) bestedge[b] = edge;
    if (bestedge[b] !== -1) noteBestEdge(b);
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    blossomsExpanded += 1;
    const childs = blossomchilds[b] as number[];
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < nvertex) inblossom[s] = s;
      else if (endstage && isZero(dual, s * K)) expandBlossom(s, endstage);
      else for (const leaf of blossomLeaves(s)) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b] as number[];
      const entrychild = inblossom[endpoint[(labelend[b] as number) ^ 1] as number] as number;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b] as number;
      while (j !== 0) {
        label[endpoint[p ^ 1] as number] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1] as number] = 0;
        assignLabel(endpoint[p ^ 1] as number, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1] as number] = 2;
      label[bv] = 2;
      noteLabeled(bv);
      labelend[endpoint[p ^ 1] as number] = p;
      labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        const leaves = blossomLeaves(bv);
        const v = leaves.find((leaf) => label[leaf] !== 0);
        if (v !== undefined) {
          label[v] = 0;
          label[endpoint[mate[blossombase[bv] as number] as number] as number] = 0;
          assignLabel(v, 2, labelend[v] as number);
        }
        j += jstep;
      }
    }
    label[b] = -1;
    labelend[b] = -1;
    blossomchilds[b] = null;
    blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t] as number;
    if (t >= nvertex) augmentBlossom(t, v);
    const childs = blossomchilds[b] as number[];
    const endps = blossomendps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= nvertex) augmentBlossom(t, endpoint[p] as number);
      j += jstep;
      t = at(childs, j);
      if (t >= nvertex) augmentBlossom(t, endpoint[p ^ 1] as number);
      mate[endpoint[p] as number] = p ^ 1;
      mate[endpoint[p ^ 1] as number] = p;
    }
    blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossombase[b] = blossombase[(blossomchilds[b] as number[])[0] as number] as number;
  };

  const augmentMatching = (k: number) => {
    const starts: [number, number][] = [
      [endpoint[2 * k] as number, 2 * k + 1],
      [endpoint[2 * k + 1] as number, 2 * k],
    ];
    for (const [s0, p0] of starts) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s] as number;
        if (bs >= nvertex) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs] as number] as number;
        const bt = inblossom[t] as number;
        s = endpoint[labelend[bt] as number] as number;
        const j = endpoint[(labelend[bt] as number) ^ 1] as number;
        if (bt >= nvertex) augmentBlossom(bt, j);
        mate[j] = labelend[bt] as number;
        p = (labelend[bt] as number) ^ 1;
      }
    }
  };

  const delta = new Float64Array(K);
  const candidate = new Float64Array(K);
  /** The least candidate of one kind so far, and its vertex or blossom. */
  const kindBest = new Float64Array(K);
  let kindIndex = -1;
  /** Keeps candidate if it is less than kindBest, or equal with a lower index (a scan's tie-break). */
  const offer = (index: number) => {
    let take = kindIndex === -1;
    for (let c = 0; c < K && !take; c += 1) {
      if (candidate[c] === kindBest[c]) continue;
      if ((candidate[c] as number) > (kindBest[c] as number)) return;
      take = true;
    }
    if (!take && index > kindIndex) return;
    kindBest.set(candidate);
    kindIndex = index;
  };
  const setSlack = (out: Float64Array, k: number) => {
    for (let c = 0; c < K; c += 1) out[c] = slackAt(k, c);
  };
  const addDual = (index: number, sign: number) => {
    for (let c = 0; c < K; c += 1) {
      const value = (dual[index * K + c] as number) + sign * (delta[c] as number);
      if (value > dualLimit || value < -dualLimit) throw new DualRangeError();
      dual[index * K + c] = value;
    }
  };

  for (let stage = 0; stage < nvertex; stage += 1) {
    stageStamp = stage + 1;
    labeledVertices.length = 0;
    labeledBlossoms.length = 0;
    withBestEdge.length = 0;
    label.fill(0);
    bestedge.fill(-1);
    for (let b = nvertex; b < 2 * nvertex; b += 1) blossombestedges[b] = null;
    allowedge.fill(0);
    queue = [];
    for (let v = 0; v < nvertex; v += 1)
      if (mate[v] === -1 && label[inblossom[v] as number] === 0) assignLabel(v, 1, -1);

    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        const end = nbStart[v + 1] as number;
        for (let q = nbStart[v] as number; q < end; q += 1) {
          const p = neighbend[q] as number;
          const k = p >> 1;
          const w = endpoint[p] as number;
          if (inblossom[v] === inblossom[w]) continue;
          if (!allowedge[k] && slackNonPositive(k)) allowedge[k] = 1;
          if (allowedge[k]) {
            const bw = inblossom[w] as number;
            if (label[bw] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[bw] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w] as number] === 1) {
            const b = inblossom[v] as number;
            if (bestedge[b] === -1 || slackLess(k, bestedge[b] as number)) {
              bestedge[b] = k;
              noteBestEdge(b);
            }
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || slackLess(k, bestedge[w] as number)) {
              bestedge[w] = k;
              noteBestEdge(w);
            }
          }
        }
      }
      if (augmented) break;

      let deltatype = -1;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        for (let v = 0; v < nvertex; v += 1)
          if (v === 0 || vecLess(dual, v * K, delta, 0))
            for (let c = 0; c < K; c += 1) delta[c] = dual[v * K + c] as number;
      }
      // Each kind's least value, ties to the lowest index, kinds in the order 2, 3, 4 (a later
      // kind only when strictly less): the choice a scan of every vertex and blossom would make.
      kindIndex = -1;
      for (const v of withBestEdge) {
        if (v >= nvertex || label[inblossom[v] as number] !== 0 || bestedge[v] === -1) continue;
        setSlack(candidate, bestedge[v] as number);
        offer(v);
      }
      if (kindIndex !== -1 && (deltatype === -1 || vecLess(kindBest, 0, delta, 0))) {
        delta.set(kindBest);
        deltatype = 2;
        deltaedge = bestedge[kindIndex] as number;
      }
      kindIndex = -1;
      for (const b of withBestEdge) {
        if (blossomparent[b] !== -1 || label[b] !== 1 || bestedge[b] === -1) continue;
        setSlack(candidate, bestedge[b] as number);
        for (let c = 0; c < K; c += 1) candidate[c] = (candidate[c] as number) / 2;
        offer(b);
      }
      if (kindIndex !== -1 && (deltatype === -1 || vecLess(kindBest, 0, delta, 0))) {
        delta.set(kindBest);
        deltatype = 3;
        deltaedge = bestedge[kindIndex] as number;
      }
      kindIndex = -1;
      for (const b of labeledBlossoms) {
        if ((blossombase[b] as number) < 0 || blossomparent[b] !== -1 || label[b] !== 2) continue;
        for (let c = 0; c < K; c += 1) candidate[c] = dual[b * K + c] as number;
        offer(b);
      }
      if (kindIndex !== -1 && (deltatype === -1 || vecLess(kindBest, 0, delta, 0))) {
        delta.set(kindBest);
        deltatype = 4;
        deltablossom = kindIndex;
      }
      if (deltatype === -1) {
        // No further improvement possible (max cardinality): the optimum has been reached.
        deltatype = 1;
        for (let v = 0; v < nvertex; v += 1)
          if (v === 0 || vecLess(dual, v * K, delta, 0))
            for (let c = 0; c < K; c += 1) delta[c] = dual[v * K + c] as number;
        const zero = new Float64Array(K);
        if (vecLess(delta, 0, zero, 0)) delta.fill(0);
      }

      // Only labelled vertices and blossoms change; all of them were labelled in this stage.
      for (const v of labeledVertices) {
        const l = label[inblossom[v] as number];
        if (l === 1) addDual(v, -1);
        else if (l === 2) addDual(v, 1);
      }
      for (const b of labeledBlossoms) {
        if ((blossombase[b] as number) >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) addDual(b, 1);
          else if (label[b] === 2) addDual(b, -1);
        }
      }

      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = endpoint[2 * deltaedge] as number;
        if (label[inblossom[i] as number] === 0) i = endpoint[2 * deltaedge + 1] as number;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(endpoint[2 * deltaedge] as number);
      } else if (deltatype === 4) {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    for (let b = nvertex; b < 2 * nvertex; b += 1) {
      if (blossomparent[b] === -1 && (blossombase[b] as number) >= 0 && label[b] === 1 && isZero(dual, b * K))
        expandBlossom(b, true);
    }
  }

  const mateVertex = new Int32Array(nvertex).fill(-1);
  for (let v = 0; v < nvertex; v += 1)
    if ((mate[v] as number) >= 0) mateVertex[v] = endpoint[mate[v] as number] as number;

  // Blossom duals count for the pairs a blossom holds: found through the final blossom forest.
  const forest = blossomForest(nvertex, K, blossomparent, blossomchilds, blossombase, dual);
  const slackSign = (u: number, v: number, weight: ArrayLike<number>, offset = 0) => {
    const common = forest.commonBlossom(u, v);
    for (let c = 0; c < K; c += 1) {
      let s = (dual[u * K + c] as number) + (dual[v * K + c] as number) - 2 * (weight[offset + c] as number);
      if (common >= 0) s += 2 * (forest.above[common * K + c] as number);
      if (Math.abs(s) > 2 * dualLimit) throw new DualRangeError();
      if (s !== 0) return s < 0 ? -1 : 1;
    }
    return 0;
  };
  return { mate: mateVertex, slackSign, duals: dual.slice(0, nvertex * K), blossomsFormed, blossomsExpanded };
}

/**
 * Maximum-weight matching with plain integer weights: edges as [u, v, weight]; with
 * maxCardinality, the heaviest among the matchings with the most edges. Returns mate[v] (−1 when
 * unmatched) for vertices 0 … n−1.
 */
export function maxWeightMatching(
  n: number,
  edges: readonly (readonly [number, number, number])[],
  maxCardinality = false,
): number[] {
  for (const [, , w] of edges)
    if (!Number.isSafeInteger(w)) throw new Error('Matching weights must be safe integers.');
  const graph: MatchingGraph = {
    vertexCount: n,
    edgeU: Int32Array.from(edges, (e) => e[0]),
    edgeV: Int32Array.from(edges, (e) => e[1]),
    weights: Float64Array.from(edges, (e) => e[2]),
    components: 1,
  };
  return Array.from(solveMatching(graph, maxCardinality).mate);
}
