import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBattleScribeXml, splitCatalogueName } from './battlescribe-xml';
import { readRosterDocument } from './read-roster-document';

const fixture = (name: string) => {
  const document = readRosterDocument(
    new Uint8Array(readFileSync(path.resolve(import.meta.dirname, '../fixtures', name))),
  );
  if (!('text' in document)) throw new Error(`${name} is not a text document`);
  return parseBattleScribeXml(document.text);
};

const pointsByUnit = (units: { name: string; points: number }[]) =>
  units.map((unit) => `${unit.name}: ${unit.points}`);

describe('BattleScribe XML', () => {
  it('reads a 10th-edition Ultramarines .rosz (expectations read from the file)', () => {
    const roster = fixture('rosz/ps__Ultramarines_10E.rosz');
    expect(roster).toMatchObject({
      name: 'Ultramarines 10E',
      gameSystem: 'Warhammer 40,000 10th Edition',
      edition: '10th',
      faction: 'Space Marines',
      subFaction: 'Ultramarines',
      pointsTotal: 810,
    });
    expect(pointsByUnit(roster.units)).toEqual([
      'Outrider Squad: 105',
      'Assault Intercessor Squad: 80',
      'Primaris Captain: 80',
      'Primaris Lieutenant: 75',
      'Assault Intercessor Squad: 80',
      'Razorback: 100',
      'Eliminator Squad: 75',
      'Lieutenant in Phobos Armour: 60',
      'Impulsor: 85',
      'Land Speeder Storm: 70',
    ]);
    const captain = roster.units.find((unit) => unit.name === 'Primaris Captain');
    expect(captain?.count).toBe(1);
    expect(captain?.stats).toMatchObject({ M: '6"', T: '4', SV: '3+', W: '5', LD: '6+', OC: '1' });
    expect(captain?.weapons.length).toBeGreaterThan(0);
  });

  it('reads a 10th-edition Necrons .rosz written by another serializer', () => {
    const roster = fixture('rosz/ps__Necrons 10e.rosz');
    expect(roster).toMatchObject({ faction: 'Necrons', subFaction: null, pointsTotal: 1205 });
    expect(pointsByUnit(roster.units)).toEqual([
      'Overlord: 85',
      'Tesseract Vault: 425',
      'The Silent King: 470',
      'Doom Scythe: 225',
    ]);
  });

  it('gives the same roster for the same list as .ros and .rosz', () => {
    expect(fixture('ros/aosr__sce-001-minimal__list.ros')).toEqual(
      fixture('rosz/aosr__sce-001-minimal__list.rosz'),
    );
  });

  it('splits catalogue names into faction and sub-faction, one name per faction', () => {
    expect(splitCatalogueName('Imperium - Adeptus Astartes - Blood Angels')).toEqual({
      faction: 'Space Marines',
      subFaction: 'Blood Angels',
    });
    expect(splitCatalogueName('Imperium - Space Wolves')).toEqual({
      faction: 'Space Marines',
      subFaction: 'Space Wolves',
    });
    expect(splitCatalogueName('Xenos - Leagues of Votann')).toEqual({
      faction: 'Leagues of Votann',
      subFaction: null,
    });
    expect(splitCatalogueName('Necrons')).toEqual({ faction: 'Necrons', subFaction: null });
    expect(splitCatalogueName(' I - Dark Angels')).toEqual({ faction: 'I', subFaction: 'Dark Angels' });
  });

  it('reads enhancements marked by category or by name, with their points', () => {
    const roster = parseBattleScribeXml(`<?xml version="1.0"?>
<roster name="Hive" gameSystemName="Warhammer 40,000 10th Edition">
  <costs><cost name="pts" typeId="p" value="125"/></costs>
  <forces><force name="Army Roster" catalogueName="Xenos - Tyranids"><selections>
    <selection name="Neurotyrant" type="model" number="1">
      <costs><cost name="pts" typeId="p" value="105"/></costs>
      <categories><category name="Character" primary="true"/></categories>
      <selections>
        <selection name="Enhancement: Synaptic Linchpin" type="upgrade" number="1"><costs><cost name="pts" typeId="p" value="20"/></costs></selection>
        <selection name="Psychic Scream" type="upgrade" number="1"/>
      </selections>
    </selection>
  </selections></force></forces>
</roster>`);
    expect(roster.units[0]?.enhancements).toEqual(['Synaptic Linchpin']);
    expect(roster.units[0]?.wargear).toEqual([{ name: 'Psychic Scream', count: 1 }]);
    expect(roster.enhancements).toEqual([{ name: 'Synaptic Linchpin', unit: 'Neurotyrant', points: 20 }]);
    expect(roster.pointsTotal).toBe(125);
  });
});
