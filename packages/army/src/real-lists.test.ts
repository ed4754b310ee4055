import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRosterInput, type Roster } from '@muster/roster-import';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from './game-data';
import { rosterLegality } from './list-builder';
import { resolveArmy } from './resolve-army';
import { gameData } from './test-support';

/**
 * Real lists from public repositories (fixtures/real-lists/SOURCES.tsv names each one's repository,
 * path and commit), each judged as a tournament organiser would from reading the file: the army's
 * faction, whether it breaks a rule, and the total the file prints. Written by hand from the lists,
 * not from what the code answers.
 */
const realLists = path.resolve(import.meta.dirname, '../fixtures/real-lists');

function realList(file: string): Roster {
  const result = parseRosterInput(new Uint8Array(readFileSync(path.join(realLists, file))));
  const roster = result.roster ?? result.partialData;
  if (!roster) throw new Error(`${file} does not parse`);
  return roster;
}

type Expected = {
  file: string;
  faction: string;
  /** The title line's total. */
  points: number;
  /** The rule each expected error breaks; none for a legal list. */
  errors?: string[];
  why: string;
};

/**
 * Chapter armies: the official app prints "Space Marines" then the chapter. Each takes its
 * chapter's datasheets and detachments and the codex ones (Codex Space Marines, chapter
 * supplements): none may be called another faction's.
 */
const chapterArmies: Expected[] = [
  {
    file: 'grimlog__SpaceWolve.txt',
    faction: 'space-wolves',
    points: 2000,
    why: 'Saga of the Beastslayer, Space Wolves datasheets',
  },
  {
    file: 'grimlog__WolvesArt15.txt',
    faction: 'space-wolves',
    points: 2000,
    why: 'a codex detachment (Stormlance) in a chapter army',
  },
  {
    file: 'grimlog__Great_Wolf_Inceptor_Vindy.txt',
    faction: 'space-wolves',
    points: 2000,
    why: 'Saga of the Great Wolf',
  },
  {
    file: 'cheatsheet__space_wolves_example.txt',
    faction: 'space-wolves',
    points: 1620,
    why: 'under the limit',
  },
  {
    file: 'gdc__bark-at-the-moon_space-wolves.txt',
    faction: 'space-wolves',
    points: 1990,
    why: '"Legends of Saga and Song and Saga of the Beastslayer (3 Detachment Points)": two detachments, one with "and" in its name',
  },
  {
    file: 'gdc__logan-steel-chair_space-wolves.txt',
    faction: 'space-wolves',
    points: 2000,
    why: 'two detachments, 3 DP',
  },
  {
    file: 'grimlog__Salas_Forge_Father.txt',
    faction: 'salamanders',
    points: 2000,
    why: 'Forgefather’s Seekers',
  },
  {
    file: 'grimlog__salaVindyFire.txt',
    faction: 'salamanders',
    points: 2000,
    why: 'a 10th-edition Firestorm Assault Force enhancement the 11th-edition data files under Forgefather’s Seekers: a warning, not an error',
  },
  {
    file: 'grimlog__Salamanders_WW.txt',
    faction: 'salamanders',
    points: 2000,
    why: 'as above (Adamantine Mantle)',
  },
  {
    file: 'warboard__dark-angels-wrath-of-the-rock.txt',
    faction: 'dark-angels',
    points: 2000,
    why: 'Wrath of the Rock',
  },
  {
    file: 'compactor__bloodangels.txt',
    faction: 'blood-angels',
    points: 1995,
    why: 'New Recruit: "Imperium - Adeptus Astartes - Blood Angels"',
  },
  {
    file: 'w40kai__BloodAngels_Liberator_2k.txt',
    faction: 'blood-angels',
    points: 1990,
    why: 'Liberator Assault Group',
  },
  {
    file: 'gdc__ironstorm-mh_black-templars.txt',
    faction: 'black-templars',
    points: 1990,
    why: 'Ironstorm Spearhead and Marshal’s Household; the file holds 5 of its units (560 points)',
  },
];

