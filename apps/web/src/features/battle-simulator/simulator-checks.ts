import {
  attackContextSchema,
  editionRules,
  parseDiceExpression,
  type TargetInput,
  targetSchema,
  type WeaponInput,
  weaponSchema,
} from '@muster/dice';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { fromBase64Url, MAX_DICE_VALUE, MAX_WEAPONS } from './simulator-state';

/*
 * The simulator's checks, with the dice engine's schemas and zod: loaded by the page after its
 * first render (use-simulator-checks.ts), so the form shows before they arrive.
 */

// zod/mini carries no messages of its own: the simulator shows the English ones ("Too big:
// expected number to be <=30"), as full zod does on every other page.
z.config(en());

/** The most a dice characteristic can come to ("2D6+3": 15); 0 for none or one already refused. */
function largestValue(text: string | null): number {
  if (text === null) return 0;
  try {
    const { dice, sides, plus } = parseDiceExpression(text);
    return dice * sides + plus;
  } catch {
    return 0;
  }
}

const diceCharacteristics = ['attacks', 'damage', 'sustainedHits', 'rapidFire', 'melta'] as const;

/**
 * A weapon as the engine's schema takes it, with no dice characteristic above MAX_DICE_VALUE: a
 * typo such as "D6+1000" (a thousand attacks a model) would otherwise have the page build
 * distributions of a hundred thousand values.
 */
const simulatorWeaponSchema = weaponSchema.check(
  ...diceCharacteristics.map((field) =>
    z.refine<z.output<typeof weaponSchema>>((weapon) => largestValue(weapon[field]) <= MAX_DICE_VALUE, {
      message: `Too big: at most ${MAX_DICE_VALUE} (no datasheet comes near)`,
      path: [field],
    }),
  ),
);

/** Everything on the page, as kept in the URL so a simulation can be shared. */
export const simulatorStateSchema = z.object({
  edition: z.string().check(z.refine((id) => id in editionRules, 'Unknown edition')),
  context: attackContextSchema,
  target: targetSchema,
  weapons: z.array(simulatorWeaponSchema).check(z.minLength(1), z.maxLength(MAX_WEAPONS)),
});
export type SimulatorState = z.output<typeof simulatorStateSchema>;

/** The state in a shared link, or null when the link is damaged or from an incompatible version. */
export function decodeSimulatorState(encoded: string | null): SimulatorState | null {
  if (!encoded) return null;
  try {
    const parsed = simulatorStateSchema.safeParse(JSON.parse(fromBase64Url(encoded)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const checkSimulatorState = (state: SimulatorState) => simulatorStateSchema.safeParse(state);
export const completeWeapon = (input: WeaponInput) => weaponSchema.parse(input);
export const completeTarget = (input: TargetInput) => targetSchema.parse(input);
