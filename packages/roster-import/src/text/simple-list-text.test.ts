import { describe, expect, it } from 'vitest';
import { parseRosterText } from '../parse-roster';
import { guessSimpleTextFormat } from './simple-list-text';

const lines = (...rows: string[]) => rows.join('\n');

describe('the text format guess (spec 001 §4)', () => {
  it('calls text with Battalion or Patrol Detachment markers a BattleScribe export', () => {
    expect(guessSimpleTextFormat('Patrol Detachment 0CP\nCaptain 80')).toBe('battlescribe');
  });
  it('calls text key-value when more than half the lines are "key: value"', () => {
    expect(guessSimpleTextFormat(lines('Name: Red', 'Faction: Orks', 'Boyz 85'))).toBe('key-value');
    expect(guessSimpleTextFormat(lines('Name: Red', 'Boyz 85', 'Nobz 100'))).toBe('list');
  });
  it('calls text a table when most of the first ten lines split into the same number of columns', () => {
    expect(guessSimpleTextFormat(lines('Unit  Qty  Points', 'Boyz  10  85', 'Nobz  5  100'))).toBe('table');
  });
});

describe('simple lists', () => {
  it('reads a key-value list', () => {
    const result = parseRosterText(
      lines(
        'Name: Green Tide',
        'Faction: Orks',
        'Detachment: War Horde',
        'Boyz: 10 models, 85 pts',
        'Warboss: 65 pts',
      ),
    );
    expect(result.success).toBe(true);
    expect(result.detectedFormat).toBe('key-value');
    expect(result.roster?.faction).toBe('Orks');
    expect(result.roster?.units.map((u) => [u.name, u.count, u.points])).toEqual([
      ['Boyz', 10, 85],
      ['Warboss', 1, 65],
    ]);
    expect(result.roster?.pointsTotal).toBe(150);
  });

  it('reads a table with a header row', () => {
    const result = parseRosterText(
      lines('Unit            Qty   Points', 'Intercessors    10    160', 'Captain         1     80'),
    );
    expect(result.detectedFormat).toBe('table');
    expect(result.partialData?.units.map((u) => [u.name, u.count, u.points])).toEqual([
      ['Intercessors', 10, 160],
      ['Captain', 1, 80],
    ]);
    expect(result.missingFields).toEqual(['name', 'faction']);
  });

  it('reads a plain list under the spec section headers, with wargear under each unit', () => {
    const result = parseRosterText(
      lines(
        'Hammer of Macragge',
        'Ultramarines',
        'HQ',
        'Captain - 80 pts',
        '  - Power fist',
        'Troops',
        '10x Intercessors 160pts',
        'Total: 240',
      ),
    );
    expect(result.detectedFormat).toBe('list');
    expect(result.roster?.name).toBe('Hammer of Macragge');
    expect(result.roster?.faction).toBe('Space Marines');
    expect(result.roster?.units.map((u) => [u.role, u.name, u.count, u.points])).toEqual([
      ['HQ', 'Captain', 1, 80],
      ['Troops', 'Intercessors', 10, 160],
    ]);
    expect(result.roster?.units[0]?.wargear).toEqual([{ name: 'Power fist', count: 1 }]);
  });

  it('refuses text that is not a roster', () => {
    const result = parseRosterText('Dear diary,\nToday I painted nothing at all.');
    expect(result.success).toBe(false);
    expect(result.errors).toEqual([
      { code: 'LOW_CONFIDENCE_FORMAT', message: 'Could not confirm this is an army roster.' },
    ]);
  });
});

