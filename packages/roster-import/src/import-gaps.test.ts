import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBattleScribeXml } from './battlescribe-xml';
import { parseNewRecruitJson } from './newrecruit-json';
import { parseRosterInput, parseRosterText } from './parse-roster';

// Small hand-written inputs for gaps found on real files. Each test failed before its fix.

const lines = (...rows: string[]) => rows.join('\n');
const fixture = (name: string) =>
  parseRosterInput(new Uint8Array(readFileSync(path.resolve(import.meta.dirname, '../fixtures', name))));

/** A .ros document around some force-level selections. */
function ros(options: {
  selections: string;
  total: number;
  gameSystemName?: string | null;
  gameSystemId?: string;
  catalogue?: string;
  costLimit?: number;
}): string {
  const system =
    options.gameSystemName === null
      ? ''
      : ` gameSystemName="${options.gameSystemName ?? 'Warhammer 40,000 9th Edition'}"`;
  const id = ` gameSystemId="${options.gameSystemId ?? '28ec-711c-d87f-3aeb'}"`;
  const limits =
    options.costLimit === undefined
      ? ''
      : `<costLimits><costLimit name="pts" typeId="points" value="${options.costLimit}"/></costLimits>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<roster name="Test List"${id}${system}>
  <costs><cost name="PL" typeId="pl" value="20"/><cost name="pts" typeId="points" value="${options.total}"/></costs>
  ${limits}
  <forces><force name="Patrol Detachment -2CP" catalogueName="${options.catalogue ?? 'Chaos - Death Guard'}"><selections>
${options.selections}
  </selections></force></forces>
</roster>`;
}

const stats9th = (values: Record<string, string>) =>
  `<characteristics>${Object.entries(values)
    .map(([name, value]) => `<characteristic name="${name}" typeId="${name}">${value}</characteristic>`)
    .join('')}</characteristics>`;

const configuration = (name: string, child?: string, type = 'upgrade') => `
    <selection name="${name}" type="${type}" number="1">
      <costs><cost name="pts" typeId="points" value="0"/><cost name="CP" typeId="cp" value="0"/></costs>
      <categories><category name="Configuration" primary="true"/></categories>
      ${child ? `<selections><selection name="${child}" type="upgrade" number="1"><costs><cost name="pts" typeId="points" value="0"/></costs></selection></selections>` : ''}
    </selection>`;

const poxwalkers = `
    <selection name="Poxwalkers" type="unit" number="1">
      <costs><cost name="pts" typeId="points" value="0"/></costs>
      <categories><category name="Troops" primary="true"/></categories>
      <selections>
        <selection name="Poxwalker" type="model" number="10"><costs><cost name="pts" typeId="points" value="60"/></costs></selection>
      </selections>
    </selection>`;

