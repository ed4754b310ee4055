import { describe, expect, it } from 'vitest';
import { assignTables, checkPairings, pairRound } from './pair-round';
import type { PairingPlayer, PairingWarning } from './pairing-model';
import { fieldOf, playEvent } from './test-support/simulated-event';

const roundsFor = (size: number) => Math.ceil(Math.log2(size));
const pairsOf = (players: PairingPlayer[]): [string, string][] | null => {
  // Exhaustive: is there any perfect matching without a rematch? (small fields only)
  if (players.length === 0) return [];
  const [first, ...rest] = players;
  if (!first) return [];
  for (const other of rest) {
    if (first.opponents.includes(other.id)) continue;
    const remaining = pairsOf(rest.filter((p) => p.id !== other.id));
    if (remaining) return [[first.id, other.id], ...remaining];
  }
  return null;
};

describe('pairRound', () => {
  it('gives an odd field one bye, to the lowest-ranked player without one', () => {
    const field = fieldOf(5).map((p, i) => ({ ...p, rank: i + 1, byes: i === 4 ? 1 : 0 }));
    const result = pairRound({ round: 2, players: field, seed: 's' });
    expect(result.bye).toBe('p0004');
    expect(result.pairings).toHaveLength(2);
    expect(result.warnings).toEqual([]);
  });

  it('keeps clubs apart in round one and numbers tables from 1', () => {
    const result = pairRound({ round: 1, players: fieldOf(16, 2), seed: 'clubs' });
    for (const { a, b } of result.pairings)
      expect(a.slice(-1) === b.slice(-1) || Number(a.slice(1)) % 2 !== Number(b.slice(1)) % 2).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(result.pairings.map((p) => p.table).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('is deterministic for a seed, whatever order the players come in, and varies with the seed', () => {
    const field = fieldOf(40);
    const once = pairRound({ round: 1, players: field, seed: 'event-7' });
    expect(pairRound({ round: 1, players: [...field].reverse(), seed: 'event-7' })).toEqual(once);
    expect(pairRound({ round: 1, players: field, seed: 'event-8' })).not.toEqual(once);
  });

  it('pairs within score groups, equal win paths first', () => {
    const field = fieldOf(8).map((p, i) => ({
      ...p,
      score: i < 4 ? 1 : 0,
      winPath: i < 2 ? 'WL' : i < 4 ? 'LW' : 'LL',
    }));
    const result = pairRound({ round: 3, players: field, seed: 'paths' });
    const pairs = result.pairings.map(({ a, b }) => [a, b].sort().join('-')).sort();
    expect(pairs).toContain('p0001-p0002');
    expect(pairs).toContain('p0003-p0004');
  });

  it('reports a rematch only when none can be avoided (exhaustive on small fields)', () => {
    for (let trial = 0; trial < 300; trial += 1) {
      const size = 4 + (trial % 3) * 2;
      const event = playEvent({ size, rounds: size - 2 + (trial % 2), seed: `small-${trial}` });
      const active = [...event.players.values()];
      const result = pairRound({ round: 99, players: active, seed: `next-${trial}` });
      const rematches = result.warnings.filter((w) => w.kind === 'rematch');
      if (rematches.length > 0) expect(pairsOf(active), `trial ${trial}`).toBeNull();
    }
  });

  it('gives nobody a table they have played on when an assignment allows it', () => {
    // Greedy gives the first game table 1, leaving the second only table 2, which both of its
    // players have used; the matching moves the first game to table 2 instead.
    const [a, b, c, d] = fieldOf(4).map((p) => ({ ...p }));
    if (!a || !b || !c || !d) throw new Error('field');
    c.tables = [2];
    d.tables = [2];
    const warnings: PairingWarning[] = [];
    const tables = assignTables(
      [
        [a, b],
        [c, d],
      ],
      warnings,
    );
    expect(tables).toEqual([
      { table: 2, a: 'p0001', b: 'p0002' },
      { table: 1, a: 'p0003', b: 'p0004' },
    ]);
    expect(warnings).toEqual([]);
    // When every table has been used by someone in a game, the repeat is reported.
    c.tables = [1, 2];
    d.tables = [1, 2];
    const forced: PairingWarning[] = [];
    assignTables(
      [
        [a, b],
        [c, d],
      ],
      forced,
    );
    expect(forced.map((w) => w.kind)).toEqual(['repeat-table']);
  });

  it('warns about hand-made pairings that rematch, pair clubmates or repeat a table', () => {
    const [a, b, c] = fieldOf(3, 1).map((p, i) => ({
      ...p,
      opponents: i < 2 ? ['p0002', 'p0001'].slice(i, i + 1) : [],
      tables: [i + 1],
    }));
    if (!a || !b || !c) throw new Error('field');
    const kinds = checkPairings([{ table: 1, a: a.id, b: b.id }], [a, b, c]).map((w) => w.kind);
    expect(kinds).toEqual(['rematch', 'same-club', 'repeat-table']);
    expect(
      checkPairings(
        [
          { table: 1, a: a.id, b: c.id },
          { table: 2, a: c.id, b: b.id },
        ],
        [a, b, c],
      ).map((w) => w.message),
    ).toContain('p0003 is paired twice this round.');
  });
});

describe('pairing whole events (property tests)', () => {
  const sizes = [7, 16, 33, 64, 101, 256, 1000];
  for (const size of sizes) {
    it(`${size} players: no rematches, at most one bye each, score groups kept, deterministic`, {
      timeout: 60_000,
    }, () => {
      for (const seed of size >= 256 ? ['a'] : ['a', 'b', 'c', 'd']) {
        const options = {
          size,
          rounds: roundsFor(size) + 1,
          seed: `${size}-${seed}`,
          clubs: 4,
          dropRate: 0.03,
        };
        const event = playEvent(options);
        const games = new Set<string>();
        const repeats = 0;
        event.rounds.forEach((round, index) => {
          for (const w of round.warnings)
            expect(['repeat-table'], `round ${index + 1}: ${w.message}`).toContain(w.kind);
          for (const { a, b } of round.pairings) {
            const key = [a, b].sort().join('-');
            expect(games.has(key), `rematch ${key}`).toBe(false);
            games.add(key);
          }
        });
        for (const player of event.players.values()) expect(player.byes).toBeLessThanOrEqual(1);
        // With as many tables as games and few rounds, repeated tables are always avoidable.
        expect(repeats).toBe(0);
        expect(playEvent(options).rounds).toEqual(event.rounds);
      }
    });
  }

  it('floats at most one player down per score group', () => {
    for (let trial = 0; trial < 20; trial += 1) {
      const event = playEvent({ size: 64, rounds: 3, seed: `float-${trial}` });
      const active = [...event.players.values()];
      const scores = new Map(active.map((p) => [p.id, p.score]));
      const result = pairRound({ round: 4, players: active, seed: `float-${trial}` });
      const crossing = result.pairings.filter(({ a, b }) => scores.get(a) !== scores.get(b)).length;
      expect(crossing).toBeLessThanOrEqual(new Set(scores.values()).size);
    }
  });
});
