import type { PairingPlayer } from './pairing-model';
import { type ScoringPreset, scoreGame, type TiebreakerId } from './scoring-presets';

/** A reported game; b is null for a bye. */
export type GameRecord = {
  round: number;
  table: number;
  a: string;
  b: string | null;
  vpA: number;
  vpB: number;
  /**
   * Army points each side destroyed (Best Coast Pairings' "Points Destroyed"), when the result
   * gives them; a game without them counts 0.
   */
  pointsDestroyedA?: number | null;
  pointsDestroyedB?: number | null;
  /** A bye's VP as the event recorded them (an imported event's); otherwise the preset's. */
  byeVp?: number | null;
};

/** A player in the event; the name, when given, is carried to pairing warnings. */
export type Entrant = {
  id: string;
  name?: string | null;
  club?: string | null;
  dropped?: boolean;
  /** Place in the event's random draw: the last tiebreaker (lower first), before the id. */
  drawNumber?: number | null;
  /**
   * Rounds a late joiner missed: counted as losses (0 points, 0 VP) or as not played, as the
   * event says; either way they count as rounds sat out, so the bye goes to someone else first.
   */
  missedRounds?: { count: number; asLosses: boolean };
};

/** Points an organiser added or took away, with the reason shown to players. */
export type Adjustment = { playerId: string; points: number; reason: string };

export type Standing = {
  rank: number;
  playerId: string;
  dropped: boolean;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  /** Tournament points, adjustments included. */
  points: number;
  adjustments: number;
  vpFor: number;
  vpAgainst: number;
  vpMargin: number;
  /** Best Coast Pairings' Points Destroyed: the army points of enemy units destroyed, summed. */
  pointsDestroyed: number;
  strengthOfSchedule: number;
  extendedStrengthOfSchedule: number;
  opponentsWinPercentage: number;
  /**
   * Best Coast Pairings' "Oppt. Game Win %", in percent: the mean over the opponents played (byes
   * left out) of each one's share of wins, a draw a third, a bye a win, floored at the preset's
   * opponentWinFloor; each share and the mean rounded to four decimals, as BCP shows them.
   */
  opponentsGameWinPercentage: number;
  /** The mean of the opponents' Oppt. Game Win %. */
  extendedOpponentsGameWinPercentage: number;
  /** BCP's Path to Victory: 2^(games − 1 − i) summed over the games won or drawn (i from 0). */
  pathToVictory: number;
  /** BCP's Wins SoS: the opponents' mean wins (a bye a win, a draw half), to two decimals. */
  winsStrengthOfSchedule: number;
  /** The opponents' mean battle points (VP scored). */
  battlePointsStrengthOfSchedule: number;
  winPath: string;
  opponents: string[];
  tables: number[];
  drawNumber: number | null;
  /** Rounds missed by joining late (see Entrant.missedRounds). */
  missedRounds: number;
};

type Tally = Omit<
  Standing,
  | 'rank'
  | 'strengthOfSchedule'
  | 'extendedStrengthOfSchedule'
  | 'opponentsWinPercentage'
  | 'opponentsGameWinPercentage'
  | 'extendedOpponentsGameWinPercentage'
  | 'pathToVictory'
  | 'winsStrengthOfSchedule'
  | 'battlePointsStrengthOfSchedule'
>;

const blank = (entrant: Entrant): Tally => {
  const missed = entrant.missedRounds?.count ?? 0;
  const losses = entrant.missedRounds?.asLosses ? missed : 0;
  return {
    playerId: entrant.id,
    dropped: entrant.dropped ?? false,
    games: losses,
    wins: 0,
    draws: 0,
    losses,
    byes: 0,
    points: 0,
    adjustments: 0,
    vpFor: 0,
    vpAgainst: 0,
    vpMargin: 0,
    pointsDestroyed: 0,
    winPath: 'L'.repeat(losses),
    opponents: [],
    tables: [],
    drawNumber: entrant.drawNumber ?? null,
    missedRounds: missed,
  };
};

