import { pairRound } from '../pair-round';
import type { PairingPlayer, PairingWarning } from '../pairing-model';
import type { TeamStanding } from './team-standings';

/**
 * The tables of a team match's games: the match on table 1 takes tables 1..size, the match on
 * table 2 takes size+1..2·size, and so on. Empty when either number is not a positive whole number.
 */
export function tableBlock(matchTable: number, teamSize: number): number[] {
  if (!Number.isInteger(matchTable) || matchTable < 1 || !Number.isInteger(teamSize) || teamSize < 1)
    return [];
  const first = (matchTable - 1) * teamSize + 1;
  return Array.from({ length: teamSize }, (_, i) => first + i);
}

/**
 * What the Swiss pairing needs from the team standings: the team record (team points) as the
 * score, teams faced, byes, match tables and rank (which carries the team tiebreakers). Dropped
 * teams are left out. `pairedDown` (earlier pair-downs by team id) is the caller's count, as for
 * singles.
 */
export function teamPairingPlayersFrom(
  standings: readonly TeamStanding[],
  pairedDown: ReadonlyMap<string, number> = new Map(),
): PairingPlayer[] {
  return standings
    .filter((s) => !s.dropped)
    .map((s) => ({
      id: s.teamId,
      ...(s.name ? { name: s.name } : {}),
      score: s.teamPoints,
      winPath: '',
      club: null,
      opponents: s.opponents,
      byes: s.byes,
      tables: s.tables,
      rank: s.rank,
      pairedDown: pairedDown.get(s.teamId) ?? 0,
    }));
}

export type TeamMatchPairing = {
  /** The match's table (1 = top match). */
  table: number;
  teamA: string;
  teamB: string;
  /** The block of game tables the match is played on. */
  tables: number[];
};

export type TeamRoundPairing = {
  matches: TeamMatchPairing[];
  bye: string | null;
  warnings: PairingWarning[];
  /** Teams paired down, as pairRound names them. */
  pairedDown: string[];
};

/**
 * Team Swiss: the singles engine (pairRound) over the teams — the same optimal matching, no
 * rematches while any pairing avoids them, the bye to the lowest-ranked team among those with the
 * fewest byes — with each match's games on its block of tables.
 */
export function pairTeamRound(input: {
  round: number;
  standings: readonly TeamStanding[];
  seed: string;
  teamSize: number;
  /** Keep teams off match tables they have played on when possible (default off). */
  freshTables?: boolean;
  pairedDown?: ReadonlyMap<string, number>;
}): TeamRoundPairing {
  const result = pairRound({
    round: input.round,
    players: teamPairingPlayersFrom(input.standings, input.pairedDown),
    seed: input.seed,
    avoidSameClub: false,
    freshTables: input.freshTables ?? false,
  });
  return {
    matches: result.pairings.map(({ table, a, b }) => ({
      table,
      teamA: a,
      teamB: b,
      tables: tableBlock(table, input.teamSize),
    })),
    bye: result.bye,
    warnings: result.warnings,
    pairedDown: result.pairedDown ?? [],
  };
}
