import {
  costOperations,
  estimateAttackSequenceCost,
  resolveCheckedAttackSequence,
  weaponSchema,
} from '@muster/dice';
import { describe, expect, it } from 'vitest';
import { chooseMethod, simulate, simulationCost, WORK_BUDGET } from './simulate';
import { TOO_BIG_MESSAGE } from './simulation-messages';
import { defaultSimulatorState, defaultWeapon, type SimulatorState } from './simulator-state';

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
    const simulation = simulate(state);
    if (simulation.method === 'too-big') throw new Error('simulated as too big');
    const { result, chosen } = simulation;
    expect(simulation.method).toBe('exact');
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
    expect(simulate(state)).toMatchObject({ method: 'exact', chosen: [] });
  });
});

/** The default page with its bolt rifles changed: the typo of issue 32 is 100 models × 10D6. */
const withRifles = (change: Record<string, unknown>, target: Partial<SimulatorState['target']> = {}) => {
  const state = defaultSimulatorState();
  return {
    ...state,
    target: { ...state.target, ...target },
    weapons: [{ ...defaultWeapon(), ...change }],
  } as SimulatorState;
};

describe('how a simulation is worked out, chosen from its cost before it starts', () => {
  it('works out the page as it opens exactly, with the same odds as the exact engine', () => {
    const state = defaultSimulatorState();
    expect(chooseMethod(state)).toBe('exact');
    expect(simulate(state)).toEqual({
      method: 'exact',
      chosen: [],
      result: resolveCheckedAttackSequence(state.weapons, state.target, state.context, state.edition),
    });
  });

  it('keeps ten of the biggest datasheet volleys together exact', () => {
    // Ten rows of 20 models (the most in a unit is 24) with 4D6 attacks (the most a datasheet
    // rolls) and Sustained Hits D3, at 20 two-wound models.
    const state = withRifles({ models: 20, attacks: '4D6', sustainedHits: 'D3' }, { models: 20 });
    state.weapons = Array.from(
      { length: 10 },
      (_, i) => ({ ...state.weapons[0], name: `Gun ${i}` }) as never,
    );
    expect(simulationCost(state, 'exact')).toBeLessThan(WORK_BUDGET);
    expect(chooseMethod(state)).toBe('exact');
  });

  it('approximates 100 models × 10D6, with the exact number of attacks and the unit wiped', () => {
    const state = withRifles({ models: 100, attacks: '10D6' });
    expect(simulationCost(state, 'exact')).toBeGreaterThan(WORK_BUDGET);
    expect(simulationCost(state, 'approximate')).toBeLessThan(WORK_BUDGET / 100);
    expect(chooseMethod(state)).toBe('approximate');
    const simulation = simulate(state);
    if (simulation.method === 'too-big') throw new Error('simulated as too big');
    expect(simulation.method).toBe('approximate');
    expect(simulation.result.stages[0]?.attacks).toBeCloseTo(100 * 35, 9);
    // 3,500 attacks against five two-wound Intercessors: all ten wounds, every time.
    expect(simulation.result.meanDamage).toBeCloseTo(10, 6);
    expect(simulation.result.killProbability).toBeCloseTo(1, 6);
  });

  it('says the attack is too big, without working on it, when even the approximation would take long', () => {
    // 100 models of 200 wounds with a 200-wound Character: four million states after every wound.
    const target = { models: 100, wounds: 200, character: { ...characterOf(200) } };
    const state = withRifles({ models: 100, attacks: '10D6' }, target);
    expect(simulationCost(state, 'approximate')).toBeGreaterThan(WORK_BUDGET);
    expect(chooseMethod(state)).toBe('too-big');
    expect(simulate(state)).toEqual({ method: 'too-big', message: TOO_BIG_MESSAGE });
  });

  it('counts each profile of a weapon with several, and then the costliest fired with the rest', () => {
    const state = withRifles({});
    const light = weapon({
      name: 'Gun – Light',
      models: 10,
      attacks: 'D6',
      skill: 3,
      strength: 4,
      ap: 0,
      damage: '1',
    });
    const heavy = weapon({
      name: 'Gun – Heavy',
      models: 10,
      attacks: '2D6',
      skill: 3,
      strength: 8,
      ap: -3,
      damage: '2',
    });
    const rifle = state.weapons[0] as SimulatorState['weapons'][number];
    state.weapons = [light, heavy, rifle];
    const cost = (weapons: SimulatorState['weapons']) =>
      costOperations(
        estimateAttackSequenceCost(weapons, state.target, state.context, state.edition, 'exact'),
      );
    expect(simulationCost(state, 'exact')).toBe(cost([light]) + cost([heavy]) + cost([heavy, rifle]));
  });
});

const characterOf = (wounds: number) => ({
  name: 'Character',
  wounds,
  save: 2,
  invulnerable: null,
  feelNoPain: null,
  damageReduction: 0,
  halveDamage: false,
  toughness: null,
});
