import { describe, expect, it } from 'vitest';
import { DualRangeError, type MatchingGraph, maxWeightMatching, solveMatching } from './max-weight-matching';
import { seededRandom } from './seeded-random';

type Edge = [number, number, number];

/**
 * Brute force, independent of the algorithm: the best matching of the vertices in `mask`, by
 * dynamic programming over subsets (the lowest vertex stays single or takes a neighbour).
 * Values are [edges, weight…] compared lexicographically; the edge count only counts when
 * maxCardinality asks for it.
 */
function bruteForce(n: number, edges: { u: number; v: number; w: number[] }[], maxCardinality: boolean) {
  const weight = new Map<number, number[]>();
  for (const { u, v, w } of edges) weight.set(Math.min(u, v) * 64 + Math.max(u, v), w);
  const better = (x: number[], y: number[]) => {
    for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return (x[i] as number) > (y[i] as number);
    return false;
  };
  const memo = new Map<number, number[]>();
  const components = edges[0]?.w.length ?? 1;
  const best = (mask: number): number[] => {
    if (mask === 0) return new Array(components + 1).fill(0);
    const known = memo.get(mask);
    if (known) return known;
    let v = 0;
    while (!(mask & (1 << v))) v += 1;
    const rest = mask & ~(1 << v);
    let result = best(rest);
    for (let u = v + 1; u < n; u += 1) {
      const w = weight.get(v * 64 + u);
      if (!(rest & (1 << u)) || !w) continue;
      const sub = best(rest & ~(1 << u));
      const candidate = [(sub[0] as number) + 1, ...w.map((x, i) => x + (sub[i + 1] as number))];
      const key = (value: number[]) => (maxCardinality ? value : value.slice(1));
      if (better(key(candidate), key(result))) result = candidate;
    }
    memo.set(mask, result);
    return result;
  };
  return best((1 << n) - 1);
}

/** The matching's [edges, weight…], after checking mate is a matching using only given edges. */
function matchingValue(n: number, edges: { u: number; v: number; w: number[] }[], mate: ArrayLike<number>) {
  const components = edges[0]?.w.length ?? 1;
  const value = new Array(components + 1).fill(0);
  for (let v = 0; v < n; v += 1) {
    const u = mate[v] as number;
    if (u === -1) continue;
    expect(mate[u]).toBe(v);
    if (v > u) continue;
    const edge = edges.find((e) => (e.u === u && e.v === v) || (e.u === v && e.v === u));
    expect(edge, `matched ${u}–${v} is an edge`).toBeDefined();
    value[0] += 1;
    edge?.w.forEach((x, i) => {
      value[i + 1] += x;
    });
  }
  return value;
}

function randomGraph(random: () => number, maxVertices: number, components: number) {
  const n = 1 + Math.floor(random() * maxVertices);
  const density = [0.2, 0.5, 0.8, 1][Math.floor(random() * 4)] as number;
  const scale = [2, 5, 30, 1000, 1_000_000][Math.floor(random() * 5)] as number;
  const signed = random() < 0.3;
  const edges: { u: number; v: number; w: number[] }[] = [];
  for (let i = 0; i < n; i += 1)
    for (let j = i + 1; j < n; j += 1)
      if (random() < density) {
        const w = Array.from(
          { length: components },
          () => Math.floor(random() * scale) - (signed ? Math.floor(scale / 2) : 0),
        );
        edges.push(random() < 0.5 ? { u: i, v: j, w } : { u: j, v: i, w });
      }
  return { n, edges };
}

