import { describe, expect, it } from 'vitest';
import { parseRosterInput } from './parse-roster';

// The shapes the 40kdc-data exporters write (Muster's "export to other tools"), read back.

describe('reading what the game data’s exporters write', () => {
  it('New Recruit simple text: enhancements and attachments among the items, one line per detachment', () => {
    const text = [
      'Space Marines - Spearhead - [2000 pts]',
      '',
      '# ++ Army Roster ++ [230 pts]',
      '## Configuration',
      'List Name: Spearhead',
      'Faction: Space Marines',
      'Battle Size: Strike Force (2000 Point limit)',
      'Detachment: Gladius Task Force',
      'Detachment: Firestorm Assault Force',
      '',
      '## Battleline [230 pts]',
      'Captain [100 pts]: Attachment: leader -> Intercessor Squad, Artificer Armour [10 pts], Warlord, Bolt pistol, Master-crafted power weapon',
      'Lieutenant [65 pts]:',
      '• 1x Lieutenant: Enhancement: The Honour Vehement, Master-crafted bolt rifle',
      'Intercessor Squad [80 pts]:',
      '• 5x Intercessor: Bolt rifle, Bolt pistol',
    ].join('\n');
    const result = parseRosterInput(text);
    expect(result.detectedFormat).toBe('newrecruit-text');
    expect(result.roster).toMatchObject({
      detachments: ['Gladius Task Force', 'Firestorm Assault Force'],
      enhancements: [
        { name: 'Artificer Armour', unit: 'Captain', points: 10 },
        { name: 'The Honour Vehement', unit: 'Lieutenant', points: 0 },
      ],
      attachedLeaders: [{ leader: 'Captain', unit: 'Intercessor Squad' }],
    });
    const captain = result.roster?.units[0];
    expect(captain?.wargear.map((w) => w.name)).toEqual([
      'Warlord',
      'Bolt pistol',
      'Master-crafted power weapon',
    ]);
    expect(result.roster?.units[1]?.wargear.map((w) => w.name)).toEqual(['Master-crafted bolt rifle']);
  });

  it('ATC 2026 text: the submission header, dashes for what is not there', () => {
    const text = [
      '+++++++++++++++++++++++++++++++++++++++++++++++',
      '+ PLAYER NAME: —',
      '+ TEAM NAME: —',
      '+ FACTIONS USED: Necrons',
      '+ DISPOSITION: —',
      '+ DETACHMENT: Awakened Dynasty',
      '+ ARMY POINTS: 245pts',
      '+',
      '+ WARLORD: Char1: Overlord',
      '+ ENHANCEMENT: —',
      '+ LEADER/SUPPORT: —',
      '+ NUMBER OF UNITS: 2',
      '+++++++++++++++++++++++++++++++++++++++++++++++',
      '',
      'Char1: 1x Overlord (85 pts): Staff of light, Warlord',
      '20x Necron Warriors (160 pts): 20x Gauss flayer',
    ].join('\n');
    const result = parseRosterInput(text);
    expect(result.detectedFormat).toBe('atc-2026');
    expect(result.partialData ?? result.roster).toMatchObject({
      faction: 'Necrons',
      detachments: ['Awakened Dynasty'],
      forceDisposition: null,
      pointsTotal: 245,
      units: [
        { name: 'Overlord', count: 1, points: 85 },
        { name: 'Necron Warriors', count: 20, points: 160 },
      ],
    });
    // It has no list name to give: it is named from its faction and points.
    expect(result.missingFields).toEqual([]);
    expect(result.roster?.name).toBe('Necrons, 245 points');
  });

  it('New Recruit JSON: enhancements by group, every detachment, the unit a leader joins', () => {
    const selection = (name: string, extra: Record<string, unknown> = {}) => ({
      id: name,
      name,
      type: 'upgrade',
      number: 1,
      ...extra,
    });
    const config = (name: string, value: string) =>
      selection(name, {
        categories: [{ name: 'Configuration', primary: true }],
        selections: [selection(value)],
      });
    const json = {
      name: 'Spearhead',
      generatedBy: 'https://newrecruit.eu',
      roster: {
        name: 'Spearhead',
        xmlns: 'http://www.battlescribe.net/schema/rosterSchema',
        costs: [{ name: 'pts', typeId: 'pts-type', value: 190 }],
        forces: [
          {
            id: 'force-1',
            name: 'Army Roster',
            catalogueName: 'Space Marines',
            selections: [
              config('Detachment', 'Gladius Task Force'),
              config('Detachment', 'Firestorm Assault Force'),
              {
                id: 'u-0',
                name: 'Captain',
                type: 'model',
                number: 1,
                categories: [{ name: 'Faction: Space Marines', primary: false }],
                costs: [{ name: 'pts', typeId: 'pts-type', value: 90 }],
                selections: [
                  selection('Intercessor Squad', { group: '40kdc Attachment:leader:confirmed' }),
                  selection('Artificer Armour', {
                    group: 'Enhancements',
                    costs: [{ name: 'pts', typeId: 'pts-type', value: 10 }],
                  }),
                  selection('Bolt pistol', { categories: [{ name: 'Ranged Weapon', primary: false }] }),
                ],
              },
              {
                id: 'u-1',
                name: 'Intercessor Squad',
                type: 'unit',
                number: 1,
                costs: [{ name: 'pts', typeId: 'pts-type', value: 90 }],
                selections: [
                  { id: 'm', name: 'Intercessor Squad', type: 'model', number: 5, selections: [] },
                ],
              },
            ],
          },
        ],
      },
    };
    const result = parseRosterInput(JSON.stringify(json));
    expect(result.detectedFormat).toBe('newrecruit-json');
    expect(result.roster).toMatchObject({
      faction: 'Space Marines',
      detachments: ['Gladius Task Force', 'Firestorm Assault Force'],
      pointsTotal: 190,
      enhancements: [{ name: 'Artificer Armour', unit: 'Captain', points: 10 }],
      attachedLeaders: [{ leader: 'Captain', unit: 'Intercessor Squad' }],
      units: [
        {
          name: 'Captain',
          points: 100,
          enhancements: ['Artificer Armour'],
          wargear: [{ name: 'Bolt pistol', count: 1 }],
        },
        { name: 'Intercessor Squad', count: 5, points: 90 },
      ],
    });
  });
});
