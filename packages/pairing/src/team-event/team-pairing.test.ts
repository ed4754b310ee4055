import { describe, expect, it } from 'vitest';
import { presetById, type ScoringPreset } from '../scoring-presets';
import { pairTeamRound, tableBlock, teamPairingPlayersFrom } from './team-pairing';
import type { TeamResultRules } from './team-scoring';
import {
  computeTeamStandings,
  type TeamEntrant,
  type TeamMatchRecord,
  type TeamStanding,
} from './team-standings';

const wtc = presetById('wtc-20-0') as ScoringPreset;
const eights: TeamResultRules = { kind: 'margin', drawWithin: 10, win: 2, draw: 1, loss: 0 };
const options = { gamePreset: wtc, teamRules: eights, teamSize: 8 };
/** Team A wins every game 60–40 (gap 20 → 13–7): 104–56, a win. */
const aWins = Array.from({ length: 8 }, () => ({ vpA: 60, vpB: 40 }));
const teamsOf = (count: number): TeamEntrant[] =>
  Array.from({ length: count }, (_, i) => ({ id: `T${i + 1}`, name: `Team ${i + 1}`, drawNumber: i + 1 }));
const key = (x: string, y: string) => [x, y].sort().join('–');

describe('tableBlock', () => {
  it('gives each match a block of team-size tables', () => {
    expect(tableBlock(1, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tableBlock(2, 8)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(tableBlock(3, 5)).toEqual([11, 12, 13, 14, 15]);
    expect(tableBlock(4, 3)).toEqual([10, 11, 12]);
    expect(tableBlock(0, 8)).toEqual([]);
    expect(tableBlock(1.5, 8)).toEqual([]);
    expect(tableBlock(2, 0)).toEqual([]);
  });
});

describe('team pairing players', () => {
  it('take team points as the score, and leave dropped teams out', () => {
    const standings = computeTeamStandings(
      [{ id: 'T1', name: 'Team 1' }, { id: 'T2' }, { id: 'T3', dropped: true }],
      [{ round: 1, table: 2, teamA: 'T2', teamB: 'T1', games: aWins }],
      options,
    );
    expect(teamPairingPlayersFrom(standings, new Map([['T2', 1]]))).toEqual([
      {
        id: 'T2',
        score: 2,
        winPath: '',
        club: null,
        opponents: ['T1'],
        byes: 0,
        tables: [2],
        rank: 1,
        pairedDown: 1,
      },
      {
        id: 'T1',
        name: 'Team 1',
        score: 0,
        winPath: '',
        club: null,
        opponents: ['T2'],
        byes: 0,
        tables: [2],
        rank: 2,
        pairedDown: 0,
      },
    ]);
  });
});

/** Plays `rounds` rounds: every match won by the team listed first. */
function playTeamEvent(teams: TeamEntrant[], rounds: number, seed: string) {
  const matches: TeamMatchRecord[] = [];
  const played: { pairing: ReturnType<typeof pairTeamRound>; standingsBefore: TeamStanding[] }[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const standings = computeTeamStandings(teams, matches, options);
    const pairing = pairTeamRound({ round, standings, seed, teamSize: 8 });
    played.push({ pairing, standingsBefore: standings });
    for (const m of pairing.matches)
      matches.push({ round, table: m.table, teamA: m.teamA, teamB: m.teamB, games: aWins });
    if (pairing.bye) matches.push({ round, table: 0, teamA: pairing.bye, teamB: null });
  }
  return played;
}

describe('team Swiss', () => {
  it('pairs 8 teams for 3 rounds within their records and without rematches', () => {
    // Without draws, round 2 has four teams on 2 points and four on 0: each group pairs inside
    // itself. Round 3 has two on 4 (both won twice and have not met: round 1 winners never met,
    // and in round 2 each beat a different team), four on 2 (each has met at most one of the
    // others, in round 1, so one of the three ways to pair four is free of rematches) and two on 0
    // (both lost twice: in round 1 each lost to a winner, in round 2 each lost a different match,
    // so they have not met). No match needs a team from another group, and none repeats.
    const pairings = playTeamEvent(teamsOf(8), 3, 'team-swiss');
    const seen = new Set<string>();
    pairings.forEach(({ pairing: round, standingsBefore }, r) => {
      expect(round.bye).toBeNull();
      expect(round.warnings).toEqual([]);
      expect(round.matches.map((m) => m.table)).toEqual([1, 2, 3, 4]);
      for (const m of round.matches) {
        expect(m.tables).toEqual(Array.from({ length: 8 }, (_, i) => (m.table - 1) * 8 + i + 1));
        expect(seen.has(key(m.teamA, m.teamB))).toBe(false);
        seen.add(key(m.teamA, m.teamB));
        if (r > 0) {
          const points = new Map(standingsBefore.map((s) => [s.teamId, s.teamPoints]));
          expect(points.get(m.teamA)).toBe(points.get(m.teamB));
        }
      }
      const teams = round.matches.flatMap((m) => [m.teamA, m.teamB]);
      expect(new Set(teams).size).toBe(8);
    });
    expect(seen.size).toBe(12);
  });

  it('gives 7 teams one bye each round, to the lowest-ranked team without one', () => {
    // Round 1: nobody has a bye yet; the lowest-ranked is the last in the draw, T7.
    const pairings = playTeamEvent(teamsOf(7), 3, 'team-byes');
    expect(pairings[0]?.pairing.bye).toBe('T7');
    const byes = pairings.map((p) => p.pairing.bye);
    expect(new Set(byes).size).toBe(3);
    pairings.forEach(({ pairing: round, standingsBefore }) => {
      // The rule, read off the standings before the round: the lowest-ranked with no bye so far.
      const eligible = standingsBefore.filter((s) => s.byes === 0);
      expect(round.bye).toBe(eligible.at(-1)?.teamId);
      expect(round.matches).toHaveLength(3);
      expect(round.warnings).toEqual([]);
    });
  });
});