describe('gap 1: 9th-edition units marked as upgrade selections at force level', () => {
  const crawlerList = (princeWeapon: string) =>
    ros({
      total: 460 + (princeWeapon ? 150 : 0),
      selections: `
    ${configuration('Plague Company', 'Inexorable')}
    <selection name="Plagueburst Crawler" type="upgrade" number="1">
      <costs><cost name="PL" typeId="pl" value="10"/><cost name="pts" typeId="points" value="180"/></costs>
      <categories><category name="Heavy Support" primary="true"/><category name="Vehicle" primary="false"/></categories>
      <profiles><profile name="Plagueburst Crawler" typeName="Unit">${stats9th({ M: '10"', WS: '4+', BS: '4+', S: '7', T: '8', W: '12', A: '3', Ld: '8', Save: '3+' })}</profile></profiles>
      <selections>
        <selection name="Entropy cannon" type="upgrade" number="2"><profiles><profile name="Entropy cannon" typeName="Weapon">${stats9th({ Range: '36"', Type: 'Heavy 1', S: '8', AP: '-3', D: 'D6' })}</profile></profiles></selection>
      </selections>
    </selection>
    <selection name="Daemon Prince of Nurgle" type="upgrade" number="1">
      <costs><cost name="pts" typeId="points" value="0"/></costs>
      <categories><category name="HQ" primary="true"/></categories>
      <profiles><profile name="Daemon Prince of Nurgle" typeName="Daemon Prince">${stats9th({ M: '8"', T: '7', W: '9', Save: '3+' })}</profile></profiles>
      ${princeWeapon}
    </selection>
    <selection name="Foul Blightspawn" type="upgrade" number="1">
      <costs><cost name="pts" typeId="points" value="0"/></costs>
      <categories><category name="Elites" primary="true"/></categories>
      <selections>
        <selection name="Plague sprayer" type="upgrade" number="1"><costs><cost name="pts" typeId="points" value="220"/></costs></selection>
      </selections>
    </selection>
    ${poxwalkers}`,
    });
  // Only its stat line says the Daemon Prince is a unit: no Unit profile type, no points.
  const xml = crawlerList('');

  it('reads a force-level upgrade with a Unit profile, stat characteristics or points as a unit', () => {
    const roster = parseBattleScribeXml(xml);
    expect(roster.units.map((unit) => [unit.name, unit.points, unit.role])).toEqual([
      ['Plagueburst Crawler', 180, 'Heavy Support'],
      ['Daemon Prince of Nurgle', 0, 'HQ'],
      ['Foul Blightspawn', 220, 'Elites'],
      ['Poxwalkers', 60, 'Troops'],
    ]);
    const crawler = roster.units[0];
    expect(crawler?.stats).toMatchObject({ M: '10"', T: '8', SV: '3+', W: '12' });
    expect(crawler?.count).toBe(1);
    expect(crawler?.weapons.map((weapon) => weapon.name)).toEqual(['Entropy cannon']);
    expect(roster.units[1]?.stats).toMatchObject({ M: '8"', T: '7', W: '9', SV: '3+' });
  });

  it('adds up to the declared total once those units are read, so nothing is flagged', () => {
    const result = parseRosterInput(
      crawlerList(
        '<selections><selection name="Hellforged sword" type="upgrade" number="1"><costs><cost name="pts" typeId="points" value="150"/></costs></selection></selections>',
      ),
    );
    expect(result.roster?.units).toHaveLength(4);
    expect(result.warnings).toEqual([]);
    expect(result.confidenceScore).toBe(1);
  });

  it('reads the unit inside a force-level wrapper (Necrons "Bound Creation" holding Cryptothralls)', () => {
    const roster = parseBattleScribeXml(
      ros({
        total: 100,
        catalogue: 'Necrons',
        selections: `
    <selection name="Bound Creation" type="upgrade" number="1">
      <costs><cost name="pts" typeId="points" value="0"/></costs>
      <categories><category name="No Force Org Slot" primary="true"/></categories>
      <selections>
        <selection name="Cryptothralls" type="unit" number="1">
          <categories><category name="Elites" primary="true"/></categories>
          <selections><selection name="Cryptothrall" type="model" number="2"><costs><cost name="pts" typeId="points" value="40"/></costs></selection></selections>
        </selection>
      </selections>
    </selection>
    ${poxwalkers}`,
      }),
    );
    expect(roster.units.map((unit) => [unit.name, unit.points, unit.count])).toEqual([
      ['Cryptothralls', 40, 2],
      ['Poxwalkers', 60, 10],
    ]);
  });

  it('reads the 9th-edition fixtures whole: their units add up to the file total', () => {
    // Counts read from the files: "Bound Creation" holds Cryptothralls (Necrons); "Lieutenants"
    // (Blood Angels) is a type="upgrade" unit of two models; neither was read before.
    const necrons = fixture('ros/ps__Necron June 2021 2.ros');
    expect(necrons.roster?.units.map((unit) => unit.name)).toContain('Cryptothralls');
    expect(necrons.warnings).toEqual([]);
    const bloodAngels = fixture('ros/ps__BloodAngels test.ros');
    const lieutenants = bloodAngels.roster?.units.find((unit) => unit.name === 'Lieutenants');
    expect(lieutenants?.count).toBe(2);
    expect(lieutenants?.points).toBe(170);
    expect(bloodAngels.warnings).toEqual([]);
  });
});

