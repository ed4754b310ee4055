import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRosterInput } from '../parse-roster';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures');

type Expectation = {
  file: string;
  format: string;
  faction: string;
  subFaction?: string;
  detachments?: string[];
  total: number;
  units: number;
  named: [name: string, points: number][];
  /** Lists without a title are parsed but need a name before they can be saved. */
  /** The file gives no list name. */
  unnamed?: boolean;
};

// Written by reading each file: its faction lines, its points lines and their count.
const expectations: Expectation[] = [
  {
    file: 'gwapp/compactor__GWAPPSample.txt',
    format: 'gw-app',
    faction: 'World Eaters',
    detachments: ['Berzerker Warband'],
    total: 1995,
    units: 16,
    named: [
      ['Daemon Prince of Khorne', 220],
      ['Khârn the Betrayer', 85],
      ['Jakhals', 65],
    ],
  },
  {
    file: 'gwapp/compactor__GWAPPSample2.txt',
    format: 'gw-app',
    faction: 'Space Marines',
    subFaction: 'Blood Angels',
    detachments: ['Angelic Inheritors'],
    total: 2000,
    units: 16,
    named: [
      ['Commander Dante', 120],
      ['The Sanguinor', 140],
    ],
  },
  {
    file: 'gwapp/compactor__BCPSample.txt',
    format: 'gw-app',
    faction: 'Thousand Sons',
    detachments: ['Warpforged Cabal'],
    total: 2000,
    units: 17,
    named: [
      ['Tzaangor Shaman', 80],
      ['Chaos Predator Annihilator', 130],
    ],
  },
  {
    file: 'gwapp/compactor__GWAPP-Sample-Tau.txt',
    format: 'gw-app',
    faction: "T'au Empire",
    detachments: ['Advanced Acquisition Cadre', 'Retaliation Cadre'],
    total: 2000,
    units: 19,
    named: [
      ['Commander Farsight', 80],
      ['The Twin Lance', 205],
      ['Vespid Stingwings', 70],
    ],
  },
  {
    file: 'gwapp/compactor__GWAPP-Sample-French.txt',
    format: 'gw-app',
    faction: "T'au Empire",
    detachments: ["Mont'ka"],
    total: 2000,
    units: 18,
    named: [
      ['Commander in Coldstar Battlesuit', 130],
      ['Riptide Battlesuit', 200],
    ],
  },
  {
    file: 'gwapp/compactor__GWAPP-Sample-ImperialKnights',
    format: 'gw-app',
    faction: 'Imperial Knights',
    detachments: ['Questoris Companions'],
    total: 1995,
    units: 7,
    named: [
      ['Cerastus Knight Lancer', 430],
      ['Knight Warden', 375],
    ],
  },
  {
    file: 'gwapp/compactor__GWAPP-Sample-DarkAngels.txt',
    format: 'gw-app',
    faction: 'Space Marines',
    subFaction: 'Dark Angels',
    detachments: ['Darkflight Pursuit', 'Inner Circle Task Force'],
    total: 1995,
    units: 16,
    named: [
      ['Deathwing Knights', 240],
      ['Azrael', 140],
    ],
  },
  {
    file: 'gwapp/w40kai__warhammer_app_dump.txt',
    format: 'gw-app',
    faction: 'Chaos Daemons',
    detachments: ['Daemonic Incursion'],
    total: 2000,
    units: 10,
    named: [
      ["Be'lakor", 325],
      ['Great Unclean One', 260],
    ],
  },
  {
    file: 'newrecruit/compactor__NRGWSample.txt',
    format: 'newrecruit-gw',
    faction: 'World Eaters',
    detachments: ['Berzerker Warband'],
    total: 2000,
    units: 16,
    named: [
      ['Khârn the Betrayer', 100],
      ['Daemon Prince of Khorne', 215],
    ],
    unnamed: true,
  },
  {
    file: 'newrecruit/compactor__NRNRsample.txt',
    format: 'newrecruit-text',
    faction: 'World Eaters',
    detachments: ['Berzerker Warband'],
    total: 2000,
    units: 16,
    named: [
      ['Khârn the Betrayer', 100],
      ['Forgefiend', 170],
    ],
  },
  {
    file: 'newrecruit/compactor__WTCSample.txt',
    format: 'newrecruit-wtc',
    faction: 'World Eaters',
    detachments: ['Berzerker Warband'],
    total: 1990,
    units: 16,
    named: [
      ['Master of Executions', 85],
      ['Khorne Berzerkers', 180],
    ],
    unnamed: true,
  },
  {
    file: 'newrecruit/compactor__WTCCompactSample.txt',
    format: 'newrecruit-wtc-compact',
    faction: "T'au Empire",
    detachments: ['Retaliation Cadre'],
    total: 1995,
    units: 17,
    named: [
      ['Commander Farsight', 85],
      ['Riptide Battlesuit', 190],
    ],
    unnamed: true,
  },
  {
    file: 'newrecruit/compactor__NR-Tournament-Sample-Tau.txt',
    format: 'newrecruit-wtc',
    faction: "T'au Empire",
    detachments: ['Advanced Acquisition Cadre', 'Retaliation Cadre'],
    total: 2000,
    units: 18,
    named: [
      ['Darkstrider', 60],
      ['The Twin Lance', 205],
    ],
    unnamed: true,
  },
  {
    file: 'other/compactor__LFSample.txt',
    format: 'listforge',
    faction: 'World Eaters',
    detachments: ['Berzerker Warband'],
    total: 1935,
    units: 15,
    named: [
      ['Khârn the Betrayer', 100],
      ['World Eaters Daemon Prince', 215],
    ],
  },
  {
    file: 'other/compactor__WO-Sample-AM1.txt',
    format: 'warorgan',
    faction: 'Astra Militarum',
    detachments: ['Armoured Infantry', 'Bridgehead Strike'],
    total: 2000,
    units: 19,
    named: [
      ['Armoured Sentinels', 120],
      ['Leman Russ Commander', 260],
    ],
  },
  {
    file: 'other/w40kai__chaos_daemons_GT2023.txt',
    format: 'gw-app',
    faction: 'Chaos Daemons',
    detachments: ['Daemonic Incursion'],
    total: 1990,
    units: 15,
    named: [
      ["Be'lakor", 325],
      ['Bloodthirster', 320],
    ],
  },
  {
    file: 'other/w40kai__DGI_Adepta_Sororitas_10280.txt',
    format: 'gw-app',
    faction: 'Adepta Sororitas',
    detachments: ['Hallowed Martyrs'],
    total: 2000,
    units: 17,
    named: [
      ['Canoness', 70],
      ['Daemonifuge', 85],
    ],
    unnamed: true,
  },
  {
    file: 'other/w40kai__DGI_Adeptus_Custodes_10202.txt',
    format: 'gw-app',
    faction: 'Adeptus Custodes',
    detachments: ['Lions of the Emperor'],
    total: 2000,
    units: 15,
    named: [
      ['Blade Champion', 145],
      ['Callidus Assassin', 100],
    ],
    unnamed: true,
  },
  {
    file: 'other/w40kai__DGI_Adeptus_Mechanicus_10103.txt',
    format: 'gw-app',
    faction: 'Adeptus Mechanicus',
    detachments: ['Haloscreed Battle Clade'],
    total: 1995,
    units: 16,
    named: [
      ['Belisarius Cawl', 210],
      ['Tech-Priest Manipulus', 60],
    ],
    unnamed: true,
  },
  {
    file: 'other/w40kai__DGI_Chaos_Knights_10276.txt',
    format: 'gw-app',
    faction: 'Chaos Knights',
    detachments: ['Infernal Lance'],
    total: 1995,
    units: 9,
    named: [['Knight Despoiler', 390]],
    unnamed: true,
  },
  {
    file: 'other/w40kai__DGI_Drukhari_10289.txt',
    format: 'gw-app',
    faction: 'Drukhari',
    detachments: ['Spectacle of Spite'],
    total: 1990,
    units: 20,
    named: [
      ['Archon', 80],
      ['Lady Malys', 100],
    ],
    unnamed: true,
  },
  {
    file: 'other/w40kai__DGI_Genestealer_Cult_9026.txt',
    format: 'gw-app',
    faction: 'Genestealer Cults',
    detachments: ['Biosanctic Broodsurge'],
    total: 2000,
    units: 19,
    named: [['Abominant', 110]],
    unnamed: true,
  },
  {
    file: 'other/w40kai__DGI_Leagues_of_Votann_10206.txt',
    format: 'gw-app',
    faction: 'Leagues of Votann',
    detachments: ['Hearthband'],
    total: 2000,
    units: 17,
    named: [
      ['Arkanyst Evaluator', 65],
      ['Berehk Stornbrow', 95],
    ],
    unnamed: true,
  },
  {
    file: 'other/w40kai__DGI_Necrons_10287.txt',
    format: 'gw-app',
    faction: 'Necrons',
    detachments: ['Canoptek Court'],
    total: 2000,
    units: 12,
    named: [
      ["C'tan Shard of the Deceiver", 310],
      ['Technomancer', 100],
    ],
    unnamed: true,
  },
  {
    file: 'other/w40kai__DGI_Orks_10225.txt',
    format: 'gw-app',
    faction: 'Orks',
    detachments: ['Green Tide'],
    total: 1995,
    units: 15,
    named: [
      ['Boss Snikrot', 75],
      ['Ghazghkull Thraka', 235],
    ],
    unnamed: true,
  },
];

