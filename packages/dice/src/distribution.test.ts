import { describe, expect, it } from 'vitest';
import {
  binomial,
  compound,
  compoundMoments,
  convolvePower,
  mean,
  momentsOf,
  NORMAL_REACH,
  normalCount,
  sumMoments,
  total,
  variance,
} from './distribution';

const d6 = [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];

describe('moments of counts, without their distributions', () => {
  it('of a sum of copies are those of the exact sum', () => {
    const exact = momentsOf(convolvePower(d6, 30));
    const moments = sumMoments(momentsOf(d6), 30);
    expect(moments.mean).toBeCloseTo(exact.mean, 9);
    expect(moments.variance).toBeCloseTo(exact.variance, 9);
  });
  it('of a random number of copies are those of the exact compound', () => {
    const attacks = convolvePower(d6, 12);
    const wounds = [0.5, 0.3, 0.2];
    const exact = momentsOf(compound(attacks, wounds));
    const moments = compoundMoments(momentsOf(attacks), momentsOf(wounds));
    expect(moments.mean).toBeCloseTo(exact.mean, 9);
    expect(moments.variance).toBeCloseTo(exact.variance, 8);
  });
});

describe('a normal approximation of a count', () => {
  it('has exactly the mean and very nearly the variance of the count it stands for', () => {
    const exact = binomial(3000, 0.37);
    const moments = momentsOf(exact);
    const approximate = normalCount(moments, 3000);
    expect(total(approximate)).toBeCloseTo(1, 12);
    expect(mean(approximate)).toBeCloseTo(moments.mean, 9);
    expect(variance(approximate) / moments.variance).toBeCloseTo(1, 3);
    // Only NORMAL_REACH deviations either side: a few hundred values instead of 3,001.
    expect(approximate.length).toBeLessThanOrEqual(
      Math.ceil(moments.mean + NORMAL_REACH * Math.sqrt(moments.variance)) + 1,
    );
    // Close to the exact distribution everywhere (total variation distance).
    const distance = exact.reduce((sum, p, k) => sum + Math.abs(p - (approximate[k] ?? 0)), 0) / 2;
    expect(distance).toBeLessThan(0.01);
  });
  it('keeps the exact mean when cut off at zero or at the largest value', () => {
    const nearZero = normalCount({ mean: 1.2, variance: 4 }, 50);
    expect(nearZero.every((p) => p >= 0)).toBe(true);
    expect(mean(nearZero)).toBeCloseTo(1.2, 12);
    const nearTop = normalCount({ mean: 48.5, variance: 9 }, 50);
    expect(nearTop).toHaveLength(51);
    expect(mean(nearTop)).toBeCloseTo(48.5, 12);
  });
  it('is the mean itself, or the two whole numbers around it, when there is no spread', () => {
    expect(normalCount({ mean: 600, variance: 0 }, 600)).toEqual(
      Object.assign(new Array(601).fill(0), { 600: 1 }),
    );
    const between = normalCount({ mean: 7.25, variance: 0 }, 20);
    expect(between[7]).toBeCloseTo(0.75, 12);
    expect(between[8]).toBeCloseTo(0.25, 12);
    expect(mean(between)).toBeCloseTo(7.25, 12);
  });
});
