/**
 * The final blossoms of a matching run as a forest, for slack checks of pairs outside the graph.
 *
 * A pair's slack counts the dual of every blossom holding both vertices: the blossoms from the
 * outermost down to their lowest common ancestor. Swiss fields nest blossoms deeply (a score
 * group can end as an onion of a few hundred blossoms), so walking both chains costs hundreds of
 * steps a pair. Here the sum of duals from the root down to each blossom is kept, and the lowest
 * common ancestor is found in O(1) by a range minimum over the forest's Euler tour (sparse table).
 */
export type BlossomForest = {
  /** The blossom holding both u and v that lies deepest, or −1 when none holds both (u ≠ v). */
  commonBlossom(u: number, v: number): number;
  /** above[b·K …]: the sum of the duals of b and every blossom around it, K components. */
  above: Float64Array;
};

/**
 * Nodes 0 … nvertex − 1 are vertices, nvertex … 2·nvertex − 1 blossoms (those in use have a
 * base ≥ 0); parent −1 marks a root. dual holds K components per node.
 */
export function blossomForest(
  nvertex: number,
  K: number,
  parent: Int32Array,
  children: readonly (readonly number[] | null)[],
  base: Int32Array,
  dual: Float64Array,
): BlossomForest {
  const nodes = 2 * nvertex;
  const above = new Float64Array(nodes * K);
  const depth = new Int32Array(nodes);
  const first = new Int32Array(nvertex).fill(-1);
  const tree = new Int32Array(nvertex).fill(-1);
  const euler: number[] = [];
  const stack: number[] = [];
  const nextChild: number[] = [];
  const enter = (node: number, from: number, root: number) => {
    depth[node] = from === -1 ? 0 : (depth[from] as number) + 1;
    if (node >= nvertex)
      for (let c = 0; c < K; c += 1)
        above[node * K + c] =
          (from === -1 ? 0 : (above[from * K + c] as number)) + (dual[node * K + c] as number);
    else {
      first[node] = euler.length;
      tree[node] = root;
    }
    euler.push(node);
  };
  for (let root = 0; root < nodes; root += 1) {
    if (parent[root] !== -1 || (root >= nvertex && (base[root] as number) < 0)) continue;
    stack.push(root);
    nextChild.push(0);
    enter(root, -1, root);
    while (stack.length > 0) {
      const top = stack.length - 1;
      const node = stack[top] as number;
      const list = node >= nvertex ? children[node] : null;
      const i = nextChild[top] as number;
      if (list && i < list.length) {
        nextChild[top] = i + 1;
        const child = list[i] as number;
        enter(child, node, root);
        stack.push(child);
        nextChild.push(0);
        continue;
      }
      stack.pop();
      nextChild.pop();
      if (stack.length > 0) euler.push(stack[stack.length - 1] as number);
    }
  }

  // table[j][i]: the shallowest node among euler[i … i + 2^j − 1].
  const table: Int32Array[] = [Int32Array.from(euler)];
  for (let span = 2; span <= euler.length; span *= 2) {
    const previous = table[table.length - 1] as Int32Array;
    const next = new Int32Array(euler.length - span + 1);
    for (let i = 0; i < next.length; i += 1) {
      const a = previous[i] as number;
      const b = previous[i + span / 2] as number;
      next[i] = (depth[a] as number) <= (depth[b] as number) ? a : b;
    }
    table.push(next);
  }

  const commonBlossom = (u: number, v: number) => {
    if (u === v || tree[u] !== tree[v] || tree[u] === -1) return -1;
    let l = first[u] as number;
    let r = first[v] as number;
    if (l > r) [l, r] = [r, l];
    const level = 31 - Math.clz32(r - l + 1);
    const row = table[level] as Int32Array;
    const a = row[l] as number;
    const b = row[r - (1 << level) + 1] as number;
    const lca = (depth[a] as number) <= (depth[b] as number) ? a : b;
    return lca >= nvertex ? lca : -1;
  };
  return { commonBlossom, above };
}
