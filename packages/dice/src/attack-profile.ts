import { z } from 'zod';
import { coreRules } from './core-rules';
import { parseDiceExpression } from './dice-expression';

/** A characteristic that may be rolled ("2", "D3", "D6+1"); checked when parsed. */
const diceText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine(
    (value) => {
      try {
        parseDiceExpression(value);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Use a number or dice such as D3, D6+1 or 2D6.' },
  );

export const rerollPolicies = ['none', 'ones', 'failed', 'non-critical'] as const;
export const rerollSchema = z.enum(rerollPolicies);
export type RerollPolicy = z.infer<typeof rerollSchema>;

const keyword = z.string().trim().min(1).max(120);

/**
 * Weapon abilities a datasheet can make conditional on the target's keywords: "Lethal Hits (not
 * against Monster or Vehicle)", "Devastating Wounds (only against Vehicle)". Keys are the weapon
 * fields they switch off when the condition is not met.
 */
export const conditionalAbilities = [
  'sustainedHits',
  'lethalHits',
  'devastatingWounds',
  'twinLinked',
  'blast',
  'heavy',
  'lance',
  'ignoresCover',
  'rapidFire',
  'melta',
  'anti',
  'precision',
] as const;
export type ConditionalAbility = (typeof conditionalAbilities)[number];

/** The ability applies only against targets with one of `onlyAgainst` and none of `notAgainst`. */
export const keywordConditionSchema = z.object({
  onlyAgainst: z.array(keyword).max(10).default([]),
  notAgainst: z.array(keyword).max(10).default([]),
});
export type KeywordCondition = z.output<typeof keywordConditionSchema>;

export const weaponSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** Models firing this weapon. */
  models: z.number().int().min(1).max(100).default(1),
  attacks: diceText,
  /** BS or WS (3 for 3+); null for Torrent weapons, which hit automatically. */
  skill: z.number().int().min(2).max(6).nullable(),
  strength: z.number().int().min(1).max(30),
  /** 0, -1, -2 … */
  ap: z.number().int().min(-6).max(0),
  damage: diceText,
  sustainedHits: diceText.nullable().default(null),
  lethalHits: z.boolean().default(false),
  devastatingWounds: z.boolean().default(false),
  twinLinked: z.boolean().default(false),
  blast: z.boolean().default(false),
  heavy: z.boolean().default(false),
  lance: z.boolean().default(false),
  ignoresCover: z.boolean().default(false),
  rapidFire: diceText.nullable().default(null),
  melta: diceText.nullable().default(null),
  anti: z
    .array(
      z.object({ keyword: z.string().trim().min(1).max(120), threshold: z.number().int().min(2).max(6) }),
    )
    .max(5)
    .default([]),
  criticalHitOn: z.number().int().min(2).max(6).default(coreRules.criticalRoll),
  hitModifier: z.number().int().min(-3).max(3).default(0),
  woundModifier: z.number().int().min(-3).max(3).default(0),
  rerollHits: rerollSchema.default('none'),
  rerollWounds: rerollSchema.default('none'),
  /** Ranged or melee: the Benefit of Cover applies to ranged attacks only. */
  kind: z.enum(['ranged', 'melee']).default('ranged'),
  /** "Blast X": X extra attacks per five models in the target (1 for plain Blast). */
  blastValue: z.number().int().min(1).max(6).default(coreRules.plainBlastAttacks),
  /** May allocate to the target's Character model first (see the target's `character`). */
  precision: z.boolean().default(false),
  /** May fire at a target that is not visible (the context's `indirect`). */
  indirectFire: z.boolean().default(false),
  /** Fires once per battle: a multi-round simulation uses it in the first round only. */
  oneShot: z.boolean().default(false),
  /** After firing, the attacking unit takes one Hazardous test per model firing it. */
  hazardous: z.boolean().default(false),
  /** Melee: used in addition to the model's other melee weapon, never instead of it. */
  extraAttacks: z.boolean().default(false),
  /** Pistol (11th: Close-Quarters): fired instead of the model's other ranged weapons. */
  pistol: z.boolean().default(false),
  /**
   * Which models carry the weapon, for `firingGroups`: weapons with the same bearer are
   * alternatives for the same models. Empty: every model of the unit.
   */
  bearer: z.string().trim().max(60).default(''),
  /**
   * The profile may only target units with one of these keywords (11th-edition Hunter profiles:
   * "Melta Rifle – Hunter" only against Monster or Vehicle); against others it makes no attacks.
   */
  onlyAgainst: z.array(keyword).max(10).default([]),
  /** Abilities that apply only against some target keywords. */
  conditions: z.partialRecord(z.enum(conditionalAbilities), keywordConditionSchema).default({}),
});
export type Weapon = z.output<typeof weaponSchema>;
export type WeaponInput = z.input<typeof weaponSchema>;

export const characterSchema = z.object({
  name: z.string().trim().min(1).max(120).default('Character'),
  wounds: z.number().int().min(1).max(200),
  /** 7 for no armour save. */
  save: z.number().int().min(2).max(7),
  invulnerable: z.number().int().min(2).max(6).nullable().default(null),
  feelNoPain: z.number().int().min(2).max(6).nullable().default(null),
  damageReduction: z.number().int().min(0).max(3).default(0),
  halveDamage: z.boolean().default(false),
});
export type Character = z.output<typeof characterSchema>;

export const targetSchema = z.object({
  name: z.string().trim().min(1).max(120),
  models: z.number().int().min(1).max(100),
  wounds: z.number().int().min(1).max(200),
  toughness: z.number().int().min(1).max(30),
  /** 7 for no armour save. */
  save: z.number().int().min(2).max(7),
  invulnerable: z.number().int().min(2).max(6).nullable().default(null),
  feelNoPain: z.number().int().min(2).max(6).nullable().default(null),
  keywords: z.array(keyword).max(30).default([]),
  cover: z.boolean().default(false),
  /** "Subtract 1 from the Damage characteristic" abilities (never below 1). */
  damageReduction: z.number().int().min(0).max(3).default(0),
  halveDamage: z.boolean().default(false),
  /**
   * An attached Character model with its own profile, on top of `models` bodyguard models. Attacks
   * are allocated to the bodyguards first and to the Character once they are all destroyed, unless
   * a Precision weapon allocates to the Character first. The wound roll uses `toughness` (the
   * bodyguards'); `keywords` are the whole unit's.
   */
  character: characterSchema.nullable().default(null),
});
export type Target = z.output<typeof targetSchema>;
export type TargetInput = z.input<typeof targetSchema>;

export const attackContextSchema = z.object({
  halfRange: z.boolean().default(false),
  charged: z.boolean().default(false),
  stationary: z.boolean().default(false),
  /**
   * No model of the target is visible: only Indirect Fire weapons can attack it (other ranged
   * weapons make no attacks), with the edition's Indirect Fire penalties.
   */
  indirect: z.boolean().default(false),
  /** 11th edition: the attacker remained stationary and a friendly unit can see the target. */
  spotted: z.boolean().default(false),
  /** The attacking unit's keywords (Hazardous: Monsters and Vehicles suffer more). */
  attackerKeywords: z.array(keyword).max(30).default([]),
});
export type AttackContext = z.output<typeof attackContextSchema>;
