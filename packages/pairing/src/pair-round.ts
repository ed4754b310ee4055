import type {
  Pairing,
  PairingPlayer,
  PairingWarning,
  PairRoundInput,
  PairRoundResult,
} from './pairing-model';
import { seededRandom, shuffled } from './seeded-random';

/** Search steps allowed per attempt before relaxing a constraint: keeps 1,000-player rounds fast. */
const SEARCH_BUDGET = 200_000;

type Compatible = (a: PairingPlayer, b: PairingPlayer) => boolean;

/**
 * Pairs players in the given order: the first unpaired player takes the nearest compatible one
 * after them, backtracking when the rest cannot be paired. Null when none is found in budget.
 */
function pairInOrder(
  order: PairingPlayer[],
  compatible: Compatible,
): [PairingPlayer, PairingPlayer][] | null {
  let steps = 0;
  const used = new Array<boolean>(order.length).fill(false);
  const out: [PairingPlayer, PairingPlayer][] = [];
  const search = (from: number): boolean => {
    let first = from;
    while (first < order.length && used[first]) first += 1;
    if (first >= order.length) return true;
    used[first] = true;
    const player = order[first] as PairingPlayer;
    for (let j = first + 1; j < order.length; j += 1) {
      if (used[j]) continue;
      steps += 1;
      if (steps > SEARCH_BUDGET) break;
      const other = order[j] as PairingPlayer;
      if (!compatible(player, other)) continue;
      used[j] = true;
      out.push([player, other]);
      if (search(first + 1)) return true;
      out.pop();
      used[j] = false;
    }
    used[first] = false;
    return false;
  };
  return search(0) ? out : null;
}

const played = (a: PairingPlayer, b: PairingPlayer) =>
  a.opponents.includes(b.id) || b.opponents.includes(a.id);
const sameClub = (a: PairingPlayer, b: PairingPlayer) => Boolean(a.club && b.club && a.club === b.club);

/** The bye goes to the lowest-ranked player who has not had one (fewest byes if all have). */
function chooseBye(players: PairingPlayer[]): PairingPlayer {
  return [...players].sort(
    (a, b) => a.byes - b.byes || b.rank - a.rank || a.id.localeCompare(b.id),
  )[0] as PairingPlayer;
}

/**
 * Swiss order: score groups from the top, equal win paths together within a group, then the
 * seeded random order (so equal players meet at random, but the same seed always pairs alike).
 */
function swissOrder(players: PairingPlayer[], random: () => number): PairingPlayer[] {
  const tiebreak = new Map(shuffled(players, random).map((p, i) => [p.id, i]));
  return [...players].sort(
    (a, b) =>
      b.score - a.score ||
      (b.winPath ?? '').localeCompare(a.winPath ?? '') ||
      (tiebreak.get(a.id) ?? 0) - (tiebreak.get(b.id) ?? 0),
  );
}

/**
 * Tables for the round's games, top games on the lowest tables, and nobody on a table they have
 * played on when any assignment allows it: greedy first, then augmenting paths (Kuhn's matching)
 * for the games left over; a repeat only when no such assignment exists.
 */
