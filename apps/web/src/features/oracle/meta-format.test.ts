import { describe, expect, it } from 'vitest';
import { intervalText, percent, recordText } from './meta-format';

describe('meta formatting', () => {
  it('writes rates as percentages with at most one decimal', () => {
    expect(percent(0.625)).toBe('62.5%');
    expect(percent(0.5)).toBe('50%');
    expect(percent(1 / 3)).toBe('33.3%');
  });

  it('writes an interval as a range and a record as W-D-L', () => {
    expect(intervalText({ interval: { low: 0.31267, high: 0.83182 } })).toBe('31.3–83.2%');
    expect(recordText({ wins: 3, draws: 1, losses: 2 })).toBe('3-1-2');
  });
});
