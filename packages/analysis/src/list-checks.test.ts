import { describe, expect, it } from 'vitest';
import { checkEventList } from './list-checks';
import { rosterBuilder, unitBuilder } from './test-builders';

const event = { pointsLimit: 2000, edition: '11th' as const, gameSystem: 'Warhammer 40,000' };
const codes = (roster: ReturnType<typeof rosterBuilder>) => checkEventList(roster, event).map((c) => c.code);

describe('event list checks', () => {
  it('passes a legal list', () => {
    expect(checkEventList(rosterBuilder(), event)).toEqual([]);
  });

  it('flags going over the points limit by how much', () => {
    const big = rosterBuilder({ units: [unitBuilder({ id: 'a', name: 'Big', points: 2150 })] });
    expect(checkEventList(big, event)).toEqual([
      {
        severity: 'error',
        code: 'OVER_POINTS_LIMIT',
        message: "2150 points: 150 over the event's limit of 2000.",
      },
    ]);
  });

  it('counts copies of a datasheet, with more room for battleline and transports', () => {
    const squads = (n: number, role: string) =>
      Array.from({ length: n }, (_, i) => unitBuilder({ id: `u${i}`, name: 'Squad', role, points: 80 }));
    expect(codes(rosterBuilder({ units: squads(4, 'Infantry') }))).toEqual(['TOO_MANY_COPIES']);
    expect(codes(rosterBuilder({ units: squads(6, 'Battleline') }))).toEqual([]);
    expect(codes(rosterBuilder({ units: squads(7, 'Battleline') }))).toEqual(['TOO_MANY_COPIES']);
  });

  it('flags repeated Epic Heroes and enhancements, other games and editions, and unpriced units', () => {
    const hero = () =>
      unitBuilder({ name: 'Named Hero', role: 'Epic Hero', keywords: ['Epic Hero'], points: 100 });
    const roster = rosterBuilder({
      edition: '10th',
      units: [hero(), hero(), unitBuilder({ name: 'Free Unit', points: 0 })],
      enhancements: [
        { name: 'Artificer Armour', unit: 'Captain', points: 10 },
        { name: 'Artificer Armour', unit: 'Lieutenant', points: 10 },
      ],
    });
    expect(codes(roster).sort()).toEqual([
      'EDITION_MISMATCH',
      'ENHANCEMENT_REPEATED',
      'EPIC_HERO_REPEATED',
      'UNITS_WITHOUT_POINTS',
    ]);
    expect(codes(rosterBuilder({ gameSystem: 'Age of Sigmar 4th' }))).toEqual(['WRONG_GAME']);
    // Kill Team's name contains "40,000"; it is still another game.
    expect(codes(rosterBuilder({ gameSystem: 'Warhammer 40,000: Kill Team (2021)' }))).toEqual([
      'WRONG_GAME',
    ]);
    expect(codes(rosterBuilder({ gameSystem: 'Warhammer 40,000 10th Edition' }))).toEqual([]);
  });
});