const otherArmies: Expected[] = [
  {
    file: 'bb40kgodot__gw_app_v2_death_guard.txt',
    faction: 'death-guard',
    points: 1995,
    why: 'two detachments, 11th edition',
  },
  {
    file: 'compactor__Test-WE-GWAPP-French.txt',
    faction: 'world-eaters',
    points: 2000,
    why: 'a French app export',
  },
  { file: 'compactor__Test-WE-WARORGAN-English.txt', faction: 'world-eaters', points: 2000, why: 'WarOrgan' },
  {
    file: 'w40kai__DGI_Grey_Knights_10094.txt',
    faction: 'grey-knights',
    points: 2000,
    why: 'Warpbane Task Force with allied agents',
  },
  {
    file: 'mhq__cland5-2026-08-29_votann_fr-app-attached.txt',
    faction: 'leagues-of-votann',
    points: 2000,
    why: 'a French app export',
  },
  {
    file: 'mhq__list-example_aeldari.txt',
    faction: 'aeldari',
    points: 2000,
    why: 'New Recruit compact text does not print attachments: unattached Warlock Conclaves are a warning',
  },
  {
    file: 'tulun__gw-11e-attached_orks.txt',
    faction: 'orks',
    points: 1995,
    why: 'untouched Boyz loadouts are legal; detachments the data lacks and a Bannernob the app lets lead Flash Gitz (the data: Boyz and Nobz) are notes',
  },
  {
    file: 'mhq__cland5-2026-08-29_orks_newrecruit-wtc-compact.txt',
    faction: 'orks',
    points: 1995,
    why: 'New Recruit WTC compact: 20 Boyz with a Boss Nob',
  },
  {
    file: 'grimlog__Space_Marines.txt',
    faction: 'adeptus-astartes',
    points: 590,
    errors: ['no-warlord'],
    why: 'no unit of the file is marked Warlord',
  },
];

