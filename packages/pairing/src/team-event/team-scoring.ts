import { type ScoringPreset, type ScoringRules, scoreGame } from '../scoring-presets';

/**
 * How a team match's result follows from its games, as data. Each game is scored by the event's
 * game rules (the WTC 20–0 gap table, or its preset); the team with more game points in total wins
 * unless the two sums are within `drawWithin` of each other, which is a draw. Team points are then
 * given for the win, draw or loss.
 */
export type TeamResultRules = { kind: 'margin'; drawWithin: number; win: number; draw: number; loss: number };

export type TeamResultPreset = { id: string; label: string; teamSize: number; rules: TeamResultRules };

/**
 * Presets by team size, for the organiser to change. Teams of 8 follow the WTC: 8 games of 20 make
 * 160 game points and a team wins with 86 or more, i.e. a draw while the sums are within 10 of each
 * other (85–75 is a draw, 86–74 a win). Smaller teams keep the same share of the match as a draw
 * (10 of 160, 6.25 %), rounded to whole points: 6 of 100 for teams of 5 (53–47 a draw, 54–46 a
 * win) and 4 of 60 for teams of 3 (32–28 a draw, 33–27 a win). An assumption: the issue gives only
 * the WTC figure. Team points: win 2, draw 1, loss 0.
 */
export const teamResultPresets: TeamResultPreset[] = [
  {
    id: 'teams-of-8-wtc',
    label: 'Teams of 8 (WTC): win with 86 of 160 game points',
    teamSize: 8,
    rules: { kind: 'margin', drawWithin: 10, win: 2, draw: 1, loss: 0 },
  },
  {
    id: 'teams-of-5',
    label: 'Teams of 5: win with 54 of 100 game points',
    teamSize: 5,
    rules: { kind: 'margin', drawWithin: 6, win: 2, draw: 1, loss: 0 },
  },
  {
    id: 'teams-of-3',
    label: 'Teams of 3: win with 33 of 60 game points',
    teamSize: 3,
    rules: { kind: 'margin', drawWithin: 4, win: 2, draw: 1, loss: 0 },
  },
];

export const teamResultPresetFor = (teamSize: number) =>
  teamResultPresets.find((preset) => preset.teamSize === teamSize);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** What makes team result rules unusable, in words (empty when they are sound). */
export function teamResultRulesProblems(rules: TeamResultRules): string[] {
  if (rules?.kind !== 'margin') return ['Team results are decided by the game-point margin ("margin").'];
  const problems: string[] = [];
  if (!isNumber(rules.drawWithin) || rules.drawWithin < 0)
    problems.push('The draw margin must be a number of game points, 0 or more.');
  const points = { win: rules.win, draw: rules.draw, loss: rules.loss };
  for (const [name, value] of Object.entries(points))
    if (!isNumber(value)) problems.push(`The team points for a ${name} must be a number.`);
  if (isNumber(rules.win) && isNumber(rules.draw) && rules.win < rules.draw)
    problems.push('A win must give at least as many team points as a draw.');
  if (isNumber(rules.draw) && isNumber(rules.loss) && rules.draw < rules.loss)
    problems.push('A draw must give at least as many team points as a loss.');
  return problems;
}

/** One game of a team match: team A's player's victory points and team B's. */
export type TeamGameVp = { vpA: number; vpB: number };

/** Why a team match's reported games cannot be scored, in words (empty when they can). */
export function teamGamesProblems(games: readonly TeamGameVp[], teamSize: number): string[] {
  if (!Array.isArray(games)) return ['The match needs its games.'];
  const problems: string[] = [];
  if (games.length !== teamSize)
    problems.push(`A match between teams of ${teamSize} has ${teamSize} games, not ${games.length}.`);
  games.forEach((game, i) => {
    for (const side of ['vpA', 'vpB'] as const) {
      const vp = game?.[side];
      if (!isNumber(vp) || vp < 0)
        problems.push(
          `Game ${i + 1}: team ${side === 'vpA' ? 'A' : 'B'}'s victory points must be a number, 0 or more.`,
        );
    }
  });
  return problems;
}

export type TeamMatchResult = 'a' | 'b' | 'draw';
export type ScoredTeamGame = TeamGameVp & { pointsA: number; pointsB: number };
export type TeamMatchScore = {
  games: ScoredTeamGame[];
  /** Each team's game points, summed over its games. */
  gamePoints: { a: number; b: number };
  /** Each team's victory points, summed over its games. */
  vp: { a: number; b: number };
  result: TeamMatchResult;
  teamPoints: { a: number; b: number };
};

/** The result a margin gives: a draw within the band (fractions allowed, so compared with care). */
export function teamResultOf(
  rules: TeamResultRules,
  gamePointsA: number,
  gamePointsB: number,
): TeamMatchResult {
  const margin = gamePointsA - gamePointsB;
  if (Math.abs(margin) <= rules.drawWithin + 1e-9) return 'draw';
  return margin > 0 ? 'a' : 'b';
}

/** A team match scored: every game by the game rules, then the team result from the sums. */
export function scoreTeamMatch(
  gameRules: ScoringRules,
  teamRules: TeamResultRules,
  games: readonly TeamGameVp[],
): TeamMatchScore {
  const scored = games.map(({ vpA, vpB }) => {
    const [pointsA, pointsB] = scoreGame(gameRules, vpA, vpB);
    return { vpA, vpB, pointsA, pointsB };
  });
  const sum = (pick: (game: ScoredTeamGame) => number) => scored.reduce((total, g) => total + pick(g), 0);
  const gamePoints = { a: sum((g) => g.pointsA), b: sum((g) => g.pointsB) };
  const result = teamResultOf(teamRules, gamePoints.a, gamePoints.b);
  const teamPoints =
    result === 'draw'
      ? { a: teamRules.draw, b: teamRules.draw }
      : result === 'a'
        ? { a: teamRules.win, b: teamRules.loss }
        : { a: teamRules.loss, b: teamRules.win };
  return {
    games: scored,
    gamePoints,
    vp: { a: sum((g) => g.vpA), b: sum((g) => g.vpB) },
    result,
    teamPoints,
  };
}

export type TeamByeScore = { gamePoints: number; vpFor: number; vpAgainst: number; teamPoints: number };

/**
 * What a team bye scores: a win's team points, and each of its players' games as the singles
 * preset scores a bye (so the individual standings, which score those games as byes, agree).
 */
export function teamByeScore(
  gamePreset: Pick<ScoringPreset, 'bye'>,
  teamRules: TeamResultRules,
  teamSize: number,
): TeamByeScore {
  const { points, vpFor, vpAgainst } = gamePreset.bye;
  return {
    gamePoints: teamSize * points,
    vpFor: teamSize * vpFor,
    vpAgainst: teamSize * vpAgainst,
    teamPoints: teamRules.win,
  };
}
