import { describe, expect, it } from 'vitest';
import type { WeaponInput } from './attack-profile';
import { firingGroups, weaponsForRound } from './firing-groups';

const gun = (name: string, extra: Partial<WeaponInput> = {}): WeaponInput => ({
  name,
  attacks: '2',
  skill: 3,
  strength: 4,
  ap: 0,
  damage: '1',
  ...extra,
});
const names = (groups: WeaponInput[][]) => groups.map((group) => group.map((w) => w.name));

describe('which weapons fire together', () => {
  const rifle = gun('Bolt rifle');
  const pistol = gun('Bolt pistol', { pistol: true });
  const launcher = gun('Frag launcher', { blast: true });

  it('a model shoots its pistols or its other guns, unless it is a Monster or Vehicle', () => {
    expect(names(firingGroups([rifle, pistol], { phase: 'shooting' }))).toEqual([
      ['Bolt rifle'],
      ['Bolt pistol'],
    ]);
    expect(
      names(firingGroups([rifle, pistol], { phase: 'shooting', attackerKeywords: ['Vehicle'] })),
    ).toEqual([['Bolt rifle', 'Bolt pistol']]);
    // No pistol: everything fires together.
    expect(names(firingGroups([rifle, launcher], { phase: 'shooting' }))).toEqual([
      ['Bolt rifle', 'Frag launcher'],
    ]);
  });

  it('in engagement range only pistols fire, or a Monster/Vehicle fires the rest at -1, never Blast', () => {
    expect(names(firingGroups([rifle, pistol, launcher], { phase: 'shooting', engaged: true }))).toEqual([
      ['Bolt pistol'],
    ]);
    const big = firingGroups([rifle, pistol, launcher], {
      phase: 'shooting',
      engaged: true,
      attackerKeywords: ['MONSTER'],
    });
    expect(names(big)).toEqual([['Bolt pistol', 'Bolt rifle']]);
    expect(big[0]?.[0]).toBe(pistol);
    expect(big[0]?.[1]?.hitModifier).toBe(-1);
    expect(firingGroups([rifle], { phase: 'shooting', engaged: true })).toEqual([]);
  });

  it('a model fights with one melee weapon plus every Extra Attacks weapon', () => {
    const sword = gun('Chainsword', { kind: 'melee' });
    const fist = gun('Power fist', { kind: 'melee' });
    const tail = gun('Tail', { kind: 'melee', extraAttacks: true });
    expect(names(firingGroups([sword, fist, tail, rifle], { phase: 'fight' }))).toEqual([
      ['Chainsword', 'Tail'],
      ['Power fist', 'Tail'],
    ]);
    expect(names(firingGroups([tail], { phase: 'fight' }))).toEqual([['Tail']]);
    expect(firingGroups([rifle], { phase: 'fight' })).toEqual([]);
  });

  it('lets each kind of model choose on its own', () => {
    const sword = gun('Chainsword', { kind: 'melee', models: 4 });
    const fist = gun('Power fist', { kind: 'melee', bearer: 'Sergeant' });
    const sergeantSword = gun('Sergeant chainsword', { kind: 'melee', bearer: 'Sergeant' });
    expect(names(firingGroups([sword, fist, sergeantSword], { phase: 'fight' }))).toEqual([
      ['Chainsword', 'Power fist'],
      ['Chainsword', 'Sergeant chainsword'],
    ]);
  });

  it('fires One Shot weapons in the first round only', () => {
    const missile = gun('Hunter-killer missile', { oneShot: true });
    expect(weaponsForRound([rifle, missile], 1)).toEqual([rifle, missile]);
    expect(weaponsForRound([rifle, missile], 2)).toEqual([rifle]);
  });
});
