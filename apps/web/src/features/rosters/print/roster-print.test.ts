import { type Roster, unknownStats } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { printedUnits } from './roster-print';

const unit = (name: string) => ({
  id: name,
  name,
  role: 'Character',
  count: 1,
  points: 80,
  models: [],
  wargear: [],
  abilities: [],
  keywords: [],
  stats: unknownStats(),
  weapons: [],
  enhancements: [],
});

describe('printedUnits', () => {
  it('puts leaders, bodyguards and enhancements on each card', () => {
    const roster = {
      units: [unit('Captain'), unit('Intercessor Squad'), unit('Librarian')],
      attachedLeaders: [{ leader: 'Captain', unit: 'Intercessor Squad' }],
      enhancements: [{ name: 'Artificer Armour', unit: 'Captain', points: 20 }],
    } as unknown as Roster;
    expect(printedUnits(roster).map(({ unit: u, ...rest }) => [u.name, rest])).toEqual([
      [
        'Captain',
        { leads: ['Intercessor Squad'], ledBy: [], enhancements: [{ name: 'Artificer Armour', points: 20 }] },
      ],
      ['Intercessor Squad', { leads: [], ledBy: ['Captain'], enhancements: [] }],
      ['Librarian', { leads: [], ledBy: [], enhancements: [] }],
    ]);
  });
});
