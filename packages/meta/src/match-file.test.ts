import { describe, expect, it } from 'vitest';
import { MAX_MATCH_ROWS, MatchFileError, readMatchFile } from './match-file';

const today = '2026-11-23';
const header =
  'date,event,player_a,faction_a,detachment_a,force_disposition_a,vp_a,player_b,faction_b,detachment_b,force_disposition_b,vp_b,mission,deployment,first_turn';
const csv = (...lines: string[]) => [header, ...lines].join('\n');

describe('readMatchFile (CSV)', () => {
  it('reads a game with every field, canonical faction names and first turn by name', () => {
    const file = readMatchFile(
      'games.csv',
      csv(
        '2026-10-04,London GT,Ann,orks,War Horde,Take and Hold,72,Ben,Necron,Awakened Dynasty,,64,Only War,Crucible of Battle,Ben',
      ),
      today,
    );
    expect(file.format).toBe('csv');
    expect(file.rejected).toEqual([]);
    expect(file.accepted).toEqual([
      {
        row: 2,
        record: {
          playedOn: '2026-10-04',
          event: 'London GT',
          a: {
            player: 'Ann',
            playerId: null,
            faction: 'Orks',
            detachment: 'War Horde',
            forceDisposition: 'Take and Hold',
            vp: 72,
          },
          b: {
            player: 'Ben',
            playerId: null,
            faction: 'Necrons',
            detachment: 'Awakened Dynasty',
            forceDisposition: null,
            vp: 64,
          },
          mission: 'Only War',
          deployment: 'Crucible of Battle',
          firstTurn: 'b',
        },
      },
    ]);
  });

  it('handles a byte-order mark, CRLF, quoted commas and quotes, and blank lines', () => {
    const text = `\uFEFF${header}\r\n2026-10-04,"Brawl, ""Spring"" Edition",Ann,Orks,,,50,Ben,Tyranids,,,50,,,\r\n\r\n`;
    const file = readMatchFile('games.csv', text, today);
    expect(file.accepted[0]?.record.event).toBe('Brawl, "Spring" Edition');
    expect(file.accepted[0]?.record.a.detachment).toBeNull();
    expect(file.accepted[0]?.record.firstTurn).toBeNull();
  });

  it('reads semicolon files and the other column names spreadsheets use', () => {
    const text =
      'Date;Tournament;Faction 1;Faction 2;Score 1;Score 2;Deployment map;Went first\n2026-09-01;Club night;Orks;Aeldari;40;61;Hammer and Anvil;2';
    const record = readMatchFile('club.csv', text, today).accepted[0]?.record;
    expect(record).toMatchObject({ event: 'Club night', deployment: 'Hammer and Anvil', firstTurn: 'b' });
    expect(record?.b).toMatchObject({ faction: 'Aeldari', vp: 61, player: null });
  });

  it('reads files separated by tabs (copied out of a spreadsheet) or pipes, quoted fields and all', () => {
    const row = [
      '2026-10-04',
      '"Brawl\tOne"',
      'Ann',
      'Orks',
      '',
      '',
      '50',
      'Ben',
      'Tyranids',
      '',
      '',
      '48',
      '',
      '',
      'Ann',
    ];
    const tabs = readMatchFile('games.tsv', [header.replaceAll(',', '\t'), row.join('\t')].join('\n'), today);
    expect(tabs.rejected).toEqual([]);
    expect(tabs.accepted[0]?.record).toMatchObject({ event: 'Brawl\tOne', firstTurn: 'a' });
    expect(tabs.accepted[0]?.record.b).toMatchObject({ faction: 'Tyranids', vp: 48 });
    const pipes = readMatchFile('games.txt', [header.replaceAll(',', '|'), row.join('|')].join('\n'), today);
    expect(pipes.accepted[0]?.record.a).toMatchObject({ player: 'Ann', vp: 50 });
  });

  it('keeps line numbers true across CRLF, blank lines and quoted line breaks', () => {
    const good = '2026-10-04,GT,A,Orks,,,1,B,Orks,,,2,,,';
    const bad = '2026-10-04,GT,A,Orks,,,x,B,Orks,,,2,,,';
    const text = [
      header,
      good,
      '',
      `2026-10-04,"Two\r\nlines",A,Orks,,,1,B,Orks,,,2,,,`,
      bad,
      '',
      '',
      bad,
    ].join('\r\n');
    expect(readMatchFile('games.csv', text, today).rejected.map((r) => r.label)).toEqual([
      'Line 6',
      'Line 9',
    ]);
  });

  it('reports every problem in a row with its line number, and keeps the good rows', () => {
    const file = readMatchFile(
      'games.csv',
      csv(
        '2026-10-04,GT,Ann,Orks,,,72,Ben,Necrons,,,64,,,',
        '2026-02-30,GT,Ann,Necronz,,,101,Ann,Zoats,,,x,,,C',
        '2030-01-01,,Ann,Orks,,,10,Ben,Orks,,,10,,,',
      ),
      today,
    );
    expect(file.accepted.map((r) => r.row)).toEqual([2]);
    expect(file.rejected).toEqual([
      {
        row: 3,
        label: 'Line 3',
        messages: [
          'date "2026-02-30" is not a calendar date written YYYY-MM-DD.',
          'faction_a "Necronz" is not a faction we know (did you mean "Necrons"?).',
          'faction_b "Zoats" is not a faction we know.',
          'vp_a "101" must be a whole number from 0 to 100.',
          'vp_b "x" must be a whole number from 0 to 100.',
          'first_turn "C" must be A or B (or one of the players\' names).',
          'player_a and player_b are both "Ann"; a game needs two players.',
        ],
      },
      { row: 4, label: 'Line 4', messages: ['date 2030-01-01 is in the future.', 'event is required.'] },
    ]);
  });

  it('counts lines inside quoted fields so later line numbers stay true', () => {
    const file = readMatchFile(
      'games.csv',
      csv('2026-10-04,"Two\nline event",A,Orks,,,1,B,Orks,,,2,,,', '2026-10-04,GT,A,Orks,,,x,B,Orks,,,2,,,'),
      today,
    );
    expect(file.rejected[0]?.label).toBe('Line 4');
  });

  it('refuses files it cannot read at all, saying why', () => {
    const fails =
      (text: string, name = 'games.csv') =>
      () =>
        readMatchFile(name, text, today);
    expect(fails('')).toThrow(new MatchFileError('The file is empty.'));
    expect(fails(header)).toThrow('The file has a header but no games.');
    expect(fails('date,event,faction_a\n2026-01-01,GT,Orks')).toThrow(
      /^The header is missing faction_b, vp_a, vp_b\. Columns we read: date, event, player_a/,
    );
    expect(fails(csv('2026-10-04,"GT,A,Orks,,,1,B,Orks,,,2,,,'))).toThrow(
      'A quoted field that starts on line 2 is never closed.',
    );
    const tooMany = csv(
      ...Array.from({ length: MAX_MATCH_ROWS + 1 }, () => '2026-10-04,GT,A,Orks,,,1,B,Orks,,,2,,,'),
    );
    expect(fails(tooMany)).toThrow(
      `The file has ${MAX_MATCH_ROWS + 1} games; at most ${MAX_MATCH_ROWS} fit in one upload.`,
    );
  });
});

