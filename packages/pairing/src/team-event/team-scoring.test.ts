import { describe, expect, it } from 'vitest';
import { presetById, type ScoringPreset } from '../scoring-presets';
import {
  scoreTeamMatch,
  type TeamGameVp,
  type TeamResultRules,
  teamByeScore,
  teamGamesProblems,
  teamResultPresetFor,
  teamResultPresets,
  teamResultRulesProblems,
} from './team-scoring';

const preset = (id: string): ScoringPreset => {
  const found = presetById(id);
  if (!found) throw new Error(id);
  return found;
};
const wtc = preset('wtc-20-0');
const rulesFor = (size: number): TeamResultRules => {
  const found = teamResultPresetFor(size);
  if (!found) throw new Error(`no preset for ${size}`);
  return found.rules;
};
const games = (...pairs: [number, number][]): TeamGameVp[] => pairs.map(([vpA, vpB]) => ({ vpA, vpB }));
/** n level games (gap 0: 10–10 on the WTC table). */
const level = (n: number): [number, number][] => Array.from({ length: n }, () => [50, 50]);

describe('team result presets', () => {
  it('are sound, one per team size', () => {
    for (const p of teamResultPresets) expect(teamResultRulesProblems(p.rules)).toEqual([]);
    expect(teamResultPresets.map((p) => p.teamSize)).toEqual([8, 5, 3]);
    expect(teamResultPresetFor(4)).toBeUndefined();
  });

  it('explains broken rules', () => {
    expect(teamResultRulesProblems({ kind: 'margin', drawWithin: -1, win: 1, draw: 2, loss: 3 })).toEqual([
      'The draw margin must be a number of game points, 0 or more.',
      'A win must give at least as many team points as a draw.',
      'A draw must give at least as many team points as a loss.',
    ]);
    expect(
      teamResultRulesProblems({ kind: 'margin', drawWithin: Number.NaN, win: 2, draw: Number.NaN, loss: 0 }),
    ).toEqual([
      'The draw margin must be a number of game points, 0 or more.',
      'The team points for a draw must be a number.',
    ]);
    const wrongKind = { kind: 'sum' } as unknown as TeamResultRules;
    expect(teamResultRulesProblems(wrongKind)).toEqual([
      'Team results are decided by the game-point margin ("margin").',
    ]);
  });
});