describe('gap 2: settings selections at force level are not units', () => {
  const xml = ros({
    total: 60,
    selections: `
    ${configuration('Gametype', 'Matched', 'unit')}
    ${configuration('Battle Size', '3. Strike Force (101-200 Total PL / 1001-2000 Points)', 'model')}
    ${configuration('Detachment Command Cost', undefined, 'unit')}
    <selection name="Game Type" type="unit" number="1"><costs><cost name="pts" typeId="points" value="0"/></costs></selection>
    ${poxwalkers}`,
  });

  it('skips Gametype, Battle Size and other configuration entries whatever their type', () => {
    const roster = parseBattleScribeXml(xml);
    expect(roster.units.map((unit) => unit.name)).toEqual(['Poxwalkers']);
  });

  it('reads the battle size and points limit from the battle-size selection', () => {
    const roster = parseBattleScribeXml(xml);
    expect(roster.battleSize).toBe('Strike Force');
    expect(roster.pointsLimit).toBe(2000);
  });

  it('keeps the roster’s own cost limit over the battle size', () => {
    const roster = parseBattleScribeXml(
      ros({
        total: 60,
        costLimit: 1500,
        selections: `${configuration('Battle Size', '2. Incursion (1000 Point limit)')}${poxwalkers}`,
      }),
    );
    expect(roster.battleSize).toBe('Incursion');
    expect(roster.pointsLimit).toBe(1500);
  });

  it('reads a points limit from an Age of Sigmar "Game Type" choice', () => {
    const roster = parseBattleScribeXml(
      ros({
        total: 60,
        gameSystemName: 'Age of Sigmar',
        selections: `${configuration('Game Type', '2000 Points - Battlehost')}${poxwalkers}`,
      }),
    );
    expect(roster.pointsLimit).toBe(2000);
    expect(roster.units.map((unit) => unit.name)).toEqual(['Poxwalkers']);
  });
});

describe('gap 3: BattleScribe units must add up to the roster total', () => {
  it('warns with both numbers and lowers confidence when they do not', () => {
    const matching = parseRosterInput(ros({ total: 60, selections: poxwalkers }));
    const result = parseRosterInput(ros({ total: 500, selections: poxwalkers }));
    expect(result.roster?.pointsTotal).toBe(500);
    const warning = result.warnings.find((w) => w.code === 'LOW_POINTS_CONFIDENCE');
    expect(warning?.message).toContain('500');
    expect(warning?.message).toContain('60');
    expect(result.confidenceScore).toBeLessThan(matching.confidenceScore);
    expect(matching.warnings).toEqual([]);
  });

  it('checks New Recruit JSON the same way', () => {
    const json = {
      roster: {
        name: 'Json list',
        gameSystemName: 'Warhammer 40,000 10th Edition',
        costs: [{ name: 'pts', value: 1000 }],
        forces: [
          {
            name: 'Army Roster',
            catalogueName: 'Xenos - Necrons',
            selections: [
              {
                name: 'Overlord',
                type: 'model',
                number: 1,
                costs: [{ name: 'pts', value: 85 }],
                categories: [{ name: 'Character', primary: true }],
              },
            ],
          },
        ],
      },
    };
    expect(parseNewRecruitJson(json).pointsTotal).toBe(1000);
    const result = parseRosterInput(JSON.stringify(json));
    expect(result.warnings.map((w) => w.message)).toContain(
      'The list says 1000 points but its units add up to 85.',
    );
    expect(result.confidenceScore).toBeLessThan(1);
  });

  it('lowers confidence for a text list whose units do not add up either', () => {
    const list = (total: string) =>
      lines(
        `Death Guard list (${total} Points)`,
        '',
        'Death Guard',
        'Strike Force (2,000 Points)',
        'Plague Company',
        '',
        'BATTLELINE',
        '',
        'Poxwalkers (60 Points)',
        '  • 10x Poxwalker',
        '    • 10x Improvised weapon',
      );
    const good = parseRosterText(list('60'));
    const bad = parseRosterText(list('160'));
    expect(good.confidenceScore).toBe(1);
    expect(bad.warnings.map((w) => w.code)).toContain('LOW_POINTS_CONFIDENCE');
    expect(bad.confidenceScore).toBeLessThan(1);
  });
});

