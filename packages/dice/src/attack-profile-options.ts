/*
 * The attack profile's fixed option lists, apart from its schemas (attack-profile.ts): a screen
 * that only lists them (the simulator's re-roll menu) starts without zod.
 */

export const rerollPolicies = ['none', 'ones', 'failed', 'non-critical'] as const;

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
