import { describe, expect, it } from 'vitest';
import { withOccurrenceKeys } from './occurrence-keys';

describe('withOccurrenceKeys', () => {
  it('keys repeats by their occurrence', () => {
    expect(
      withOccurrenceKeys(['Squad', 'Tank', 'Squad', 'Squad'], (name) => name).map(([key]) => key),
    ).toEqual(['Squad', 'Tank', 'Squad#2', 'Squad#3']);
  });
});
