import type { DraftView, PlayerId } from '../team-draft';

/**
 * A captain's matchup matrix, private to the team: expected[i][j] is the game points (0–20 on the
 * WTC scale) our player ours[i] is expected to score against their player theirs[j], entered by
 * the captain or pre-filled from the team's analysis.
 */
export type MatchupMatrix = { ours: PlayerId[]; theirs: PlayerId[]; expected: number[][] };

const idsProblems = (ids: unknown, whose: string): string[] => {
  if (!Array.isArray(ids) || ids.length === 0) return [`The matrix needs ${whose} players.`];
  if (ids.some((id) => typeof id !== 'string' || id === ''))
    return [`Every one of ${whose} players needs an id.`];
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const id of ids as string[]) {
    if (seen.has(id)) problems.push(`${id} is listed twice in ${whose} players.`);
    seen.add(id);
  }
  return problems;
};

/** What makes a matrix unusable, in words (empty when it is sound); scores run from 0 to maxPoints. */
export function matchupMatrixProblems(matrix: MatchupMatrix, maxPoints = 20): string[] {
  const { ours, theirs, expected } = matrix ?? {};
  const problems = [...idsProblems(ours, 'your'), ...idsProblems(theirs, 'their')];
  if (problems.length > 0) return problems;
  for (const id of ours) if (theirs.includes(id)) problems.push(`${id} is listed on both teams.`);
  if (!Array.isArray(expected) || expected.length !== ours.length)
    return [
      ...problems,
      `The matrix needs one row for each of your ${ours.length} players, not ${Array.isArray(expected) ? expected.length : 0}.`,
    ];
  expected.forEach((row, i) => {
    const mine = ours[i];
    if (!Array.isArray(row) || row.length !== theirs.length) {
      problems.push(
        `${mine}'s row needs one score for each of their ${theirs.length} players, not ${Array.isArray(row) ? row.length : 0}.`,
      );
      return;
    }
    row.forEach((score, j) => {
      const pairing = `${mine} against ${theirs[j]}`;
      if (typeof score !== 'number' || !Number.isFinite(score))
        problems.push(`${pairing} must be a number of game points from 0 to ${maxPoints}.`);
      else if (score < 0 || score > maxPoints)
        problems.push(`${pairing} must be from 0 to ${maxPoints} game points, not ${score}.`);
    });
  });
  return problems;
}

/**
 * The roster's players not yet in a game: the draft engine's pools. The engine adds a round's two
 * games when the choices are revealed and the final games at the end, and a player is free to
 * defend or attack exactly while in no game, so the revealed games in any view say who is left.
 */
export function unpairedPlayers(roster: readonly PlayerId[], view: Pick<DraftView, 'games'>): PlayerId[] {
  const paired = new Set(view.games.flatMap((game) => [game.a, game.b]));
  return roster.filter((player) => !paired.has(player));
}

/** Expected score lookups by player id; null for a player the matrix does not list. */
export function expectedScores(matrix: MatchupMatrix) {
  const row = new Map(matrix.ours.map((id, i) => [id, i]));
  const column = new Map(matrix.theirs.map((id, j) => [id, j]));
  return {
    has: (ours: PlayerId, theirs: PlayerId) => row.has(ours) && column.has(theirs),
    of: (ours: PlayerId, theirs: PlayerId): number =>
      matrix.expected[row.get(ours) ?? -1]?.[column.get(theirs) ?? -1] ?? Number.NaN,
    ourIndex: (ours: PlayerId) => row.get(ours) ?? Number.POSITIVE_INFINITY,
    theirIndex: (theirs: PlayerId) => column.get(theirs) ?? Number.POSITIVE_INFINITY,
  };
}
