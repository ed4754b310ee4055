import { describe, expect, it } from 'vitest';
import { clockOffset, countdownLabel, msLeft, refetchDelay } from './countdown';

describe('the draft countdown', () => {
  const deadline = '2027-05-01T10:03:00.000Z';
  const serverTime = '2027-05-01T10:00:00.000Z';

  it('counts to the server deadline on a phone whose clock runs 60 s fast', () => {
    // The reply left the server at 10:00:00 and arrived when the phone read 10:01:00.
    const arrived = Date.parse('2027-05-01T10:01:00.000Z');
    const offset = clockOffset(serverTime, arrived);
    expect(offset).toBe(-60_000);
    // Ten seconds later the phone reads 10:01:10, the server 10:00:10: 2 min 50 s left.
    expect(msLeft(deadline, offset, arrived + 10_000)).toBe(170_000);
    expect(countdownLabel(170_000)).toBe('2:50');
  });

  it('counts the same with no skew', () => {
    const arrived = Date.parse(serverTime);
    expect(msLeft(deadline, clockOffset(serverTime, arrived), arrived)).toBe(180_000);
  });

  it('shows a started second as a whole one, and 0:00 once time is up', () => {
    expect(countdownLabel(180_000)).toBe('3:00');
    expect(countdownLabel(61_001)).toBe('1:02');
    expect(countdownLabel(400)).toBe('0:01');
    expect(countdownLabel(0)).toBe('0:00');
    expect(countdownLabel(-5_000)).toBe('0:00');
    // A 30-minute step (the longest the settings allow).
    expect(countdownLabel(1_800_000)).toBe('30:00');
  });

  it('reads the draft again a second after the deadline, or in a second once it has passed', () => {
    expect(refetchDelay(170_000)).toBe(171_000);
    expect(refetchDelay(-3_000)).toBe(1_000);
  });
});
