import {
  formatRosterJson,
  formatRosterText,
  normaliseText,
  type ParseResult,
  parseRosterInput,
  type Roster,
} from '@muster/roster-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DataExportFormat, dataRosterOf, exportDataRoster } from './data-roster';
import type { GameData } from './game-data';
import { resolveArmy } from './resolve-army';
import { fixtureRoster, gameData } from './test-support';

let data: GameData;
beforeAll(async () => {
  data = await gameData();
});

type Format = 'text' | 'json' | DataExportFormat;

/**
 * What GET /api/rosters/:id/export sends for a format: Muster's own formats are written in the
 * request thread, the others by the game-data worker's "export-roster" task (exportDataRoster).
 */
function exported(roster: Roster, format: Format): string {
  if (format === 'text') return formatRosterText(roster);
  if (format === 'json') return formatRosterJson(roster);
  const written = exportDataRoster(data, roster, format);
  if (!written.ok) throw new Error(written.reason);
  return written.content;
}

/** A roster as the server saves it: the file read by our importer, then matched to the game data. */
const savedRosters = new Map<string, Roster>();
const saved = (file: string): Roster => {
  const roster = savedRosters.get(file) ?? resolveArmy(data, fixtureRoster(file));
  savedRosters.set(file, roster);
  return roster;
};
/** Each test exports a real list through the game data several times: seconds on a busy machine. */
const SLOW = 30_000;

/** What our importer makes of a file: the roster, valid or not (a missing name is its own test). */
const readBack = (result: ParseResult): Roster => {
  const roster = result.roster ?? result.partialData;
  if (!roster) throw new Error(`not read back (${result.detectedFormat}): ${JSON.stringify(result.errors)}`);
  return roster;
};

type ExpectedUnit = { name: string; models: number; points: number; enhancement?: string };
type Expected = {
  file: string;
  name: string;
  faction: string;
  detachments: string[];
  pointsTotal: number;
  units: ExpectedUnit[];
  /** Enhancement costs the list prints (the Warhammer app prints none). */
  enhancementPoints: Record<string, number>;
};

/** Written from the fixture files by hand, not from any exporter's output. */
const wtcWorldEaters: Expected = {
  file: 'newrecruit/compactor__WTCSample.txt',
  name: '',
  faction: 'World Eaters',
  detachments: ['Berzerker Warband'],
  pointsTotal: 1990,
  units: [
    { name: 'Khârn the Betrayer', models: 1, points: 100 },
    { name: 'Daemon Prince of Khorne', models: 1, points: 215, enhancement: 'Favoured of Khorne' },
    { name: 'Master of Executions', models: 1, points: 85, enhancement: 'Berzerker Glaive' },
    { name: 'Slaughterbound', models: 1, points: 95, enhancement: 'Battle-lust' },
    { name: 'Khorne Berzerkers', models: 10, points: 180 },
    { name: 'Khorne Berzerkers', models: 10, points: 180 },
    { name: 'Exalted Eightbound', models: 3, points: 140 },
    { name: 'Jakhals', models: 10, points: 65 },
    { name: 'Chaos Spawn', models: 2, points: 90 },
    { name: 'Chaos Spawn', models: 2, points: 90 },
    { name: 'Chaos Spawn', models: 2, points: 90 },
    { name: 'Forgefiend', models: 1, points: 170 },
    { name: 'Forgefiend', models: 1, points: 170 },
    { name: 'Maulerfiend', models: 1, points: 150 },
    { name: 'Chaos Rhino', models: 1, points: 85 },
    { name: 'Chaos Rhino', models: 1, points: 85 },
  ],
  enhancementPoints: { 'Favoured of Khorne': 15, 'Berzerker Glaive': 25, 'Battle-lust': 10 },
};

/** An 11th-edition Warhammer-app list: two detachments, six attached leaders, repeated names. */
const appTau: Expected = {
  file: 'gwapp/compactor__GWAPP-Sample-Tau.txt',
  name: 'Retaliation + AAC Mass suits',
  faction: 'T’au Empire',
  detachments: ['Advanced Acquisition Cadre', 'Retaliation Cadre'],
  pointsTotal: 2000,
  units: [
    { name: 'Commander Farsight', models: 1, points: 80 },
    { name: 'Crisis Sunforge Battlesuits', models: 3, points: 125 },
    {
      name: 'Commander in Enforcer Battlesuit',
      models: 1,
      points: 100,
      enhancement: 'Starflare Ignition System',
    },
    { name: 'Crisis Fireknife Battlesuits', models: 3, points: 130 },
    { name: 'Commander in Coldstar Battlesuit', models: 1, points: 95 },
    { name: 'Crisis Starscythe Battlesuits', models: 3, points: 90 },
    { name: 'Commander in Enforcer Battlesuit', models: 1, points: 80 },
    { name: 'Crisis Starscythe Battlesuits', models: 3, points: 90 },
    { name: 'Commander in Coldstar Battlesuit', models: 1, points: 95 },
    { name: 'Crisis Sunforge Battlesuits', models: 3, points: 125 },
    { name: 'Commander in Coldstar Battlesuit', models: 1, points: 95 },
    { name: 'Crisis Sunforge Battlesuits', models: 3, points: 135 },
    { name: 'The Twin Lance', models: 2, points: 205 },
    { name: 'Kroot Carnivores', models: 10, points: 65 },
    { name: 'Pathfinder Team', models: 10, points: 95 },
    { name: 'Pathfinder Team', models: 10, points: 95 },
    { name: 'Stealth Battlesuits', models: 5, points: 115, enhancement: 'Negation Emitters' },
    { name: 'Stealth Battlesuits', models: 5, points: 115, enhancement: 'Negation Emitters' },
    { name: 'Vespid Stingwings', models: 5, points: 70 },
  ],
  enhancementPoints: {},
};

