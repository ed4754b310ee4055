import { describe, expect, it } from 'vitest';
import { decodeSimulatorState, defaultSimulatorState, encodeSimulatorState } from './simulator-state';

describe('simulator state in the URL', () => {
  it('round-trips, including names with non-Latin characters', () => {
    const state = defaultSimulatorState();
    state.target.name = 'Khârn’s victims';
    state.weapons[0] = { ...state.weapons[0], sustainedHits: 'D3' } as (typeof state.weapons)[number];
    const encoded = encodeSimulatorState(state);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSimulatorState(encoded)).toEqual(state);
  });
  it('ignores a damaged or invalid link', () => {
    expect(decodeSimulatorState('not base64 at all!')).toBeNull();
    expect(
      decodeSimulatorState(encodeSimulatorState({ ...defaultSimulatorState(), weapons: [] })),
    ).toBeNull();
    expect(decodeSimulatorState(null)).toBeNull();
  });
});
