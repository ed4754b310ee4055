import { type RosterUnit, unknownStats } from '@muster/roster-import';

/** A roster unit for tests: name, points, models and stat line, with weapon lines as datasheets print them. */
export function unitBuilder(
  overrides: Partial<Omit<RosterUnit, 'stats'>> & { stats?: Partial<RosterUnit['stats']> } = {},
): RosterUnit {
  const { stats, ...rest } = overrides;
  return {
    id: 'unit-1',
    name: 'Test Squad',
    role: 'Battleline',
    count: 10,
    points: 160,
    models: [],
    wargear: [],
    abilities: [],
    keywords: ['Infantry'],
    weapons: [],
    enhancements: [],
    ...rest,
    stats: { ...unknownStats(), M: '6"', T: '4', SV: '3+', W: '2', LD: '6+', OC: '2', ...stats },
  };
}

export const boltRifle = {
  name: 'Bolt rifle',
  kind: 'ranged' as const,
  range: '24"',
  attacks: '2',
  skill: '3+',
  strength: '4',
  ap: '-1',
  damage: '1',
  keywords: [],
};

export const lascannon = {
  name: 'Lascannon',
  kind: 'ranged' as const,
  range: '48"',
  attacks: '1',
  skill: '3+',
  strength: '12',
  ap: '-3',
  damage: 'D6+1',
  keywords: [],
};
