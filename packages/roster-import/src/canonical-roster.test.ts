import { describe, expect, it } from 'vitest';
import { canonicalRosterJson } from './canonical-roster';
import type { Roster } from './roster-model';

describe('canonicalRosterJson', () => {
  it('gives the same text whatever the key order, and different text for a different list', () => {
    const a = { name: 'List', faction: 'Necrons', units: [{ id: 'u1', points: 90 }] } as unknown as Roster;
    const b = { units: [{ points: 90, id: 'u1' }], faction: 'Necrons', name: 'List' } as unknown as Roster;
    expect(canonicalRosterJson(a)).toBe(canonicalRosterJson(b));
    expect(canonicalRosterJson(a)).toBe(
      '{"faction":"Necrons","name":"List","units":[{"id":"u1","points":90}]}',
    );
    const c = { ...a, units: [{ id: 'u1', points: 95 }] } as unknown as Roster;
    expect(canonicalRosterJson(c)).not.toBe(canonicalRosterJson(a));
  });
});
