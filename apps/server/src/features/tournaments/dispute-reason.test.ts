import { describe, expect, it } from 'vitest';
import { clashingScores } from './dispute-reason';

describe('clashingScores', () => {
  const names = { a: 'rev_c', b: 'demo_player1' };

  it('gives each report as its player entered it, their own score first', () => {
    // demo_player1 (side b) typed "me 60, them 55"; rev_c (side a) typed "me 70, them 40".
    expect(clashingScores(names, { side: 'b', vpA: 55, vpB: 60 }, { side: 'a', vpA: 70, vpB: 40 })).toBe(
      'The players reported different scores: demo_player1 reported demo_player1 60, rev_c 55; rev_c reported rev_c 70, demo_player1 40.',
    );
  });

  it('reads the same way when side A reported first', () => {
    expect(clashingScores(names, { side: 'a', vpA: 70, vpB: 40 }, { side: 'b', vpA: 55, vpB: 60 })).toBe(
      'The players reported different scores: rev_c reported rev_c 70, demo_player1 40; demo_player1 reported demo_player1 60, rev_c 55.',
    );
  });
});
