import { describe, expect, it } from 'vitest';
import { emptyBoardText, filtersFrom, ordinal, placingText } from './leaderboard-format';

describe('filtersFrom', () => {
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
