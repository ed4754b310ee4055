import { describe, expect, it } from 'vitest';
import { allowanceMonth, nextAllowanceMonth } from './allowance-period';

describe('allowance months', () => {
  it.each([
    ['2026-07-15T12:00:00Z', '2026-07-01', '2026-08-01'],
    // The last instant of a month still belongs to it; the next millisecond starts the next one.
    ['2026-07-31T23:59:59.999Z', '2026-07-01', '2026-08-01'],
    ['2026-08-01T00:00:00Z', '2026-08-01', '2026-09-01'],
    // December rolls into January of the next year.
    ['2026-12-31T18:00:00Z', '2026-12-01', '2027-01-01'],
    // 2028 is a leap year: February still starts on the 1st and ends before 1 March.
    ['2028-02-29T09:00:00Z', '2028-02-01', '2028-03-01'],
  ])('%s is in the month of %s, topped up again on %s', (instant, month, next) => {
    expect(allowanceMonth(new Date(instant))).toBe(month);
    expect(nextAllowanceMonth(new Date(instant))).toBe(next);
  });

  it('counts in UTC, not the local time zone', () => {
    // 23:30 on 31 July in New York is already 1 August in UTC.
    expect(allowanceMonth(new Date('2026-07-31T23:30:00-04:00'))).toBe('2026-08-01');
  });
});
