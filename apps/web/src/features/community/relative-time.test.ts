import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relative time', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says just now under a minute and rounds to the largest whole unit', () => {
    expect(relativeTime('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-23T09:00:00Z', now)).toMatch(/3 hours ago/);
    expect(relativeTime('2026-11-22T12:00:00Z', now)).toMatch(/yesterday|1 day ago/);
    expect(relativeTime('2026-10-01T12:00:00Z', now)).toMatch(/2 months ago/);
  });
});