/** Units compared as sorted lines: the app text regroups units by role. */
const unitLines = (units: ExpectedUnit[]) =>
  units
    .map((u) => `${normaliseText(u.name)} | ${u.models} models | ${u.points} pts | ${u.enhancement ?? '-'}`)
    .sort();
const unitsOf = (roster: Roster) =>
  unitLines(
    roster.units.map((unit) => ({
      name: unit.name,
      models: unit.count,
      points: unit.points,
      enhancement: unit.enhancements[0],
    })),
  );
const enhancementCosts = (roster: Roster) =>
  Object.fromEntries(roster.enhancements.filter((e) => e.points > 0).map((e) => [e.name, e.points]));

/**
 * Read back by our importer with faction, detachments, every unit's name, models and points, its
 * enhancement, and the points total intact. Our own text prints enhancements without their cost
 * (the Warhammer app's way), so only the others keep it.
 */
const lossless: { format: Format; keepsEnhancementCosts: boolean }[] = [
  { format: 'text', keepsEnhancementCosts: false },
  { format: 'json', keepsEnhancementCosts: true },
  { format: 'newrecruit-simple', keepsEnhancementCosts: true },
  { format: 'newrecruit-wtc-compact', keepsEnhancementCosts: true },
  { format: 'newrecruit-wtc-full', keepsEnhancementCosts: true },
  { format: 'newrecruit-json', keepsEnhancementCosts: true },
];

