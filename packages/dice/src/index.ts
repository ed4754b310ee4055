export {
  type AttackContext,
  attackContextSchema,
  type RerollPolicy,
  rerollPolicies,
  type Target,
  type TargetInput,
  targetSchema,
  type Weapon,
  type WeaponInput,
  weaponSchema,
} from './attack-profile';
export {
  type AttackSequenceResult,
  damagePerInstance,
  failedSaveChance,
  modelWeapon,
  resolveAttackSequence,
  rollOutcome,
  type WeaponStages,
} from './attack-sequence';
export {
  type DiceExpression,
  DiceExpressionError,
  diceDistribution,
  formatDiceExpression,
  parseDiceExpression,
} from './dice-expression';
export { type Distribution, mean } from './distribution';
export { defaultEdition, type EditionRules, editionRules, woundRollNeeded } from './edition-rules';
export {
  DatasheetError,
  type DatasheetWeapon,
  targetFromDatasheet,
  unmodelledKeywords,
  weaponFromDatasheet,
} from './from-datasheet';
