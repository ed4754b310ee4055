import * as z from 'zod/mini';
import { conditionalAbilities, rerollPolicies } from './attack-profile-options';
import { coreRules } from './core-rules';
import { parseDiceExpression } from './dice-expression';

/** A characteristic that may be rolled ("2", "D3", "D6+1"); checked when parsed. */
const diceText = z
  .pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value).trim()),
  )
  .check(
    z.refine(
      (value) => {
        try {
          parseDiceExpression(value);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'Use a number or dice such as D3, D6+1 or 2D6.' },
    ),
  );

/** A whole number from `min` to `max`. */
const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
/** Text, trimmed, of `min` to `max` characters. */
const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
/** A switch, off unless given. */
const flag = () => z._default(z.boolean(), false);
/** At most `max` items; none unless given. */
const list = <Item extends z.ZodMiniType>(item: Item, max: number) =>
  z._default(z.array(item).check(z.maxLength(max)), []);

const rerollSchema = z.enum(rerollPolicies);
export type RerollPolicy = z.infer<typeof rerollSchema>;

const keyword = text(1, 120);

/** The ability applies only against targets with one of `onlyAgainst` and none of `notAgainst`. */
export const keywordConditionSchema = z.object({
  onlyAgainst: list(keyword, 10),
  notAgainst: list(keyword, 10),
});
export type KeywordCondition = z.output<typeof keywordConditionSchema>;

export const weaponSchema = z.object({
  name: text(1, 120),
  /** Models firing this weapon. */
  models: z._default(whole(1, 100), 1),
  attacks: diceText,
  /** BS or WS (3 for 3+); null for Torrent weapons, which hit automatically. */
  skill: z.nullable(whole(2, 6)),
  strength: whole(1, 30),
  /** 0, -1, -2 … */
  ap: whole(-6, 0),
  damage: diceText,
  sustainedHits: z._default(z.nullable(diceText), null),
  lethalHits: flag(),
  devastatingWounds: flag(),
  twinLinked: flag(),
  blast: flag(),
  heavy: flag(),
  lance: flag(),
  ignoresCover: flag(),
  rapidFire: z._default(z.nullable(diceText), null),
  melta: z._default(z.nullable(diceText), null),
  anti: list(z.object({ keyword: text(1, 120), threshold: whole(2, 6) }), 5),
  criticalHitOn: z._default(whole(2, 6), coreRules.criticalRoll),
  hitModifier: z._default(whole(-3, 3), 0),
  woundModifier: z._default(whole(-3, 3), 0),
  rerollHits: z._default(rerollSchema, 'none'),
  rerollWounds: z._default(rerollSchema, 'none'),
  /** Ranged or melee: the Benefit of Cover applies to ranged attacks only. */
  kind: z._default(z.enum(['ranged', 'melee']), 'ranged'),
  /** "Blast X": X extra attacks per five models in the target (1 for plain Blast). */
  blastValue: z._default(whole(1, 6), coreRules.plainBlastAttacks),
  /** May allocate to the target's Character model first (see the target's `character`). */
  precision: flag(),
  /** May fire at a target that is not visible (the context's `indirect`). */
  indirectFire: flag(),
  /** Fires once per battle: a multi-round simulation uses it in the first round only. */
  oneShot: flag(),
  /** After firing, the attacking unit takes one Hazardous test per model firing it. */
  hazardous: flag(),
  /** Melee: used in addition to the model's other melee weapon, never instead of it. */
  extraAttacks: flag(),
  /** Pistol (11th: Close-Quarters): fired instead of the model's other ranged weapons. */
  pistol: flag(),
  /** [PSYCHIC] (11th): may ignore penalties to its BS/WS (cover included) and to the hit roll. */
  psychic: flag(),
  /** "Cleave X" (11th): melee, X extra attacks per five models in the target; null for none. */
  cleave: z._default(z.nullable(whole(1, 6)), null),
  /**
   * Which models carry the weapon, for `firingGroups`: weapons with the same bearer are
   * alternatives for the same models. Empty: every model of the unit.
   */
  bearer: z._default(text(0, 60), ''),
  /**
   * The profile may only target units with one of these keywords (11th-edition Hunter profiles:
   * "Melta Rifle – Hunter" only against Monster or Vehicle); against others it makes no attacks.
   */
  onlyAgainst: list(keyword, 10),
  /** Abilities that apply only against some target keywords. */
  conditions: z._default(z.partialRecord(z.enum(conditionalAbilities), keywordConditionSchema), {}),
});
export type Weapon = z.output<typeof weaponSchema>;
export type WeaponInput = z.input<typeof weaponSchema>;

export const characterSchema = z.object({
  name: z._default(text(1, 120), 'Character'),
  wounds: whole(1, 200),
  /** 7 for no armour save. */
  save: whole(2, 7),
  invulnerable: z._default(z.nullable(whole(2, 6)), null),
  feelNoPain: z._default(z.nullable(whole(2, 6)), null),
  damageReduction: z._default(whole(0, 3), 0),
  halveDamage: flag(),
  /**
   * The Character's own Toughness, used (11th) once every bodyguard model is destroyed; null when
   * it is the bodyguards'.
   */
  toughness: z._default(z.nullable(whole(1, 30)), null),
});
export type Character = z.output<typeof characterSchema>;

export const targetSchema = z.object({
  name: text(1, 120),
  models: whole(1, 100),
  wounds: whole(1, 200),
  toughness: whole(1, 30),
  /** 7 for no armour save. */
  save: whole(2, 7),
  invulnerable: z._default(z.nullable(whole(2, 6)), null),
  feelNoPain: z._default(z.nullable(whole(2, 6)), null),
  keywords: list(keyword, 30),
  cover: flag(),
  /** "Subtract 1 from the Damage characteristic" abilities (never below 1). */
  damageReduction: z._default(whole(0, 3), 0),
  halveDamage: flag(),
  /**
   * An attached Character model with its own profile, on top of `models` bodyguard models. Attacks
   * are allocated to the bodyguards first and to the Character once they are all destroyed, unless
   * a Precision weapon allocates to the Character first. The wound roll uses `toughness` (the
   * bodyguards'); `keywords` are the whole unit's.
   */
  character: z._default(z.nullable(characterSchema), null),
});
export type Target = z.output<typeof targetSchema>;
export type TargetInput = z.input<typeof targetSchema>;

export const attackContextSchema = z.object({
  halfRange: flag(),
  charged: flag(),
  stationary: flag(),
  /**
   * No model of the target is visible: only Indirect Fire weapons can attack it (other ranged
   * weapons make no attacks), with the edition's Indirect Fire penalties.
   */
  indirect: flag(),
  /** 11th edition: the attacker remained stationary and a friendly unit can see the target. */
  spotted: flag(),
  /** The attacking unit's keywords (Hazardous: Monsters and Vehicles suffer more). */
  attackerKeywords: list(keyword, 30),
});
export type AttackContext = z.output<typeof attackContextSchema>;