const appList = (...preamble: string[]) =>
  lines(
    ...preamble,
    'Hammer of Macragge (160 Points)',
    '',
    'Space Marines',
    'Ultramarines',
    'Strike Force (2,000 Points)',
    'Gladius Task Force',
    '',
    'CHARACTERS',
    '',
    'Captain (80 Points)',
    '  • 1x Bolt pistol',
    '    1x Master-crafted power weapon',
    '',
    'BATTLELINE',
    '',
    'Intercessor Squad (80 Points)',
    '  • 1x Intercessor Sergeant',
    '    • 1x Bolt rifle',
    '  • 4x Intercessor',
    '    • 4x Bolt rifle',
    '',
    'Exported with App Version: v1.21.1 (45), Data Version: v469',
  );

describe('gap 4: preamble lines above a Warhammer app export', () => {
  const expectHammer = (text: string) => {
    const result = parseRosterText(text);
    const roster = result.roster;
    expect(result.errors).toEqual([]);
    expect(roster?.name).toBe('Hammer of Macragge');
    expect(roster?.faction).toBe('Space Marines');
    expect(roster?.subFaction).toBe('Ultramarines');
    expect(roster?.detachments).toEqual(['Gladius Task Force']);
    expect(roster?.battleSize).toBe('Strike Force');
    expect(roster?.pointsLimit).toBe(2000);
    expect(roster?.pointsTotal).toBe(160);
    expect(roster?.units.map((unit) => [unit.name, unit.points])).toEqual([
      ['Captain', 80],
      ['Intercessor Squad', 80],
    ]);
    expect(result.warnings).toEqual([]);
    return result;
  };

  it('skips a web link pasted above the title', () => {
    expectHammer(appList('https://www.warhammer.com/en-GB/army-list/abc123?share=1', ''));
  });

  it('skips several links, a "List link:" label and separator lines', () => {
    expectHammer(
      appList('List link: https://www.newrecruit.eu/app/list/AbC12', 'http://example.com/x', '-----', ''),
    );
  });

  it('skips other preamble lines above the title', () => {
    expectHammer(appList('Shared from the Warhammer 40,000 app', 'My list for Saturday', ''));
  });

  it('still reads a unit right below a plain title as a unit', () => {
    const result = parseRosterText(
      lines('My list', 'Captain (80 points)', 'Intercessor Squad (80 points)', 'Space Marines'),
    );
    const roster = result.roster ?? result.partialData;
    expect(roster?.name).toBe('My list');
    expect(roster?.units.map((unit) => unit.name)).toEqual(['Captain', 'Intercessor Squad']);
  });

  it('never reads the battle size as a unit, with or without thousands separators', () => {
    for (const size of ['2,000', '2 000', '2000', '2.000', '2\u202f000']) {
      const text = appList('https://example.com/list').replace('2,000', size);
      const result = expectHammer(text);
      expect(result.roster?.units.some((unit) => /strike force/i.test(unit.name))).toBe(false);
    }
  });

  it('does not turn a battle-size line after the units began into a unit', () => {
    const result = parseRosterText(
      lines(
        'Space Marines',
        'Captain (80 Points)',
        '  • 1x Bolt pistol',
        'Strike Force (2 000 Points)',
        'Intercessor Squad (80 Points)',
        '  • 5x Intercessor',
        '• Onslaught (3000 points)',
      ),
    );
    const roster = result.roster ?? result.partialData;
    expect(roster?.units.map((unit) => unit.name)).toEqual(['Captain', 'Intercessor Squad']);
    expect(roster?.battleSize).toBe('Strike Force');
    expect(roster?.pointsLimit).toBe(2000);
  });
});

