import type { RosterUnit } from '@muster/roster-import';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from './game-data';
import { resolveArmy } from './resolve-army';
import { fixtureRoster, gameData, rosterOf } from './test-support';

let data: GameData;
beforeAll(async () => {
  data = await gameData();
});

/** Copies of each weapon the unit fires, by weapon (profiles of one weapon share the count). */
const carried = (unit: RosterUnit | undefined) =>
  Object.fromEntries(unit?.weapons.map((w) => [w.name.split(' – ')[0], w.count]) ?? []);

describe('resolving an army against the game data', () => {
  it('gives a Warhammer-app list its datasheets and the weapons each model carries', () => {
    const army = resolveArmy(data, fixtureRoster('gwapp/compactor__GWAPPSample.txt'));
    expect(army.resolution).toMatchObject({
      factionId: 'world-eaters',
      detachmentIds: ['berzerker-warband'],
      resolvedUnits: 16,
      unresolvedUnits: 0,
    });
    const berzerkers = army.units.find((u) => u.name === 'Khorne Berzerkers');
    expect(berzerkers?.resolution).toMatchObject({
      match: 'exact',
      datasheetId: 'khorne-berzerkers',
      loadout: 'named',
      profiles: 'data-set',
      dataEdition: '11th',
    });
    // Read off the list by hand: the Champion has a chainblade and a plasma pistol; of nine
    // Berzerkers, seven have bolt pistol + chainblade and two eviscerator + plasma pistol.
    expect(carried(berzerkers)).toEqual({
      'Bolt pistol': 7,
      'Plasma pistol': 3,
      Chainblade: 8,
      'Khornate eviscerator': 2,
    });
    // It is a 10th-edition list measured with 11th-edition data, and it says so.
    expect(berzerkers?.resolution?.notes.join(' ')).toContain('10th-edition list');
    expect(berzerkers?.resolution?.groups.map((g) => [g.model, g.count])).toEqual([
      ['Khorne Berzerker Champion', 1],
      ['Khorne Berzerker', 7],
      ['Khorne Berzerker', 2],
    ]);
  });

  it('says when an enhancement is not one of the detachment’s', () => {
    const roster = fixtureRoster('gwapp/compactor__GWAPPSample.txt');
    const units = roster.units.map((unit) =>
      unit.name === 'Master of Executions' ? { ...unit, enhancements: ['Crown of Nonsense'] } : unit,
    );
    const army = resolveArmy(data, { ...roster, units });
    const master = army.units.find((u) => u.name === 'Master of Executions');
    expect(master?.resolution?.notes.join(' ')).toContain('“Crown of Nonsense” is not an enhancement');
    // The real ones resolve without a word.
    const prince = army.units.find((u) => u.name === 'Daemon Prince of Khorne');
    expect(prince?.resolution?.notes.join(' ')).not.toContain('enhancement');
  });

  it('uses the datasheet’s default loadout when the list names no wargear, and says so', () => {
    const army = resolveArmy(
      data,
      rosterOf('Space Marines', [{ name: 'Intercessor Squad', count: 5, points: 80 }]),
    );
    const squad = army.units[0];
    expect(squad?.resolution).toMatchObject({
      match: 'exact',
      datasheetId: 'intercessor-squad',
      loadout: 'default',
    });
    // Every Intercessor carries one bolt rifle, bolt pistol and close combat weapon by default.
    expect(carried(squad)).toMatchObject({ 'Bolt Rifle': 5, 'Bolt Pistol': 5 });
    expect(squad?.stats).toMatchObject({ T: '5', SV: '3+', W: '2' });
  });

  it('keeps the profiles a BattleScribe file printed and counts them from its selections', () => {
    const army = resolveArmy(data, fixtureRoster('rosz/ps__Ultramarines_10E.rosz'));
    const outriders = army.units.find((u) => u.name === 'Outrider Squad');
    expect(outriders?.resolution).toMatchObject({ match: 'exact', profiles: 'file', dataEdition: null });
    expect(carried(outriders)).toMatchObject({ 'Twin Bolt Rifle': 3, 'Heavy Bolt Pistol': 3 });
    // "2 Fragstorm Grenade Launchers" chosen once is two launchers.
    const impulsor = army.units.find((u) => u.name === 'Impulsor');
    expect(impulsor?.weapons.find((w) => w.name === 'Fragstorm Grenade Launcher')?.count).toBe(2);
    // Each missile profile of the array is an alternative of one weapon: one array, three modes.
    expect(impulsor?.weapons.filter((w) => w.name.includes('Bellicatus')).map((w) => w.count)).toEqual([
      1, 1, 1,
    ]);
  });

  it('finds datasheets by the names lists use for them', () => {
    const army = resolveArmy(
      data,
      rosterOf('Space Marines', [
        // As a text list prints it with no model lines: the parser counts one model.
        { name: 'Hellblasters', count: 1, points: 110, wargear: [['Plasma Incinerator', 5]] },
        { name: 'Primaris Captain', points: 80 },
      ]),
    );
    expect(army.units.map((u) => [u.resolution?.match, u.resolution?.datasheetId])).toEqual([
      ['alias', 'hellblaster-squad'],
      ['alias', 'captain'],
    ]);
    // A datasheet chosen for "5x Storm bolter" with no model lines and no matching price: the five
    // storm bolters tell the count (a Terminator Squad has 5–10 models).
    const chosen = resolveArmy(data, {
      ...rosterOf('Space Marines', [
        { name: 'Tin Soldiers', count: 1, points: 155, wargear: [['Storm bolter', 5]] },
      ]),
    });
    const picked = resolveArmy(data, {
      ...chosen,
      units: chosen.units.map((u) => ({
        ...u,
        resolution: u.resolution && {
          ...u.resolution,
          match: 'chosen' as const,
          datasheetId: 'terminator-squad',
          datasheetName: 'Terminator Squad',
          factionId: 'adeptus-astartes',
        },
      })),
    });
    expect(picked.units[0]?.count).toBe(5);
    expect(picked.units[0]?.resolution?.notes.join(' ')).toContain('it names 5 of one weapon');
    // 110 points buys the five-model Hellblaster Squad (data: 5 models 110, 6–10 models 220).
    expect(army.units[0]?.count).toBe(5);
    expect(army.units[0]?.resolution?.loadout).toBe('named');
    expect(army.units[0]?.resolution?.notes.join(' ')).toContain('110 points buys 5');
    expect(carried(army.units[0])['Plasma Incinerator']).toBe(5);
  });

  it('matches names whatever their apostrophes and hyphens', () => {
    const army = resolveArmy(
      data,
      rosterOf('Necrons', [
        {
          name: 'Canoptek Reanimator',
          wargear: [
            ["Reanimator's claws", 1],
            ['Atomiser beam', 2],
          ],
        },
      ]),
    );
    expect(army.units[0]?.resolution?.loadout).toBe('named');
    expect(army.units[0]?.resolution?.notes.join(' ')).not.toMatch(/Not found|could not be matched/);
    expect(carried(army.units[0])).toEqual({ 'Reanimator’s claws': 1, 'Atomiser beam': 2 });
  });

  it('names a unit it cannot match, offers nothing invented, and keeps what the user chose', () => {
    const army = resolveArmy(data, rosterOf('Orks', [{ name: 'Gobbo Squad', count: 10 }]));
    expect(army.units[0]?.resolution).toMatchObject({
      match: 'unresolved',
      profiles: 'none',
      datasheetId: null,
    });
    expect(army.units[0]?.weapons).toEqual([]);
    expect(army.resolution?.unresolvedUnits).toBe(1);

    const picked = army.units.map((unit) => ({
      ...unit,
      resolution: unit.resolution && {
        ...unit.resolution,
        match: 'chosen' as const,
        datasheetId: 'boyz',
        datasheetName: 'Boyz',
      },
    }));
    const again = resolveArmy(data, { ...army, units: picked });
    expect(again.units[0]?.resolution).toMatchObject({
      match: 'chosen',
      datasheetId: 'boyz',
      loadout: 'default',
    });
    expect(again.units[0]?.weapons.length).toBeGreaterThan(0);
  });

  it('resolves every roster fixture without error', () => {
    for (const file of [
      'gwapp/compactor__GWAPP-Sample-Tau.txt',
      'gwapp/compactor__GWAPP-Sample-DarkAngels.txt',
      'newrecruit/compactor__NRGWSample.txt',
      'newrecruit/compactor__WTCSample.txt',
      'other/w40kai__DGI_Necrons_10287.txt',
      'rosz/ps__Necrons 10e.rosz',
    ]) {
      const army = resolveArmy(data, fixtureRoster(file));
      expect(army.units.length, file).toBeGreaterThan(0);
      for (const unit of army.units) {
        expect(unit.resolution, `${file}: ${unit.name}`).toBeDefined();
        for (const weapon of unit.weapons)
          expect(weapon.count ?? 1, `${unit.name} ${weapon.name}`).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
