import { describe, expect, it } from 'vitest';
import { gapTableProblems, presetById, scoreGame, scoringPresets } from './scoring-presets';
import { computeStandings, type GameRecord, pairingPlayersFrom } from './standings';

const preset = (id: string) => {
  const found = presetById(id);
  if (!found) throw new Error(id);
  return found;
};
const wdl = preset('win-draw-loss-vp');
const gw = preset('gw-win-path');
const wtc = preset('wtc-20-0');
const entrants = ['A', 'B', 'C', 'D'].map((id) => ({ id }));
const game = (
  round: number,
  table: number,
  a: string,
  vpA: number,
  b: string | null,
  vpB: number,
): GameRecord => ({
  round,
  table,
  a,
  b,
  vpA,
  vpB,
});

describe('scoring presets', () => {
  it('scores win/draw/loss from the victory points', () => {
    expect(scoreGame(wdl.rules, 80, 60)).toEqual([3, 0]);
    expect(scoreGame(wdl.rules, 60, 60)).toEqual([1, 1]);
    expect(scoreGame(wdl.rules, 10, 40)).toEqual([0, 3]);
  });

  it('scores the 20–0 table by the gap, band edges included', () => {
    expect(scoreGame(wtc.rules, 50, 50)).toEqual([10, 10]);
    expect(scoreGame(wtc.rules, 55, 50)).toEqual([10, 10]);
    expect(scoreGame(wtc.rules, 50, 56)).toEqual([9, 11]);
    expect(scoreGame(wtc.rules, 90, 40)).toEqual([19, 1]);
    expect(scoreGame(wtc.rules, 91, 40)).toEqual([20, 0]);
  });

  it('checks custom gap tables', () => {
    for (const p of scoringPresets)
      if (p.rules.kind === 'gap-table') expect(gapTableProblems(p.rules.bands)).toEqual([]);
    expect(
      gapTableProblems([
        { upTo: 10, winner: 6, loser: 4 },
        { upTo: 5, winner: 3, loser: 7 },
      ]),
    ).toEqual([
      'Band 2 must cover a larger difference than band 1.',
      'Band 2 gives the loser more than the winner.',
      'The last band must cover every larger difference.',
    ]);
  });
});

describe('standings', () => {
  // R1: A 80–60 B, C 50–50 D.  R2: A 70–40 C, B 90–20 D.
  const games = [
    game(1, 1, 'A', 80, 'B', 60),
    game(1, 2, 'C', 50, 'D', 50),
    game(2, 1, 'A', 70, 'C', 40),
    game(2, 2, 'B', 90, 'D', 20),
  ];

  it('totals points, victory points and the schedule, worked by hand', () => {
    const [a, b, c, d] = computeStandings(entrants, games, wdl);
    expect(a).toMatchObject({
      playerId: 'A',
      rank: 1,
      points: 6,
      wins: 2,
      vpFor: 150,
      vpAgainst: 100,
      vpMargin: 50,
      winPath: 'WW',
    });
    expect(b).toMatchObject({ playerId: 'B', rank: 2, points: 3, vpFor: 150, vpAgainst: 100 });
    // C and D both have 1 point; this preset breaks the tie on VP total (90 against 70).
    expect(c).toMatchObject({ playerId: 'C', rank: 3, points: 1, draws: 1, losses: 1, vpFor: 90 });
    expect(d).toMatchObject({ playerId: 'D', rank: 4, points: 1, vpFor: 70 });
    // Strength of schedule: A met B (3) and C (1) → 2; B met A (6) and D (1) → 3.5.
    expect(a?.strengthOfSchedule).toBe(2);
    expect(b?.strengthOfSchedule).toBe(3.5);
    expect(a?.extendedStrengthOfSchedule).toBe(3.5);
    // Opponents' win rate for A: B 1 of 2, C half a win of 2 → (0.5 + 0.25) / 2.
    expect(a?.opponentsWinPercentage).toBe(0.375);
  });

  it('breaks ties in the preset’s order', () => {
    // R2 changed: B wins 90–85, so D out-scores C on VP but met weaker opponents.
    const close = [...games.slice(0, 3), game(2, 2, 'B', 90, 'D', 85)];
    const byVp = computeStandings(entrants, close, wdl).map((s) => s.playerId);
    const bySchedule = computeStandings(entrants, close, gw).map((s) => s.playerId);
    expect(byVp.slice(2)).toEqual(['D', 'C']);
    expect(bySchedule.slice(2)).toEqual(['C', 'D']);
  });

  it('sums Points Destroyed from the results that give them, and breaks ties on it when asked', () => {
    // Two winners on equal points and VP: A destroyed 1,450 points, C 1,600. Worked by hand: C
    // first on Points Destroyed; without that tiebreaker the draw numbers put A ahead.
    const played: GameRecord[] = [
      { ...game(1, 1, 'A', 80, 'B', 60), pointsDestroyedA: 1450, pointsDestroyedB: 900 },
      { ...game(1, 2, 'C', 80, 'D', 60), pointsDestroyedA: 1600, pointsDestroyedB: 1200 },
    ];
    const drawn = entrants.map((e, i) => ({ ...e, drawNumber: i + 1 }));
    const destroyed = { ...wdl, tiebreakers: ['points-destroyed' as const] };
    const standings = computeStandings(drawn, played, destroyed);
    expect(standings.map((s) => [s.playerId, s.pointsDestroyed])).toEqual([
      ['C', 1600],
      ['A', 1450],
      ['D', 1200],
      ['B', 900],
    ]);
    const withoutIt = computeStandings(drawn, played, { ...wdl, tiebreakers: [] });
    expect(withoutIt.map((s) => s.playerId)).toEqual(['A', 'C', 'B', 'D']);
    // A result that leaves them out counts 0, never NaN.
    const partial = computeStandings(drawn, [game(1, 1, 'A', 80, 'B', 60)], destroyed);
    expect(partial.map((s) => s.pointsDestroyed)).toEqual([0, 0, 0, 0]);
  });

  it('scores byes as the preset says, leaves them out of the schedule, and applies adjustments', () => {
    const three = ['A', 'B', 'C'].map((id) => ({ id }));
    const standings = computeStandings(
      three,
      [game(1, 1, 'A', 80, 'B', 60), game(1, 0, 'C', 0, null, 0)],
      wdl,
      [{ playerId: 'B', points: -1, reason: 'List submitted late' }],
    );
    const byId = new Map(standings.map((s) => [s.playerId, s]));
    expect(byId.get('C')).toMatchObject({
      byes: 1,
      points: 3,
      vpFor: 60,
      games: 0,
      strengthOfSchedule: 0,
      winPath: 'B',
    });
    expect(byId.get('B')).toMatchObject({ points: -1, adjustments: -1 });
    // A and C both have 3 points; A's 80 VP beat the bye's 60 on this preset's first tiebreaker.
    expect(standings.map((s) => s.playerId)).toEqual(['A', 'C', 'B']);
  });

  it('hands the pairing its players: active only, win paths only when the preset pairs by them', () => {
    const field = [{ id: 'A', club: 'North' }, { id: 'B' }, { id: 'C' }, { id: 'D', dropped: true }];
    const withBye = [...games.slice(0, 2), game(2, 0, 'A', 0, null, 0)];
    const players = pairingPlayersFrom(computeStandings(field, withBye, gw), field, gw);
    // Ranked: A 2 points, C 0.5 (a draw), B 0; D dropped.
    expect(players.map((p) => p.id)).toEqual(['A', 'C', 'B']);
    expect(players[0]).toMatchObject({
      id: 'A',
      club: 'North',
      winPath: 'WW',
      byes: 1,
      opponents: ['B'],
      tables: [1],
    });
    expect(pairingPlayersFrom(computeStandings(field, withBye, wdl), field, wdl)[0]?.winPath).toBe('');
    // Names given with the entrants reach the pairing (for its warnings); none, no name field.
    const named = field.map((e) => ({ ...e, name: `Player ${e.id}` }));
    expect(pairingPlayersFrom(computeStandings(named, withBye, gw), named, gw)[0]?.name).toBe('Player A');
    expect(players[0]).not.toHaveProperty('name');
  });
});

