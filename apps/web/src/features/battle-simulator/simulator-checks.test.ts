import { describe, expect, it } from 'vitest';
import { checkSimulatorState, completeWeapon, decodeSimulatorState } from './simulator-checks';
import { defaultSimulatorState, defaultWeapon, encodeSimulatorState } from './simulator-state';

describe('the written-out starting state', () => {
  it('is exactly what the schemas make of it: complete, valid and with every default', () => {
    const state = defaultSimulatorState();
    const checked = checkSimulatorState(state);
    expect(checked.success).toBe(true);
    expect(checked.data).toEqual(state);
  });
  it('starts a new weapon row as the schema would complete the bare bolt rifle', () => {
    expect(
      completeWeapon({
        name: 'Bolt rifle',
        models: 5,
        attacks: '2',
        skill: 3,
        strength: 4,
        ap: -1,
        damage: '1',
      }),
    ).toEqual(defaultWeapon());
  });
  it('hands out fresh copies, so editing one state never changes the next', () => {
    const first = defaultSimulatorState();
    first.target.keywords.push('Battleline');
    first.weapons[0]?.anti.push({ keyword: 'Infantry', threshold: 4 });
    expect(defaultSimulatorState().target.keywords).toEqual(['Infantry']);
    expect(defaultSimulatorState().weapons[0]?.anti).toEqual([]);
  });
});

describe('checking what the player typed', () => {
  it('says in English what is wrong, and where', () => {
    const state = defaultSimulatorState();
    state.weapons[0] = { ...defaultWeapon(), strength: 31, attacks: 'D7+' };
    const checked = checkSimulatorState(state);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['weapons.0.attacks', 'Use a number or dice such as D3, D6+1 or 2D6.'],
      ['weapons.0.strength', 'Too big: expected number to be <=30'],
    ]);
  });
  it('refuses dice values far beyond any datasheet, naming the field, and keeps those a datasheet has', () => {
    const state = defaultSimulatorState();
    state.weapons[0] = { ...defaultWeapon(), attacks: 'D6+1000', damage: '20D6', melta: '101' };
    expect(
      checkSimulatorState(state).error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([
      ['weapons.0.attacks', 'Too big: at most 100 (no datasheet comes near)'],
      ['weapons.0.damage', 'Too big: at most 100 (no datasheet comes near)'],
      ['weapons.0.melta', 'Too big: at most 100 (no datasheet comes near)'],
    ]);
    // The most a datasheet has (32 attacks, D6+8 damage), and 100 itself, are taken.
    state.weapons[0] = { ...defaultWeapon(), attacks: '32', damage: 'D6+8', sustainedHits: '10D6+40' };
    expect(checkSimulatorState(state).success).toBe(true);
  });
  it('refuses an edition the engine does not know', () => {
    expect(
      checkSimulatorState({ ...defaultSimulatorState(), edition: '9th' }).error?.issues[0]?.message,
    ).toBe('Unknown edition');
  });
});

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