describe('every text fixture', () => {
  for (const expected of expectations) {
    it(`${expected.file}: ${expected.faction}, ${expected.total} points, ${expected.units} units`, () => {
      const result = parseRosterInput(new Uint8Array(readFileSync(path.join(fixtures, expected.file))));
      const roster = result.roster ?? result.partialData;
      if (!roster) throw new Error(JSON.stringify(result.errors));
      expect(result.detectedFormat).toBe(expected.format);
      // A list the file gives no name is named from its faction and points, with a warning, not refused.
      expect(result.success).toBe(true);
      expect(result.missingFields).toEqual([]);
      if (expected.unnamed) {
        expect(roster.name).toBe(`${expected.subFaction ?? expected.faction}, ${expected.total} points`);
        expect(result.warnings.map((w) => w.code)).toContain('ROSTER_NAMED');
      } else expect(result.warnings.map((w) => w.code)).not.toContain('ROSTER_NAMED');
      expect(roster.faction).toBe(expected.faction);
      expect(roster.subFaction).toBe(expected.subFaction ?? null);
      if (expected.detachments) expect(roster.detachments).toEqual(expected.detachments);
      expect(roster.pointsTotal).toBe(expected.total);
      expect(roster.units).toHaveLength(expected.units);
      expect(roster.units.reduce((sum, unit) => sum + unit.points, 0)).toBe(expected.total);
      for (const [name, points] of expected.named) {
        expect(roster.units.filter((unit) => unit.name === name).map((unit) => unit.points)).toContain(
          points,
        );
      }
      expect(result.warnings.filter((w) => w.code === 'LOW_POINTS_CONFIDENCE')).toEqual([]);
    });
  }
});

describe('the same list from different exporters', () => {
  const read = (file: string) => {
    const result = parseRosterInput(new Uint8Array(readFileSync(path.join(fixtures, file))));
    return result.roster ?? result.partialData;
  };
  it('reads the World Eaters list alike from New Recruit GW text and native text', () => {
    const gw = read('newrecruit/compactor__NRGWSample.txt');
    const native = read('newrecruit/compactor__NRNRsample.txt');
    const summary = (roster: typeof gw) =>
      roster?.units.map((unit) => `${unit.name}:${unit.points}:${unit.count}`).sort();
    expect(summary(gw)).toEqual(summary(native));
  });
});
