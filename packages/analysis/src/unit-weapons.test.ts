import { resolveAttackSequence, weaponFromDatasheet } from '@muster/dice';
import type { RosterUnit } from '@muster/roster-import';
import { describe, expect, it } from 'vitest';
import { unitBuilder } from './test-builders';
import { bestVolley, unitWeapons } from './unit-weapons';

const line = (
  name: string,
  kind: 'ranged' | 'melee',
  count: number,
  attacks: string,
  s: string,
  ap: string,
  d: string,
  keywords: string[] = [],
) => ({
  name,
  kind,
  range: kind === 'melee' ? 'Melee' : '12"',
  attacks,
  skill: '3+',
  strength: s,
  ap,
  damage: d,
  keywords,
  count,
});

const resolution = (groups: NonNullable<RosterUnit['resolution']>['groups']) => ({
  match: 'exact' as const,
  datasheetId: 'test',
  datasheetName: 'Test',
  factionId: null,
  loadout: 'named' as const,
  profiles: 'data-set' as const,
  dataEdition: '11th',
  groups,
  candidates: [],
  notes: [],
});

const marines = { name: 'Marines', models: 5, wounds: 2, toughness: 4, save: 3, keywords: ['Infantry'] };

describe('which weapons a unit fires together', () => {
  // A squad as a Warhammer-app list prints it: the Champion with a chainblade and a plasma pistol;
  // seven with a bolt pistol and a chainblade; two with an eviscerator and a plasma pistol.
  const chainblade = line('Chainblade', 'melee', 8, '3', '4', '-1', '1');
  const eviscerator = line('Khornate eviscerator', 'melee', 2, '3', '7', '-2', '2');
  const boltPistol = line('Bolt pistol', 'ranged', 7, '1', '4', '0', '1', ['Pistol']);
  const plasmaPistol = line('Plasma pistol', 'ranged', 3, '1', '7', '-2', '1', ['Pistol']);
  const squad = unitBuilder({
    count: 10,
    weapons: [chainblade, eviscerator, boltPistol, plasmaPistol],
    resolution: resolution([
      {
        model: 'Champion',
        count: 1,
        weapons: [
          { name: 'Chainblade', count: 1 },
          { name: 'Plasma pistol', count: 1 },
        ],
      },
      {
        model: 'Berzerker',
        count: 7,
        weapons: [
          { name: 'Bolt pistol', count: 1 },
          { name: 'Chainblade', count: 1 },
        ],
      },
      {
        model: 'Berzerker',
        count: 2,
        weapons: [
          { name: 'Khornate eviscerator', count: 1 },
          { name: 'Plasma pistol', count: 1 },
        ],
      },
    ]),
  });

  it('fights with one melee weapon per model, the models that carry it', () => {
    const volley = bestVolley(unitWeapons(squad, 'melee', []), marines, { charged: true }, '11th');
    // By hand: eight chainblades (one per model that has one) and two eviscerators, nothing twice.
    const expected = resolveAttackSequence(
      [weaponFromDatasheet(chainblade, 8), weaponFromDatasheet(eviscerator, 2)],
      marines,
      { charged: true },
      '11th',
    );
    expect(volley?.meanDamage).toBeCloseTo(expected.meanDamage, 10);
  });

  it('lets a model with two melee weapons fight with the better one, not both', () => {
    const sword = line('Power weapon', 'melee', 1, '4', '5', '-2', '1');
    const ccw = line('Close combat weapon', 'melee', 5, '3', '4', '0', '1');
    const unit = unitBuilder({
      count: 5,
      weapons: [sword, ccw],
      resolution: resolution([
        {
          model: 'Sergeant',
          count: 1,
          weapons: [
            { name: 'Power weapon', count: 1 },
            { name: 'Close combat weapon', count: 1 },
          ],
        },
        { model: 'Trooper', count: 4, weapons: [{ name: 'Close combat weapon', count: 1 }] },
      ]),
    });
    const volley = bestVolley(unitWeapons(unit, 'melee', []), marines, {}, '11th');
    // The sergeant swings the power weapon (4 attacks, S5 AP-2) instead of the close combat weapon.
    const expected = resolveAttackSequence(
      [weaponFromDatasheet(sword, 1), weaponFromDatasheet(ccw, 4)],
      marines,
      {},
      '11th',
    );
    expect(volley?.meanDamage).toBeCloseTo(expected.meanDamage, 10);
  });

  it('fires each model’s pistol when pistols are all it has to shoot', () => {
    const volley = bestVolley(unitWeapons(squad, 'ranged', []), marines, {}, '11th');
    const expected = resolveAttackSequence(
      [weaponFromDatasheet(boltPistol, 7), weaponFromDatasheet(plasmaPistol, 3)],
      marines,
      {},
      '11th',
    );
    expect(volley?.meanDamage).toBeCloseTo(expected.meanDamage, 10);
  });

  it('fires the guns or the pistols of a unit without a per-model breakdown, never both', () => {
    // Eradicators as a list without model groups prints them: three melta rifles, three bolt
    // pistols. Each model fires its melta rifle or its pistol: the rifles are the better choice.
    const rifle = line('Melta rifle', 'ranged', 3, '1', '9', '-4', 'D6', ['Melta 2']);
    const pistol = line('Bolt pistol', 'ranged', 3, '1', '4', '0', '1', ['Pistol']);
    const eradicators = unitBuilder({ name: 'Eradicators', count: 3, weapons: [rifle, pistol] });
    const volley = bestVolley(unitWeapons(eradicators, 'ranged', []), marines, {}, '11th');
    const riflesOnly = resolveAttackSequence([weaponFromDatasheet(rifle, 3)], marines, {}, '11th');
    const both = resolveAttackSequence(
      [weaponFromDatasheet(rifle, 3), weaponFromDatasheet(pistol, 3)],
      marines,
      {},
      '11th',
    );
    expect(volley?.meanDamage).toBeCloseTo(riflesOnly.meanDamage, 10);
    expect(volley?.meanDamage).toBeLessThan(both.meanDamage);
  });

  it('counts Hazardous at a Vehicle’s cost when the firing unit is a Vehicle', () => {
    // 11th: a hazard roll fails on 1-2; a Vehicle suffers 3 mortal wounds per failure, not 1.
    const gun = line('Plasma cannon', 'ranged', 1, '1', '8', '-3', '2', ['Hazardous']);
    const tank = unitBuilder({ name: 'Tank', count: 1, keywords: ['Vehicle'], weapons: [gun] });
    const volley = bestVolley(unitWeapons(tank, 'ranged', []), marines, {}, '11th');
    expect(volley?.hazardous.expectedMortalWoundsToAttacker).toBeCloseTo((2 / 6) * 3, 12);
  });
});
