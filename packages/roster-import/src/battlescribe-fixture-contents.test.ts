import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRosterInput } from './parse-roster';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');

// Read from each file's XML (the force's catalogueName, its top-level selections that are units and
// their summed costs) and SOURCES.tsv's totals; faction names follow known-factions.ts. 9th-edition
// and older data marks some units as type="upgrade" (Succubus, Lieutenants, Rapier battery…) or
// wraps them ("Bound Creation" holds Cryptothralls): they count, and every list adds up to its total.
const expectations: [
  file: string,
  faction: string,
  points: number,
  units: number,
  named: [string, number][],
][] = [
  [
    'ros/aosr__sce-001-minimal__list.ros',
    'Stormcast Eternals',
    290,
    2,
    [
      ['Gardus Steel Soul', 160],
      ['Annihilators', 130],
    ],
  ],
  [
    'ros/ps__Aeldari Test.ros',
    'Aeldari',
    1669,
    19,
    [
      ['Farseer', 110],
      ['Jain Zar', 115],
      ['Succubus', 50],
    ],
  ],
  [
    'ros/ps__BloodAngels test.ros',
    'Space Marines',
    625,
    5,
    [
      ['Assault Intercessor Squad', 95],
      ['Bladeguard Veteran Squad', 105],
      ['Lieutenants', 170],
    ],
  ],
  [
    'ros/ps__Khorne 2k AoS 3.ros',
    'Khorne',
    1980,
    15,
    [
      ['Bloodsecrator', 125],
      ['Wrath of Khorne Bloodthirster', 310],
      ['Judgement: Hexgorger Skulls', 60],
    ],
  ],
  [
    'ros/ps__Necron June 2021 2.ros',
    'Necrons',
    620,
    6,
    [
      ['Royal Warden', 75],
      ['Necron Warriors', 260],
      ['Cryptothralls', 40],
    ],
  ],
  [
    'ros/ps__marines_kt.ros',
    'Space Marines',
    130,
    4,
    [
      ['Captain in Phobos Armour', 81],
      ['Reiver Sergeant', 17],
    ],
  ],
  [
    'ros/ys__sample-character-units.ros',
    'Chaos Space Marines',
    275,
    3,
    [
      ['Dark Apostle', 95],
      ['Brôkhyr Iron-master', 90],
    ],
  ],
  [
    'ros/ys__sample-wound-track-monsters.ros',
    'Tyranids',
    1300,
    6,
    [
      ['Winged Hive Tyrant', 210],
      ['Tervigon', 215],
    ],
  ],
  [
    'rosz/aosr__fec-001-ghb-kitchen-sink__list.rosz',
    'Flesh-eater Courts',
    2500,
    19,
    [
      ['Abhorrant Archregent', 160],
      ['Crypt Haunter Courtier', 120],
    ],
  ],
  [
    'rosz/aosr__sce-001-minimal__list.rosz',
    'Stormcast Eternals',
    290,
    2,
    [
      ['Gardus Steel Soul', 160],
      ['Annihilators', 130],
    ],
  ],
  [
    'rosz/ps__01.LoV.Leviathan.v0102.rosz',
    'Leagues of Votann',
    965,
    8,
    [
      ['Hearthkyn Warriors', 110],
      ['Einhyr Hearthguard', 150],
    ],
  ],
  ['rosz/ps__Belakor and Fiends.rosz', 'Slaves to Darkness', 1680, 7, [["Be'lakor, the Dark Master", 450]]],
  [
    'rosz/ps__Chaos Knight Favour Test.rosz',
    'Chaos Knights',
    530,
    3,
    [
      ['War Dog Brigand Squadron', 190],
      ['War Dog Executioner Squadron', 175],
    ],
  ],
  [
    'rosz/ps__Drukari Tests.rosz',
    'Drukhari',
    1400,
    17,
    [
      ['Drazhar', 145],
      ['Archon', 65],
      ['Succubus', 60],
      ['Beastmaster', 40],
    ],
  ],
  [
    'rosz/ps__Guard Test.rosz',
    'Astra Militarum',
    2840,
    29,
    [
      ['Rapier Laser Destroyer Battery', 85],
      ["Colonel 'Iron Hand' Straken", 80],
      ['Commissar Yarrick', 105],
    ],
  ],
  [
    'rosz/ps__Knights_AstraMilitarum.rosz',
    'Imperial Knights',
    1964,
    15,
    [
      ['Knight Castellan', 704],
      ['Armiger Helverins', 169],
    ],
  ],
  [
    'rosz/ps__Necrons 10e.rosz',
    'Necrons',
    1205,
    4,
    [
      ['Overlord', 85],
      ['Tesseract Vault', 425],
    ],
  ],
  [
    'rosz/ps__NotZipped.rosz',
    'Thousand Sons',
    1315,
    9,
    [
      ['Ahriman', 131],
      ['Tzaangors', 80],
    ],
  ],
  [
    'rosz/ps__Ork 40k Tests.rosz',
    'Orks',
    2690,
    30,
    [
      ['Beastboss on Squigosaur', 150],
      ['Big Mek in Mega Armour', 85],
    ],
  ],
  [
    'rosz/ps__Ork Test - KT21.rosz',
    'Kommando',
    0,
    8,
    [
      ['Nob w/ big choppa', 0],
      ['Bomb Squig', 0],
    ],
  ],
  [
    'rosz/ps__Sisters Test.rosz',
    'Adepta Sororitas',
    1837,
    18,
    [
      ['Canoness', 65],
      ['Celestine and Geminae Superia', 200],
    ],
  ],
  [
    'rosz/ps__Small Game.rosz',
    'I',
    747,
    6,
    [
      ['Centurion', 85],
      ['Assault Squad', 175],
    ],
  ],
  [
    'rosz/ps__Ultramarines_10E.rosz',
    'Space Marines',
    810,
    10,
    [
      ['Outrider Squad', 105],
      ['Assault Intercessor Squad', 80],
    ],
  ],
  [
    'rosz/ps__roster_no_ext',
    'Space Marines',
    1998,
    18,
    [
      ['Redemptor Dreadnought', 157],
      ['Intercessor Squad', 101],
      ['Captain in Phobos Armour', 99],
      ['Eliminator Squad', 72],
    ],
  ],
  ['rosz/ys__empty-roster.rosz', 'Grey Knights', 0, 0, []],
];

describe('what each BattleScribe / New Recruit fixture holds', () => {
  for (const [file, faction, points, units, named] of expectations) {
    it(`${file}: ${faction}, ${points} points, ${units} units`, () => {
      const result = parseRosterInput(new Uint8Array(readFileSync(path.join(fixtures, file))));
      const roster = result.roster ?? result.partialData;
      expect(roster?.faction).toBe(faction);
      expect(roster?.pointsTotal).toBe(points);
      expect(roster?.units).toHaveLength(units);
      expect(roster?.units.reduce((sum, unit) => sum + unit.points, 0)).toBe(points);
      expect(result.warnings.filter((w) => w.code === 'LOW_POINTS_CONFIDENCE')).toEqual([]);
      for (const [name, unitPoints] of named) {
        expect(roster?.units.filter((unit) => unit.name === name).map((unit) => unit.points)).toContain(
          unitPoints,
        );
      }
      // Kill Team and an empty roster have no points; every other list is valid as read.
      if (units > 0 && points > 0) expect(result.success).toBe(true);
    });
  }
});
