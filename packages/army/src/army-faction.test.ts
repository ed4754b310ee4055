import { beforeAll, describe, expect, it } from 'vitest';
import { rejoinDetachmentNames } from './army-detachments';
import { armyFactionId, datasheetFactionId } from './army-faction';
import type { GameData } from './game-data';
import { resolveArmy } from './resolve-army';
import { fixtureRoster, gameData, rosterOf } from './test-support';

describe('the faction an army is', () => {
  let data: GameData;
  beforeAll(async () => {
    data = await gameData();
  });
  const army = (
    faction: string,
    subFaction: string | null,
    units: string[] = [],
    detachments: string[] = [],
  ) =>
    armyFactionId(data, {
      ...rosterOf(
        faction,
        units.map((name) => ({ name })),
      ),
      subFaction,
      detachments,
    });

  it('is the chapter the list names, on its sub-faction line or its faction line', () => {
    // The official app prints "Space Marines" then "Space Wolves".
    expect(army('Space Marines', 'Space Wolves')).toBe('space-wolves');
    expect(army('Space Wolves', null)).toBe('space-wolves');
    expect(army('Adeptus Astartes', 'Dark Angels')).toBe('dark-angels');
    // French app exports.
    expect(army('Space Marines', 'Anges de Sang')).toBe('blood-angels');
  });

  it('is the chapter whose detachment the list takes, when the list does not name one', () => {
    expect(army('Space Marines', null, [], ['Saga of the Beastslayer'])).toBe('space-wolves');
    // A codex detachment says nothing about the chapter.
    expect(army('Space Marines', null, [], ['Gladius Task Force'])).toBe('adeptus-astartes');
  });

  it('is the chapter whose datasheets the list takes, unless it takes two chapters’ (then it is told)', () => {
    expect(army('Space Marines', null, ['Logan Grimnar', 'Intercessor Squad'])).toBe('space-wolves');
    expect(army('Space Marines', null, ['Intercessor Squad'])).toBe('adeptus-astartes');
    expect(army('Space Marines', null, ['Logan Grimnar', 'Deathwing Knights'])).toBe('adeptus-astartes');
  });

  it('is the faction for a faction without sub-factions, and nothing for one the data does not know', () => {
    expect(army('Orks', null)).toBe('orks');
    expect(army("Empire T'au", null)).toBe('tau-empire');
    expect(army('Squats of the Old Kin', null)).toBeNull();
    // A sub-faction line that is not the faction's own child does not replace it.
    expect(army('Orks', 'Space Wolves')).toBe('orks');
  });

  it('looks datasheets up where the data files them: a chapter’s under Adeptus Astartes', () => {
    expect(datasheetFactionId(data, 'space-wolves')).toBe('adeptus-astartes');
    expect(datasheetFactionId(data, 'orks')).toBe('orks');
    expect(datasheetFactionId(data, null)).toBeNull();
  });
});

describe('a chapter army resolved and checked', () => {
  let data: GameData;
  beforeAll(async () => {
    data = await gameData();
  });

  it('the Blood Angels app export is a Blood Angels army, its chapter datasheets and detachment its own', () => {
    // compactor GWAPPSample2.txt: "Space Marines" / "Blood Angels", Angelic Inheritors, Commander
    // Dante, the Sanguinor, Baal Predators and Sanguinary Guard: every one of them is Blood Angels.
    const roster = resolveArmy(data, fixtureRoster('gwapp/compactor__GWAPPSample2.txt'));
    expect(roster.resolution?.factionId).toBe('blood-angels');
    expect(roster.resolution?.unresolvedUnits).toBe(0);
  });

  it('a Black Templars list that never says so is named for its chapter', () => {
    // PrettyScribe roster_no_ext: "Space Marines" with a Crusader Squad and Chaplain Grimaldus.
    const roster = resolveArmy(data, fixtureRoster('rosz/ps__roster_no_ext'));
    expect(roster.resolution?.factionId).toBe('black-templars');
    expect(roster.subFaction).toBe('Black Templars');
  });
});

describe('detachment names an exporter split at "and"', () => {
  let data: GameData;
  beforeAll(async () => {
    data = await gameData();
  });

  it('are put back together when only the joined name is a detachment', () => {
    expect(rejoinDetachmentNames(data, 'space-wolves', ['Legends of Saga', 'Song'])).toEqual([
      'Legends of Saga and Song',
    ]);
    expect(
      rejoinDetachmentNames(data, 'space-wolves', ['Saga of the Bold', 'Legends of Saga', 'Song']),
    ).toEqual(['Saga of the Bold', 'Legends of Saga and Song']);
  });

  it('stay apart when each part is a detachment', () => {
    const both = ['Advanced Acquisition Cadre', 'Retaliation Cadre'];
    expect(rejoinDetachmentNames(data, 'tau-empire', both)).toEqual(both);
  });
});
