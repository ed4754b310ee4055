import type { DraftView, PlayerId, TeamSide } from '../team-draft';
import { expectedScores, type MatchupMatrix, matchupMatrixProblems } from './matchup-matrix';

/**
 * Suggestions for the captain's current draft step, from the team's matchup matrix. Each values a
 * move by what the opponent can hold us to, assuming they too play by the numbers:
 * - defender d: they offer the two attackers worst for d and we keep the better of those, so d is
 *   worth the second-lowest of d's scores against their players left. Their defender is committed
 *   at the same time and not known, so all their players left count as possible attackers: a floor
 *   whichever player they defend with;
 * - attackers x and y against their defender D: they accept the one worse for us, so the pair is
 *   worth min(M[x][D], M[y][D]);
 * - choice: of the two attackers offered against our defender, the one our defender scores best
 *   against.
 * Ties keep the stronger all-round player back (all-round: the average against their players left,
 * their defender aside when attacking), then follow the matrix's order. No expected total for the
 * whole draft is given: valuing the later rounds honestly means solving the simultaneous-move game
 * they form, which these one-step rules do not.
 */

export type ValuedPlayer = { player: PlayerId; value: number };
export type ValuedPair = { players: [PlayerId, PlayerId]; value: number };

export type DraftSuggestion =
  | { step: 'defender'; player: PlayerId; value: number; runnersUp: ValuedPlayer[]; reason: string }
  | {
      step: 'attackers';
      /** Their revealed defender. */
      against: PlayerId;
      players: [PlayerId, PlayerId];
      value: number;
      runnersUp: ValuedPair[];
      reason: string;
    }
  | {
      step: 'choice';
      /** Our defender. */
      defender: PlayerId;
      player: PlayerId;
      value: number;
      /** The other attacker offered, who goes back to their pool. */
      refused: ValuedPlayer;
      reason: string;
    };

export type DraftSuggestionResult =
  | { ok: true; suggestion: DraftSuggestion }
  | { ok: true; suggestion: null; why: string }
  | { ok: false; message: string };

/** Runner-ups listed after a suggestion, best first. */
export const RUNNERS_UP = 3;

/** Scores as the reasons print them: whole numbers as they are, others to one decimal. */
const shown = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const average = (values: number[]) =>
  values.length > 0 ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;

type Remaining = { ours: readonly PlayerId[]; theirs: readonly PlayerId[] };

/** The defender to commit: the player whose worst offer is best (see above). */
export function suggestDefender(matrix: MatchupMatrix, remaining: Remaining): DraftSuggestion | null {
  const scores = expectedScores(matrix);
  const options = remaining.ours.map((player) => {
    const against = remaining.theirs
      .map((them) => ({ player: them, value: scores.of(player, them) }))
      .sort((x, y) => x.value - y.value || scores.theirIndex(x.player) - scores.theirIndex(y.player));
    const kept = against[Math.min(1, against.length - 1)];
    return {
      player,
      value: kept?.value ?? Number.NaN,
      worstTwo: against.slice(0, 2),
      allRound: average(against.map((a) => a.value)),
    };
  });
  options.sort(
    (x, y) =>
      y.value - x.value || x.allRound - y.allRound || scores.ourIndex(x.player) - scores.ourIndex(y.player),
  );
  const [best, ...rest] = options;
  if (!best || Number.isNaN(best.value)) return null;
  const [first, second] = best.worstTwo;
  const offer = second
    ? `at worst they offer ${first?.player} (${shown(first?.value ?? 0)}) and ${second.player} (${shown(second.value)}), and you keep ${second.player}`
    : `their only player left is ${first?.player}`;
  const next = rest[0];
  const tie =
    next && next.value === best.value
      ? next.allRound > best.allRound
        ? `; level with ${next.player}, who is stronger all round and stays back`
        : `; level with ${next.player}, taken in the matrix's order`
      : '';
  return {
    step: 'defender',
    player: best.player,
    value: best.value,
    runnersUp: rest.slice(0, RUNNERS_UP).map(({ player, value }) => ({ player, value })),
    reason: `Defend with ${best.player}: ${offer}, so expect at least ${shown(best.value)}${tie}.`,
  };
}