const tiebreakValue: Record<TiebreakerId, (s: Standing) => number> = {
  'strength-of-schedule': (s) => s.strengthOfSchedule,
  'extended-strength-of-schedule': (s) => s.extendedStrengthOfSchedule,
  'opponents-win-percentage': (s) => s.opponentsWinPercentage,
  'vp-total': (s) => s.vpFor,
  'vp-margin': (s) => s.vpMargin,
  'points-destroyed': (s) => s.pointsDestroyed,
  'opponents-game-win-percentage': (s) => s.opponentsGameWinPercentage,
  'extended-opponents-game-win-percentage': (s) => s.extendedOpponentsGameWinPercentage,
  'path-to-victory': (s) => s.pathToVictory,
  'wins-strength-of-schedule': (s) => s.winsStrengthOfSchedule,
  'battle-points-strength-of-schedule': (s) => s.battlePointsStrengthOfSchedule,
};

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/** A player's share of wins as BCP counts it: a draw a third of a win, a bye a win. */
function gameWinShare(t: Tally): number {
  const games = t.games + t.byes;
  return games > 0 ? (t.wins + t.byes + t.draws / 3) / games : 0;
}

/** 2^(games − 1 − i) over the games (byes included) won or drawn, in the order played. */
function pathToVictoryOf(winPath: string): number {
  const n = winPath.length;
  let total = 0;
  for (let i = 0; i < n; i += 1) if ('WDB'.includes(winPath[i] ?? 'L')) total += 2 ** (n - 1 - i);
  return total;
}

/**
 * Standings from reported games: tournament points by the preset, byes as the preset scores them
 * (and left out of schedule strength), adjustments added, then the preset's tiebreakers in order.
 * Strength of schedule is the average points of the opponents actually played.
 */
