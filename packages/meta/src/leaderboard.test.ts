import { describe, expect, it } from 'vitest';
import { competitionRanks, type EventGame, monthsBefore, rankPlayers, ratePlayers } from './leaderboard';
import { game } from './test-support/match-builder';

type Side = [name: string, faction: string, vp: number];

/** A game at `eventId` between accounts named after their players ("Ann" is account u-ann). */
const played = (eventId: string, playedOn: string, a: Side, b: Side): EventGame => ({
  ...game(playedOn, a, b, { idA: `u-${a[0].toLowerCase()}`, idB: `u-${b[0].toLowerCase()}` }),
  eventId,
});

describe('competitionRanks', () => {
  it('gives equal values the same rank and skips the places they share', () => {
    expect(competitionRanks([1530, 1516, 1516, 1484])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([1500, 1500, 1500])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });
});

describe('ratePlayers and rankPlayers', () => {
  // Worked by hand with K = 32 from 1500, E = 1 / (1 + 10^((them − me) / 400)):
  //  1. Ann beats Ben, both 1500: E = 0.5, ±16 → Ann 1516, Ben 1484.
  //  2. Ben draws Cat (1484 v 1500): E(Ben) = 1 / (1 + 10^0.04) = 0.476990,
  //     32 × (0.5 − 0.476990) = 0.7363 → Ben 1484.7363, Cat 1499.2637.
  //  3. Cat beats Ann (1499.2637 v 1516): E(Cat) = 1 / (1 + 10^(16.7363/400)) = 0.475933,
  //     32 × 0.524067 = 16.7702 → Cat 1516.0339, Ann 1499.2299.
  const threeGames = [
    played('e-1', '2026-01-10', ['Ann', 'Orks', 60], ['Ben', 'Necrons', 40]),
    played('e-1', '2026-01-11', ['Ben', 'Necrons', 50], ['Cat', 'Aeldari', 50]),
    played('e-2', '2026-01-12', ['Cat', 'Aeldari', 70], ['Ann', 'Orks', 30]),
  ];

  it('rates a three-game history as worked by hand', () => {
    const rated = ratePlayers(threeGames);
    const byName = new Map(rated.map((p) => [p.name, p]));
    expect(byName.get('Cat')?.rating).toBeCloseTo(1516.0339, 3);
    expect(byName.get('Ann')?.rating).toBeCloseTo(1499.2299, 3);
    expect(byName.get('Ben')?.rating).toBeCloseTo(1484.7363, 3);
    expect(byName.get('Ann')).toMatchObject({
      playerId: 'u-ann',
      games: 2,
      wins: 1,
      draws: 0,
      losses: 1,
      events: 2,
    });
    expect(byName.get('Ben')).toMatchObject({ games: 2, wins: 0, draws: 1, losses: 1, events: 1 });
    expect(byName.get('Cat')).toMatchObject({ games: 2, wins: 1, draws: 1, losses: 0, events: 2 });
  });

  it('ranks by the rating shown, with the record and main faction', () => {
    expect(rankPlayers(ratePlayers(threeGames), 1)).toEqual([
      expect.objectContaining({ rank: 1, name: 'Cat', rating: 1516, mainFaction: 'Aeldari' }),
      expect.objectContaining({ rank: 2, name: 'Ann', rating: 1499, mainFaction: 'Orks' }),
      expect.objectContaining({ rank: 3, name: 'Ben', rating: 1485, mainFaction: 'Necrons' }),
    ]);
  });

  it('shares a rank between equal ratings: 1, 2, 2, 4, 5, 5, 5', () => {
    // Three separate first games leave each winner on 1516 and each loser on 1484; Ann then beats
    // Gus (1516 v 1500): E(Ann) = 0.523010, +15.2637 → Ann 1531.2637, Gus 1484.7363 (shown 1485).
    const ranked = rankPlayers(
      ratePlayers([
        played('e-1', '2026-02-01', ['Ann', 'Orks', 60], ['Ben', 'Orks', 40]),
        played('e-1', '2026-02-01', ['Eve', 'Orks', 60], ['Fay', 'Orks', 40]),
        played('e-1', '2026-02-01', ['Cat', 'Orks', 60], ['Dan', 'Orks', 40]),
        played('e-2', '2026-02-08', ['Gus', 'Orks', 10], ['Ann', 'Orks', 90]),
      ]),
      1,
    );
    expect(ranked.map((p) => [p.rank, p.name, p.rating])).toEqual([
      [1, 'Ann', 1531],
      [2, 'Cat', 1516],
      [2, 'Eve', 1516],
      [4, 'Gus', 1485],
      [5, 'Ben', 1484],
      [5, 'Dan', 1484],
      [5, 'Fay', 1484],
    ]);
  });

  it('leaves out players below the minimum games, but their games still rate the others', () => {
    const ranked = rankPlayers(ratePlayers(threeGames), 2);
    expect(ranked.map((p) => p.name)).toEqual(['Cat', 'Ann', 'Ben']);
    const strict = rankPlayers(
      ratePlayers([...threeGames, played('e-3', '2026-01-20', ['Ann', 'Orks', 50], ['Dan', 'Orks', 40])]),
      2,
    );
    // Dan (one game) is not listed; Ann's win over him still counts for her (3 games now).
    expect(strict.map((p) => p.name)).not.toContain('Dan');
    expect(strict.find((p) => p.name === 'Ann')?.games).toBe(3);
  });

  // Ann plays Orks then Necrons; Ben always Necrons; Cat always Orks.
  const mixed = [
    played('e-1', '2026-03-01', ['Ann', 'Orks', 60], ['Ben', 'Necrons', 40]),
    played('e-1', '2026-03-02', ['Ann', 'Necrons', 40], ['Cat', 'Orks', 60]),
    played('e-2', '2026-03-09', ['Ben', 'Necrons', 55], ['Cat', 'Orks', 45]),
  ];

  it('compares whole-number ratings: 1499.26 and 1499.23 share second place', () => {
    // Overall: Ann 1516 after game 1; Cat (1500) beats Ann (1516): +16.7363 → Cat 1516.7363,
    // Ann 1499.2637; Ben (1484) beats Cat: E(Ben) = 1 / (1 + 10^(32.7363/400)) = 0.453024,
    // +17.5032 → Ben 1501.5032, Cat 1499.2332.
    const ranked = rankPlayers(ratePlayers(mixed), 1);
    expect(ranked.map((p) => [p.rank, p.name, p.rating, p.mainFaction])).toEqual([
      [1, 'Ben', 1502, 'Necrons'],
      // One Orks game and one Necrons game: the main faction is the one played last.
      [2, 'Ann', 1499, 'Necrons'],
      [2, 'Cat', 1499, 'Orks'],
    ]);
  });

  it("rates a faction on each player's games with it alone", () => {
    // Orks view: Ann's Orks win (1516), Cat's Orks against Ann's Necrons (a fresh 1500 each:
    // Cat 1516) then against Ben's Necrons (1484): E(Ben) = 0.454078, 32 × 0.545922 = 17.4695
    // → Cat 1498.5305.
    const orks = rankPlayers(ratePlayers(mixed, 'Orks'), 1);
    expect(orks.map((p) => [p.rank, p.name, p.rating, p.games, `${p.wins}-${p.draws}-${p.losses}`])).toEqual([
      [1, 'Ann', 1516, 1, '1-0-0'],
      [2, 'Cat', 1499, 2, '1-0-1'],
    ]);
    expect(orks.every((p) => p.mainFaction === 'Orks')).toBe(true);
    expect(rankPlayers(ratePlayers(mixed, 'Orks'), 2).map((p) => p.name)).toEqual(['Cat']);
    const necrons = rankPlayers(ratePlayers(mixed, 'Necrons'), 1);
    expect(necrons.map((p) => [p.name, p.rating, p.games])).toEqual([
      ['Ben', 1501, 2],
      ['Ann', 1484, 1],
    ]);
    expect(ratePlayers(mixed, 'Tyranids')).toEqual([]);
  });

  it('rates a side without an account as an opponent but gives it no row', () => {
    const anonymous: EventGame = {
      ...game('2026-04-01', ['Ann', 'Orks', 60], ['Former player', 'Necrons', 40], { idA: 'u-ann' }),
      eventId: 'e-9',
    };
    const rated = ratePlayers([anonymous]);
    expect(rated.map((p) => [p.name, p.rating])).toEqual([['Ann', 1516]]);
  });
});

describe('monthsBefore', () => {
  it('counts calendar months back, keeping inside the month', () => {
    expect(monthsBefore('2026-05-15', 3)).toBe('2026-02-15');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
    expect(monthsBefore('2026-01-10', 12)).toBe('2025-01-10');
    expect(monthsBefore('2026-02-05', 3)).toBe('2025-11-05');
  });
});
