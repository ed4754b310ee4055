import { describe, expect, it } from 'vitest';
import {
  bracketOrder,
  cutRoundCount,
  cutRoundName,
  cutWinner,
  nextCutRound,
  topCutPairings,
} from './top-cut';

describe('top cut', () => {
  it('seeds a standard bracket', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
    expect(topCutPairings(seeds).map(({ a, b }) => `${a}-${b}`)).toEqual([
      's1-s8',
      's4-s5',
      's2-s7',
      's3-s6',
    ]);
  });

  it('keeps the top two seeds apart until the final, at every size', () => {
    for (const size of [4, 8, 16, 32, 64]) {
      const order = bracketOrder(size);
      expect(order.indexOf(1) < size / 2).toBe(true);
      expect(order.indexOf(2) >= size / 2).toBe(true);
      expect([...order].sort((x, y) => x - y)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    }
  });

  it('pairs winners of adjacent tables, and refuses sizes that are not brackets', () => {
    expect(nextCutRound(['s1', 's4', 's2', 's3']).map(({ a, b }) => `${a}-${b}`)).toEqual(['s1-s4', 's2-s3']);
    expect(() => topCutPairings(['a', 'b', 'c'])).toThrow(
      'A top cut needs 2, 4, 8, 16, 32 or 64 players, not 3.',
    );
    expect(() => nextCutRound(['a'])).toThrow(RangeError);
  });

  it('counts and names bracket rounds', () => {
    expect([0, 2, 4, 8, 16, 64].map(cutRoundCount)).toEqual([0, 1, 2, 3, 4, 6]);
    expect([2, 4, 8, 16].map(cutRoundName)).toEqual([
      'Final',
      'Semi-finals',
      'Quarter-finals',
      'Round of 16',
    ]);
  });

  it('finds the winner by score, none for a level or missing score', () => {
    expect(cutWinner({ a: 'x', b: 'y', vpA: 80, vpB: 62 })).toBe('x');
    expect(cutWinner({ a: 'x', b: 'y', vpA: 40, vpB: 62 })).toBe('y');
    expect(cutWinner({ a: 'x', b: 'y', vpA: 50, vpB: 50 })).toBeNull();
    expect(cutWinner({ a: 'x', b: 'y', vpA: null, vpB: 10 })).toBeNull();
  });
});
