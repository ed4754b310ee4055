// What an attack sequence comes to, from the final distribution of the target unit's states: the
// same summary for every edition's way of getting there.

import type { UnitState } from './allocation-chain';
import type { AttackContext } from './attack-profile';
import { coreRules } from './core-rules';
import { binomial, type Distribution, mean } from './distribution';
import type { EditionRules } from './edition-rules';
import { hasKeyword, type WeaponPlan, type WeaponStages } from './weapon-plan';

export type HazardousResult = {
  /** Hazardous tests taken: one per model firing a Hazardous weapon. */
  tests: number;
  /** P(at least one test fails). */
  chanceOfFailure: number;
  /** P(exactly k tests fail). */
  failedTests: Distribution;
  /** Expected mortal wounds the attacking unit suffers from failed tests. */
  expectedMortalWoundsToAttacker: number;
};

export type AttackSequenceResult = {
  edition: string;
  /** P(the unit loses exactly k wounds), k = 0 … models × wounds (+ the Character's wounds). */
  damage: Distribution;
  /** P(exactly k models are destroyed), the Character counting as one. */
  modelsSlain: Distribution;
  meanDamage: number;
  meanModelsSlain: number;
  killProbability: number;
  /** P(the Character is destroyed); 0 when the target has none. */
  characterSlain: number;
  stages: WeaponStages[];
  hazardous: HazardousResult;
  /** Where the result is not exact, and why (empty almost always). */
  notes: string[];
};

/** Hazardous tests after the attacks (edition numbers: 10th 1 in 6 for 3, 11th 2 in 6 for 1). */
function hazardousOf(plans: WeaponPlan[], context: AttackContext, rules: EditionRules): HazardousResult {
  const tests = plans
    .filter((plan) => plan.firing.fires && plan.weapon.hazardous)
    .reduce((sum, plan) => sum + plan.weapon.models, 0);
  const fail = rules.hazardous.failsOnOrBelow / coreRules.dieFaces;
  const bigModels = ['Monster', 'Vehicle'].some((k) => hasKeyword(context.attackerKeywords, k));
  const perFailure = bigModels ? rules.hazardous.mortalWoundsMonsterOrVehicle : rules.hazardous.mortalWounds;
  return {
    tests,
    chanceOfFailure: 1 - (1 - fail) ** tests,
    failedTests: binomial(tests, fail),
    expectedMortalWoundsToAttacker: tests * fail * perFailure,
  };
}

/** The result from P(unit state) at the end of the volley. */
export function attackSequenceResult(input: {
  unit: UnitState;
  states: Float64Array;
  rules: EditionRules;
  stages: WeaponStages[];
  plans: WeaponPlan[];
  context: AttackContext;
  notes: string[];
}): AttackSequenceResult {
  const { unit, states, rules, stages, plans, context, notes } = input;
  const character = unit.character;
  const characterWounds = character?.wounds ?? 0;
  const maxLost = unit.bodyguardPool + characterWounds;
  const damage = new Array<number>(maxLost + 1).fill(0);
  const modelsSlain = new Array<number>(unit.bodyguards + (character ? 1 : 0) + 1).fill(0);
  let characterSlain = 0;
  states.forEach((q, index) => {
    if (q === 0) return;
    const b = unit.bodyguardLost(index);
    const c = unit.characterLost(index);
    const characterDead = character !== null && c === characterWounds;
    damage[b + c] = (damage[b + c] ?? 0) + q;
    const slain = Math.floor(b / unit.bodyguard.wounds) + (characterDead ? 1 : 0);
    modelsSlain[slain] = (modelsSlain[slain] ?? 0) + q;
    if (characterDead) characterSlain += q;
  });
  return {
    edition: rules.id,
    damage,
    modelsSlain,
    meanDamage: mean(damage),
    meanModelsSlain: mean(modelsSlain),
    killProbability: states[unit.dead] ?? 0,
    characterSlain,
    stages,
    hazardous: hazardousOf(plans, context, rules),
    notes: [...new Set(notes)],
  };
}
