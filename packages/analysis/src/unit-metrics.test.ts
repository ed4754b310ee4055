import { describe, expect, it } from 'vitest';
import { boltRifle, lascannon, unitBuilder } from './test-builders';
import { measureUnit } from './unit-metrics';

const against = (rows: { targetId: string; meanDamage: number }[], id: string) =>
  rows.find((row) => row.targetId === id)?.meanDamage ?? Number.NaN;

describe('unit metrics', () => {
  it('measures shooting against each benchmark with the dice engine', () => {
    const squad = measureUnit(unitBuilder({ weapons: [boltRifle] }), '11th');
    // 20 shots at 3+, S4 v T4, 4+ save after AP-1: 20 · 2/3 · 1/2 · 1/2 = 3.33 (capped at 10 wounds).
    expect(against(squad.shooting, 'elite-infantry')).toBeCloseTo(20 / 6, 2);
    expect(squad.maxRange).toBe(24);
    expect(squad.objectiveControl).toBe(20);
    expect(squad.melee.every((row) => row.meanDamage === 0)).toBe(true);
  });

  it('ranks anti-tank above small arms against vehicles, and the reverse against hordes', () => {
    const rifles = measureUnit(unitBuilder({ weapons: [boltRifle] }), '11th');
    const cannons = measureUnit(unitBuilder({ count: 5, weapons: [lascannon] }), '11th');
    expect(against(cannons.shooting, 'knight')).toBeGreaterThan(against(rifles.shooting, 'knight'));
    expect(against(rifles.shooting, 'horde')).toBeGreaterThan(against(cannons.shooting, 'horde'));
  });

  it('uses only the best profile of a weapon with alternatives, per target', () => {
    const launcher = (name: string, strength: string, damage: string, attacks: string) => ({
      ...boltRifle,
      name: `Grenade launcher – ${name}`,
      strength,
      damage,
      attacks,
      ap: name === 'Krak' ? '-2' : '0',
    });
    const unit = measureUnit(
      unitBuilder({
        count: 1,
        weapons: [launcher('Krak', '9', 'D3', '1'), launcher('Frag', '4', '1', 'D3')],
      }),
      '11th',
    );
    const krakOnly = measureUnit(
      unitBuilder({ count: 1, weapons: [launcher('Krak', '9', 'D3', '1')] }),
      '11th',
    );
    expect(against(unit.shooting, 'battle-tank')).toBeCloseTo(against(krakOnly.shooting, 'battle-tank'), 12);
  });

  it('measures how many volleys of each reference attacker the unit survives', () => {
    const tough = measureUnit(unitBuilder({ count: 5, stats: { T: '5', SV: '2+', W: '3' } }), '11th');
    const frail = measureUnit(unitBuilder({ count: 5, stats: { T: '3', SV: '5+', W: '1' } }), '11th');
    const smallArms = (m: typeof tough) => m.durability?.find((row) => row.attackerId === 'small-arms');
    expect(smallArms(tough)?.volleysToDestroy).toBeGreaterThan(smallArms(frail)?.volleysToDestroy ?? 0);
    expect(smallArms(frail)?.shareLostPerVolley).toBeLessThanOrEqual(1);
  });

  it('names what it could not use instead of inventing it', () => {
    const unit = measureUnit(
      unitBuilder({
        weapons: [
          { ...boltRifle, name: 'Odd gun', strength: 'User' },
          { ...boltRifle, keywords: ['Conversion'] },
        ],
        stats: { T: '-', SV: '-', W: '-' },
      }),
      '11th',
    );
    expect(unit.notes).toEqual([
      expect.stringContaining('"Odd gun" has a profile'),
      'Bolt rifle: Conversion not modelled',
    ]);
    expect(unit.durability).toBeNull();
  });
});
