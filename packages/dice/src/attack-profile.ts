import { z } from 'zod';
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
    .array(z.object({ keyword: z.string().trim().min(1).max(40), threshold: z.number().int().min(2).max(6) }))
    .max(5)
    .default([]),
  criticalHitOn: z.number().int().min(2).max(6).default(6),
  hitModifier: z.number().int().min(-3).max(3).default(0),
  woundModifier: z.number().int().min(-3).max(3).default(0),
  rerollHits: rerollSchema.default('none'),
  rerollWounds: rerollSchema.default('none'),
});
export type Weapon = z.output<typeof weaponSchema>;
export type WeaponInput = z.input<typeof weaponSchema>;

export const targetSchema = z.object({
  name: z.string().trim().min(1).max(120),
  models: z.number().int().min(1).max(100),
  wounds: z.number().int().min(1).max(50),
  toughness: z.number().int().min(1).max(30),
  /** 7 for no armour save. */
  save: z.number().int().min(2).max(7),
  invulnerable: z.number().int().min(2).max(6).nullable().default(null),
  feelNoPain: z.number().int().min(2).max(6).nullable().default(null),
  keywords: z.array(z.string().trim().min(1).max(40)).max(30).default([]),
  cover: z.boolean().default(false),
  /** "Subtract 1 from the Damage characteristic" abilities (never below 1). */
  damageReduction: z.number().int().min(0).max(3).default(0),
  halveDamage: z.boolean().default(false),
});
export type Target = z.output<typeof targetSchema>;
export type TargetInput = z.input<typeof targetSchema>;

export const attackContextSchema = z.object({
  halfRange: z.boolean().default(false),
  charged: z.boolean().default(false),
  stationary: z.boolean().default(false),
});
export type AttackContext = z.output<typeof attackContextSchema>;
