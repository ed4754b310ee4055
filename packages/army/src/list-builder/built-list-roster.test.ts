import { formatRosterText, parseRosterText, rosterSchema } from '@muster/roster-import';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from '../game-data';
import { resolveArmy } from '../resolve-army';
import { gameData, rosterOf } from '../test-support';
import { builtList } from './builder-test-support';
import { builtListToRoster, rosterToBuiltList } from './built-list-roster';
import { listPoints } from './list-points';

let data: GameData;
beforeAll(async () => {
  data = await gameData();
});

/** Two Intercessor Squads, only the second led: names repeat, so ids must carry the pairing. */
const twoSquads = () =>
  builtList(data, {
    name: 'Round trip',
    units: [
      { unitId: 'intercessor-squad', uid: 'squad-a' },
      {
        unitId: 'captain',
        uid: 'boss',
        warlord: true,
        attachedTo: 'squad-b',
        enhancementId: 'artificer-armour-gladius-task-force',
      },
      { unitId: 'intercessor-squad', uid: 'squad-b', modelCount: 10 },
      { unitId: 'lieutenant', uid: 'lt', attachedTo: 'squad-a' },
      { unitId: 'terminator-assault-squad', uid: 'hammers' },
    ],
  });

describe('built lists as rosters', () => {
  it('reads back exactly: spec → roster → spec', () => {
    const list = twoSquads();
    const back = rosterToBuiltList(data, builtListToRoster(data, list));
    expect(back).toEqual({ list, unresolved: [], notes: [] });
    for (const edition of ['10th', '11th'] as const) {
      for (const battleSize of ['incursion', 'strike-force', 'onslaught'] as const) {
        const other = {
          ...list,
          edition,
          battleSize,
          forceDisposition: edition === '10th' ? null : 'priority-assets',
        };
        expect(rosterToBuiltList(data, builtListToRoster(data, other)).list).toEqual(other);
      }
    }
  });

  it('reads back a changed loadout by id, names a datasheet shares included', () => {
    // Boyz carry two items named “Kustom Choppa” (kustom-choppa-boyz and kustom-choppa).
    const view = data.dataset.units.getInFaction('boyz', 'orks');
    const list = builtList(data, {
      factionId: 'orks',
      detachmentIds: [],
      forceDisposition: null,
      units: [{ unitId: 'boyz', warlord: true }],
    });
    const unit = list.units[0];
    if (!unit || !view) throw new Error('no Boyz');
    unit.wargear = { ...unit.wargear, 'kustom-choppa': 1 };
    expect(rosterToBuiltList(data, builtListToRoster(data, list)).list).toEqual(list);
  });

  it('makes a resolved roster that saves, prices and exports like an imported one', () => {
    const list = twoSquads();
    const roster = builtListToRoster(data, list);
    expect(rosterSchema.safeParse(roster).success).toBe(true);
    expect(roster).toMatchObject({
      edition: '11th',
      faction: 'Adeptus Astartes',
      detachments: ['Gladius Task Force'],
      forceDisposition: 'Priority Assets',
      battleSize: 'Strike Force',
      pointsLimit: 2000,
      pointsTotal: listPoints(data, list).total,
      enhancements: [{ name: 'Artificer Armour', unit: 'Captain', points: 20 }],
      resolution: { factionId: 'adeptus-astartes', resolvedUnits: 5, unresolvedUnits: 0 },
    });
    expect(roster.units.map((u) => u.id)).toEqual(['squad-a', 'boss', 'squad-b', 'lt', 'hammers']);
    expect(roster.units.every((u) => u.resolution?.profiles === 'data-set' && u.weapons.length > 0)).toBe(
      true,
    );
    // Unit points leave the enhancement out; the total has it.
    expect(roster.units.reduce((sum, u) => sum + u.points, 0) + 20).toBe(roster.pointsTotal);
    expect(roster.attachedLeaders).toEqual([
      { leader: 'Captain', unit: 'Intercessor Squad', leaderId: 'boss', unitId: 'squad-b' },
      { leader: 'Lieutenant', unit: 'Intercessor Squad', leaderId: 'lt', unitId: 'squad-a' },
    ]);
    // The text export (grouped by role) reads back with the same units and points.
    const reread = parseRosterText(formatRosterText(roster)).roster;
    const priced = (units: { name: string; points: number }[]) =>
      units.map((u) => `${u.name} ${u.points}`).sort();
    expect(priced(reread?.units ?? [])).toEqual(priced(roster.units));
    expect(reread?.pointsTotal).toBe(roster.pointsTotal);
  });

  it('turns an imported roster into a list, and reports the units no datasheet matched', () => {
    const imported = resolveArmy(
      data,
      rosterOf('Space Marines', [
        { name: 'Captain', points: 80, wargear: [['Warlord', 1]] },
        { name: 'Intercessor Squad', count: 5, points: 80 },
        { name: 'Squiggoth of Doom', points: 300 },
      ]),
    );
    const { list, unresolved } = rosterToBuiltList(data, imported);
    expect(list.factionId).toBe('adeptus-astartes');
    expect(list.units.map((u) => [u.unitId, u.modelCount, u.warlord])).toEqual([
      ['captain', 1, true],
      ['intercessor-squad', 5, false],
    ]);
    expect(unresolved).toEqual([
      { id: 'u2', name: 'Squiggoth of Doom', reason: 'No datasheet of the game data matched it.' },
    ]);
  });
});
