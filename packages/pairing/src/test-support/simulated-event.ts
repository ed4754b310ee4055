import { pairRound } from '../pair-round';
import type { PairingPlayer, PairRoundInput, PairRoundResult } from '../pairing-model';
import { seededRandom } from '../seeded-random';

/** A field of players for tests: ids p001…, clubs assigned round-robin when asked. */
export function fieldOf(size: number, clubs = 0): (PairingPlayer & { dropped: boolean })[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `p${String(i + 1).padStart(4, '0')}`,
    score: 0,
    winPath: '',
    club: clubs > 0 ? `club-${i % clubs}` : null,
    opponents: [],
    byes: 0,
    tables: [],
    rank: i + 1,
    pairedDown: 0,
    dropped: false,
  }));
}

/**
 * Plays a whole event: each round is paired, results are drawn at random (a few draws), byes
 * score a win, a share of players drops after each round, standings re-rank by score, and each
 * player's pair-downs are counted (`pairedDown`) for the next rounds' pairing.
 */
export function playEvent(options: {
  size: number;
  rounds: number;
  seed: string;
  clubs?: number;
  /** Each player's club by their index (instead of `clubs` round-robin), e.g. uneven club sizes. */
  clubOf?: (index: number) => string | null;
  dropRate?: number;
  /** Pairing options for every round (club rounds, fresh tables). */
  options?: Pick<PairRoundInput, 'avoidSameClub' | 'avoidSameClubRounds' | 'freshTables'>;
  /** The pairing to use (default pairRound): the bench wraps it to time each round. */
  pair?: (input: PairRoundInput) => PairRoundResult;
}) {
  const random = seededRandom(`results:${options.seed}`);
  const field = fieldOf(options.size, options.clubs);
  if (options.clubOf)
    field.forEach((p, i) => {
      p.club = options.clubOf?.(i) ?? null;
    });
  const players = new Map(field.map((p) => [p.id, p]));
  const rounds: PairRoundResult[] = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    const active = [...players.values()].filter((p) => !p.dropped);
    const result = (options.pair ?? pairRound)({
      round,
      players: active,
      seed: options.seed,
      ...options.options,
    });
    rounds.push(result);
    for (const { table, a, b } of result.pairings) {
      const pa = players.get(a);
      const pb = players.get(b);
      if (!pa || !pb) throw new Error('unknown player paired');
      const roll = random();
      const [ra, rb] = roll < 0.05 ? ['D', 'D'] : roll < 0.525 ? ['W', 'L'] : ['L', 'W'];
      for (const [p, other, r] of [
        [pa, pb, ra],
        [pb, pa, rb],
      ] as const) {
        p.opponents.push(other.id);
        p.tables.push(table);
        p.winPath += r;
        p.score += r === 'W' ? 1 : r === 'D' ? 0.5 : 0;
      }
    }
    for (const id of result.pairedDown ?? []) {
      const p = players.get(id);
      if (p) p.pairedDown = (p.pairedDown ?? 0) + 1;
    }
    if (result.bye) {
      const p = players.get(result.bye);
      if (p) {
        p.byes += 1;
        p.score += 1;
        p.winPath += 'B';
      }
    }
    for (const p of active) if (random() < (options.dropRate ?? 0)) p.dropped = true;
    const ranked = [...players.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    ranked.forEach((p, i) => {
      p.rank = i + 1;
    });
  }
  return { players, rounds };
}
