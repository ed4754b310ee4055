import { describe, expect, it } from 'vitest';
import { presetById, type ScoringPreset } from '../scoring-presets';
import { computeStandings, type GameRecord } from '../standings';
import { tableBlock } from './team-pairing';
import { scoreTeamMatch, type TeamGameVp, type TeamResultRules } from './team-scoring';
import { computeTeamStandings, type TeamMatchRecord } from './team-standings';

const wtc = presetById('wtc-20-0') as ScoringPreset;
/** Teams of 3: a draw while the game-point sums are within 4; win 2, draw 1, loss 0. */
const threes: TeamResultRules = { kind: 'margin', drawWithin: 4, win: 2, draw: 1, loss: 0 };
const options = { gamePreset: wtc, teamRules: threes, teamSize: 3 };
const games = (...pairs: [number, number][]): TeamGameVp[] => pairs.map(([vpA, vpB]) => ({ vpA, vpB }));
const match = (
  round: number,
  table: number,
  teamA: string,
  teamB: string | null,
  played: TeamGameVp[] = [],
): TeamMatchRecord => ({ round, table, teamA, teamB, games: played });
const teams = ['T1', 'T2', 'T3', 'T4'].map((id) => ({ id, name: `Team ${id.slice(1)}` }));

/*
 * Worked by hand on the WTC table (gap → winner–loser):
 * R1 T1 v T2: 100–60 (40 → 17–3), 90–70 (20 → 13–7), 80–80 (10–10): 40–20, T1 wins; VP 270–210.
 * R1 T3 v T4: 85–45 (40 → 17–3), 75–55 (20 → 13–7), 60–60 (10–10): 40–20, T3 wins; VP 220–160.
 * R2 T1 v T3: 90–50 (40 → 17–3), 20–46 (26 → 5–15), 40–61 (21 → 6–14): 28–32, within 4: a draw;
 *             VP 150–157.
 * R2 T2 v T4: 50–50, 40–40, 30–30 (10–10 each): 30–30, a draw; VP 120–120.
 * T1 and T3 both W D (3 team points); T3 has 72 game points to T1's 68, though T1 has more VP
 * (270+150 = 420 to 220+157 = 377): game points come first, so T3 is first.
 * T2 and T4 both L D (1 point) with 20+30 = 50 game points each and the same VP margin (330−390 and
 * 280−340: −60); T2 scored more VP (210+120 = 330 to 160+120 = 280), so T2 is third.
 */
const season = [
  match(1, 1, 'T1', 'T2', games([100, 60], [90, 70], [80, 80])),
  match(1, 2, 'T3', 'T4', games([85, 45], [75, 55], [60, 60])),
  match(2, 1, 'T1', 'T3', games([90, 50], [20, 46], [40, 61])),
  match(2, 2, 'T2', 'T4', games([50, 50], [40, 40], [30, 30])),
];