describe('gap 5: New Recruit "Detachment Choice"', () => {
  it('reads "Detachment Choice:" in a header', () => {
    const result = parseRosterText(
      lines(
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '+ FACTION KEYWORD: Imperium - Adeptus Astartes - Ultramarines',
        '+ Detachment Choice: Gladius Task Force',
        '+ TOTAL ARMY POINTS: 80pts',
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '',
        'CHARACTER',
        '',
        '1x Captain (80 pts)',
        '• 1x Bolt pistol',
      ),
    );
    expect((result.roster ?? result.partialData)?.detachments).toEqual(['Gladius Task Force']);
  });

  it('reads "• Detachment Choice:" as a bullet in a configuration block', () => {
    const result = parseRosterText(
      lines(
        'Hammer of Macragge - Space Marines - [80 pts]',
        '',
        '# ++ Army Roster ++ [80 pts]',
        '## Configuration',
        '• Battle Size: Strike Force (2000 Point limit)',
        '• Detachment Choice: Gladius Task Force',
        '',
        '## Character [80 pts]',
        'Captain [80 pts]: Bolt pistol',
      ),
    );
    const roster = result.roster ?? result.partialData;
    expect(roster?.detachments).toEqual(['Gladius Task Force']);
    expect(roster?.units.map((unit) => unit.name)).toEqual(['Captain']);
  });

  it('reads a "Detachment Choice" bullet written under the units too', () => {
    const result = parseRosterText(
      lines(
        'Hammer of Macragge (80 Points)',
        'Space Marines',
        '',
        'Captain (80 Points)',
        '  • 1x Bolt pistol',
        '• Detachment Choice: Gladius Task Force',
      ),
    );
    const roster = result.roster ?? result.partialData;
    expect(roster?.detachments).toEqual(['Gladius Task Force']);
    expect(roster?.units[0]?.wargear.map((item) => item.name)).toEqual(['Bolt pistol']);
  });
});

