import { weaponSchema } from '@muster/dice';
import { describe, expect, it } from 'vitest';
import { simulate } from './simulate';
import { defaultSimulatorState, type SimulatorState } from './simulator-state';

const weapon = (line: Record<string, unknown>) => weaponSchema.parse({ models: 1, ...line });

describe('the simulation of the weapons on the page', () => {
  it('fires one profile of a weapon with several, the best against the target, never both', () => {
    const state: SimulatorState = {
      ...defaultSimulatorState(),
      // Marine-like target: T4, 3+ save, 2 wounds, five models.
      target: { ...defaultSimulatorState().target, toughness: 4, save: 3, wounds: 2, models: 5 },
      weapons: [
        weapon({ name: 'Test gun – Light', attacks: '1', skill: 3, strength: 4, ap: 0, damage: '1' }),
        weapon({ name: 'Test gun – Heavy', attacks: '1', skill: 3, strength: 8, ap: -3, damage: '2' }),
      ],
    };
    const { result, chosen } = simulate(state);
    expect(chosen).toEqual([{ weapon: 'Test gun', profile: 'Test gun – Heavy' }]);
    // By hand, Heavy alone: hit on 3+ (2/3) × wound S8 v T4 on 2+ (5/6) × 3+ save at AP-3 is 6+,
    // failed 5/6 × 2 damage = 100/108. Firing both would add Light's 2/3 × 1/2 × 1/3 = 1/9.
    expect(result.meanDamage).toBeCloseTo(100 / 108, 10);
  });

  it('fires weapons of different names together', () => {
    const state: SimulatorState = {
      ...defaultSimulatorState(),
      weapons: [
        weapon({ name: 'Gun A', attacks: '1', skill: 2, strength: 8, ap: -3, damage: '1' }),
        weapon({ name: 'Gun B', attacks: '1', skill: 2, strength: 8, ap: -3, damage: '1' }),
      ],
    };
    expect(simulate(state).chosen).toEqual([]);
  });
});