export function assignTables(pairs: [PairingPlayer, PairingPlayer][], warnings: PairingWarning[]): Pairing[] {
  const count = pairs.length;
  const fresh = (i: number, table: number) => {
    const [a, b] = pairs[i] as [PairingPlayer, PairingPlayer];
    return !a.tables.includes(table) && !b.tables.includes(table);
  };
  const tableOf = new Array<number>(count).fill(0);
  const gameAt = new Map<number, number>();
  for (let i = 0; i < count; i += 1) {
    for (let table = 1; table <= count; table += 1) {
      if (!gameAt.has(table) && fresh(i, table)) {
        tableOf[i] = table;
        gameAt.set(table, i);
        break;
      }
    }
  }
  const augment = (i: number, visited: Set<number>): boolean => {
    for (let table = 1; table <= count; table += 1) {
      if (visited.has(table) || !fresh(i, table)) continue;
      visited.add(table);
      const holder = gameAt.get(table);
      if (holder === undefined || augment(holder, visited)) {
        tableOf[i] = table;
        gameAt.set(table, i);
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < count; i += 1) if (tableOf[i] === 0) augment(i, new Set());
  // Whatever is still unplaced takes the lowest free table: a repeat no assignment could avoid.
  for (let i = 0; i < count; i += 1) {
    if (tableOf[i] !== 0) continue;
    const table = Array.from({ length: count }, (_, t) => t + 1).find((t) => !gameAt.has(t)) ?? count;
    tableOf[i] = table;
    gameAt.set(table, i);
    const [a, b] = pairs[i] as [PairingPlayer, PairingPlayer];
    warnings.push({
      kind: 'repeat-table',
      players: [a.id, b.id],
      message: `${a.id} or ${b.id} has played on table ${table} before.`,
    });
  }
  return pairs.map(([a, b], i) => ({ table: tableOf[i] ?? 0, a: a.id, b: b.id }));
}

/**
 * Pairs one round. Round one is random with clubs kept apart; later rounds are Swiss. Rematches
 * are avoided whenever the field allows it; each constraint given up is reported as a warning.
 */
export function pairRound(input: PairRoundInput): PairRoundResult {
  const random = seededRandom(`${input.seed}:${input.round}`);
  const warnings: PairingWarning[] = [];
  let pool = [...input.players].sort((a, b) => a.id.localeCompare(b.id));
  let bye: string | null = null;
  if (pool.length % 2 === 1) {
    const chosen = chooseBye(pool);
    bye = chosen.id;
    if (chosen.byes > 0) {
      warnings.push({
        kind: 'repeat-bye',
        players: [chosen.id],
        message: `${chosen.id} gets a second bye: everyone has had one.`,
      });
    }
    pool = pool.filter((p) => p.id !== chosen.id);
  }
  const order = input.round <= 1 ? shuffled(pool, random) : swissOrder(pool, random);
  const keepClubsApart = input.round <= 1 && (input.avoidSameClub ?? true);
  const attempts: Compatible[] = [
    ...(keepClubsApart ? [(a: PairingPlayer, b: PairingPlayer) => !played(a, b) && !sameClub(a, b)] : []),
    (a, b) => !played(a, b),
    () => true,
  ];
  let pairs: [PairingPlayer, PairingPlayer][] = [];
  for (const compatible of attempts) {
    const found = pairInOrder(order, compatible);
    if (found) {
      pairs = found;
      break;
    }
  }
  for (const [a, b] of pairs) {
    if (played(a, b))
      warnings.push({
        kind: 'rematch',
        players: [a.id, b.id],
        message: `${a.id} and ${b.id} have played before.`,
      });
    if (keepClubsApart && sameClub(a, b))
      warnings.push({
        kind: 'same-club',
        players: [a.id, b.id],
        message: `${a.id} and ${b.id} are both from ${a.club}.`,
      });
  }
  return { pairings: assignTables(pairs, warnings), bye, warnings };
}

/** Warnings for pairings an organiser made or changed by hand. */
export function checkPairings(pairings: Pairing[], players: PairingPlayer[]): PairingWarning[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const warnings: PairingWarning[] = [];
  const seen = new Set<string>();
  for (const pairing of pairings) {
    const a = byId.get(pairing.a);
    const b = byId.get(pairing.b);
    for (const id of [pairing.a, pairing.b]) {
      if (seen.has(id))
        warnings.push({ kind: 'rematch', players: [id], message: `${id} is paired twice this round.` });
      seen.add(id);
    }
    if (!a || !b) continue;
    if (played(a, b))
      warnings.push({
        kind: 'rematch',
        players: [a.id, b.id],
        message: `${a.id} and ${b.id} have played before.`,
      });
    if (sameClub(a, b))
      warnings.push({
        kind: 'same-club',
        players: [a.id, b.id],
        message: `${a.id} and ${b.id} are both from ${a.club}.`,
      });
    if (a.tables.includes(pairing.table) || b.tables.includes(pairing.table))
      warnings.push({
        kind: 'repeat-table',
        players: [a.id, b.id],
        message: `${a.id} or ${b.id} has played on table ${pairing.table} before.`,
      });
  }
  return warnings;
}
