import { leaderboardQuerySchema } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { emptyBoardText, filtersFrom, ordinal, placingText } from './leaderboard-format';

describe('filtersFrom', () => {
  it("agrees with the server's query schema on every value, readable or not", () => {
    const { shape } = leaderboardQuerySchema;
    const cases = [
      ...['', ' ', 'Necrons', '  Orks ', 'x'.repeat(100), 'x'.repeat(101)].map(
        (v) => `faction=${encodeURIComponent(v)}`,
      ),
      ...['', 'all', '3m', '12m', 'week', 'toString', '__proto__', 'ALL'].map((v) => `period=${v}`),
      ...['', ' ', '0', '1', ' 7 ', '5.5', '50', '51', '-3', 'abc', 'Infinity', '0x10', '1e1', '3.0'].map(
        (v) => `minGames=${encodeURIComponent(v)}`,
      ),
    ];
    for (const query of cases) {
      const params = new URLSearchParams(query);
      const read = (key: 'faction' | 'period' | 'minGames') => params.get(key) || undefined;
      const faction = shape.faction.safeParse(read('faction'));
      const period = shape.period.safeParse(read('period'));
      const minGames = shape.minGames.safeParse(read('minGames'));
      expect(filtersFrom(params), query).toEqual({
        faction: (faction.success && faction.data) || undefined,
        period: period.success ? period.data : 'all',
        minGames: minGames.success ? minGames.data : 3,
      });
    }
  });

  it('reads the filters from the address, defaults for the rest', () => {
    expect(filtersFrom(new URLSearchParams('faction=Necrons&period=12m&minGames=5'))).toEqual({
      faction: 'Necrons',
      period: '12m',
      minGames: 5,
    });
    expect(filtersFrom(new URLSearchParams(''))).toEqual({ faction: undefined, period: 'all', minGames: 3 });
  });

  it('falls back to the default for a value the server would refuse', () => {
    expect(filtersFrom(new URLSearchParams('period=week&minGames=0&faction='))).toEqual({
      faction: undefined,
      period: 'all',
      minGames: 3,
    });
    expect(filtersFrom(new URLSearchParams('minGames=abc')).minGames).toBe(3);
  });
});

describe('placings', () => {
  it('says places as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(placingText(3, 8)).toBe('3rd of 8');
  });
});

describe('emptyBoardText', () => {
  it('names the filters that left the board empty', () => {
    expect(emptyBoardText({ period: 'all', minGames: 3 })).toBe(
      'Nobody has played 3 rated games at a finished public event yet.',
    );
    expect(emptyBoardText({ period: '3m', minGames: 1, faction: 'Orks' })).toBe(
      'Nobody has played 1 rated game with Orks at a finished public event in the last 3 months yet.',
    );
  });
});
