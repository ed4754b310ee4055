import type { ScoringPreset } from '../scoring-presets';
import {
  scoreTeamMatch,
  type TeamGameVp,
  type TeamMatchScore,
  type TeamResultRules,
  teamByeScore,
} from './team-scoring';

/** A team in the event; the name, when given, is carried to pairing warnings. */
export type TeamEntrant = {
  id: string;
  name?: string | null;
  dropped?: boolean;
  /** Place in the event's random draw: the last tiebreaker (lower first), before the id. */
  drawNumber?: number | null;
};

/**
 * A reported team match; teamB is null for a bye (its games and score are then ignored). The match
 * is scored from `score` when given, else from `games`; a match with neither is not reported yet
 * and is left out.
 */
export type TeamMatchRecord = {
  round: number;
  /** The match's table: its games are on tableBlock(table, teamSize). */
  table: number;
  teamA: string;
  teamB: string | null;
  games?: readonly TeamGameVp[];
  score?: TeamMatchScore;
};

export type TeamStandingsOptions = {
  /** The singles preset the games are scored by (its rules, and its bye for a team bye). */
  gamePreset: Pick<ScoringPreset, 'rules' | 'bye'>;
  teamRules: TeamResultRules;
  teamSize: number;
};

export type TeamStanding = {
  rank: number;
  teamId: string;
  name: string | null;
  dropped: boolean;
  /** Matches played (byes not included). */
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  teamPoints: number;
  /** Game points scored (a bye's included) and conceded. */
  gamePoints: number;
  gamePointsAgainst: number;
  vpFor: number;
  vpAgainst: number;
  vpMargin: number;
  /** Individual games played (a bye's not included). */
  gamesPlayed: number;
  /** Results in round order: W, D, L, or B for a bye. */
  results: string;
  /** Teams played, in round order. */
  opponents: string[];
  /** Match tables played on (byes have none). */
  tables: number[];
  drawNumber: number | null;
};

const blank = (team: TeamEntrant): TeamStanding => ({
  rank: 0,
  teamId: team.id,
  name: team.name ?? null,
  dropped: team.dropped ?? false,
  matches: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  byes: 0,
  teamPoints: 0,
  gamePoints: 0,
  gamePointsAgainst: 0,
  vpFor: 0,
  vpAgainst: 0,
  vpMargin: 0,
  gamesPlayed: 0,
  results: '',
  opponents: [],
  tables: [],
  drawNumber: team.drawNumber ?? null,
});

/**
 * Team standings from reported matches: team points, then game points, then victory points
 * scored, then the victory-point margin, then the published random draw, then the id. Matches
 * naming a team not in the list are left out.
 */
export function computeTeamStandings(
  teams: readonly TeamEntrant[],
  matches: readonly TeamMatchRecord[],
  options: TeamStandingsOptions,
): TeamStanding[] {
  const { gamePreset, teamRules, teamSize } = options;
  const tallies = new Map(teams.map((team) => [team.id, blank(team)]));
  const ordered = [...matches].sort((x, y) => x.round - y.round || x.table - y.table);
  for (const match of ordered) {
    const a = tallies.get(match.teamA);
    if (!a) continue;
    if (match.teamB === null) {
      const bye = teamByeScore(gamePreset, teamRules, teamSize);
      a.byes += 1;
      a.teamPoints += bye.teamPoints;
      a.gamePoints += bye.gamePoints;
      a.vpFor += bye.vpFor;
      a.vpAgainst += bye.vpAgainst;
      a.results += 'B';
      continue;
    }
    const b = tallies.get(match.teamB);
    const score =
      match.score ?? (match.games ? scoreTeamMatch(gamePreset.rules, teamRules, match.games) : null);
    if (!b || !score) continue;
    for (const [me, them, side] of [
      [a, b, 'a'],
      [b, a, 'b'],
    ] as const) {
      const theirs = side === 'a' ? 'b' : 'a';
      me.matches += 1;
      me.teamPoints += score.teamPoints[side];
      me.gamePoints += score.gamePoints[side];
      me.gamePointsAgainst += score.gamePoints[theirs];
      me.vpFor += score.vp[side];
      me.vpAgainst += score.vp[theirs];
      me.gamesPlayed += score.games.length;
      me.opponents.push(them.teamId);
      me.tables.push(match.table);
      const outcome = score.result === 'draw' ? 'D' : score.result === side ? 'W' : 'L';
      me.results += outcome;
      if (outcome === 'W') me.wins += 1;
      else if (outcome === 'L') me.losses += 1;
      else me.draws += 1;
    }
  }
  const standings = [...tallies.values()].map((t) => ({ ...t, vpMargin: t.vpFor - t.vpAgainst }));
  const differs = (difference: number) => Math.abs(difference) > 1e-9;
  standings.sort((x, y) => {
    for (const difference of [
      y.teamPoints - x.teamPoints,
      y.gamePoints - x.gamePoints,
      y.vpFor - x.vpFor,
      y.vpMargin - x.vpMargin,
    ])
      if (differs(difference)) return difference;
    const drawX = x.drawNumber ?? Number.POSITIVE_INFINITY;
    const drawY = y.drawNumber ?? Number.POSITIVE_INFINITY;
    if (drawX !== drawY) return drawX - drawY;
    return x.teamId.localeCompare(y.teamId);
  });
  standings.forEach((standing, i) => {
    standing.rank = i + 1;
  });
  return standings;
}
