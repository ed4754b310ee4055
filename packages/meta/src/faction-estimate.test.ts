import { describe, expect, it } from 'vitest';
import { brierOf, estimateFaction, type ResultTable, spearman } from './faction-estimate';

const table = (
  id: string,
  to: string,
  rows: ResultTable['rows'],
  games: number | null = null,
): ResultTable => ({
  id,
  source: 'Test dashboard',
  url: 'https://example.org',
  from: to,
  to,
  edition: '10th',
  games,
  rows,
});
const row = (faction: string, winRate: number, games: number | null = null, share: number | null = null) => ({
  faction,
  winRate,
  games,
  share,
});

describe('a faction’s expected win rate from published tables', () => {
  const options = { asOf: '2026-06-01', halfLifeDays: 60, priorGames: 100 };

  it('shrinks toward 50 % by the prior’s pseudo-games', () => {
    // 60 % over 100 games, plus 100 games at 50 %: (60 + 50) / 200 = 55 %.
    const estimate = estimateFaction([table('a', '2026-06-01', [row('Orks', 0.6, 100)])], 'Orks', options);
    expect(estimate?.winRate).toBeCloseTo(0.55, 12);
    expect(estimate?.games).toBe(100);
    // ± 1.96 √(0.55 · 0.45 / 201)
    expect(estimate?.interval.high).toBeCloseTo(0.55 + 1.96 * Math.sqrt((0.55 * 0.45) / 201), 12);
  });

  it('weights older tables by their age and ignores tables after the date', () => {
    // 60 days old counts half: wins 0.6·100 + 0.4·100·0.5 = 80 over 150 games; + 50 of 100 prior.
    const tables = [
      table('new', '2026-06-01', [row('Orks', 0.6, 100)]),
      table('old', '2026-04-02', [row('Orks', 0.4, 100)]),
      table('future', '2026-07-01', [row('Orks', 0.9, 1000)]),
    ];
    const estimate = estimateFaction(tables, 'Orks', options);
    expect(estimate?.winRate).toBeCloseTo(130 / 250, 12);
    expect(estimate?.tables.map((t) => t.id)).toEqual(['new', 'old']);
  });

  it('matches a faction by any of its names, and estimates games from the share of the field', () => {
    // 5 % of the players of 2,000 games: 200 games (each game has two sides).
    const tables = [table('a', '2026-06-01', [row('Adeptus Astartes', 0.52, null, 0.05)], 2000)];
    const estimate = estimateFaction(tables, 'Space Marines', options);
    expect(estimate?.games).toBe(200);
    expect(estimate?.gamesEstimated).toBe(true);
    expect(estimate?.faction).toBe('Adeptus Astartes');
    expect(estimateFaction(tables, 'Necrons', options)).toBeNull();
  });
});

describe('checking predictions against a later period', () => {
  it('ranks with Spearman’s ρ, ties averaged', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [40, 30, 20, 10])).toBeCloseTo(-1, 12);
    // Ranks (1, 2.5, 2.5, 4) against (1, 2, 3, 4): ρ = 4.5 / √(4.5 · 5) = 0.9487.
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(4.5 * 5), 12);
  });

  it('scores win-rate predictions by Brier over the games, from the table’s aggregates', () => {
    // Orks win 60 % of 100 games, predicted 50 %: 0.25 per game. Necrons win 40 % of 300 games,
    // predicted 40 %: 0.4·0.36 + 0.6·0.16 = 0.24 per game. Mean over 400 games: 0.2425.
    const later = table('later', '2026-08-01', [row('Orks', 0.6, 100), row('Necrons', 0.4, 300)]);
    const predicted = new Map([
      ['orks', 0.5],
      ['necrons', 0.4],
    ]);
    expect(brierOf(predicted, later)).toEqual({ brier: expect.closeTo(0.2425, 12), games: 400 });
  });
});