describe('team standings', () => {
  it('ranks by team points, then game points, then victory points, worked by hand', () => {
    const standings = computeTeamStandings(teams, season, options);
    expect(standings.map((s) => s.teamId)).toEqual(['T3', 'T1', 'T2', 'T4']);
    const [t3, t1, t2, t4] = standings;
    expect(t3).toMatchObject({
      rank: 1,
      name: 'Team 3',
      matches: 2,
      wins: 1,
      draws: 1,
      losses: 0,
      byes: 0,
      teamPoints: 3,
      gamePoints: 72,
      gamePointsAgainst: 48,
      vpFor: 377,
      vpAgainst: 310,
      vpMargin: 67,
      gamesPlayed: 6,
      results: 'WD',
      opponents: ['T4', 'T1'],
      tables: [2, 1],
    });
    expect(t1).toMatchObject({ rank: 2, teamPoints: 3, gamePoints: 68, vpFor: 420, vpAgainst: 367 });
    expect(t2).toMatchObject({
      rank: 3,
      teamPoints: 1,
      gamePoints: 50,
      vpFor: 330,
      vpMargin: -60,
      results: 'LD',
    });
    expect(t4).toMatchObject({ rank: 4, teamPoints: 1, gamePoints: 50, vpFor: 280, vpMargin: -60 });
  });

  it('breaks a full tie by the draw, then the id, and counts a team bye', () => {
    // A v B: 60–40 and 40–60 (20 → 13–7 each way) and 50–50: 30–30, a draw, VP 150–150 each.
    // C v D: 70–50 and 40–60 (13–7, 7–13) and 50–50: 30–30, a draw, VP 160–160 each.
    // All four: 1 point, 30 game points. C and D scored 160 VP, A and B 150: C, D first.
    // C and D: margin 0 each, draw numbers 2 and 1: D first. A and B: no draw numbers, by id.
    const field = [{ id: 'A' }, { id: 'B' }, { id: 'C', drawNumber: 2 }, { id: 'D', drawNumber: 1 }];
    const standings = computeTeamStandings(
      field,
      [
        match(1, 1, 'A', 'B', games([60, 40], [40, 60], [50, 50])),
        match(1, 2, 'C', 'D', games([70, 50], [40, 60], [50, 50])),
      ],
      options,
    );
    expect(standings.map((s) => [s.teamId, s.teamPoints, s.gamePoints, s.vpFor])).toEqual([
      ['D', 1, 30, 160],
      ['C', 1, 30, 160],
      ['A', 1, 30, 150],
      ['B', 1, 30, 150],
    ]);
    // A team bye alongside played matches:
    const byes = computeTeamStandings(
      [{ id: 'X' }, { id: 'Y' }, { id: 'Z' }],
      [
        // X and Y: a bye each (WTC: 3 × 15 = 45 game points, 0 VP, 2 team points) …
        match(1, 1, 'X', null),
        match(2, 1, 'Y', null),
        // … and Z v X in round 2: 60–60 three times (10–10 each), 30–30, a draw (1 point each).
        match(2, 2, 'Z', 'X', games([60, 60], [60, 60], [60, 60])),
      ],
      options,
    );
    // X: 2+1 = 3 points, 45+30 = 75 game points, VP 180–180. Y: 2 points, 45. Z: 1 point, 30.
    expect(byes.map((s) => [s.teamId, s.teamPoints, s.gamePoints, s.vpFor, s.byes, s.results])).toEqual([
      ['X', 3, 75, 180, 1, 'BD'],
      ['Y', 2, 45, 0, 1, 'B'],
      ['Z', 1, 30, 180, 0, 'D'],
    ]);
    expect(byes.find((s) => s.teamId === 'Y')).toMatchObject({ matches: 0, gamesPlayed: 0, opponents: [] });
  });

  it('breaks a tie on VP scored by the VP margin', () => {
    // P v Q: 70–50 (20 → 13–7), 50–70 (7–13), 50–50 (10–10): 30–30, a draw; VP 170–170 each way.
    // A v S: 70–60 (10 → 11–9), 60–70 (9–11), 40–45 (5 → 10–10): 30–30, a draw; A scores 170 and
    // concedes 175 (−5), S 175 and 170.
    // All on 1 point and 30 game points. S scored most VP; P, Q and A scored 170 each, so the
    // margin decides: P and Q (0, then by id) before A (−5), though A comes first by id.
    const standings = computeTeamStandings(
      ['A', 'P', 'Q', 'S'].map((id) => ({ id })),
      [
        match(1, 1, 'P', 'Q', games([70, 50], [50, 70], [50, 50])),
        match(1, 2, 'A', 'S', games([70, 60], [60, 70], [40, 45])),
      ],
      options,
    );
    expect(standings.map((s) => [s.teamId, s.teamPoints, s.gamePoints, s.vpFor, s.vpMargin])).toEqual([
      ['S', 1, 30, 175, 5],
      ['P', 1, 30, 170, 0],
      ['Q', 1, 30, 170, 0],
      ['A', 1, 30, 170, -5],
    ]);
  });

  it('uses a precomputed score, and leaves out unknown teams and unreported matches', () => {
    const score = scoreTeamMatch(wtc.rules, threes, games([100, 60], [90, 70], [80, 80]));
    const standings = computeTeamStandings(
      teams,
      [
        { round: 1, table: 1, teamA: 'T1', teamB: 'T2', score },
        { round: 1, table: 2, teamA: 'T3', teamB: 'T4' },
        match(1, 3, 'T9', 'T3', games([90, 0], [90, 0], [90, 0])),
      ],
      options,
    );
    expect(standings.map((s) => [s.teamId, s.teamPoints, s.gamePoints, s.matches])).toEqual([
      ['T1', 2, 40, 1],
      ['T2', 0, 20, 1],
      ['T3', 0, 0, 0],
      ['T4', 0, 0, 0],
    ]);
  });
});

describe('individual standings inside a team event', () => {
  it('are the singles standings over the individual games, with the game preset', () => {
    // Round 1 of the event above: T1 (a1–a3) v T2 (b1–b3) on match table 1 (tables 1–3); T3 (c1–c3)
    // has the bye, scored for each of its players as a singles bye (WTC: 15 points, 0 VP).
    const block = tableBlock(1, 3);
    const vps: [number, number][] = [
      [100, 60],
      [90, 70],
      [80, 80],
    ];
    const records: GameRecord[] = [
      ...vps.map(([vpA, vpB], i) => ({
        round: 1,
        table: block[i] ?? 0,
        a: `a${i + 1}`,
        b: `b${i + 1}`,
        vpA,
        vpB,
      })),
      ...[1, 2, 3].map((i) => ({ round: 1, table: 0, a: `c${i}`, b: null, vpA: 0, vpB: 0 })),
    ];
    const entrants = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3'].map((id) => ({ id }));
    const individual = computeStandings(entrants, records, wtc);
    // a1 17, a2 13, a3 10, b1 3, b2 7, b3 10, c1–c3 15 each. Ties: c1–c3 (nothing separates them
    // but the id); a3 and b3 (10 each, SoS 10 each, margin 0, 80 VP each): by id.
    expect(individual.map((s) => [s.playerId, s.points])).toEqual([
      ['a1', 17],
      ['c1', 15],
      ['c2', 15],
      ['c3', 15],
      ['a2', 13],
      ['a3', 10],
      ['b3', 10],
      ['b2', 7],
      ['b1', 3],
    ]);
    expect(individual.find((s) => s.playerId === 'a2')?.tables).toEqual([2]);
    // The players' points add up to their teams' game points: 17+13+10 = 40, 3+7+10 = 20, 3×15 = 45.
    const teamStandings = computeTeamStandings(
      [{ id: 'T1' }, { id: 'T2' }, { id: 'T3' }],
      [match(1, 1, 'T1', 'T2', games(...vps)), match(1, 2, 'T3', null)],
      options,
    );
    const pointsOf = (prefix: string) =>
      individual.filter((s) => s.playerId.startsWith(prefix)).reduce((sum, s) => sum + s.points, 0);
    expect(teamStandings.map((s) => [s.teamId, s.gamePoints])).toEqual([
      ['T3', 45],
      ['T1', 40],
      ['T2', 20],
    ]);
    expect([pointsOf('a'), pointsOf('b'), pointsOf('c')]).toEqual([40, 20, 45]);
  });
});