describe('scoring a team match', () => {
  it('scores a 5-game WTC match worked by hand', () => {
    // 80–40 gap 40 → 17–3; 55–50 gap 5 → 10–10; 30–72 gap 42 → 2–18; 66–60 gap 6 → 11–9;
    // 90–20 gap 70 → 20–0. Game points 17+10+2+11+20 = 60 against 3+10+18+9+0 = 40: margin 20 > 6,
    // team A wins 2–0. VP 80+55+30+66+90 = 321 against 40+50+72+60+20 = 242.
    const score = scoreTeamMatch(
      wtc.rules,
      rulesFor(5),
      games([80, 40], [55, 50], [30, 72], [66, 60], [90, 20]),
    );
    expect(score.games.map((g) => [g.pointsA, g.pointsB])).toEqual([
      [17, 3],
      [10, 10],
      [2, 18],
      [11, 9],
      [20, 0],
    ]);
    expect(score.gamePoints).toEqual({ a: 60, b: 40 });
    expect(score.vp).toEqual({ a: 321, b: 242 });
    expect(score.result).toBe('a');
    expect(score.teamPoints).toEqual({ a: 2, b: 0 });
  });

  it('draws at 85–75 and wins at 86–74 with teams of 8', () => {
    // Seven level games (70–70) and 80–52 (gap 28 → 15–5): 85–75, margin 10, a draw.
    const draw = scoreTeamMatch(wtc.rules, rulesFor(8), games(...level(7), [80, 52]));
    expect(draw.gamePoints).toEqual({ a: 85, b: 75 });
    expect(draw.result).toBe('draw');
    expect(draw.teamPoints).toEqual({ a: 1, b: 1 });
    // Seven level games and 85–50 (gap 35 → 16–4): 86–74, margin 12, team A wins.
    const win = scoreTeamMatch(wtc.rules, rulesFor(8), games(...level(7), [85, 50]));
    expect(win.gamePoints).toEqual({ a: 86, b: 74 });
    expect(win.result).toBe('a');
    expect(win.teamPoints).toEqual({ a: 2, b: 0 });
    // The same game the other way round: team B wins 86–74.
    const loss = scoreTeamMatch(wtc.rules, rulesFor(8), games(...level(7), [50, 85]));
    expect(loss.gamePoints).toEqual({ a: 74, b: 86 });
    expect(loss.result).toBe('b');
    expect(loss.teamPoints).toEqual({ a: 0, b: 2 });
  });

  it('puts the draw band edges of teams of 5 and 3 where the presets say', () => {
    // Teams of 5: four level games and 70–52 (gap 18 → 13–7) make 53–47, a draw; 70–48 (gap 22 →
    // 14–6) makes 54–46, a win.
    expect(scoreTeamMatch(wtc.rules, rulesFor(5), games(...level(4), [70, 52])).result).toBe('draw');
    expect(scoreTeamMatch(wtc.rules, rulesFor(5), games(...level(4), [70, 48])).result).toBe('a');
    // Teams of 3: two level games and 62–50 (gap 12 → 12–8) make 32–28, a draw; 50–67 (gap 17 →
    // 7–13) makes 27–33, a win for B.
    const three = scoreTeamMatch(wtc.rules, rulesFor(3), games(...level(2), [62, 50]));
    expect([three.gamePoints, three.result]).toEqual([{ a: 32, b: 28 }, 'draw']);
    const threeB = scoreTeamMatch(wtc.rules, rulesFor(3), games(...level(2), [50, 67]));
    expect([threeB.gamePoints, threeB.result]).toEqual([{ a: 27, b: 33 }, 'b']);
  });

  it('sums whatever the game rules give: win 3 / draw 1 / loss 0 games', () => {
    // 60–40 (3–0), 30–50 (0–3), 45–45 (1–1): 4–4, a draw; team points 3/1/0 from custom rules.
    const rules: TeamResultRules = { kind: 'margin', drawWithin: 0, win: 3, draw: 1, loss: 0 };
    const score = scoreTeamMatch(
      preset('win-draw-loss-vp').rules,
      rules,
      games([60, 40], [30, 50], [45, 45]),
    );
    expect(score.gamePoints).toEqual({ a: 4, b: 4 });
    expect(score.teamPoints).toEqual({ a: 1, b: 1 });
    // 60–40, 30–50, 46–45: 6–3, margin 3 > 0, team A wins 3–0.
    expect(
      scoreTeamMatch(preset('win-draw-loss-vp').rules, rules, games([60, 40], [30, 50], [46, 45])).teamPoints,
    ).toEqual({ a: 3, b: 0 });
  });
});

describe('a team bye', () => {
  it("scores a win's team points and each game as the singles preset's bye", () => {
    // WTC: a bye is 15 points and 0 VP a game; 8 games → 120 game points, 2 team points.
    expect(teamByeScore(wtc, rulesFor(8), 8)).toEqual({
      gamePoints: 120,
      vpFor: 0,
      vpAgainst: 0,
      teamPoints: 2,
    });
    // Win 3 / draw 1 / loss 0: a bye is 3 points and 60–0 VP; 5 games → 15 points, 300 VP.
    expect(teamByeScore(preset('win-draw-loss-vp'), rulesFor(5), 5)).toEqual({
      gamePoints: 15,
      vpFor: 300,
      vpAgainst: 0,
      teamPoints: 2,
    });
  });
});

describe('checking reported games', () => {
  it('wants one game per player and victory points of 0 or more', () => {
    expect(teamGamesProblems(games(...level(3)), 3)).toEqual([]);
    expect(teamGamesProblems(games([50, -1], [Number.NaN, 20]), 3)).toEqual([
      'A match between teams of 3 has 3 games, not 2.',
      "Game 1: team B's victory points must be a number, 0 or more.",
      "Game 2: team A's victory points must be a number, 0 or more.",
    ]);
  });
});