describe('real lists, judged as an organiser reads them', () => {
  let data: GameData;
  beforeAll(async () => {
    data = await gameData();
  });

  for (const expected of [...chapterArmies, ...otherArmies]) {
    it(`${expected.file}: ${expected.errors ? expected.errors.join(', ') : 'legal'} (${expected.why})`, () => {
      const roster = resolveArmy(data, realList(expected.file));
      expect(roster.resolution?.factionId).toBe(expected.faction);
      expect(roster.pointsTotal).toBe(expected.points);
      const { report } = rosterLegality(data, roster);
      expect(report.checks.filter((c) => c.severity === 'error').map((c) => c.code)).toEqual(
        expected.errors ?? [],
      );
    });
  }

  it('counts models, not the tokens and wargear printed beside them (tulun gw-11e-attached_orks.txt)', () => {
    // Squighog Boyz: "2x Bomb Squig", "6x Squighog Boy", "2x Nob on Smasha Squig": the Bomb Squigs
    // are the datasheet's Bomb Squig ability, so 8 models. Gretchin: 10 Gretchin and the Runtherd
    // (an ability of the datasheet), 10 models at 45 points. Flash Gitz: 10 and an Ammo Runt.
    // Kommandos: 10, a Bomb Squig and a Distraction Grot.
    const roster = resolveArmy(data, realList('tulun__gw-11e-attached_orks.txt'));
    const counts = (name: string) => roster.units.filter((u) => u.name === name).map((u) => u.count);
    expect(counts('Squighog Boyz')).toEqual([8]);
    expect(counts('Gretchin')).toEqual([10, 10]);
    expect(counts('Flash Gitz')).toEqual([10]);
    expect(counts('Kommandos')).toEqual([10]);
    expect(counts('Stormboyz')).toEqual([5]);
    // The Runtherd's line is not read again as wargear: one set of Runtherd tools, as printed.
    const gretchin = roster.units.find((u) => u.name === 'Gretchin');
    expect(gretchin?.weapons.filter((w) => /Runtherd tools/i.test(w.name)).map((w) => w.count)).toEqual([1]);
    expect(roster.detachments).toEqual(['Freebooter Krew', 'More Dakka!']);
  });

  it('reads the Force Disposition and the detachment points an 11th-edition app export prints', () => {
    const roster = realList('gdc__ironstorm-mh_black-templars.txt');
    expect(roster).toMatchObject({
      detachments: ['Ironstorm Spearhead', "Marshal's Household"],
      detachmentPoints: 3,
      forceDisposition: 'Priority Assets',
    });
  });

  it('prices units as the list builder does, and notes only real differences (compactor WO-Sample-SOB1.txt)', () => {
    // WarOrgan: "Canoness With Jump Pack [85 points] • Blessed halberd and Eyes of the oracle
    // [+10 points]": Eyes of the oracle is the enhancement, the halberd wargear; 75 + 10 is the
    // list's 85, so no note. The Exorcist's priced line names no enhancement: all wargear.
    const roster = resolveArmy(data, realList('compactor__WO-Sample-SOB1.txt'));
    const [canoness] = roster.units.filter((u) => u.name === 'Canoness With Jump Pack');
    expect(canoness?.enhancements).toEqual(['Eyes of the oracle']);
    expect(canoness?.wargear.map((w) => w.name)).toContain('Blessed halberd');
    expect(canoness?.resolution?.notes.filter((n) => n.includes('prices it at'))).toEqual([]);
    const exorcist = roster.units.find((u) => u.name === 'Exorcist');
    expect(exorcist?.enhancements).toEqual([]);
    expect(exorcist?.wargear.map((w) => w.name)).toContain('Symphonic payload');
    expect(roster.enhancements.map((e) => e.name)).not.toContain(
      'Armoured tracks, Exorcist missile launcher, Heavy bolter, Hunter-killer missile and Symphonic payload',
    );
    // A unit the data prices otherwise says both figures, and which copy it is.
    const seraphim = roster.units.filter((u) => u.name === 'Seraphim Squad');
    expect(seraphim[1]?.resolution?.notes.find((n) => n.includes('prices it at'))).toMatch(
      /prices it at \d+ points \(as the 2nd copy of its datasheet\); the list says \d+\.$/,
    );
  });

  it('reads New Recruit compact attachments, not as wargear (mhq list-example_aeldari.txt)', () => {
    // "Char6: 1x Farseer … Leading Storm Guardians[1]" and, under each Storm Guardians squad,
    // "Attached to Farseer": the numbered squad is the one led, by its place among namesakes.
    const roster = realList('mhq__list-example_aeldari.txt');
    const names = roster.units.flatMap((u) => u.wargear.map((w) => w.name));
    expect(names.filter((n) => /^(leading|attached to)\b/i.test(n))).toEqual([]);
    const guardians = roster.units.filter((u) => u.name === 'Storm Guardians').map((u) => u.id);
    expect(roster.attachedLeaders).toContainEqual(
      expect.objectContaining({ leader: 'Farseer', unit: 'Storm Guardians', unitId: guardians[0] }),
    );
    expect(roster.attachedLeaders).toContainEqual(
      expect.objectContaining({ leader: 'Eldrad Ulthran', unit: 'Storm Guardians', unitId: guardians[1] }),
    );
    expect(roster.attachedLeaders).toContainEqual({ leader: 'Asurmen', unit: 'Dire Avengers' });
  });

  it('reads the Force Disposition of French exports under its English name', () => {
    // The French app prints it bare under the detachment. (French New Recruit exports, with French
    // unit names, are not read yet: mhq cland5 chaos-daemons_fr-newrecruit.txt.)
    expect(realList('mhq__cland5-2026-08-29_aeldari-wraith_fr-app.txt').forceDisposition).toBe(
      'Take and Hold',
    );
    expect(realList('mhq__cland5-2026-08-29_votann_fr-app-attached.txt').forceDisposition).toBe(
      'Priority Assets',
    );
    expect(realList('compactor__Test-WE-WARORGAN-English.txt').forceDisposition).toBe('Purge the Foe');
  });
});