describe('a Warhammer-app header above lines no exporter wrote', () => {
  it('reads "Strike Force (2000 points)" as the battle size and the title above it as the name', () => {
    const result = parseRosterText(
      lines('Green Tide (150 points)', 'Orks', 'Strike Force (2000 points)', 'Boyz - 85 pts', 'Warboss 65'),
    );
    expect(result.detectedFormat).toBe('list');
    expect(result.roster).toMatchObject({
      name: 'Green Tide',
      faction: 'Orks',
      battleSize: 'Strike Force',
      pointsLimit: 2000,
      pointsTotal: 150,
    });
    expect(result.roster?.units.map((u) => [u.name, u.points])).toEqual([
      ['Boyz', 85],
      ['Warboss', 65],
    ]);
  });

  it('finds no unit in a header alone, so it is refused rather than read as a unit "Strike Force"', () => {
    const result = parseRosterText(lines('My list (2000 points)', 'Necrons', 'Strike Force (2000 points)'));
    expect(result.partialData).toBeNull();
    expect(result.errors[0]?.code).toBe('LOW_CONFIDENCE_FORMAT');
  });

  it('still reads a first line with points as a unit when no battle size line follows', () => {
    const result = parseRosterText(lines('Captain (80 points)', 'Ultramarines', 'Intercessors 160'));
    expect(result.partialData?.units.map((u) => u.name) ?? result.roster?.units.map((u) => u.name)).toEqual([
      'Captain',
      'Intercessors',
    ]);
  });
});

describe('BattleScribe text exports', () => {
  it('reads forces, sections, units and the total', () => {
    const result = parseRosterText(
      lines(
        '++ Battalion Detachment +5CP (Imperium - Adeptus Astartes - Ultramarines) [12 PL, 250pts] ++',
        '',
        '+ HQ +',
        '',
        'Captain [5 PL, 90pts]: Bolt pistol, Master-crafted power sword, Warlord',
        '',
        '+ Troops +',
        '',
        'Intercessor Squad [5 PL, 100pts]',
        '. Intercessor Sergeant: Bolt pistol, Bolt rifle',
        '. 4x Intercessor: Bolt pistol, Bolt rifle',
        '',
        '++ Total: [12 PL, 190pts] ++',
      ),
    );
    // The export has no list name: it is named from its faction and points, so it reads as valid.
    const roster = result.roster;
    expect(roster?.name).toBe('Ultramarines, 190 points');
    expect(result.detectedFormat).toBe('battlescribe-text');
    expect(roster?.faction).toBe('Space Marines');
    expect(roster?.subFaction).toBe('Ultramarines');
    expect(roster?.edition).toBe('9th');
    expect(roster?.units.map((u) => [u.role, u.name, u.count, u.points])).toEqual([
      ['HQ', 'Captain', 1, 90],
      ['Troops', 'Intercessor Squad', 5, 100],
    ]);
    expect(roster?.forces[0]?.name).toBe('Battalion Detachment');
    expect(roster?.units[1]?.wargear).toEqual([
      { name: 'Bolt pistol', count: 5 },
      { name: 'Bolt rifle', count: 5 },
    ]);
  });
});

describe('text normalisation before matching', () => {
  it('reads curly apostrophes, non-breaking spaces and hyphens, CRLF and tabs alike', () => {
    const plain = parseRosterText(
      "My list (100 points)\n\nT'au Empire\nStrike Force (2000 points)\nKauyon\n\nCHARACTERS\n\nCommander Farsight (100 points)\n  • 1x Dawn Blade\n",
    );
    const messy = parseRosterText(
      'My list (100\u00a0points)\r\n\r\nT\u2019au\u00a0Empire\r\nStrike\u00a0Force (2000 points)\r\nKauyon\r\n\r\nCHARACTERS\r\n\r\nCommander\u00a0Farsight (100 points)\r\n\t• 1x Dawn\u2011Blade\r\n',
    );
    expect(messy.roster?.faction).toBe("T'au Empire");
    expect(messy.roster?.units[0]?.name).toBe(plain.roster?.units[0]?.name);
    expect(messy.roster?.units[0]?.wargear).toEqual([{ name: 'Dawn-Blade', count: 1 }]);
  });

  it('keeps a 5 MB line of junk from costing more than a capped scan', () => {
    const result = parseRosterText(`${'Captain ('.repeat(600_000)}`);
    expect(result.success).toBe(false);
  });
});
