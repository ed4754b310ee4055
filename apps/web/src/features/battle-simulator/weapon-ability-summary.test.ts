import { describe, expect, it } from 'vitest';
import { defaultWeapon } from './simulator-state';
import { weaponAbilitySummary } from './weapon-ability-summary';

describe('weaponAbilitySummary', () => {
  it('is empty for a plain bolt rifle', () => {
    expect(weaponAbilitySummary(defaultWeapon())).toEqual([]);
  });

  it('prints a melta gun as its datasheet does', () => {
    expect(weaponAbilitySummary({ ...defaultWeapon(), name: 'Meltagun', melta: '2' })).toEqual(['Melta 2']);
  });

  it('lists switches, then valued abilities, then Anti-, then modifiers and re-rolls', () => {
    const weapon = {
      ...defaultWeapon(),
      lethalHits: true,
      twinLinked: true,
      ignoresCover: true,
      sustainedHits: 'D3',
      rapidFire: '1',
      anti: [
        { keyword: 'Infantry', threshold: 4 },
        { keyword: 'Vehicle', threshold: 2 },
      ],
      criticalHitOn: 5,
      hitModifier: 1,
      woundModifier: -1,
      rerollHits: 'ones' as const,
      rerollWounds: 'non-critical' as const,
    };
    expect(weaponAbilitySummary(weapon)).toEqual([
      'Lethal Hits',
      'Twin-linked',
      'Ignores Cover',
      'Sustained Hits D3',
      'Rapid Fire 1',
      'Anti-Infantry 4+',
      'Anti-Vehicle 2+',
      'critical hits on 5+',
      '+1 to hit',
      '-1 to wound',
      're-roll hits: 1s',
      're-roll wounds: non-criticals',
    ]);
  });

  it('names each remaining switch', () => {
    const weapon = {
      ...defaultWeapon(),
      devastatingWounds: true,
      blast: true,
      heavy: true,
      lance: true,
      precision: true,
      hazardous: true,
      rerollHits: 'failed' as const,
    };
    expect(weaponAbilitySummary(weapon)).toEqual([
      'Devastating Wounds',
      'Blast',
      'Heavy',
      'Lance',
      'Precision',
      'Hazardous',
      're-roll hits: failures',
    ]);
  });
});