describe('maxWeightMatching', () => {
  it('handles the trivial graphs', () => {
    expect(maxWeightMatching(0, [])).toEqual([]);
    expect(maxWeightMatching(2, [[0, 1, 1]])).toEqual([1, 0]);
    expect(
      maxWeightMatching(4, [
        [1, 2, 10],
        [2, 3, 11],
      ]),
    ).toEqual([-1, -1, 3, 2]);
    expect(
      maxWeightMatching(5, [
        [1, 2, 5],
        [2, 3, 11],
        [3, 4, 5],
      ]),
    ).toEqual([-1, -1, 3, 2, -1]);
    expect(
      maxWeightMatching(
        5,
        [
          [1, 2, 5],
          [2, 3, 11],
          [3, 4, 5],
        ],
        true,
      ),
    ).toEqual([-1, 2, 1, 4, 3]);
    // Negative weights: left out unless cardinality is asked for.
    const negative: Edge[] = [
      [1, 2, 2],
      [1, 3, -2],
      [2, 3, 1],
      [2, 4, -1],
      [3, 4, -6],
    ];
    expect(maxWeightMatching(5, negative)).toEqual([-1, 2, 1, -1, -1]);
    expect(maxWeightMatching(5, negative, true)).toEqual([-1, 3, 4, 1, 2]);
  });

  // The blossom cases of mwmatching.py's own test suite: S-blossoms, T-blossoms, nesting,
  // relabelling and expansion, the "nasty" expansions; checked here against brute force.
  // Each edge as "u-v:weight".
  const classic: [string, string][] = [
    ['S-blossom', '1-2:8 1-3:9 2-3:10 3-4:7'],
    ['S-blossom used to augment', '1-2:8 1-3:9 2-3:10 3-4:7 1-6:5 4-5:6'],
    ['T-blossom', '1-2:9 1-3:8 2-3:10 1-4:5 4-5:4 1-6:3'],
    ['T-blossom, other way', '1-2:9 1-3:8 2-3:10 1-4:5 4-5:3 1-6:4'],
    ['T-blossom, third', '1-2:9 1-3:8 2-3:10 1-4:5 4-5:3 3-6:4'],
    ['nested S-blossom', '1-2:9 1-3:9 2-3:10 2-4:8 3-5:8 4-5:10 5-6:6'],
    ['relabelled nested S-blossom', '1-2:10 1-7:10 2-3:12 3-4:20 3-5:20 4-5:25 5-6:10 6-7:10 7-8:8'],
    ['nested S-blossom, expanded', '1-2:8 1-3:8 2-3:10 2-4:12 3-5:12 4-5:14 4-6:12 5-7:12 6-7:14 7-8:12'],
    ['S-blossom relabelled as T, expanded', '1-2:23 1-5:22 1-6:15 2-3:25 3-4:22 4-5:25 4-8:14 5-7:13'],
    [
      'nested S-blossom relabelled as T, expanded',
      '1-2:19 1-3:20 1-8:8 2-3:25 2-4:18 3-5:18 4-5:13 4-7:7 5-6:7',
    ],
    ['nasty T-blossom expansion', '1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35 4-8:35 5-7:26 9-10:5'],
    [
      'nasty T-blossom expansion, least slack',
      '1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35 4-8:28 5-7:26 9-10:5',
    ],
    [
      'nested nasty T-blossom expansion',
      '1-2:45 1-7:45 2-3:50 3-4:45 4-5:95 4-6:94 5-6:94 6-7:50 1-8:30 3-11:35 5-9:36 7-10:26 11-12:5',
    ],
    [
      'nested blossom relabelled and expanded',
      '1-2:40 1-3:40 2-3:60 2-4:55 3-5:55 4-5:50 1-8:15 5-7:30 7-6:10 8-10:10 4-9:30',
    ],
  ];
  const parse = (text: string): Edge[] =>
    text.split(' ').map((edge) => {
      const [u, v, w] = edge.split(/[-:]/).map(Number);
      return [u ?? 0, v ?? 0, w ?? 0];
    });
  for (const [name, text] of classic) {
    it(`is optimal on the classic case: ${name}`, () => {
      const list = parse(text);
      const n = 1 + Math.max(...list.map(([u, v]) => Math.max(u, v)));
      const edges = list.map(([u, v, w]) => ({ u, v, w: [w] }));
      for (const maxCardinality of [false, true]) {
        const mate = maxWeightMatching(n, list, maxCardinality);
        expect(matchingValue(n, edges, mate)).toEqual(bruteForce(n, edges, maxCardinality));
      }
    });
  }

  it('equals brute force on 4,000 random graphs of up to 12 vertices (plain weights, both modes)', {
    timeout: 60_000,
  }, () => {
    const random = seededRandom('matching-random');
    let formed = 0;
    let expanded = 0;
    for (let trial = 0; trial < 4000; trial += 1) {
      const { n, edges } = randomGraph(random, 12, 1);
      for (const maxCardinality of [false, true]) {
        const mate = maxWeightMatching(
          n,
          edges.map(({ u, v, w }): Edge => [u, v, w[0] as number]),
          maxCardinality,
        );
        const best = bruteForce(n, edges, maxCardinality);
        const mine = matchingValue(n, edges, mate);
        if (maxCardinality) expect(mine, `trial ${trial}`).toEqual(best);
        else expect(mine[1], `trial ${trial}`).toBe(best[1]);
        const graph: MatchingGraph = {
          vertexCount: n,
          edgeU: Int32Array.from(edges, (e) => e.u),
          edgeV: Int32Array.from(edges, (e) => e.v),
          weights: Float64Array.from(edges, (e) => e.w[0] as number),
          components: 1,
        };
        const solution = solveMatching(graph, maxCardinality);
        formed += solution.blossomsFormed;
        expanded += solution.blossomsExpanded;
      }
    }
    // Blossoms really were formed, and expanded, many times over.
    expect(formed).toBeGreaterThan(2000);
    expect(expanded).toBeGreaterThan(500);
  });

  it('equals brute force with lexicographic weights of 2–3 components', { timeout: 60_000 }, () => {
    const random = seededRandom('matching-lex');
    for (let trial = 0; trial < 2000; trial += 1) {
      const components = 2 + (trial % 2);
      const { n, edges } = randomGraph(random, 12, components);
      for (const maxCardinality of [false, true]) {
        const graph: MatchingGraph = {
          vertexCount: n,
          edgeU: Int32Array.from(edges, (e) => e.u),
          edgeV: Int32Array.from(edges, (e) => e.v),
          weights: Float64Array.from(edges.flatMap((e) => e.w)),
          components,
        };
        const { mate } = solveMatching(graph, maxCardinality);
        const best = bruteForce(n, edges, maxCardinality);
        const mine = matchingValue(n, edges, mate);
        if (maxCardinality) expect(mine, `trial ${trial}`).toEqual(best);
        else expect(mine.slice(1), `trial ${trial}`).toEqual(best.slice(1));
      }
    }
  });

  it('leaves a dual solution that certifies a perfect matching: no edge has negative slack', {
    timeout: 60_000,
  }, () => {
    const random = seededRandom('matching-certificate');
    for (let trial = 0; trial < 500; trial += 1) {
      const n = 2 * (1 + Math.floor(random() * 6));
      const edges: { u: number; v: number; w: number[] }[] = [];
      for (let i = 0; i < n; i += 1)
        for (let j = i + 1; j < n; j += 1) edges.push({ u: i, v: j, w: [Math.floor(random() * 50) - 25] });
      const graph: MatchingGraph = {
        vertexCount: n,
        edgeU: Int32Array.from(edges, (e) => e.u),
        edgeV: Int32Array.from(edges, (e) => e.v),
        weights: Float64Array.from(edges, (e) => e.w[0] as number),
        components: 1,
      };
      const solution = solveMatching(graph, true);
      for (const { u, v, w } of edges) {
        const sign = solution.slackSign(u, v, w);
        expect(sign).toBeGreaterThanOrEqual(0);
        if (solution.mate[u] === v) expect(sign).toBe(0);
      }
      // An edge heavier than every matched one by far would improve it: negative slack.
      expect(solution.slackSign(0, 1, [10_000])).toBe(-1);
    }
  });

  it('refuses weights it cannot keep exact, and stops when duals would leave the exact range', () => {
    expect(() => maxWeightMatching(2, [[0, 1, 0.5]])).toThrow('safe integers');
    expect(() => maxWeightMatching(2, [[0, 1, 2 ** 60]])).toThrow('safe integers');
    // A path whose only perfect matching takes both heavy negative ends: duals must reach ~1,000.
    const graph: MatchingGraph = {
      vertexCount: 4,
      edgeU: Int32Array.from([0, 1, 2]),
      edgeV: Int32Array.from([1, 2, 3]),
      weights: Float64Array.from([-1000, -5, -1000]),
      components: 1,
    };
    expect(() => solveMatching(graph, true, 100)).toThrow(DualRangeError);
    expect(Array.from(solveMatching(graph, true).mate)).toEqual([1, 0, 3, 2]);
  });
});
