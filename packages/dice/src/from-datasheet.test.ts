import { describe, expect, it } from 'vitest';
import {
  DatasheetError,
  targetFromDatasheet,
  unmodelledKeywords,
  weaponFromDatasheet,
} from './from-datasheet';
import { resolveAttackSequence } from './resolve-attack-sequence';

const line = (overrides: Partial<Parameters<typeof weaponFromDatasheet>[0]> = {}) => ({
  name: 'Bolt rifle',
  kind: 'ranged' as const,
  attacks: '2',
  skill: '3+',
  strength: '4',
  ap: '-1',
  damage: '1',
  keywords: [],
  ...overrides,
});

describe('reading datasheet weapons', () => {
  it('reads characteristics and every modelled keyword', () => {
    expect(
      weaponFromDatasheet(
        line({
          attacks: 'D6+1',
          damage: 'd3',
          keywords: [
            'Sustained Hits D3',
            'Lethal Hits',
            'Anti-Infantry 4+',
            'Devastating Wounds',
            'Rapid Fire 2',
            'Melta 2',
            'Twin-linked',
            'Blast',
            'Heavy',
            'Lance',
            'Ignores Cover',
            'Assault',
          ],
        }),
        5,
      ),
    ).toEqual({
      name: 'Bolt rifle',
      kind: 'ranged',
      models: 5,
      attacks: 'D6+1',
      skill: 3,
      strength: 4,
      ap: -1,
      damage: 'D3',
      sustainedHits: 'D3',
      lethalHits: true,
      anti: [{ keyword: 'Infantry', threshold: 4 }],
      devastatingWounds: true,
      rapidFire: '2',
      melta: '2',
      twinLinked: true,
      blast: true,
      blastValue: 1,
      heavy: true,
      lance: true,
      ignoresCover: true,
    });
  });
  it('reads Torrent as an automatic hit, whatever the skill column says', () => {
    expect(weaponFromDatasheet(line({ skill: 'N/A', keywords: ['Torrent'] })).skill).toBeNull();
  });
  it('names the keywords it does not model, and stays quiet about ones that change nothing here', () => {
    expect(
      unmodelledKeywords([
        'Assault',
        'Lethal Hits (not against Monster or Vehicle)',
        'Cleave 1',
        'Psychic',
        'Pistol',
        'Hunter (Vehicle)',
        'Blast D3',
        'Torrent (only against Infantry)',
      ]),
    ).toEqual(['Blast D3', 'Torrent (only against Infantry)']);
    expect(weaponFromDatasheet(line({ keywords: ['Cleave 2', 'Psychic'] }))).toMatchObject({
      cleave: 2,
      psychic: true,
    });
  });
  it('reads Blast X and the abilities that decide which weapons fire and what they cost', () => {
    const read = weaponFromDatasheet(
      line({
        kind: 'melee',
        keywords: [
          'Blast 2',
          'Precision',
          'Indirect Fire',
          'One Shot',
          'Hazardous',
          'Extra Attacks',
          'Pistol',
        ],
      }),
    );
    expect(read).toMatchObject({
      kind: 'melee',
      blast: true,
      blastValue: 2,
      precision: true,
      indirectFire: true,
      oneShot: true,
      hazardous: true,
      extraAttacks: true,
      pistol: true,
    });
    // 11th edition renames Pistol to Close-Quarters.
    expect(weaponFromDatasheet(line({ keywords: ['Close-Quarters'] })).pistol).toBe(true);
  });
  it('reads conditional abilities as conditions on the target keywords', () => {
    const read = weaponFromDatasheet(
      line({
        keywords: [
          'Lethal Hits (not against Monster or Vehicle)',
          'Devastating Wounds (only against Vehicle)',
          'Sustained Hits 1: Infantry',
          'Anti-Monster/Vehicle 4+',
        ],
      }),
    );
    expect(read).toMatchObject({
      lethalHits: true,
      devastatingWounds: true,
      sustainedHits: '1',
      anti: [{ keyword: 'Monster/Vehicle', threshold: 4 }],
      conditions: {
        lethalHits: { onlyAgainst: [], notAgainst: ['Monster', 'Vehicle'] },
        devastatingWounds: { onlyAgainst: ['Vehicle'], notAgainst: [] },
        sustainedHits: { onlyAgainst: ['Infantry'], notAgainst: [] },
      },
    });
  });
  it('refuses profiles it cannot read instead of guessing', () => {
    expect(() => weaponFromDatasheet(line({ strength: 'User' }))).toThrow(DatasheetError);
    expect(() => weaponFromDatasheet(line({ skill: '-' }))).toThrow('no skill value');
  });
});

describe('reading a defending unit', () => {
  it('takes toughness, save, wounds, invulnerable save and Feel No Pain from the file', () => {
    expect(
      targetFromDatasheet({
        name: 'Terminators',
        models: 5,
        stats: { T: '5', SV: '2+', W: '3' },
        abilities: [
          { name: 'Invulnerable Save', description: 'This unit has a 4+ invulnerable save.' },
          { name: 'Disgustingly Resilient', description: 'Feel No Pain 5+' },
        ],
        keywords: ['Infantry', 'Terminator'],
      }),
    ).toEqual({
      name: 'Terminators',
      models: 5,
      wounds: 3,
      toughness: 5,
      save: 2,
      invulnerable: 4,
      feelNoPain: 5,
      keywords: ['Infantry', 'Terminator'],
    });
  });
  it('says so when the file has no characteristics', () => {
    expect(() =>
      targetFromDatasheet({
        name: 'Mystery',
        models: 1,
        stats: { T: '-', SV: '-', W: '-' },
        abilities: [],
        keywords: [],
      }),
    ).toThrow('no toughness, save or wounds');
  });
  it('fires a profile restricted to some targets (Hunter) only at them', () => {
    const hunter = weaponFromDatasheet(
      {
        name: 'Melta Rifle – Hunter',
        kind: 'ranged',
        attacks: '1',
        skill: '2+',
        strength: '12',
        ap: '-3',
        damage: '6',
        keywords: ['Hunter (Monster)', 'Only against Monster or Vehicle'],
      },
      3,
    );
    expect(hunter.onlyAgainst).toEqual(['Monster', 'Vehicle']);
    const infantry = { name: 'Marines', models: 5, wounds: 2, toughness: 4, save: 3, keywords: ['Infantry'] };
    expect(resolveAttackSequence([hunter], infantry, {}, '11th').meanDamage).toBe(0);
    // By hand against a T10 3+ W12 vehicle: each shot gets through with p = 5/6 (2+) × 2/3 (S12 > T10)
    // × 5/6 (AP-3: 6+ save) = 25/54 and does 6 of its 12 wounds; the third is lost when all three get
    // through: 6 × E[min(U, 2)] = 6 × (3p − p³), U ~ Bin(3, p).
    const vehicle = { name: 'Tank', models: 1, wounds: 12, toughness: 10, save: 3, keywords: ['Vehicle'] };
    expect(resolveAttackSequence([hunter], vehicle, {}, '11th').meanDamage).toBeCloseTo(
      6 * (3 * (25 / 54) - (25 / 54) ** 3),
      10,
    );
  });
});