export function computeStandings(
  entrants: Entrant[],
  games: GameRecord[],
  preset: ScoringPreset,
  adjustments: Adjustment[] = [],
): Standing[] {
  const tallies = new Map(entrants.map((e) => [e.id, blank(e)]));
  const ordered = [...games].sort((x, y) => x.round - y.round || x.table - y.table);
  for (const game of ordered) {
    const a = tallies.get(game.a);
    if (!a) continue;
    if (game.b === null) {
      a.byes += 1;
      a.points += preset.bye.points;
      a.vpFor += game.byeVp ?? preset.bye.vpFor;
      a.vpAgainst += preset.bye.vpAgainst;
      a.winPath += 'B';
      continue;
    }
    const b = tallies.get(game.b);
    if (!b) continue;
    const [pointsA, pointsB] = scoreGame(preset.rules, game.vpA, game.vpB);
    for (const [me, them, mine, theirs, points, destroyed] of [
      [a, b, game.vpA, game.vpB, pointsA, game.pointsDestroyedA ?? 0],
      [b, a, game.vpB, game.vpA, pointsB, game.pointsDestroyedB ?? 0],
    ] as const) {
      me.games += 1;
      me.pointsDestroyed += destroyed;
      me.points += points;
      me.vpFor += mine;
      me.vpAgainst += theirs;
      me.opponents.push(them.playerId);
      me.tables.push(game.table);
      const outcome = mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
      me.winPath += outcome;
      if (outcome === 'W') me.wins += 1;
      else if (outcome === 'L') me.losses += 1;
      else me.draws += 1;
    }
  }
  for (const adjustment of adjustments) {
    const tally = tallies.get(adjustment.playerId);
    if (!tally) continue;
    tally.adjustments += adjustment.points;
    tally.points += adjustment.points;
  }
  for (const tally of tallies.values()) tally.vpMargin = tally.vpFor - tally.vpAgainst;

  const average = (values: number[]) =>
    values.length > 0 ? values.reduce((s, v) => s + v, 0) / values.length : 0;
  const winRate = (t: Tally) => (t.games > 0 ? (t.wins + t.draws / 2) / t.games : 0);
  const sos = new Map(
    [...tallies.values()].map((t) => [
      t.playerId,
      average(t.opponents.map((id) => tallies.get(id)?.points ?? 0)),
    ]),
  );
  const floor = (preset.opponentWinFloor ?? 0) * 100;
  const ogw = new Map(
    [...tallies.values()].map((t) => [
      t.playerId,
      t.opponents.length > 0
        ? round4(
            average(
              t.opponents.map((id) => {
                const opponent = tallies.get(id);
                return round4(Math.max(floor, opponent ? gameWinShare(opponent) * 100 : 0));
              }),
            ),
          )
        : 0,
    ]),
  );
  // Fields listed, not spread from the tally: spreading cost ~15 µs a player (800 players: 12 ms of
  // a 34 ms recompute, on every settled result of a big event).
  const standings: Standing[] = [...tallies.values()].map((t) => ({
    rank: 0,
    playerId: t.playerId,
    dropped: t.dropped,
    games: t.games,
    wins: t.wins,
    draws: t.draws,
    losses: t.losses,
    byes: t.byes,
    points: t.points,
    adjustments: t.adjustments,
    vpFor: t.vpFor,
    vpAgainst: t.vpAgainst,
    vpMargin: t.vpMargin,
    pointsDestroyed: t.pointsDestroyed,
    winPath: t.winPath,
    opponents: t.opponents,
    tables: t.tables,
    drawNumber: t.drawNumber,
    missedRounds: t.missedRounds,
    opponentsGameWinPercentage: ogw.get(t.playerId) ?? 0,
    extendedOpponentsGameWinPercentage: average(t.opponents.map((id) => ogw.get(id) ?? 0)),
    pathToVictory: pathToVictoryOf(t.winPath),
    winsStrengthOfSchedule:
      Math.round(
        average(
          t.opponents.map((id) => {
            const opponent = tallies.get(id);
            return opponent ? opponent.wins + opponent.byes + opponent.draws / 2 : 0;
          }),
        ) * 100,
      ) / 100,
    battlePointsStrengthOfSchedule: average(t.opponents.map((id) => tallies.get(id)?.vpFor ?? 0)),
    strengthOfSchedule: sos.get(t.playerId) ?? 0,
    extendedStrengthOfSchedule: average(t.opponents.map((id) => sos.get(id) ?? 0)),
    opponentsWinPercentage: average(
      t.opponents.map((id) => {
        const opponent = tallies.get(id);
        return opponent ? winRate(opponent) : 0;
      }),
    ),
  }));
  standings.sort((x, y) => {
    if (y.points !== x.points) return y.points - x.points;
    for (const id of preset.tiebreakers) {
      const difference = tiebreakValue[id](y) - tiebreakValue[id](x);
      if (Math.abs(difference) > 1e-9) return difference;
    }
    // The published random draw, then the id (only players without a draw can reach it).
    const drawX = x.drawNumber ?? Number.POSITIVE_INFINITY;
    const drawY = y.drawNumber ?? Number.POSITIVE_INFINITY;
    if (drawX !== drawY) return drawX - drawY;
    return x.playerId.localeCompare(y.playerId);
  });
  standings.forEach((standing, i) => {
    standing.rank = i + 1;
  });
  return standings;
}

/** What the pairing needs from the standings: score, path, history, rank, club (and name, if known). */
export function pairingPlayersFrom(
  standings: Standing[],
  entrants: Entrant[],
  preset: ScoringPreset,
): PairingPlayer[] {
  const clubs = new Map(entrants.map((e) => [e.id, e.club ?? null]));
  const names = new Map(entrants.flatMap((e) => (e.name ? [[e.id, e.name] as const] : [])));
  return standings
    .filter((s) => !s.dropped)
    .map((s) => ({
      id: s.playerId,
      ...(names.has(s.playerId) ? { name: names.get(s.playerId) } : {}),
      score: s.points,
      winPath: preset.pairByWinPath ? s.winPath.replaceAll('B', 'W') : '',
      club: clubs.get(s.playerId) ?? null,
      opponents: s.opponents,
      // Rounds sat out by joining late count like byes: the next bye goes to someone else first.
      byes: s.byes + s.missedRounds,
      tables: s.tables,
      rank: s.rank,
    }));
}
