import { type WeaponInput, weaponSchema } from './attack-profile';
import { hasKeyword } from './attack-sequence';

export type FiringSituation = {
  phase: 'shooting' | 'fight';
  /** The attacking unit is within Engagement Range of an enemy unit. */
  engaged?: boolean;
  /** The attacking unit's keywords; MONSTER and VEHICLE models shoot differently. */
  attackerKeywords?: string[];
};

/**
 * The sets of a unit's weapons that may be used together in one shooting or fight activation, so
 * that a caller can resolve each set and keep the best legal one. The rules, the same in 10th and
 * 11th edition (where Pistol is renamed Close-Quarters):
 *
 * - Shooting, not engaged: a model with a Pistol fires either its Pistols or all of its other
 *   ranged weapons — unless the unit is a MONSTER or VEHICLE, which fires everything.
 * - Shooting, engaged: only Pistols fire (at the unit they are engaged with); a MONSTER or VEHICLE
 *   fires all of its ranged weapons, its non-Pistols at -1 to hit (the returned copies carry the
 *   -1). Blast weapons never fire at a unit in engagement range, so they are left out.
 * - Fight: a model fights with one of its melee weapons plus every Extra Attacks weapon it has,
 *   never with an Extra Attacks weapon instead of the other one.
 *
 * Weapons are grouped by `bearer` (the models that carry them; empty means the whole unit): each
 * bearer chooses independently, so the result is every combination of the bearers' choices. The
 * weapons in the result are the inputs themselves (or copies with the engaged -1 to hit), ready for
 * `resolveAttackSequence`. One Shot weapons are included; see `weaponsForRound`.
 */
export function firingGroups(weapons: WeaponInput[], situation: FiringSituation): WeaponInput[][] {
  const keywords = situation.attackerKeywords ?? [];
  const big = hasKeyword(keywords, 'Monster') || hasKeyword(keywords, 'Vehicle');
  const bearers = new Map<string, { input: WeaponInput; weapon: ReturnType<typeof weaponSchema.parse> }[]>();
  for (const input of weapons) {
    const weapon = weaponSchema.parse(input);
    bearers.set(weapon.bearer, [...(bearers.get(weapon.bearer) ?? []), { input, weapon }]);
  }
  const choices: WeaponInput[][][] = [];
  for (const carried of bearers.values()) {
    const options: WeaponInput[][] = [];
    if (situation.phase === 'fight') {
      const melee = carried.filter((w) => w.weapon.kind === 'melee');
      const extra = melee.filter((w) => w.weapon.extraAttacks).map((w) => w.input);
      const main = melee.filter((w) => !w.weapon.extraAttacks).map((w) => w.input);
      if (main.length > 0) for (const weapon of main) options.push([weapon, ...extra]);
      else if (extra.length > 0) options.push(extra);
    } else {
      const ranged = carried.filter((w) => w.weapon.kind === 'ranged');
      const pistols = ranged.filter((w) => w.weapon.pistol);
      const others = ranged.filter((w) => !w.weapon.pistol);
      if (situation.engaged) {
        const usable = (list: typeof ranged) => list.filter((w) => !w.weapon.blast);
        if (big) {
          const all = [
            ...usable(pistols).map((w) => w.input),
            ...usable(others).map((w) => ({
              ...w.input,
              hitModifier: Math.max(-3, w.weapon.hitModifier - 1),
            })),
          ];
          if (all.length > 0) options.push(all);
        } else if (usable(pistols).length > 0) options.push(usable(pistols).map((w) => w.input));
      } else if (big || pistols.length === 0 || others.length === 0) {
        if (ranged.length > 0) options.push(ranged.map((w) => w.input));
      } else {
        options.push(
          others.map((w) => w.input),
          pistols.map((w) => w.input),
        );
      }
    }
    if (options.length > 0) choices.push(options);
  }
  if (choices.length === 0) return [];
  return choices.reduce<WeaponInput[][]>(
    (sets, options) => sets.flatMap((set) => options.map((option) => [...set, ...option])),
    [[]],
  );
}

/**
 * The weapons a unit can still fire in a battle round: One Shot weapons fire once per battle, so a
 * round-by-round simulation fires them in the first round only (`round` counts from 1). The
 * single-volley engine itself ignores One Shot.
 */
export function weaponsForRound(weapons: WeaponInput[], round: number): WeaponInput[] {
  if (round <= 1) return weapons;
  return weapons.filter((weapon) => !weaponSchema.parse(weapon).oneShot);
}
