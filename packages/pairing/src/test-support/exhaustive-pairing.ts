import type { PairingPlayer, PairRoundInput, PairRoundResult } from '../pairing-model';

/**
 * A test oracle written apart from the engine, as plainly as possible: it scores a round's
 * pairing by the objective's definition, and finds the best score by trying every pairing.
 * Only for small fields (10 players: 945 pairings; 9 players: 9 byes × 105 pairings).
 */

export type Game = [PairingPlayer, PairingPlayer];
export type Candidate = { games: Game[]; bye: PairingPlayer | null };

/** Every way to pair the players, with every allowed bye when their number is odd. */
export function everyPairing(players: PairingPlayer[]): Candidate[] {
  const matchings = (rest: PairingPlayer[]): Game[][] => {
    const [first, ...others] = rest;
    if (!first) return [[]];
    const out: Game[][] = [];
    others.forEach((partner, i) => {
      const remaining = others.filter((_, j) => j !== i);
      for (const tail of matchings(remaining)) out.push([[first, partner], ...tail]);
    });
    return out;
  };
  if (players.length % 2 === 0) return matchings(players).map((games) => ({ games, bye: null }));
  return players.flatMap((bye) =>
    matchings(players.filter((p) => p !== bye)).map((games) => ({ games, bye })),
  );
}

const met = (a: PairingPlayer, b: PairingPlayer) => a.opponents.includes(b.id) || b.opponents.includes(a.id);
const asked = (a: PairingPlayer, b: PairingPlayer) =>
  (a.avoid ?? []).includes(b.id) || (b.avoid ?? []).includes(a.id);

/** Whether this round keeps clubmates and named friends apart. */
export const keepsApart = (input: Pick<PairRoundInput, 'round' | 'avoidSameClub' | 'avoidSameClubRounds'>) =>
  (input.avoidSameClub ?? true) && (input.round <= 1 || input.avoidSameClubRounds === 'all');

/**
 * The objective vector of a pairing, most important first:
 * [rematches, bye rank, Σ score-group distance², repeat pair-downs, games kept apart].
 * The bye rank counts the eligible players (fewest byes) ranked below the one given the bye.
 * Repeat pair-downs: over the games between different scores, the earlier pair-downs of the
 * higher-scored player. Kept apart (only when the round keeps them apart): games between
 * clubmates or where either player lists the other in `avoid`, each such game counted once.
 * A bye to a player who is not eligible breaks a rule: every entry is then Infinity.
 */
export function objective(players: PairingPlayer[], candidate: Candidate, keepApart: boolean): number[] {
  const scores = [...new Set(players.map((p) => p.score))].sort((x, y) => y - x);
  const group = (p: PairingPlayer) => scores.indexOf(p.score);
  let rematches = 0;
  let pairDowns = 0;
  let repeatPairDowns = 0;
  let keptApart = 0;
  for (const [a, b] of candidate.games) {
    if (met(a, b)) rematches += 1;
    pairDowns += (group(a) - group(b)) ** 2;
    if (a.score !== b.score) repeatPairDowns += (a.score > b.score ? a : b).pairedDown ?? 0;
    if (keepApart && ((a.club && a.club === b.club) || asked(a, b))) keptApart += 1;
  }
  let byeRank = 0;
  const bye = candidate.bye;
  if (bye) {
    const fewest = Math.min(...players.map((p) => p.byes));
    if (bye.byes !== fewest) return [Infinity, Infinity, Infinity, Infinity, Infinity];
    byeRank = players.filter(
      (p) =>
        p.byes === fewest && (p.rank > bye.rank || (p.rank === bye.rank && p.id.localeCompare(bye.id) < 0)),
    ).length;
  }
  return [rematches, byeRank, pairDowns, repeatPairDowns, keptApart];
}

/** Positions in the Swiss order after round one: score, then win path, then rank. */
export function orderCost(players: PairingPlayer[], games: Game[]): number {
  const order = [...players].sort(
    (a, b) => b.score - a.score || (b.winPath ?? '').localeCompare(a.winPath ?? '') || a.rank - b.rank,
  );
  return games.reduce((sum, [a, b]) => sum + (order.indexOf(a) - order.indexOf(b)) ** 2, 0);
}

export const lexCompare = (x: number[], y: number[]) => {
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const a = x[i] ?? 0;
    const b = y[i] ?? 0;
    if (a !== b) return a < b ? -1 : 1;
  }
  return 0;
};

/** The best objective any pairing reaches, and how many pairings reach it. */
export function bestObjective(players: PairingPlayer[], score: (c: Candidate) => number[]) {
  let best: number[] | null = null;
  for (const candidate of everyPairing(players)) {
    const value = score(candidate);
    if (!best || lexCompare(value, best) < 0) best = value;
  }
  return best ?? [];
}

/** The engine's result as games of players, checking it is a pairing of exactly these players. */
export function candidateOf(players: PairingPlayer[], result: PairRoundResult): Candidate {
  const byId = new Map(players.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const take = (id: string) => {
    const player = byId.get(id);
    if (!player) throw new Error(`unknown player ${id}`);
    if (seen.has(id)) throw new Error(`${id} paired twice`);
    seen.add(id);
    return player;
  };
  const games = result.pairings.map(({ a, b }): Game => [take(a), take(b)]);
  const bye = result.bye === null ? null : take(result.bye);
  if (seen.size !== players.length) throw new Error('not everyone is paired');
  if ((bye !== null) !== (players.length % 2 === 1)) throw new Error('a bye only for an odd field');
  return { games, bye };
}
