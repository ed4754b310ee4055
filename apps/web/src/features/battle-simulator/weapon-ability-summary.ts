import { coreRules, type RerollPolicy, type Weapon } from '@muster/dice';

const flags: [keyof Weapon, string][] = [
  ['lethalHits', 'Lethal Hits'],
  ['devastatingWounds', 'Devastating Wounds'],
  ['twinLinked', 'Twin-linked'],
  ['blast', 'Blast'],
  ['heavy', 'Heavy'],
  ['lance', 'Lance'],
  ['precision', 'Precision'],
  ['hazardous', 'Hazardous'],
  ['ignoresCover', 'Ignores Cover'],
];

const rerollWords: Record<Exclude<RerollPolicy, 'none'>, string> = {
  ones: '1s',
  failed: 'failures',
  'non-critical': 'non-criticals',
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * What is set behind a weapon's "Abilities and modifiers" disclosure, as a datasheet would print
 * it ("Lethal Hits, Sustained Hits 1, Anti-Infantry 4+"), so a closed disclosure still shows what
 * a loaded unit brought with it. Empty when nothing is set.
 */
export function weaponAbilitySummary(weapon: Weapon): string[] {
  const parts = flags.filter(([key]) => weapon[key] === true).map(([, label]) => label);
  if (weapon.sustainedHits) parts.push(`Sustained Hits ${weapon.sustainedHits}`);
  if (weapon.rapidFire) parts.push(`Rapid Fire ${weapon.rapidFire}`);
  if (weapon.melta) parts.push(`Melta ${weapon.melta}`);
  for (const anti of weapon.anti) parts.push(`Anti-${anti.keyword} ${anti.threshold}+`);
  if (weapon.criticalHitOn !== coreRules.criticalRoll)
    parts.push(`critical hits on ${weapon.criticalHitOn}+`);
  if (weapon.hitModifier !== 0) parts.push(`${signed(weapon.hitModifier)} to hit`);
  if (weapon.woundModifier !== 0) parts.push(`${signed(weapon.woundModifier)} to wound`);
  if (weapon.rerollHits !== 'none') parts.push(`re-roll hits: ${rerollWords[weapon.rerollHits]}`);
  if (weapon.rerollWounds !== 'none') parts.push(`re-roll wounds: ${rerollWords[weapon.rerollWounds]}`);
  return parts;
}
