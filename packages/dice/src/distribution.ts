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

export const variance = (d: Distribution) => {
  const mu = mean(d);
  return d.reduce((sum, p, k) => sum + p * (k - mu) ** 2, 0);
};

/** Mean and variance of a count, known without its distribution. */
export type Moments = { mean: number; variance: number };

export const momentsOf = (d: Distribution): Moments => ({ mean: mean(d), variance: variance(d) });

/** X1 + … + Xn for n independent copies of X. */
export const sumMoments = (x: Moments, n: number): Moments => ({
  mean: n * x.mean,
  variance: n * x.variance,
});

/** X1 + … + XN for a random N independent of the Xi: E = E[N]E[X], Var = E[N]Var[X] + Var[N]E[X]². */
export const compoundMoments = (count: Moments, each: Moments): Moments => ({
  mean: count.mean * each.mean,
  variance: count.mean * each.variance + count.variance * each.mean ** 2,
});

/** How far either side of the mean a normal approximation reaches, in standard deviations. */
export const NORMAL_REACH = 9;

/**
 * A normal approximation of a count over 0..max with exactly the given mean and (up to a tiny
 * rounding correction) the given variance: the normal density at each whole number within
 * NORMAL_REACH standard deviations, scaled to total 1, then a sliver of probability moved to the end
 * farther from the mean so that the mean is exactly `moments.mean`. A count with no spread is the
 * whole number at its mean (or the two around it).
 */
export function normalCount({ mean: mu, variance: v }: Moments, max: number): Distribution {
  const centre = Math.min(max, Math.max(0, mu));
  const sd = Math.sqrt(Math.max(0, v));
  if (sd < 0.25) {
    // Next to no spread: the whole number at the mean, or the two around it weighted to give it.
    const below = Math.floor(centre);
    if (below === centre) return certain(below);
    const out = new Array<number>(below + 2).fill(0);
    out[below] = below + 1 - centre;
    out[below + 1] = centre - below;
    return out;
  }
  const low = Math.max(0, Math.floor(centre - NORMAL_REACH * sd));
  const high = Math.min(max, Math.ceil(centre + NORMAL_REACH * sd));
  const out = new Array<number>(high + 1).fill(0);
  let sum = 0;
  for (let k = low; k <= high; k += 1) {
    const p = Math.exp(-((k - centre) ** 2) / (2 * v));
    out[k] = p;
    sum += p;
  }
  let got = 0;
  for (let k = low; k <= high; k += 1) {
    const p = (out[k] as number) / sum;
    out[k] = p;
    got += p * k;
  }
  // Moving t of the probability to the end e shifts the mean by t·(e − mean): exact mean.
  const end = centre > got ? high : low;
  const t = end === got ? 0 : (centre - got) / (end - got);
  if (t > 0 && t < 1) {
    for (let k = low; k <= high; k += 1) out[k] = (out[k] as number) * (1 - t);
    out[end] = (out[end] as number) + t;
  }
  return out;
}
