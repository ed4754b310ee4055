import {
  type AttackContext,
  attackContextSchema,
  type TargetInput,
  targetSchema,
  type WeaponInput,
  weaponSchema,
} from './attack-profile';
import { type AttackSequenceResult, resolveCheckedAttackSequence } from './attack-sequence';
import { defaultEdition } from './edition-rules';

/**
 * The exact outcome of several weapons fired in order at one unit, from raw profiles: each is
 * checked and completed with its defaults by its schema, then resolved (`resolveCheckedAttackSequence`).
 */
export function resolveAttackSequence(
  weaponInputs: WeaponInput[],
  targetInput: TargetInput,
  contextInput: Partial<AttackContext> = {},
  edition: string = defaultEdition,
): AttackSequenceResult {
  return resolveCheckedAttackSequence(
    weaponInputs.map((input) => weaponSchema.parse(input)),
    targetSchema.parse(targetInput),
    attackContextSchema.parse(contextInput),
    edition,
  );
}