describe('gap 6: model counts count models only', () => {
  it('does not count Aspect Shrine tokens as models (app text)', () => {
    const result = parseRosterText(
      lines(
        'Aspect Host (255 Points)',
        '',
        'Aeldari',
        'Strike Force (2000 Points)',
        'Aspect Host',
        '',
        'OTHER DATASHEETS',
        '',
        'Dire Avengers (150 Points)',
        '  • 2x Aspect Shrine Token',
        '  • 1x Dire Avenger Exarch',
        '     ◦ 2x Avenger shuriken catapult',
        '  • 9x Dire Avenger',
        '     ◦ 9x Avenger shuriken catapult',
        '',
        'Warp Spiders (105 Points)',
        '  • 1x Shrine token',
        '  • 1x Warp Spider Exarch',
        '     ◦ 1x Powerblade array',
        '  • 4x Warp Spider',
        '     ◦ 4x Death spinner',
      ),
    );
    const [avengers, spiders] = result.roster?.units ?? [];
    expect(avengers?.count).toBe(10);
    expect(avengers?.models).toEqual([
      { name: 'Dire Avenger Exarch', count: 1 },
      { name: 'Dire Avenger', count: 9 },
    ]);
    expect(avengers?.wargear).toContainEqual({ name: 'Aspect Shrine Token', count: 2 });
    expect(spiders?.count).toBe(5);
  });

  it('does not count a Watcher in the Dark, drones or a support turret as models (app text)', () => {
    const result = parseRosterText(
      lines(
        'Mixed (340 Points)',
        '',
        "T'au Empire",
        'Strike Force (2000 Points)',
        'Kauyon',
        '',
        'BATTLELINE',
        '',
        'Strike Team (75 Points)',
        "  • 1x Fire Warrior Shas'ui",
        '    • 1x Pulse rifle',
        '  • 9x Fire Warrior',
        '    • 9x Pulse rifle',
        '  • 1x Guardian Drone',
        '  • 1x DS8 Tactical Support Turret',
        '    • 1x Missile pod',
        '',
        'Deathwing Knights (265 Points)',
        '  • 1x Watcher in the Dark',
        '  • 1x Knight Master',
        '    • 1x Great weapon of the Unforgiven',
        '  • 4x Deathwing Knight',
        '    • 4x Mace of absolution',
      ),
    );
    const [team, knights] = result.roster?.units ?? [];
    expect(team?.count).toBe(10);
    expect(team?.models.map((model) => model.name)).toEqual(["Fire Warrior Shas'ui", 'Fire Warrior']);
    expect(team?.wargear).toContainEqual({ name: 'DS8 Tactical Support Turret', count: 1 });
    expect(team?.wargear).toContainEqual({ name: 'Guardian Drone', count: 1 });
    expect(knights?.count).toBe(5);
  });

  it('does not count a "Daemonic Allegiance:" option or weapon lines as models', () => {
    const result = parseRosterText(
      lines(
        'Daemons (180 Points)',
        '',
        'Chaos Daemons',
        'Strike Force (2000 Points)',
        'Daemonic Incursion',
        '',
        'OTHER DATASHEETS',
        '',
        'Soul Grinder (180 Points)',
        '  • Daemonic Allegiance: Tzeentch',
        '  • 1x Harvester cannon',
        '  • 1x Iron claw',
        '  • 1x Warp gaze',
      ),
    );
    const grinder = result.roster?.units[0];
    expect(grinder?.count).toBe(1);
    expect(grinder?.models).toEqual([]);
  });

  it('counts models in a flattened list where each model has a single weapon line', () => {
    const result = parseRosterText(
      lines(
        'Adeptus Mechanicus',
        'Strike Force (2000 Points)',
        'Haloscreed Battle Clade',
        'OTHER DATASHEETS',
        'Sicarian Ruststalkers (165 points)',
        '- 1x Sicarian Ruststalker Princeps',
        '- 1x Transonic blades and chordclaw',
        '- 9x Sicarian Ruststalker',
        '- 9x Transonic razor and chordclaw',
        'Sicarian Infiltrators (90 points)',
        '- 1x Sicarian Infiltrator Princeps',
        '- 1x Flechette blaster',
        '1x Taser goad',
        '- 4x Sicarian Infiltrator',
        '- 4x Flechette blaster',
        '4x Taser goad',
      ),
    );
    const roster = result.roster ?? result.partialData;
    expect(roster?.units.map((unit) => [unit.name, unit.count])).toEqual([
      ['Sicarian Ruststalkers', 10],
      ['Sicarian Infiltrators', 5],
    ]);
  });

  it('does not take a weapon named in the unit name for a model in a flat list', () => {
    const result = parseRosterText(
      lines(
        'Genestealer Cults',
        'Strike Force (2000 Points)',
        'Biosanctic Broodsurge',
        'BATTLELINE',
        'Acolyte Hybrids with Autopistols (65 Points)',
        '- 1x Acolyte Leader',
        '- 1x Autopistol',
        '- 1x Cult claws and knife',
        '- 4x Acolyte Hybrid',
        '- 4x Autopistol',
        '- 4x Cult claws and knife',
      ),
    );
    const unit = (result.roster ?? result.partialData)?.units[0];
    expect(unit?.count).toBe(5);
    expect(unit?.models).toEqual([
      { name: 'Acolyte Leader', count: 1 },
      { name: 'Acolyte Hybrid', count: 4 },
    ]);
  });

  it('does not count ListForge choice groups as models, nor a group above its models', () => {
    const result = parseRosterText(
      lines(
        'Fiendish! - World Eaters - Berzerker Warband (235 Points)',
        '',
        'Battleline:',
        '',
        'Jakhals (65 pts)',
        '  • Jakhal Pack Leader',
        '    • Autopistol',
        '    • Jakhal chainblades',
        '  • B: 1 mauler chainblade, 7 chainblades',
        '    • Jakhal w/ mauler chainblade',
        '      • Mauler chainblade',
        '      • Autopistol',
        '    • 7x Jakhal',
        '      • 7x Autopistol',
        '      • 7x Jakhal chainblades',
        '  • Dishonoured w/ skullsmasher',
        '    • Skullsmasher',
        '',
        'Other Datasheets:',
        '',
        'World Eaters Forgefiend (170 pts)',
        '  • 2 ectoplasma cannons',
        '    • 2x Ectoplasma cannon',
        '  • Ectoplasma cannon and claws',
        '    • Forgefiend claws',
        '    • Ectoplasma cannon',
      ),
    );
    const [jakhals, forgefiend] = result.roster?.units ?? [];
    expect(jakhals?.count).toBe(10);
    expect(jakhals?.models.map((model) => model.name)).toEqual([
      'Jakhal Pack Leader',
      'Jakhal w/ mauler chainblade',
      'Jakhal',
      'Dishonoured w/ skullsmasher',
    ]);
    expect(forgefiend?.count).toBe(1);
    expect(forgefiend?.wargear).toContainEqual({ name: 'Ectoplasma cannon', count: 3 });
  });

  it('counts models only in the real text fixtures', () => {
    const counts = (file: string) => {
      const result = fixture(file);
      return (result.roster ?? result.partialData)?.units.map((unit) => `${unit.name}: ${unit.count}`);
    };
    // Read from the files: tokens, Watchers, allegiance lines and weapon lines are not models.
    expect(counts('gwapp/compactor__GWAPP-Sample-DarkAngels.txt')).toEqual(
      expect.arrayContaining(['Deathwing Knights: 5', 'Deathwing Terminator Squad: 5']),
    );
    expect(counts('gwapp/w40kai__warhammer_app_dump.txt')).toContain('Soul Grinder: 1');
    expect(counts('other/w40kai__DGI_Adeptus_Mechanicus_10103.txt')).toContain('Sicarian Ruststalkers: 10');
    expect(counts('other/w40kai__DGI_Genestealer_Cult_9026.txt')).toEqual(
      expect.arrayContaining(['Acolyte Hybrids with Autopistols: 5', 'Aberrants: 5']),
    );
    expect(counts('other/w40kai__DGI_Drukhari_10289.txt')).toEqual(
      expect.arrayContaining(['Wyches: 10', 'Kabalite Warriors: 10']),
    );
    expect(counts('other/compactor__LFSample.txt')).toEqual(
      expect.arrayContaining(['Jakhals: 10', 'World Eaters Forgefiend: 1']),
    );
  });

  it('does not count tokens, carried drones or turrets as models in BattleScribe', () => {
    const roster = parseBattleScribeXml(
      ros({
        total: 225,
        gameSystemName: 'Warhammer 40,000 10th Edition',
        gameSystemId: 'sys-352e-adc2-7639-d6a9',
        catalogue: "Xenos - T'au Empire",
        selections: `
    <selection name="Strike Team" type="unit" number="1">
      <costs><cost name="pts" typeId="points" value="75"/></costs>
      <categories><category name="Battleline" primary="true"/></categories>
      <selections>
        <selection name="Fire Warrior Shas'ui" type="model" number="1">
          <selections>
            <selection name="Guardian Drone" type="model" number="1"/>
            <selection name="Pulse rifle" type="upgrade" number="1"/>
          </selections>
        </selection>
        <selection name="Fire Warrior" type="model" number="9"/>
        <selection name="DS8 Tactical Support Turret" type="model" number="1">
          <selections><selection name="Missile pod" type="upgrade" number="1"/></selections>
        </selection>
      </selections>
    </selection>
    <selection name="Dire Avengers" type="unit" number="1">
      <costs><cost name="pts" typeId="points" value="150"/></costs>
      <categories><category name="Battleline" primary="true"/></categories>
      <selections>
        <selection name="Aspect Shrine Token" type="model" number="2"/>
        <selection name="Dire Avenger Exarch" type="model" number="1"/>
        <selection name="Dire Avenger" type="model" number="9"/>
      </selections>
    </selection>`,
      }),
    );
    const [team, avengers] = roster.units;
    expect(team?.count).toBe(10);
    expect(team?.models).toEqual([
      { name: "Fire Warrior Shas'ui", count: 1 },
      { name: 'Fire Warrior', count: 9 },
    ]);
    expect(team?.wargear.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Guardian Drone', 'DS8 Tactical Support Turret', 'Missile pod']),
    );
    expect(avengers?.count).toBe(10);
    expect(avengers?.wargear).toContainEqual({ name: 'Aspect Shrine Token', count: 2 });
  });

  it('still counts drones that are models of the unit itself (9th edition)', () => {
    const roster = parseBattleScribeXml(
      ros({
        total: 150,
        catalogue: "Xenos - T'au Empire",
        selections: `
    <selection name="Crisis Battlesuits" type="unit" number="1">
      <categories><category name="Elites" primary="true"/></categories>
      <selections>
        <selection name="Crisis Shas'ui" type="model" number="3"><costs><cost name="pts" typeId="points" value="120"/></costs></selection>
        <selection name="MV4 Shield Drone" type="model" number="2"><costs><cost name="pts" typeId="points" value="30"/></costs></selection>
      </selections>
    </selection>`,
      }),
    );
    expect(roster.units[0]?.count).toBe(5);
  });

  it('counts upgrade entries that carry their own Unit profile as models when no model entries exist', () => {
    const roster = parseBattleScribeXml(
      ros({
        total: 95,
        catalogue: 'Imperium - Adeptus Astartes - Blood Angels',
        selections: `
    <selection name="Assault Intercessor Squad" type="unit" number="1">
      <categories><category name="Troops" primary="true"/></categories>
      <selections>
        <selection name="Assault Intercessor Sgt" type="upgrade" number="1">
          <costs><cost name="pts" typeId="points" value="19"/></costs>
          <profiles><profile name="Assault Intercessor Sgt" typeName="Unit">${stats9th({ M: '6"', T: '4', W: '2', Save: '3+' })}</profile></profiles>
          <selections><selection name="Heavy Bolt Pistol" type="upgrade" number="1"/></selections>
        </selection>
        <selection name="Assault Intercessor" type="upgrade" number="4">
          <costs><cost name="pts" typeId="points" value="76"/></costs>
          <profiles><profile name="Assault Intercessor" typeName="Unit">${stats9th({ M: '6"', T: '4', W: '2', Save: '3+' })}</profile></profiles>
        </selection>
      </selections>
    </selection>`,
      }),
    );
    const squad = roster.units[0];
    expect(squad?.count).toBe(5);
    expect(squad?.models).toEqual([
      { name: 'Assault Intercessor Sgt', count: 1 },
      { name: 'Assault Intercessor', count: 4 },
    ]);
    expect(squad?.wargear.map((item) => item.name)).toEqual(['Heavy Bolt Pistol']);
  });
});

