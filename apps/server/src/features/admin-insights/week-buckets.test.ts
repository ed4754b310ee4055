import { describe, expect, it } from 'vitest';
import { toWeeklySeries, weekStartOf, weekStartsEnding } from './week-buckets';

describe('week buckets', () => {
  it('starts weeks on Monday in UTC, like date_trunc', () => {
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(weekStartOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // the Sunday after
    expect(weekStartOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16'); // the Sunday before
    expect(weekStartOf(new Date('2026-01-01T08:00:00Z'))).toBe('2025-12-29'); // across a year end
  });

  it('lists the window oldest first, ending with the current week', () => {
    expect(weekStartsEnding(new Date('2026-11-25T10:00:00Z'), 4)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });

  it('fills weeks without rows with zero and ignores rows outside the window', () => {
    const weeks = ['2026-11-02', '2026-11-09', '2026-11-16'];
    const rows = [
      { week: '2026-11-09', value: 4 },
      { week: '2026-10-26', value: 9 },
    ];
    expect(toWeeklySeries(weeks, rows)).toEqual([0, 4, 0]);
  });
});