describe('readMatchFile (JSON)', () => {
  const entry = {
    date: '2026-10-04',
    event: 'GT',
    factionA: 'Orks',
    factionB: 'Drukhari',
    vpA: 55,
    vpB: '70',
    firstTurn: 'A',
  };

  it('reads a list or a {games} object with camelCase or snake_case keys', () => {
    expect(readMatchFile('games.json', JSON.stringify([entry]), today).accepted[0]?.record).toMatchObject({
      firstTurn: 'a',
      a: { faction: 'Orks', vp: 55 },
      b: { faction: 'Drukhari', vp: 70 },
    });
    const snake = { date: '2026-10-04', event: 'GT', faction_a: 'Orks', faction_b: 'Orks', vp_a: 1, vp_b: 2 };
    expect(readMatchFile('g.json', JSON.stringify({ games: [snake] }), today).accepted).toHaveLength(1);
  });

  it('names bad items by their position', () => {
    const file = readMatchFile(
      'games.json',
      JSON.stringify([entry, 'not a game', { ...entry, vpA: -5 }]),
      today,
    );
    expect(file.rejected.map((r) => r.label)).toEqual(['Game 2', 'Game 3']);
    expect(file.rejected[0]?.messages).toContain('faction_a is required.');
    expect(file.rejected[1]?.messages).toEqual(['vp_a "-5" must be a whole number from 0 to 100.']);
  });

  it('refuses JSON that is not a list of games', () => {
    expect(() => readMatchFile('games.json', '{"games": 3}', today)).toThrow(
      'The JSON must be a list of games, or an object with a "games" list.',
    );
    expect(() => readMatchFile('games.json', '[{', today)).toThrow('The file is not valid JSON.');
  });
});

describe('readMatchFile (one row per player and game)', () => {
  it('reads an event export: each game once, byes left out, pending games reported', () => {
    // The columns of Muster's own results export (and stats sites'): every game appears from both
    // sides; a bye is a row with no opponent; a game without a settled score has no VP.
    const exported = [
      'event,date,stage,round,table,player,faction,detachment,disposition,vp,opponent,opponent_faction,opponent_detachment,opponent_disposition,opponent_vp,result,mission,status,deployment,layout,primary,secondary,opponent_primary,opponent_secondary',
      'Club GT,2026-11-20,swiss,1,1,ann,Necrons,Awakened Dynasty,Purge the Foe,72,ben,Space Marines,Gladius Task Force,Reconnaissance,55,W,Consecrate,confirmed,Hammer and Anvil,Purge vs Recon 01,40,32,30,25',
      'Club GT,2026-11-20,swiss,1,1,ben,Space Marines,Gladius Task Force,Reconnaissance,55,ann,Necrons,Awakened Dynasty,Purge the Foe,72,L,Triangulation,confirmed,Hammer and Anvil,Purge vs Recon 01,30,25,40,32',
      'Club GT,2026-11-20,swiss,1,2,cat,Orks,,,,dan,Aeldari,,,,,,pending,,,,,,',
      'Club GT,2026-11-20,swiss,1,2,dan,Aeldari,,,,cat,Orks,,,,,,pending,,,,,,',
      'Club GT,2026-11-20,swiss,1,0,eve,Necrons,,,,,,,,,bye,,bye,,,,,,',
    ].join('\r\n');
    const file = readMatchFile('results.csv', exported, today);
    expect(file.accepted).toHaveLength(1);
    expect(file.accepted[0]?.record).toMatchObject({
      playedOn: '2026-11-20',
      event: 'Club GT',
      a: {
        player: 'ann',
        faction: 'Necrons',
        detachment: 'Awakened Dynasty',
        forceDisposition: 'Purge the Foe',
        vp: 72,
      },
      b: {
        player: 'ben',
        faction: 'Space Marines',
        detachment: 'Gladius Task Force',
        forceDisposition: 'Reconnaissance',
        vp: 55,
      },
      deployment: 'Hammer and Anvil',
    });
    // The pending game once (not twice), for want of a score; the bye not at all.
    expect(file.rejected).toHaveLength(1);
    expect(file.rejected[0]?.messages).toEqual(['vp_a is required.', 'vp_b is required.']);
  });
});
