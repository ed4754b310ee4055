/**
 * A discrete probability distribution over 0..n as an array: p[k] = P(X = k). Exact arithmetic in
 * doubles; every operation keeps the total at 1 up to rounding.
 */
export type Distribution = number[];

export const certain = (value: number): Distribution => {
  const p = new Array<number>(value + 1).fill(0);
  p[value] = 1;
  return p;
};

/** The distribution of X + Y for independent X and Y. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i += 1) {
    const pa = a[i] ?? 0;
    if (pa === 0) continue;
    for (let j = 0; j < b.length; j += 1) out[i + j] = (out[i + j] ?? 0) + pa * (b[j] ?? 0);
  }
  return out;
}

/** X1 + … + Xn for n independent copies of X. */
export function convolvePower(a: Distribution, n: number): Distribution {
  let result = certain(0);
  let base = a;
  let k = n;
  while (k > 0) {
    if (k & 1) result = convolve(result, base);
    k >>= 1;
    if (k > 0) base = convolve(base, base);
  }
  return result;
}

/** Σ_k P(N = k) · (X1 + … + Xk): a random number of independent copies. */
export function compound(count: Distribution, each: Distribution): Distribution {
  let out: Distribution = [0];
  let power = certain(0);
  count.forEach((pk, k) => {
    if (k > 0) power = convolve(power, each);
    if (pk === 0) return;
    out = addScaled(out, power, pk);
  });
  return out;
}

export function addScaled(into: Distribution, add: Distribution, weight: number): Distribution {
  const out =
    into.length >= add.length ? [...into] : [...into, ...new Array(add.length - into.length).fill(0)];
  add.forEach((p, i) => {
    out[i] = (out[i] ?? 0) + weight * p;
  });
  return out;
}

/** P(X = k) under independent trials: Binomial(n, p). */
export function binomial(n: number, p: number): Distribution {
  return convolvePower([1 - p, p], n);
}

export const mean = (d: Distribution) => d.reduce((sum, p, k) => sum + p * k, 0);
export const total = (d: Distribution) => d.reduce((sum, p) => sum + p, 0);

/** Mapping each outcome k to f(k), merging equal results. */
export function mapValues(d: Distribution, f: (k: number) => number): Distribution {
  let out: Distribution = [0];
  d.forEach((p, k) => {
    if (p === 0) return;
    const v = f(k);
    if (out.length <= v) out = [...out, ...new Array(v + 1 - out.length).fill(0)];
    out[v] = (out[v] ?? 0) + p;
  });
  return out;
}
