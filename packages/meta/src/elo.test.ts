import { describe, expect, it } from 'vitest';
import { ELO_START, eloRatings, expectedScore } from './elo';
import { game } from './test-support/match-builder';

describe('eloRatings', () => {
  it('moves 16 points each way between equal players (K = 32)', () => {
    const [winner, loser] = eloRatings([game('2026-01-01', ['Ann', 'Orks', 60], ['Ben', 'Necrons', 40])]);
    expect(winner).toMatchObject({ name: 'Ann', rating: 1516, games: 1 });
    expect(loser).toMatchObject({ name: 'Ben', rating: 1484, games: 1 });
  });

  it('rewards the underdog more: Ben (1484) beating Ann (1516) gains 17.47', () => {
    // expected for Ben = 1 / (1 + 10^(32/400)) = 0.45402; 32 × (1 − 0.45402) = 17.4713
    const ratings = eloRatings([
      game('2026-01-02', ['Ben', 'Necrons', 70], ['Ann', 'Orks', 20]),
      game('2026-01-01', ['Ann', 'Orks', 60], ['Ben', 'Necrons', 40]),
    ]);
    const ben = ratings.find((p) => p.name === 'Ben');
    const ann = ratings.find((p) => p.name === 'Ann');
    expect(ben?.rating).toBeCloseTo(1501.4695, 3);
    expect(ann?.rating).toBeCloseTo(1498.5305, 3);
    expect(ann?.history.map((h) => h.playedOn)).toEqual(['2026-01-01', '2026-01-02']);
  });

  it('leaves a draw between equals where it was', () => {
    const ratings = eloRatings([game('2026-01-01', ['Ann', 'Orks', 50], ['Ben', 'Necrons', 50])]);
    expect(ratings.map((p) => p.rating)).toEqual([ELO_START, ELO_START]);
  });

  it('knows players by account first, then by name without case', () => {
    const ratings = eloRatings([
      game('2026-01-01', ['ann', 'Orks', 60], ['Ben', 'Necrons', 40]),
      game('2026-01-02', ['ANN', 'Orks', 60], ['Ben', 'Necrons', 40], { idB: 'u-2' }),
    ]);
    expect(ratings.map((p) => p.name).sort()).toEqual(['Ben', 'Ben', 'ann']);
    expect(ratings.find((p) => p.name === 'ann')?.games).toBe(2);
  });

  it('skips games with an unnamed player', () => {
    expect(eloRatings([game('2026-01-01', [null, 'Orks', 60], ['Ben', 'Necrons', 40])])).toEqual([]);
  });

  it('has the logistic curve: 400 points ahead expects 10 to 1', () => {
    expect(expectedScore(1900, 1500)).toBeCloseTo(10 / 11, 10);
  });
});
