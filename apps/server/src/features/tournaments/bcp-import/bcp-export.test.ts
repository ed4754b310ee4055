import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BcpImportFile } from '@muster/contracts/tournament-import';
import { describe, expect, it } from 'vitest';
import { BcpImportError, readBcpExport } from './bcp-export';

const saffron = (file: string): BcpImportFile => ({
  name: file,
  text: readFileSync(path.join(import.meta.dirname, 'test-support/saffron-slam-xiv-2026', file), 'utf8'),
});
const json = (name: string, value: unknown): BcpImportFile => ({ name, text: JSON.stringify(value) });

const refusal = (files: BcpImportFile[]) => {
  try {
    readBcpExport(files);
  } catch (error) {
    if (error instanceof BcpImportError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the files were read');
};

describe('reading a real BCP export (Saffron Slam XIV, anonymised)', () => {
  const plan = readBcpExport([saffron('players.json'), saffron('pairings.json'), saffron('army-lists.json')]);

  it('tells the files apart by what they hold', () => {
    expect(plan.files).toEqual([
      { name: 'players.json', kind: 'players', records: 28 },
      { name: 'pairings.json', kind: 'pairings', records: 70 },
      { name: 'army-lists.json', kind: 'army-lists', records: 28 },
    ]);
    expect(plan.event).toEqual({ name: 'Saffron Slam XIV', date: '2026-08-01' });
  });

  it('links the one registration spelt apart from its profile through its army list: 28 players, all with lists', () => {
    expect(plan.players).toHaveLength(28);
    expect(plan.players.every((p) => p.listText && p.faction && p.registered)).toBe(true);
    expect(plan.warnings).toEqual([]);
    expect(plan.rounds).toBe(5);
    expect(plan.games).toHaveLength(70);
    expect(plan.games.every((g) => g.vpA !== null && g.vpB !== null)).toBe(true);
  });

  it('numbers tables per round in file order', () => {
    const round1 = plan.games.filter((g) => g.round === 1).map((g) => g.table);
    expect(round1).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it('without the army lists, says which players it could not link, naming them', () => {
    const partial = readBcpExport([saffron('players.json'), saffron('pairings.json')]);
    expect(partial.players).toHaveLength(29);
    expect(partial.warnings).toEqual([
      '1 player in the pairings is not in the players file (spelt differently?), so their faction and team are unknown: Player P015. Add the army lists file to link them.',
      '1 registered player never played a round and is imported as withdrawn: Registrant P015.',
    ]);
  });
});

describe("reading a real BCP /v1/players response with each player's games (anonymised)", () => {
  const text = readFileSync(
    path.join(import.meta.dirname, 'test-support/rtt-3-rounds-2024/players.json'),
    'utf8',
  );
  const plan = readBcpExport([{ name: 'players.json', text }]);

  it('rebuilds every round from the players alone: 18 players, 2 dropped, 9 + 9 + 8 games', () => {
    expect(plan.files).toEqual([{ name: 'players.json', kind: 'players', records: 18 }]);
    expect(plan.players).toHaveLength(18);
    expect(plan.players.filter((p) => p.dropped).map((p) => p.name)).toEqual(['Player R14', 'Player R17']);
    expect([1, 2, 3].map((round) => plan.games.filter((g) => g.round === round).length)).toEqual([9, 9, 8]);
    expect(plan.games.every((g) => g.b && g.vpA !== null && g.vpB !== null)).toBe(true);
    // BCP's own verdicts agree with the points in every game of this event.
    expect(plan.warnings).toEqual([]);
  });

  it("keeps each game once, with each side's own points", () => {
    const first = plan.games.find(
      (g) => g.round === 1 && (g.a.name === 'Player R01' || g.b?.name === 'Player R01'),
    );
    const [mine, theirs] = first?.a.name === 'Player R01' ? [first.vpA, first.vpB] : [first?.vpB, first?.vpA];
    expect({
      mine,
      theirs,
      opponent: first?.a.name === 'Player R01' ? first.b?.name : first?.a.name,
    }).toEqual({
      mine: 100,
      theirs: 61,
      opponent: 'Player R10',
    });
  });
});

describe('reading BCP API records', () => {
  const person = (id: string, first: string, last: string, army = 'Orks') => ({
    id,
    firstName: first,
    lastName: last,
    army: { name: army },
    team: { name: 'Club A' },
  });
  it('reads /v1/pairings records with players embedded, byes as a missing player 2', () => {
    const plan = readBcpExport([
      json('pairings.json', {
        data: [
          {
            round: 1,
            table: 3,
            player1: person('a', 'Ann', 'One'),
            player2: person('b', 'Bo', 'Two', 'Necrons'),
            player1Game: { gamePoints: 80, gameResult: 2 },
            player2Game: { gamePoints: 40, gameResult: 0 },
          },
          {
            round: 1,
            table: 4,
            player1: person('c', 'Cy', 'Three'),
            player2: null,
            player1Game: { gamePoints: 95 },
          },
        ],
      }),
    ]);
    expect(plan.players.map((p) => [p.name, p.faction, p.team])).toEqual([
      ['Ann One', 'Orks', 'Club A'],
      ['Bo Two', 'Necrons', 'Club A'],
      ['Cy Three', 'Orks', 'Club A'],
    ]);
    expect(plan.games.map((g) => [g.table, g.a.name, g.b?.name ?? null, g.vpA, g.vpB])).toEqual([
      [3, 'Ann One', 'Bo Two', 80, 40],
      [0, 'Cy Three', null, 95, null],
    ]);
  });

  it("reads the current endpoints' { active, dropped } pages, an unplayed game as no result, and warns where BCP's verdict is not the points'", () => {
    const plan = readBcpExport([
      json('players.json', {
        active: [person('a', 'Ann', 'One'), person('b', 'Bo', 'Two')],
        dropped: [person('c', 'Cy', 'Three')],
      }),
      json('pairings.json', {
        active: [
          {
            round: 1,
            table: 1,
            isDone: true,
            player1: person('a', 'Ann', 'One'),
            player2: person('b', 'Bo', 'Two'),
            player1Game: { points: 40, result: 2 },
            player2Game: { points: 60, result: 0 },
          },
          {
            round: 1,
            table: 2,
            isDone: true,
            player1: person('c', 'Cy', 'Three'),
            player2: {},
            player1Game: { points: 80 },
          },
          {
            round: 2,
            table: 1,
            isDone: false,
            player1: person('a', 'Ann', 'One'),
            player2: person('c', 'Cy', 'Three'),
            player1Game: { points: 0 },
            player2Game: { points: 0 },
          },
        ],
      }),
    ]);
    expect(plan.players.map((p) => [p.name, p.dropped])).toEqual([
      ['Ann One', false],
      ['Bo Two', false],
      ['Cy Three', true],
    ]);
    expect(plan.games.map((g) => [g.round, g.a.name, g.b?.name ?? null, g.vpA, g.vpB])).toEqual([
      [1, 'Ann One', 'Bo Two', 40, 60],
      [1, 'Cy Three', null, 80, null],
      [2, 'Ann One', 'Cy Three', null, null],
    ]);
    expect(plan.warnings).toEqual([
      'Round 1: BCP records Ann One 40–60 Bo Two as a win for Ann One; here the result follows the points.',
    ]);
  });

  it('tells two players of one name apart by their BCP ids', () => {
    const plan = readBcpExport([
      json('players.json', [person('x1', 'Sam', 'Lee'), person('x2', 'Sam', 'Lee', 'Tyranids')]),
      json('pairings.json', [
        {
          round: 1,
          table: 1,
          player1: person('x1', 'Sam', 'Lee'),
          player2: person('x2', 'Sam', 'Lee'),
          player1Game: { gamePoints: 50 },
          player2Game: { gamePoints: 60 },
        },
      ]),
    ]);
    expect(plan.players.map((p) => p.faction)).toEqual(['Orks', 'Tyranids']);
    expect(plan.games[0]?.a).not.toBe(plan.games[0]?.b);
  });
});

describe('refusing what cannot be read without guessing', () => {
  const players = json('players.json', {
    players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
  });
  const pairing = (
    round: number,
    p1: string,
    p2: string,
    p1_pts: number | null = 50,
    p2_pts: number | null = 40,
  ) => ({ round, p1, p2, p1_pts, p2_pts });

  it.each([
    ['not JSON', [{ name: 'x.json', text: '{"players": [' }], 'BCP_FILE_NOT_JSON', 'x.json is not JSON'],
    [
      'deeply nested',
      [{ name: 'deep.json', text: `${'['.repeat(200_000)}${']'.repeat(200_000)}` }],
      'BCP_FILE_UNKNOWN',
      'deep.json',
    ],
    [
      'some other JSON',
      [json('roster.json', { units: [] })],
      'BCP_FILE_UNKNOWN',
      'roster.json is not a Best Coast Pairings file',
    ],
    [
      'a blank first player',
      [players, json('p.json', [pairing(1, '', 'A', 10, 90)])],
      'BCP_MISSING_PLAYER',
      'p.json, row 1: round 1 has a game whose first player is blank (against A, 10–90)',
    ],
    [
      'a player twice in a round',
      [players, json('p.json', [pairing(1, 'A', 'B'), pairing(1, 'A', 'C')])],
      'BCP_PAIRED_TWICE',
      'A is paired twice in round 1',
    ],
    [
      'a player against themself',
      [players, json('p.json', [pairing(1, 'A', 'a')])],
      'BCP_SELF_PAIRING',
      'A is paired against themself',
    ],
    [
      'a missing round',
      [players, json('p.json', [pairing(1, 'A', 'B'), pairing(3, 'A', 'B')])],
      'BCP_MISSING_ROUND',
      'round 3 but no round 2',
    ],
    [
      'an unfinished earlier round',
      [players, json('p.json', [pairing(1, 'A', 'B', null, null), pairing(2, 'A', 'B')])],
      'BCP_UNFINISHED_ROUND',
      'Round 1 has 1 game without a result',
    ],
    [
      'a fractional score',
      [players, json('p.json', [pairing(1, 'A', 'B', 50.5, 40)])],
      'BCP_BAD_SCORE',
      '50.5 is not a score',
    ],
    [
      'a negative score',
      [players, json('p.json', [pairing(1, 'A', 'B', -1, 40)])],
      'BCP_BAD_SCORE',
      '-1 is not a score',
    ],
    [
      'round 0',
      [players, json('p.json', [pairing(0, 'A', 'B')])],
      'BCP_BAD_ROUND',
      'round 0 is outside 1–20',
    ],
    [
      'two players of one name, named only by it',
      [json('pl.json', { players: [{ name: 'A' }, { name: 'A' }] }), json('p.json', [pairing(1, 'A', 'B')])],
      'BCP_AMBIGUOUS_PLAYER',
      'two players are called A',
    ],
  ])('%s', (_, files, code, message) => {
    const refused = refusal(files as BcpImportFile[]);
    expect(refused.code).toBe(code);
    expect(refused.message).toContain(message);
  });

  it('refuses more players than an event holds, before reading further', () => {
    const many = json('players.json', {
      players: Array.from({ length: 2001 }, (_, i) => ({ name: `P${i}` })),
    });
    expect(refusal([many]).code).toBe('BCP_TOO_MANY_PLAYERS');
  });

  it('keeps the latest round open: games without a result there are a running event', () => {
    const plan = readBcpExport([
      players,
      json('p.json', [
        pairing(1, 'A', 'B'),
        pairing(1, 'C', 'D'),
        pairing(2, 'A', 'C', null, null),
        pairing(2, 'B', 'D'),
      ]),
    ]);
    expect(plan.games.filter((g) => g.vpA === null)).toHaveLength(1);
    expect(plan.rounds).toBe(2);
  });

  it('takes a half-entered score as no result, and a bye with its points', () => {
    const plan = readBcpExport([
      players,
      json('p.json', [
        pairing(1, 'A', 'B', 50, null),
        { round: 1, p1: 'C', p2: '', p1_pts: 100, p2_pts: null },
      ]),
    ]);
    expect(plan.games.map((g) => [g.a.name, g.b?.name ?? null, g.vpA, g.vpB])).toEqual([
      ['A', 'B', null, null],
      ['C', null, 100, null],
    ]);
  });
});
