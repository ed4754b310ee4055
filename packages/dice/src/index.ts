export {
  type AttackContext,
  attackContextSchema,
  type Character,
  characterSchema,
  type KeywordCondition,
  keywordConditionSchema,
  type RerollPolicy,
  type Target,
  type TargetInput,
  targetSchema,
  type Weapon,
  type WeaponInput,
  weaponSchema,
} from './attack-profile';
export { type ConditionalAbility, conditionalAbilities, rerollPolicies } from './attack-profile-options';
export {
  type AttackSequenceResult,
  type CountMethod,
  conditionMet,
  type DieOutcome,
  damagePerInstance,
  failedSaveChance,
  type HazardousResult,
  hasKeyword,
  modelWeapon,
  resolveCheckedAttackSequence,
  rollOutcome,
  type WeaponStages,
  weaponAgainst,
} from './attack-sequence';
export {
  type AttackSequenceCost,
  COUNT_OP_WEIGHT,
  costOperations,
  estimateAttackSequenceCost,
} from './attack-sequence-cost';
export { type CoreRules, chanceOfAtLeast, coreRules } from './core-rules';
export {
  type DiceExpression,
  DiceExpressionError,
  diceDistribution,
  formatDiceExpression,
  parseDiceExpression,
} from './dice-expression';
export { type Distribution, mean, NORMAL_REACH } from './distribution';
export {
  type DamageModifierStep,
  defaultEdition,
  type EditionRules,
  editionRules,
  woundRollNeeded,
} from './edition-rules';
export { type FiringSituation, firingGroups, weaponsForRound } from './firing-groups';
export {
  DatasheetError,
  type DatasheetWeapon,
  targetFromDatasheet,
  unmodelledKeywords,
  weaponFromDatasheet,
} from './from-datasheet';
export { resolveAttackSequence } from './resolve-attack-sequence';