/** The two attackers to offer against their defender: the pair whose weaker attacker is best. */
export function suggestAttackers(
  matrix: MatchupMatrix,
  candidates: readonly PlayerId[],
  theirDefender: PlayerId,
  theirOthers: readonly PlayerId[],
): DraftSuggestion | null {
  const scores = expectedScores(matrix);
  const allRound = new Map(
    candidates.map((p) => [p, average(theirOthers.map((them) => scores.of(p, them)))] as const),
  );
  const strength = (p: PlayerId) => allRound.get(p) ?? 0;
  const pairs = candidates.flatMap((x, i) =>
    candidates.slice(i + 1).map((y) => {
      const [vx, vy] = [scores.of(x, theirDefender), scores.of(y, theirDefender)];
      return { players: [x, y] as [PlayerId, PlayerId], value: Math.min(vx, vy), each: [vx, vy] };
    }),
  );
  const orderOf = (pair: (typeof pairs)[number]) => pair.players.map(scores.ourIndex);
  pairs.sort((p, q) => {
    if (q.value !== p.value) return q.value - p.value;
    const kept =
      strength(p.players[0]) + strength(p.players[1]) - strength(q.players[0]) - strength(q.players[1]);
    if (Math.abs(kept) > 1e-9) return kept;
    const [op, oq] = [orderOf(p), orderOf(q)];
    return (op[0] ?? 0) - (oq[0] ?? 0) || (op[1] ?? 0) - (oq[1] ?? 0);
  });
  const [best, ...rest] = pairs;
  if (!best || Number.isNaN(best.value)) return null;
  const [x, y] = best.players;
  const [vx, vy] = best.each;
  const taken =
    vx === vy
      ? `either scores ${shown(vx ?? 0)}`
      : `they will take ${(vx ?? 0) < (vy ?? 0) ? x : y}, the one worse for you`;
  const next = rest[0];
  const pairStrength = (pair: ValuedPair) => strength(pair.players[0]) + strength(pair.players[1]);
  const tie =
    next && next.value === best.value
      ? pairStrength(next) > pairStrength(best) + 1e-9
        ? `; ${next.players.join(' and ')} score as much, but this keeps the stronger all-round player back`
        : `; level with ${next.players.join(' and ')}, taken in the matrix's order`
      : '';
  return {
    step: 'attackers',
    against: theirDefender,
    players: best.players,
    value: best.value,
    runnersUp: rest.slice(0, RUNNERS_UP).map(({ players, value }) => ({ players, value })),
    reason: `Attack ${theirDefender} with ${x} (${shown(vx ?? 0)}) and ${y} (${shown(vy ?? 0)}): ${taken}, so expect ${shown(best.value)}${tie}.`,
  };
}

/** Of the two attackers offered against our defender, the one our defender scores best against. */
export function suggestChoice(
  matrix: MatchupMatrix,
  defender: PlayerId,
  offered: readonly [PlayerId, PlayerId],
): DraftSuggestion | null {
  const scores = expectedScores(matrix);
  const [best, other] = offered
    .map((player) => ({ player, value: scores.of(defender, player) }))
    .sort((x, y) => y.value - x.value || scores.theirIndex(x.player) - scores.theirIndex(y.player));
  if (!best || !other || Number.isNaN(best.value) || Number.isNaN(other.value)) return null;
  return {
    step: 'choice',
    defender,
    player: best.player,
    value: best.value,
    refused: other,
    reason: `Play ${best.player} against ${defender}: ${defender} expects ${shown(best.value)} against ${best.player} and ${shown(other.value)} against ${other.player}, who goes back to their pool.`,
  };
}

const none = (why: string): DraftSuggestionResult => ({ ok: true, suggestion: null, why });
const refuse = (message: string): DraftSuggestionResult => ({ ok: false, message });

/**
 * The suggestion for the step the captain's view is at. remaining: each team's unpaired players
 * (unpairedPlayers over the match's rosters and this view).
 */
export function suggestDraftStep(
  matrix: MatchupMatrix,
  view: DraftView,
  remaining: Remaining,
  maxPoints = 20,
): DraftSuggestionResult {
  const problems = matchupMatrixProblems(matrix, maxPoints);
  if (problems.length > 0) return refuse(problems.join(' '));
  if (view.viewer === 'spectator') return refuse('Suggestions are for a team captain.');
  const us: TeamSide = view.viewer;
  const them: TeamSide = us === 'a' ? 'b' : 'a';
  const scores = expectedScores(matrix);
  const missing = [
    ...remaining.ours.filter((p) => !matrix.ours.includes(p)),
    ...remaining.theirs.filter((p) => !matrix.theirs.includes(p)),
  ];
  if (missing.length > 0) return refuse(`The matrix has no scores for ${missing.join(', ')}.`);
  const pending = view.pending;
  if (pending.status === 'complete') return none('The draft is complete.');
  if (pending.step === 'table') return none('Tables are not suggested from the matrix.');
  if (view.ownCommit || !pending.waitingFor.includes(us)) return none('You have committed this step.');
  const record = view.rounds.find((r) => r.round === pending.round);
  const made = (suggestion: DraftSuggestion | null) =>
    suggestion ? ({ ok: true, suggestion } as const) : none('There is nothing to choose between.');
  switch (pending.step) {
    case 'defender':
      return made(suggestDefender(matrix, remaining));
    case 'attackers': {
      const ourDefender = record?.defenders?.[us];
      const theirDefender = record?.defenders?.[them];
      if (!ourDefender || !theirDefender) return none('The defenders are not revealed yet.');
      if (!scores.has(ourDefender, theirDefender))
        return refuse(`The matrix has no scores for ${ourDefender} or ${theirDefender}.`);
      return made(
        suggestAttackers(
          matrix,
          remaining.ours.filter((p) => p !== ourDefender),
          theirDefender,
          remaining.theirs.filter((p) => p !== theirDefender),
        ),
      );
    }
    case 'choice': {
      const ourDefender = record?.defenders?.[us];
      const offered = record?.attackers?.[them];
      if (!ourDefender || !offered) return none('The attackers are not revealed yet.');
      if (!offered.every((p) => scores.has(ourDefender, p)))
        return refuse(`The matrix has no scores for ${[ourDefender, ...offered].join(', ')}.`);
      return made(suggestChoice(matrix, ourDefender, offered));
    }
  }
}
