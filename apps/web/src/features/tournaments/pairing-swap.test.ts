import type { Game } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { seatsOf, swapPlayers } from './pairing-swap';

const side = (id: string) => ({ entryId: id, username: `user_${id}`, club: null, faction: null });
const game = (table: number, a: string, b: string | null): Game => ({
  id: `${a}-${b}`,
  table,
  a: side(a),
  b: b ? side(b) : null,
  status: b ? 'pending' : 'bye',
  vpA: null,
  vpB: null,
  reportedBy: null,
  disputeReason: null,
  pairedDown: null,
  setup: null,
  split: null,
  pointsDestroyed: null,
});
const round = [game(1, 'p1', 'p2'), game(2, 'p3', 'p4'), game(0, 'p5', null)];

describe('swapping players by hand', () => {
  it('exchanges two seats across tables, keeping tables', () => {
    expect(swapPlayers(round, 'p2', 'p3')).toEqual([
      { table: 1, a: 'p1', b: 'p3' },
      { table: 2, a: 'p2', b: 'p4' },
      { table: 0, a: 'p5', b: null },
    ]);
  });

  it('moves the bye to another player', () => {
    expect(swapPlayers(round, 'p5', 'p1')[0]).toEqual({ table: 1, a: 'p5', b: 'p2' });
    expect(swapPlayers(round, 'p5', 'p1')[2]).toEqual({ table: 0, a: 'p1', b: null });
  });

  it('refuses to swap a player with themselves', () => {
    expect(() => swapPlayers(round, 'p1', 'p1')).toThrow('Pick two different players.');
  });

  it('labels every seat by table or bye', () => {
    expect(seatsOf(round).map((s) => s.label)).toEqual([
      'user_p1 (table 1)',
      'user_p2 (table 1)',
      'user_p3 (table 2)',
      'user_p4 (table 2)',
      'user_p5 (bye)',
    ]);
  });
});