describe('lists for another game than Warhammer 40,000', () => {
  const other = (gameSystemName: string | null, gameSystemId: string) =>
    parseRosterInput(ros({ total: 60, gameSystemName, gameSystemId, selections: poxwalkers }));

  it('says an Age of Sigmar list is not a 40k list, and is not fully confident', () => {
    const result = other('Age of Sigmar 4.0', 'e51d-b1a3-75fc-dc3g');
    expect(result.warnings).toContainEqual({
      code: 'NOT_WARHAMMER_40K',
      message:
        "This is an Age of Sigmar list, not Warhammer 40,000: Muster's analysis and events are for 40k.",
    });
    expect(result.confidenceScore).toBeLessThan(1);
  });

  it('says so for Kill Team, although its game system name mentions Warhammer 40,000', () => {
    const result = other('Warhammer 40,000: Kill Team (2018)', 'a467-5f42-d24c-6e5b');
    expect(result.warnings.map((w) => w.message)).toContain(
      "This is a Kill Team list, not Warhammer 40,000: Muster's analysis and events are for 40k.",
    );
    expect(result.confidenceScore).toBeLessThan(1);
  });

  it('recognises the game from gameSystemId when the name is missing', () => {
    const result = other(null, 'e51d-b1a3-75fc-dc33');
    expect(result.roster?.gameSystem).toBe('Age of Sigmar');
    expect(result.warnings.map((w) => w.code)).toContain('NOT_WARHAMMER_40K');
  });

  it('warns for the Age of Sigmar and Kill Team fixtures (.ros, .rosz and New Recruit JSON)', () => {
    for (const [file, game] of [
      ['ros/aosr__sce-001-minimal__list.ros', 'Age of Sigmar'],
      ['rosz/aosr__sce-001-minimal__list.rosz', 'Age of Sigmar'],
      ['newrecruit/aosr__sce-001-minimal__list.json', 'Age of Sigmar'],
      ['ros/ps__Khorne 2k AoS 3.ros', 'Age of Sigmar'],
      ['ros/ps__marines_kt.ros', 'Kill Team'],
      ['rosz/ps__Ork Test - KT21.rosz', 'Kill Team'],
    ] as const) {
      const result = fixture(file);
      const article = game === 'Age of Sigmar' ? 'an' : 'a';
      expect(result.warnings.map((w) => w.message)).toContain(
        `This is ${article} ${game} list, not Warhammer 40,000: Muster's analysis and events are for 40k.`,
      );
      expect(result.confidenceScore).toBeLessThan(1);
    }
  });

  it('does not warn for a Warhammer 40,000 list', () => {
    const result = other('Warhammer 40,000 10th Edition', 'sys-352e-adc2-7639-d6a9');
    expect(result.warnings).toEqual([]);
    expect(result.confidenceScore).toBe(1);
  });
});
