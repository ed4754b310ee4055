import { describe, expect, it } from 'vitest';
import { compareDataVersions } from './data-versions';

describe('data version order', () => {
  it('orders by number, not by text, and puts a pre-release before its release', () => {
    const versions = ['1.10.0', '1.4.5', '1.5.0', '1.5.0-rc.2', '1.5.0-rc.10', '1.4.10', '2.0.0'];
    expect([...versions].sort(compareDataVersions)).toEqual([
      '1.4.5',
      '1.4.10',
      '1.5.0-rc.2',
      '1.5.0-rc.10',
      '1.5.0',
      '1.10.0',
      '2.0.0',
    ]);
  });

  it('treats equal versions (and build metadata) as the same', () => {
    expect(compareDataVersions('1.4.5', '1.4.5')).toBe(0);
    expect(compareDataVersions('1.4.5+abc', '1.4.5')).toBe(0);
    expect(compareDataVersions('1.4', '1.4.0')).toBe(0);
  });
});
