import { describe, expect, it } from 'vitest';
import { holdsNul } from './nul-guard';

describe('the NUL guard', () => {
  it('finds a NUL in any string of a parsed body, at any depth, keys included', () => {
    expect(holdsNul('a\u0000b')).toBe(true);
    expect(holdsNul({ roster: { units: [{ name: 'Boyz\u0000' }] } })).toBe(true);
    expect(holdsNul({ 'na\u0000me': 'x' })).toBe(true);
    expect(holdsNul({ name: 'Boyz', count: 10, tags: ['a', 'b'], nothing: null })).toBe(false);
    // Uploaded bytes are the parsers' business.
    expect(holdsNul(Buffer.from([0, 1, 2]))).toBe(false);
  });
});
