import { describe, expect, it } from 'vitest';
import { factionRates, firstTurnRate, matchupMatrix, wilsonInterval } from './rates';
import { game } from './test-support/match-builder';

// Hand-computed: centre = (p + z²/2n)/(1 + z²/n), half = z·√(p(1−p)/n + z²/4n²)/(1 + z²/n), z = 1.96
describe('wilsonInterval', () => {
  it('matches the textbook 6 of 10', () => {
    const { low, high } = wilsonInterval(6, 10);
    expect(low).toBeCloseTo(0.31267, 4);
    expect(high).toBeCloseTo(0.83182, 4);
  });

  it('stays inside [0, 1] at a perfect record', () => {
    const { low, high } = wilsonInterval(5, 5);
    expect(low).toBeCloseTo(0.56551, 4);
    expect(high).toBe(1);
  });

  it('takes fractional successes (3 wins, 1 draw, 1 loss = 3.5 of 5)', () => {
    const { low, high } = wilsonInterval(3.5, 5);
    expect(low).toBeCloseTo(0.29879, 4);
    expect(high).toBeCloseTo(0.92742, 4);
  });

  it('knows nothing from no games', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

const games = [
  game('2026-01-10', ['Ann', 'Orks', 60], ['Ben', 'Necrons', 40], { firstTurn: 'a' }),
  game('2026-01-10', ['Cat', 'Orks', 50], ['Dan', 'Necrons', 50]),
  game('2026-02-10', ['Ben', 'Necrons', 70], ['Ann', 'Orks', 20], { firstTurn: 'b' }),
  game('2026-02-10', ['Cat', 'Orks', 80], ['Eve', 'Tyranids', 10]),
  game('2026-02-11', ['Ann', 'Orks', 30], ['Cat', 'Orks', 30]),
];

describe('factionRates', () => {
  const rates = factionRates(games, 30);
  const orks = rates.find((r) => r.faction === 'Orks');
  const necrons = rates.find((r) => r.faction === 'Necrons');
  const tyranids = rates.find((r) => r.faction === 'Tyranids');

  it('counts draws as half a win and leaves mirrors out of the rate', () => {
    expect(orks).toMatchObject({ games: 4, wins: 2, draws: 1, losses: 1, winRate: 0.625, mirrors: 1 });
    expect(orks?.interval.low).toBeCloseTo(0.21942, 4);
    expect(orks?.interval.high).toBeCloseTo(0.9081, 4);
    expect(necrons).toMatchObject({ games: 3, wins: 1, draws: 1, losses: 1, winRate: 0.5, mirrors: 0 });
    expect(tyranids).toMatchObject({ games: 1, winRate: 0 });
  });

  it('gives each faction its share of all sides played (mirror sides included)', () => {
    expect(orks?.share).toBeCloseTo(0.6);
    expect(necrons?.share).toBeCloseTo(0.3);
    expect(tyranids?.share).toBeCloseTo(0.1);
  });

  it('flags rates under the small-sample threshold', () => {
    expect(rates.every((r) => r.smallSample)).toBe(true);
    expect(factionRates(games, 3).find((r) => r.faction === 'Necrons')?.smallSample).toBe(false);
  });

  it('orders by rate, best first', () => {
    expect(rates.map((r) => r.faction)).toEqual(['Orks', 'Necrons', 'Tyranids']);
  });
});

describe('matchupMatrix', () => {
  const cells = matchupMatrix(games, 30);
  const cell = (faction: string, opponent: string) =>
    cells.find((c) => c.faction === faction && c.opponent === opponent);

  it('scores each pairing from both sides and skips mirrors', () => {
    expect(cell('Orks', 'Necrons')).toMatchObject({ games: 3, winRate: 0.5 });
    expect(cell('Necrons', 'Orks')).toMatchObject({ games: 3, winRate: 0.5 });
    expect(cell('Orks', 'Tyranids')).toMatchObject({ games: 1, winRate: 1 });
    expect(cell('Tyranids', 'Orks')).toMatchObject({ games: 1, winRate: 0 });
    expect(cell('Orks', 'Orks')).toBeUndefined();
  });
});

describe('firstTurnRate', () => {
  it('scores the player who went first, over games that say who did', () => {
    // game 1: A went first and won; game 3: B went first and lost
    expect(firstTurnRate(games, 30)).toMatchObject({ games: 2, wins: 1, losses: 1, winRate: 0.5 });
  });
});
