import type { StandingRow } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { tiebreakColumns, tiebreakNote } from './standings-columns';

const row = (fields: Partial<StandingRow>): StandingRow => ({
  rank: 1,
  entryId: '00000000-0000-4000-8000-000000000001',
  username: 'ana',
  club: null,
  faction: null,
  drawNumber: 3,
  dropped: false,
  games: 3,
  wins: 2,
  draws: 0,
  losses: 1,
  byes: 0,
  points: 6,
  adjustments: 0,
  vpFor: 210,
  vpAgainst: 180,
  vpMargin: 30,
  pointsDestroyed: 1450,
  strengthOfSchedule: 0,
  extendedStrengthOfSchedule: 0,
  opponentsWinPercentage: 0,
  opponentsGameWinPercentage: 33,
  extendedOpponentsGameWinPercentage: 40,
  pathToVictory: 6,
  winsStrengthOfSchedule: 1.5,
  battlePointsStrengthOfSchedule: 180,
  ...fields,
});

describe('tiebreakColumns', () => {
  it("keeps the event's order and leaves out ids it does not know", () => {
    expect(
      tiebreakColumns(['vp-margin', 'retired-tiebreaker', 'strength-of-schedule', 'vp-total']).map(
        (column) => column.heading,
      ),
    ).toEqual(['±VP', 'SoS', 'VP for']);
  });

  it('shows each figure as an organiser writes it', () => {
    // Opponents on 6, 3 and 4 points: SoS 13 / 3 = 4.33; their SoS 4, 5 and 5.5: eSoS 4.83;
    // they won 2 of 3, 1 of 3 and 2 of 3 games: 5 / 9 = 56%.
    const standing = row({
      vpMargin: -12,
      strengthOfSchedule: 4.333,
      extendedStrengthOfSchedule: 4.833,
      opponentsWinPercentage: 0.556,
    });
    const shown = tiebreakColumns([
      'vp-total',
      'vp-margin',
      'strength-of-schedule',
      'extended-strength-of-schedule',
      'opponents-win-percentage',
    ]).map((column) => column.value(standing));
    expect(shown).toEqual(['210', '-12', '4.33', '4.83', '56%']);
    expect(tiebreakColumns(['vp-margin'])[0]?.value(row({ vpMargin: 30 }))).toBe('+30');
    expect(tiebreakColumns(['vp-margin'])[0]?.value(row({ vpMargin: 0 }))).toBe('0');
    expect(tiebreakColumns(['strength-of-schedule'])[0]?.value(row({ strengthOfSchedule: 6 }))).toBe('6');
  });
});

describe('tiebreakNote', () => {
  it('names the whole order, ending with the draw', () => {
    expect(tiebreakNote(tiebreakColumns(['vp-total', 'vp-margin']))).toBe(
      'Equal points are split by victory points scored, then victory point margin, then the random draw made for round 1.',
    );
    expect(tiebreakNote([])).toBe('Equal points are split by the random draw made for round 1.');
  });
});

describe("Best Coast Pairings' tiebreakers", () => {
  it('show as BCP names them, with their values', () => {
    const columns = tiebreakColumns([
      'opponents-game-win-percentage',
      'path-to-victory',
      'battle-points-strength-of-schedule',
      'points-destroyed',
    ]);
    expect(columns.map((column) => column.heading)).toEqual(['OGW%', 'PtV', 'BP SoS', 'Pts destr.']);
    expect(columns.map((column) => column.value(row({ opponentsGameWinPercentage: 48.8844 })))).toEqual([
      '48.88%',
      '6',
      '180',
      '1450',
    ]);
    expect(columns[3]?.name).toBe('Points Destroyed (army points of enemy units destroyed)');
  });
});
