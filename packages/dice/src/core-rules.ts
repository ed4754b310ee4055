/**
 * The core-rule numbers the engine applies in every edition it models (10th and 11th alike); the
 * numbers that differ between editions are in edition-rules.ts. The engine reads them from here and
 * the Rules & Updates page lists them from here, so a player sees the numbers their figures come
 * from, not a copy of them.
 *
 * Source: the 10th-edition core rules (hit roll, wound roll, saving throw, Feel No Pain, weapon
 * abilities), unchanged in these respects by the 11th-edition notes cited in edition-rules.ts.
 */
export const coreRules = {
  /** Every roll is made with six-sided dice. */
  dieFaces: 6,
  /** An unmodified hit roll, wound roll or saving throw of this always fails. */
  unmodifiedRollAlwaysFails: 1,
  /**
   * An unmodified hit or wound roll of this is a Critical Hit / Critical Wound and always succeeds
   * (a weapon may score them on less: "critical hits on 5+", Anti-X Y+).
   */
  criticalRoll: 6,
  /** A save characteristic of this (7+) is no save at all. */
  noSave: 7,
  /** Every re-roll lets a die be rolled again this many times, never more. */
  rerollsPerDie: 1,
  /** Heavy: added to the hit roll when the attacking unit remained stationary. */
  heavyHitBonus: 1,
  /** Lance: added to the wound roll when the bearer made a charge move this turn. */
  lanceWoundBonus: 1,
  /** The Benefit of Cover is worth this: +1 to the armour save (10th) or 1 worse BS (11th). */
  coverStep: 1,
  /** Plain Blast (no value): extra attacks per group of models in the target (Blast X gives X). */
  plainBlastAttacks: 1,
  /** A modified Damage characteristic is never below this. */
  minimumDamage: 1,
} as const;

export type CoreRules = typeof coreRules;

/** P(one D6 rolls `need` or more), with an unmodified 1 always failing. */
export function chanceOfAtLeast(need: number): number {
  const lowest = Math.max(need, coreRules.unmodifiedRollAlwaysFails + 1);
  return Math.max(0, coreRules.dieFaces + 1 - lowest) / coreRules.dieFaces;
}