describe('the random draw and late joiners (issue 17)', () => {
  it('breaks a complete tie by the published draw, not by entry id', () => {
    // A and B both beat someone 60–40 with the same opponents' record: tied on every tiebreaker.
    const games = [game(1, 1, 'A', 60, 'C', 40), game(1, 2, 'B', 60, 'D', 40)];
    const drawn = [
      { id: 'A', drawNumber: 2 },
      { id: 'B', drawNumber: 1 },
      { id: 'C', drawNumber: 4 },
      { id: 'D', drawNumber: 3 },
    ];
    expect(computeStandings(drawn, games, wdl).map((s) => s.playerId)).toEqual(['B', 'A', 'D', 'C']);
    // Without a draw the id decides, as before.
    expect(computeStandings(entrants, games, wdl).map((s) => s.playerId)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('counts a late joiner’s missed rounds as losses when the event says so', () => {
    // E joined after round 2 and won round 3 60–40: 1–0–2, 3 points, VP 60–40 (missed rounds add
    // no VP), win rate 1/3 for their opponents' OWP.
    const late = [...entrants, { id: 'E', missedRounds: { count: 2, asLosses: true } }];
    const games = [game(3, 1, 'E', 60, 'A', 40)];
    const e = computeStandings(late, games, wdl).find((s) => s.playerId === 'E');
    expect(e).toMatchObject({ wins: 1, draws: 0, losses: 2, games: 3, points: 3, vpFor: 60, vpAgainst: 40 });
    expect(e?.winPath).toBe('LLW');
    const a = computeStandings(late, games, wdl).find((s) => s.playerId === 'A');
    expect(a?.opponentsWinPercentage).toBeCloseTo(1 / 3, 10);

    const notPlayed = [...entrants, { id: 'E', missedRounds: { count: 2, asLosses: false } }];
    expect(computeStandings(notPlayed, games, wdl).find((s) => s.playerId === 'E')).toMatchObject({
      wins: 1,
      losses: 0,
      games: 1,
      winPath: 'W',
    });
  });

  it('does not hand a late joiner the bye ahead of players who have never sat out', () => {
    const late = [...entrants, { id: 'E', missedRounds: { count: 1, asLosses: true } }];
    const games = [game(1, 1, 'A', 60, 'B', 40), game(1, 2, 'C', 60, 'D', 40)];
    const players = pairingPlayersFrom(computeStandings(late, games, wdl), late, wdl);
    expect(players.find((p) => p.id === 'E')?.byes).toBe(1);
    expect(players.filter((p) => p.id !== 'E').every((p) => p.byes === 0)).toBe(true);
  });
});
