import type { TeamMatch, TeamStandings } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftLinkLabel,
  matchesByRound,
  matchScoreLine,
  recordLabel,
  scoreLabel,
  tablesLabel,
} from './team-match-labels';

const match = (overrides: Partial<TeamMatch>): TeamMatch => ({
  id: 'm1',
  round: 1,
  number: 1,
  tables: [1, 2, 3, 4, 5],
  a: { teamId: 'team-a', name: 'Iron Wolves' },
  b: { teamId: 'team-b', name: 'Red Hands' },
  status: 'drafting',
  gamesSettled: 0,
  gamesTotal: 5,
  score: null,
  ...overrides,
});

// Game points of a teams-of-5 match: A 60, B 40, A wins 2–0 (the WTC gap table, worked in the
// server's flow test).
const won = {
  gamePoints: { a: 60, b: 40 },
  vp: { a: 335, b: 275 },
  teamPoints: { a: 2, b: 0 },
  result: 'a' as const,
};

describe('team match labels', () => {
  it('names a block of tables as a run or a list', () => {
    expect(tablesLabel([1, 2, 3, 4, 5])).toBe('Tables 1–5');
    expect(tablesLabel([6, 7, 8])).toBe('Tables 6–8');
    expect(tablesLabel([2, 4, 9])).toBe('Tables 2, 4, 9');
    expect(tablesLabel([3, 2, 1])).toBe('Tables 3, 2, 1');
    expect(tablesLabel([7])).toBe('Table 7');
    expect(tablesLabel([])).toBe('No tables yet');
  });

  it('writes game points then team points', () => {
    expect(scoreLabel(won)).toBe('60–40 (2–0)');
    expect(scoreLabel({ ...won, gamePoints: { a: 50, b: 50 }, teamPoints: { a: 1, b: 1 } })).toBe(
      '50–50 (1–1)',
    );
    expect(scoreLabel({ ...won, gamePoints: { a: 10.5, b: 9.5 } })).toBe('10.5–9.5 (2–0)');
  });

  it('says how far a match has got', () => {
    expect(matchScoreLine(match({}))).toBe('Drafting the pairings');
    expect(matchScoreLine(match({ status: 'playing' }))).toBe('No results yet');
    const partial = {
      gamePoints: { a: 25, b: 15 },
      vp: { a: 150, b: 120 },
      teamPoints: { a: 2, b: 0 },
      result: 'a' as const,
    };
    expect(matchScoreLine(match({ status: 'playing', gamesSettled: 2, score: partial }))).toBe(
      '25–15 after 2 of 5 games',
    );
    expect(matchScoreLine(match({ status: 'complete', gamesSettled: 5, score: won }))).toBe('60–40 (2–0)');
    const bye = {
      gamePoints: { a: 75, b: 0 },
      vp: { a: 0, b: 0 },
      teamPoints: { a: 2, b: 0 },
      result: 'a' as const,
    };
    expect(matchScoreLine(match({ status: 'bye', b: null, score: bye }))).toBe(
      'Bye: 75 game points, 2 team points',
    );
  });

  it("links the viewer's own draft as theirs and the others as something to watch", () => {
    expect(draftLinkLabel(match({}), 'team-a')).toBe('Open your draft');
    expect(draftLinkLabel(match({}), 'team-b')).toBe('Open your draft');
    expect(draftLinkLabel(match({}), 'team-c')).toBe('Watch the draft');
    expect(draftLinkLabel(match({}), null)).toBe('Watch the draft');
    expect(draftLinkLabel(match({ status: 'playing' }), null)).toBe('See the draft');
    expect(draftLinkLabel(match({ status: 'bye', b: null }), 'team-a')).toBeNull();
  });

  it('writes a team record with its byes', () => {
    const row = { wins: 2, draws: 1, losses: 0, byes: 0 } as TeamStandings['standings'][number];
    expect(recordLabel(row)).toBe('2–1–0');
    expect(recordLabel({ ...row, byes: 1 })).toBe('2–1–0 +1 bye');
    expect(recordLabel({ ...row, byes: 2 })).toBe('2–1–0 +2 byes');
  });

  it('groups matches by round, latest round first, top match first', () => {
    const grouped = matchesByRound([
      match({ id: 'r1m2', number: 2 }),
      match({ id: 'r2m1', round: 2 }),
      match({ id: 'r1m1' }),
    ]);
    expect(grouped.map((g) => [g.round, g.matches.map((m) => m.id)])).toEqual([
      [2, ['r2m1']],
      [1, ['r1m1', 'r1m2']],
    ]);
  });
});