describe('a saved roster exported for other tools and read back by our importer', () => {
  for (const expected of [wtcWorldEaters, appTau]) {
    for (const { format, keepsEnhancementCosts } of lossless) {
      it(
        `${expected.file} survives ${format}`,
        () => {
          const roster = saved(expected.file);
          const back = readBack(parseRosterInput(exported(roster, format)));
          expect(normaliseText(back.faction)).toBe(normaliseText(expected.faction));
          expect(back.detachments).toEqual(expected.detachments);
          expect(back.pointsTotal).toBe(expected.pointsTotal);
          expect(unitsOf(back)).toEqual(unitLines(expected.units));
          if (keepsEnhancementCosts) expect(enhancementCosts(back)).toEqual(expected.enhancementPoints);
          expect(back.name).toBe(roster.name);
        },
        SLOW,
      );
    }

    it(
      `${expected.file} survives ATC 2026 (compact and full), all but the list's name`,
      () => {
        const roster = saved(expected.file);
        for (const format of ['atc-2026-compact', 'atc-2026-full'] as const) {
          const result = parseRosterInput(exported(roster, format));
          expect(result.detectedFormat).toBe('atc-2026');
          const back = readBack(result);
          expect(normaliseText(back.faction)).toBe(normaliseText(expected.faction));
          expect(back.detachments).toEqual(expected.detachments);
          expect(back.pointsTotal).toBe(expected.pointsTotal);
          expect(unitsOf(back)).toEqual(unitLines(expected.units));
          expect(enhancementCosts(back)).toEqual(expected.enhancementPoints);
          // The submission form has a player and a team name, not a list name: it is not in the file.
          // …so the list is named from its faction and points.
          expect(back.name).toBe(`${back.subFaction ?? back.faction}, ${back.pointsTotal} points`);
          expect(result.missingFields).toEqual([]);
        }
      },
      SLOW,
    );
  }

  it(
    'keeps who leads whom, by position, where two leaders share a name',
    () => {
      const roster = saved(appTau.file);
      const pairs = (r: Roster) => r.attachedLeaders.map((p) => `${p.leader} → ${p.unit}`).sort();
      // From the fixture: Attached Units 1–6.
      const fromFile = [
        'Commander Farsight → Crisis Sunforge Battlesuits',
        'Commander in Enforcer Battlesuit → Crisis Fireknife Battlesuits',
        'Commander in Coldstar Battlesuit → Crisis Starscythe Battlesuits',
        'Commander in Enforcer Battlesuit → Crisis Starscythe Battlesuits',
        'Commander in Coldstar Battlesuit → Crisis Sunforge Battlesuits',
        'Commander in Coldstar Battlesuit → Crisis Sunforge Battlesuits',
      ].sort();
      expect(pairs(roster)).toEqual(fromFile);
      for (const format of [
        'newrecruit-simple',
        'newrecruit-wtc-compact',
        'newrecruit-wtc-full',
        'newrecruit-json',
        'atc-2026-compact',
        'atc-2026-full',
      ] as const) {
        expect(pairs(readBack(parseRosterInput(exported(roster, format))))).toEqual(fromFile);
      }
      expect(exported(roster, 'atc-2026-compact')).toContain(
        '+ LEADER/SUPPORT: Commander Farsight & Commander in Coldstar Battlesuit & Commander in Coldstar Battlesuit leading Crisis Sunforge Battlesuits; Commander in Enforcer Battlesuit leading Crisis Fireknife Battlesuits; Commander in Coldstar Battlesuit & Commander in Enforcer Battlesuit leading Crisis Starscythe Battlesuits',
      );
    },
    SLOW,
  );

  it(
    'Tabletop Simulator (Yellowscribe) keeps units and models, and loses points, enhancements and detachments',
    () => {
      const roster = saved(wtcWorldEaters.file);
      const ros = exported(roster, 'yellowscribe');
      expect(ros).toContain('gameSystemId="sys-352e-adc2-7639-d6a9"');
      const result = parseRosterInput(ros);
      expect(result.detectedFormat).toBe('battlescribe-xml');
      const back = readBack(result);
      expect(back.faction).toBe(wtcWorldEaters.faction);
      const namesAndModels = (units: { name: string; models: number }[]) =>
        units.map((u) => `${normaliseText(u.name)} × ${u.models}`).sort();
      expect(namesAndModels(back.units.map((u) => ({ name: u.name, models: u.count })))).toEqual(
        namesAndModels(wtcWorldEaters.units),
      );
      // The .ros Yellowscribe reads carries stat lines, weapons and abilities for the table, and no
      // costs, enhancements or detachment: those do not come back.
      expect(back.pointsTotal).toBe(0);
      expect(back.units.every((u) => u.points === 0 && u.enhancements.length === 0)).toBe(true);
      expect(back.detachments).toEqual([]);
      // What it is for: every model's profile is there.
      expect(back.units.find((u) => u.name === 'Khorne Berzerkers')?.stats.T).not.toBe('-');
    },
    SLOW,
  );

  it(
    'refuses Tabletop Simulator for units without a datasheet, naming them',
    () => {
      const roster = saved('rosz/ps__Ultramarines_10E.rosz');
      expect(
        roster.units.some((u) => u.name === 'Land Speeder Storm' && u.resolution?.match === 'unresolved'),
      ).toBe(true);
      const written = exportDataRoster(data, roster, 'yellowscribe');
      expect(written).toEqual({
        ok: false,
        reason: expect.stringContaining('“Land Speeder Storm” matches no datasheet'),
      });
      // The text formats print the unit as the list names it.
      expect(exported(roster, 'newrecruit-wtc-compact')).toContain('Land Speeder Storm (70 pts)');
    },
    SLOW,
  );

  it(
    'refuses a faction the game data does not have, in plain words',
    () => {
      const roster = saved('rosz/aosr__sce-001-minimal__list.rosz');
      expect(exportDataRoster(data, roster, 'newrecruit-json')).toEqual({
        ok: false,
        reason:
          '“Stormcast Eternals” is not a Warhammer 40,000 faction of the game data, so this format cannot name it.',
      });
    },
    SLOW,
  );
});

describe('our roster as the data package reads it', () => {
  it(
    'counts the enhancement apart from the unit, as the data package does, and invents nothing',
    () => {
      const written = dataRosterOf(data, saved(wtcWorldEaters.file));
      const prince = written.units.find((u) => u.ref.raw_name === 'Daemon Prince of Khorne');
      expect(prince).toMatchObject({ points: 200, enhancement_points: 15, is_warlord: true });
      expect(prince?.enhancement?.raw_name).toBe('Favoured of Khorne');
      expect(written.points.total_reported).toBe(1990);
      // No attachment the list does not make, no "Detachment Character" keyword.
      expect(written.units.every((u) => u.leader_attachment === null && !u.keyword_overrides)).toBe(true);
    },
    SLOW,
  );

  it(
    'leaves an enhancement cost the list does not print unknown',
    () => {
      const written = dataRosterOf(data, saved(appTau.file));
      const commander = written.units.find((u) => u.enhancement?.raw_name === 'Starflare Ignition System');
      expect(commander).toMatchObject({ points: 100, enhancement_points: null });
      expect(written.detachments.map((d) => d.ref.raw_name)).toEqual(appTau.detachments);
    },
    SLOW,
  );
});
